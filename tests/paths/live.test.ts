import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { anonymousClient, loginAs, startScenario } from '../support/api'
import type { MachineModel } from './model'
import { toFailure } from '../../src/shared/services/api-error'
import { DONE, ERROR, walk, type Step } from './walk'
import { notLive, runPath } from './live'

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

for (const model of models) {
  describe(`${model.machine.id} against the mock`, () => {
    // the mock's world: each service answers as the mock does (the model's first output) or fails
    // (in the world the live client starts in, where the model has several)
    const { world } = model.live!
    const result = walk({
      ...model,
      ...(world ? { worlds: [world] } : {}),
      answers: Object.fromEntries(
        Object.entries(model.answers ?? {}).map(([src, a]) => [
          src,
          { ...a, outputs: a.outputs?.slice(0, 1) },
        ]),
      ),
    })
    const paths = new Map<string, Step[]>()
    // through each transition, and ending with each answer of each service (every status); and
    // to each snapshot, where the model asks for it
    const snapshots = model.live!.everySnapshot ? result.paths : []
    for (const path of [...result.taken.values(), ...result.answered.values(), ...snapshots])
      if (path.length > 0 && !notLive(model, path)) paths.set(describePath(path), path)

    it('runs most of its transitions live', () => {
      // a transition no path of the mock's world reaches is walked only; the live share is
      // pinned so it does not fall unnoticed
      expect(paths.size).toBeGreaterThanOrEqual(model.live!.minimumPaths)
    })

    for (const [name, path] of paths)
      it(name || '(start)', async () => {
        const { account } = model.live!
        const client = account ? await loginAs(account) : anonymousClient()
        await runPath(model, path, client, startScenario)
      })
  })
}
