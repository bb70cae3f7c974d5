import { fromApiDate } from '../src/shared/domain/dates'

/**
 * The mock server's clock: real time, or a fixed day (MOCK_TODAY, for deterministic data and
 * tests) at the current time of day; `advance` moves it forward (voucher expiry, print periods).
 */
export function createMockClock(config: { MOCK_TODAY?: string | undefined } = {}) {
  const fixed = config.MOCK_TODAY ? fromApiDate(config.MOCK_TODAY) : null
  const startedAt = Date.now()
  let offset = fixed ? fixed.getTime() - new Date(new Date().toDateString()).getTime() : 0
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms
    },
    /** for tests: how long the clock has run */
    elapsed: () => Date.now() - startedAt,
  }
}
export type MockClock = ReturnType<typeof createMockClock>
