import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { anonymousClient, loginAs, startScenario } from '../support/api'
import type { MachineModel } from './model'
import { toFailure } from '../../src/shared/services/api-error'
import { DONE, ERROR, answerOf, walk, type Step } from './walk'
import { liveAccounts, mockWorld, notLive, runPath, type LiveAccount } from './live'

/**
 * The walked paths run against the in-process mock (issue 47): for every machine whose model has
 * its live wiring, the shortest path through each transition, with the feature's real services.
 */

const models = Object.values(
  import.meta.glob<{ default: MachineModel }>('./models/*.model.ts', { eager: true }),
)
  .map((m) => m.default)
  .filter((m) => m.live)

type TestServer = Awaited<ReturnType<typeof createTestServer>>['server']
let server: TestServer
beforeEach(async () => {
  ;({ server } = await createTestServer({ MOCK_TODAY: '20261122' }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  server.close()
})

const describePath = (path: Step[]) =>
  path
    .filter((s) => s.event.type !== 'xstate.init')
    .map((s) => {
      const e = s.event
      if (e.type.startsWith(ERROR))
        return `${e.type.slice(ERROR.length)} fails ${toFailure(e.error).status || 'network'}`
      if (e.type.startsWith(DONE)) return `${e.type.slice(DONE.length)} answers`
      const { type, ...rest } = e
      return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type
    })
    .join(' -> ')

/**
 * Whether a path takes an answer the account gets as its own (an output it names): another
 * account's other paths are the model's own account's again
 */
const takesOwnAnswer = (model: MachineModel, path: Step[], { outputs }: LiveAccount) =>
  path.some(({ event }) => {
    const answer = answerOf(model, event)
    return answer?.src !== undefined && !answer.failed && answer.src in outputs
  })

for (const model of models) {
  describe(`${model.machine.id} against the mock`, () => {
    const live = model.live!
    // each account's mock world: each service answers as the mock does for it (the output the
    // account names, else the first) or fails, in the world the live client starts in
    const paths = new Map<string, { path: Step[]; account: LiveAccount }>()
    for (const [i, world] of liveAccounts(live).entries()) {
      const result = walk(mockWorld(model, world))
      // through each transition, and ending with each answer of each service (every status);
      // and to each snapshot, where the model asks for it
      const snapshots = live.everySnapshot ? result.paths : []
      const as = i === 0 ? '' : `as ${world.account ?? 'nobody'}: `
      for (const path of [...result.taken.values(), ...result.answered.values(), ...snapshots])
        if (
          path.length > 0 &&
          (i === 0 || takesOwnAnswer(model, path, world)) &&
          !notLive(model, path, world.outputs)
        )
          paths.set(as + describePath(path), { path, account: world })
    }

    it('runs most of its transitions live', () => {
      // a transition no path of the mock's worlds reaches is walked only; the live share is
      // pinned so it does not fall unnoticed
      expect(paths.size).toBeGreaterThanOrEqual(live.minimumPaths)
    })

    for (const [name, { path, account }] of paths)
      it(name || '(start)', async () => {
        const client = account.account ? await loginAs(account.account) : anonymousClient()
        await runPath(model, path, client, startScenario, account)
      })
  })
}
