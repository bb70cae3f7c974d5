import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'
import { createSeededDb } from './create'
import type { MockConfig } from './config'
import { createMockClock } from './clock'
import { scryptPasswords } from './passwords-scrypt'
import type { Passwords } from './passwords'
import { nodeReportFont } from './files/report-font-node'

/** The partner sid key of the test servers: tests make sids with it (`encodeSid`). */
export const TEST_PARTNER_SID_KEY = 'test-partner-sid-key'

/** The mock API inside a node test: a fresh seeded db and an msw server over it. */
export async function createTestServer(
  config: Partial<MockConfig> = {},
  /** how the handlers check passwords (the seed always hashes with scrypt) */
  options: { passwords?: Passwords } = {},
) {
  const db = await createSeededDb({
    passwords: scryptPasswords,
    config: { MOCK_STAFF: 2, MOCK_CUSTOMERS: 5, ...config },
  })
  const clock = createMockClock(config)
  const server = setupServer(
    ...createHandlers({
      db,
      passwords: options.passwords ?? scryptPasswords,
      reportFont: nodeReportFont,
      partnerSidKey: TEST_PARTNER_SID_KEY,
      now: clock.now,
      advanceClock: clock.advance,
    }),
  )
  return { db, server, clock }
}
