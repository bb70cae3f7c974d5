import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { anonymousClient, loginAs, startScenario } from '../support/api'
import type { MachineModel } from './model'
import { livePaths, runPath, type LiveAccount } from './live'

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
let server: TestServer | null = null
/** the in-process mock of a path's world: the live mock's settings and the account's own */
async function startMock(account: LiveAccount) {
  ;({ server } = await createTestServer({ MOCK_TODAY: '20261122', ...account.mock }))
  server.listen({ onUnhandledRequest: 'error' })
}
afterEach(() => {
  server?.resetHandlers()
  server?.close()
  server = null
})

for (const model of models) {
  describe(`${model.machine.id} against the mock`, () => {
    const paths = livePaths(model)

    it('runs most of its transitions live', () => {
      // a transition no path of the mock's worlds reaches is walked only; the live share is
      // pinned so it does not fall unnoticed
      expect(paths.size).toBeGreaterThanOrEqual(model.live!.minimumPaths)
    })

    for (const [name, { path, account }] of paths)
      it(name || '(start)', async () => {
        await startMock(account)
        const client = account.account ? await loginAs(account.account) : anonymousClient()
        await runPath(model, path, client, startScenario, account)
      })
  })
}
