import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'
import { createSeededDb } from './create'
import type { MockConfig } from './config'

/** The mock API inside a node test: a fresh seeded db and an msw server over it. */
export async function createTestServer(config: Partial<MockConfig> = {}) {
  const db = await createSeededDb({ config: { MOCK_STAFF: 2, MOCK_CUSTOMERS: 5, ...config } })
  const server = setupServer(...createHandlers({ db }))
  return { db, server }
}
