import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { ShareOutcome } from '../../../shared/services/share'
import { qrCountdownMachine } from './qr-countdown-machine'

const LINK = 'https://qr.test/v/ABC123'

function start(seconds?: number) {
  const clock = new SimulatedClock()
  const actor = createActor(qrCountdownMachine, {
    clock,
    input: seconds === undefined ? { link: LINK } : { link: LINK, seconds },
  }).start()
  return { actor, clock }
}

/**
 * SimulatedClock.increment jumps straight to the new time, so a timer scheduled while flushing
 * starts from there; a one-second tick therefore needs the clock moved a second at a time.
 */
function advance(clock: SimulatedClock, ms: number, step = 1000) {
  for (let left = ms; left > 0; left -= step) clock.increment(Math.min(step, left))
}

/** The countdown from 120 s, its first second ticked, then `ms` more in one-second steps. */
function after(ms: number) {
  const { actor, clock } = start()
  clock.increment(1000)
  expect(actor.getSnapshot().context.remaining).toBe(119)
  advance(clock, ms)
  return { actor, clock }
}

describe('qrCountdownMachine', () => {
  it('starts at 120 s with the link', () => {
    const { actor } = start()
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('counting')
    expect(snap.context).toEqual({ link: LINK, remaining: 120, sharing: false })
    expect(snap.status).toBe('active')
  })

  it('ticks once a second', () => {
    const { actor, clock } = start()
    clock.increment(999)
    expect(actor.getSnapshot().context.remaining).toBe(120)
    clock.increment(1)
    expect(actor.getSnapshot().context.remaining).toBe(119)
    clock.increment(1000)
    expect(actor.getSnapshot().context.remaining).toBe(118)
  })

  it('is still counting at 1 s and closes when the 120th second has passed', () => {
    const { actor, clock } = after(118_000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().status).toBe('active')
    clock.increment(999)
    expect(actor.getSnapshot().status).toBe('active')
    clock.increment(1)
    const snap = actor.getSnapshot()
    expect(snap.context.remaining).toBe(0)
    expect(snap.value).toBe('closed')
    expect(snap.status).toBe('done')
  })

  it('after 1000 ms then 119000 ms more it is at 0 and done', () => {
    const { actor } = after(119_000)
    expect(actor.getSnapshot().context.remaining).toBe(0)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('CONFIRM at 60 s closes it and no further tick changes it', () => {
    const { actor, clock } = start()
    advance(clock, 60_000)
    expect(actor.getSnapshot().context.remaining).toBe(60)
    actor.send({ type: 'CONFIRM' })
    const closed = actor.getSnapshot()
    expect(closed.value).toBe('closed')
    expect(closed.status).toBe('done')
    clock.increment(1000)
    advance(clock, 300_000)
    const later = actor.getSnapshot()
    expect(later.context).toEqual({ link: LINK, remaining: 60, sharing: false })
    expect(later.status).toBe('done')
  })

  it('takes the starting seconds from the input', () => {
    const { actor, clock } = start(5)
    expect(actor.getSnapshot().context.remaining).toBe(5)
    advance(clock, 4000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    expect(actor.getSnapshot().status).toBe('active')
    clock.increment(1000)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('closes at once when started with 0 seconds', () => {
    const { actor } = start(0)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().status).toBe('done')
  })
})

describe('the QR handed to the share sheet (issue 46)', () => {
  function sharing(share: (input: { link: string }) => Promise<ShareOutcome>) {
    const clock = new SimulatedClock()
    const shared = vi.fn(share)
    const notify = vi.fn<(key: string, tone?: string) => void>()
    const actor = createActor(
      qrCountdownMachine.provide({
        actors: {
          share: fromPromise<ShareOutcome, { link: string }>(({ input }) => shared(input)),
        },
        actions: { notify: (_, { message, tone }) => notify(message.key, tone) },
      }),
      { clock, input: { link: LINK } },
    ).start()
    return { actor, clock, shared, notify }
  }

  it('hands the link on while the countdown runs on, and takes one share at a time', async () => {
    let done!: (outcome: ShareOutcome) => void
    const { actor, clock, shared, notify } = sharing(
      () => new Promise<ShareOutcome>((resolve) => (done = resolve)),
    )
    actor.send({ type: 'SHARE' })
    actor.send({ type: 'SHARE' })
    expect(shared).toHaveBeenCalledTimes(1)
    expect(shared).toHaveBeenCalledWith({ link: LINK })
    advance(clock, 3000)
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 117, sharing: true })
    done('shared')
    await waitFor(actor, (s) => !s.context.sharing)
    expect(notify).not.toHaveBeenCalled()
    advance(clock, 1000)
    expect(actor.getSnapshot().context.remaining).toBe(116)
  })

  it('copied where there is no sheet says so; neither sheet nor clipboard says it failed', async () => {
    const copied = sharing(async () => 'copied')
    copied.actor.send({ type: 'SHARE' })
    await waitFor(copied.actor, (s) => !s.context.sharing)
    expect(copied.notify.mock.calls).toEqual([['share.copied', 'success']])
    const failed = sharing(async () => Promise.reject(new Error('no clipboard')))
    failed.actor.send({ type: 'SHARE' })
    await waitFor(failed.actor, (s) => !s.context.sharing)
    expect(failed.notify.mock.calls).toEqual([['share.failed', 'error']])
    expect(failed.actor.getSnapshot().value).toBe('counting')
  })
})
