import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, toPromise } from 'xstate'
import type { ShareOutcome } from '../services/share'
import { SHARE_COPIED, SHARE_FAILED, SHARE_GUARDS, shareEndsIn } from './share'

/** a machine that shares once and says what the share's end tells it to */
function sharedOnce(share: () => Promise<ShareOutcome>) {
  const told: unknown[] = []
  const machine = setup({
    actors: { share: fromPromise(share) },
    actions: { notify: (_, params: unknown) => void told.push(params) },
    guards: SHARE_GUARDS,
  }).createMachine({
    initial: 'sharing',
    states: {
      sharing: { invoke: { id: 'share', src: 'share', ...shareEndsIn('done') } },
      done: { type: 'final' },
    },
  })
  const actor = createActor(machine).start()
  return toPromise(actor).then(() => ({ told, state: actor.getSnapshot().value }))
}

describe('shareEndsIn: an invoked share heard to its end (issue 46)', () => {
  it('says the words were copied when the share ended in the clipboard', async () => {
    expect(await sharedOnce(async () => 'copied')).toEqual({ told: [SHARE_COPIED], state: 'done' })
  })

  it("says nothing when the phone's sheet took it or was closed", async () => {
    expect(await sharedOnce(async () => 'shared')).toEqual({ told: [], state: 'done' })
    expect(await sharedOnce(async () => 'cancelled')).toEqual({ told: [], state: 'done' })
  })

  it('says the share failed when neither the sheet nor the clipboard took it', async () => {
    expect(
      await sharedOnce(async () => {
        throw new Error('no clipboard')
      }),
    ).toEqual({ told: [SHARE_FAILED], state: 'done' })
  })
})
