import { fromApiDate } from '../src/shared/domain/dates'

const DAY_MS = 86_400_000
/** The most one QA call may move the mock's clock: two years (voucher, print and token periods, licence expiry). */
export const ADVANCE_MAX_MS = 731 * DAY_MS
/** How far the mock's clock may run ahead of its start, in all: ten years. */
export const CLOCK_AHEAD_MAX_MS = 3653 * DAY_MS

/** Why a move of the clock is refused, or null when it may move by `ms`. */
export function advanceRefusal(ms: unknown, aheadMs: number): string | null {
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0)
    return 'advanceMs must be a whole number of milliseconds, 0 or more'
  if (ms > ADVANCE_MAX_MS) return `advanceMs must be at most ${ADVANCE_MAX_MS} (two years)`
  if (aheadMs + ms > CLOCK_AHEAD_MAX_MS)
    return `the clock may run at most ${CLOCK_AHEAD_MAX_MS} ms (10 years) ahead; restart the server to reset it`
  return null
}

/**
 * The mock server's clock: real time, or a fixed day (MOCK_TODAY, for deterministic data and
 * tests) at the current time of day; `advance` moves it forward (voucher expiry, print periods),
 * within {@link ADVANCE_MAX_MS} a call and {@link CLOCK_AHEAD_MAX_MS} in all: a refused move
 * throws and leaves the clock as it was.
 */
export function createMockClock(config: { MOCK_TODAY?: string | undefined } = {}) {
  const fixed = config.MOCK_TODAY ? fromApiDate(config.MOCK_TODAY) : null
  const startedAt = Date.now()
  let offset = fixed ? fixed.getTime() - new Date(new Date().toDateString()).getTime() : 0
  let ahead = 0
  return {
    now: () => new Date(Date.now() + offset),
    /** why `advance(ms)` would be refused now, or null */
    refusal: (ms: unknown) => advanceRefusal(ms, ahead),
    advance(ms: number) {
      const refusal = advanceRefusal(ms, ahead)
      if (refusal) throw new RangeError(refusal)
      offset += ms
      ahead += ms
    },
    /** for tests: how long the clock has run */
    elapsed: () => Date.now() - startedAt,
  }
}
export type MockClock = ReturnType<typeof createMockClock>
