import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AddressThrottle, LoginThrottle } from './login-throttle'

const LOCK = 15 * 60_000

describe('LoginThrottle', () => {
  it('locks at the fifth wrong password in a row, for the lock time', () => {
    const t = new LoginThrottle(5, LOCK)
    for (let i = 0; i < 4; i++) t.failed('a', i)
    expect(t.lockedUntil('a', 4)).toBeNull()
    t.failed('a', 4)
    expect(t.lockedUntil('a', 5)).toBe(4 + LOCK)
    expect(t.lockedUntil('b', 5)).toBeNull()
    expect(t.lockedUntil('a', 4 + LOCK)).toBeNull()
  })

  it('a pause as long as the lock forgets the earlier failures', () => {
    const t = new LoginThrottle(5, LOCK)
    for (let i = 0; i < 4; i++) t.failed('a', 0)
    t.failed('a', LOCK)
    expect(t.lockedUntil('a', LOCK + 1)).toBeNull()
  })

  it('never remembers more ids than its capacity', () => {
    const t = new LoginThrottle(1, LOCK, 100)
    for (let i = 0; i < 1000; i++) t.failed(`id${i}`, 0)
    expect(t.lockedUntil('id999', 1)).not.toBeNull()
    expect(t.lockedUntil('id0', 1)).toBeNull()
  })

  it('is locked exactly when the last max failures came in a row without a pause (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ ok: fc.boolean(), gap: fc.constantFrom(0, 1000, LOCK) }), {
          maxLength: 30,
        }),
        (events) => {
          const t = new LoginThrottle(3, LOCK)
          let now = 0
          let run = 0
          let lockedUntil = 0
          let last = -Infinity
          for (const e of events) {
            now += e.gap
            if (lockedUntil > now) continue // a locked id is refused before its password counts
            if (e.ok) {
              t.succeeded('a')
              run = 0
            } else {
              t.failed('a', now)
              run = now - last < LOCK ? run + 1 : 1
              last = now
              if (run >= 3) {
                lockedUntil = now + LOCK
                run = 0
                last = -Infinity
              }
            }
            expect(t.lockedUntil('a', now)).toBe(lockedUntil > now ? lockedUntil : null)
          }
        },
      ),
    )
  })
})

const WINDOW = 15 * 60_000

describe('AddressThrottle', () => {
  it('refuses an address once it failed max times in the window, until the oldest leaves it', () => {
    const t = new AddressThrottle(3, WINDOW)
    expect(t.take('1.2.3.4', 0)).toBeNull()
    expect(t.take('1.2.3.4', 10)).toBeNull()
    expect(t.take('1.2.3.4', 20)).toBeNull()
    expect(t.take('1.2.3.4', 30)).toBe(WINDOW)
    expect(t.take('5.6.7.8', 30)).toBeNull()
    // the first failure leaves the window: one more check passes, and is counted
    expect(t.take('1.2.3.4', WINDOW)).toBeNull()
    expect(t.take('1.2.3.4', WINDOW + 1)).toBe(10 + WINDOW)
  })

  it('a right password gives its place back but does not reset the earlier failures', () => {
    const t = new AddressThrottle(3, WINDOW)
    t.take('a', 0)
    t.take('a', 1)
    for (let i = 0; i < 10; i++) {
      expect(t.take('a', 2)).toBeNull()
      t.forgive('a', 2)
    }
    expect(t.take('a', 3)).toBeNull()
    expect(t.take('a', 4)).toBe(WINDOW)
  })

  /** An attempt that took a place and has not been answered yet. */
  interface Pending {
    address: string
    at: number
  }

  it('never lets more than max failures of one address through in any window, checks running side by side (property)', () => {
    const MAX = 3
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('begin' as const),
              address: fc.constantFrom('a', 'b', 'c'),
              gap: fc.constantFrom(0, 1, 1000, WINDOW / 2, WINDOW - 1, WINDOW),
            }),
            fc.record({
              kind: fc.constant('settle' as const),
              pick: fc.nat(),
              right: fc.boolean(),
            }),
          ),
          { maxLength: 60 },
        ),
        (events) => {
          const t = new AddressThrottle(MAX, WINDOW)
          let now = 0
          const pending: Pending[] = []
          const failed: Pending[] = []
          for (const e of events) {
            if (e.kind === 'begin') {
              now += e.gap
              // the model: the failures and the places taken, of the last window
              const counted = [...failed, ...pending]
                .filter((p) => p.address === e.address && now - p.at < WINDOW)
                .map((p) => p.at)
                .sort((x, y) => x - y)
              const expected = counted.length >= MAX ? counted[0]! + WINDOW : null
              const answer = t.take(e.address, now)
              expect(answer).toBe(expected)
              if (answer === null) pending.push({ address: e.address, at: now })
            } else if (pending.length) {
              const [attempt] = pending.splice(e.pick % pending.length, 1)
              if (e.right) t.forgive(attempt!.address, attempt!.at)
              else failed.push(attempt!)
            }
          }
          // every attempt still open turns out wrong: the worst case
          failed.push(...pending)
          for (const f of failed) {
            const inWindow = failed.filter(
              (g) => g.address === f.address && g.at >= f.at && g.at - f.at < WINDOW,
            )
            expect(inWindow.length).toBeLessThanOrEqual(MAX)
          }
        },
      ),
    )
  })

  it('remembers at most capacity addresses and max failures each (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.record({ address: fc.nat({ max: 50 }), gap: fc.nat({ max: 1000 }) }), {
          maxLength: 200,
        }),
        (max, capacity, attempts) => {
          const t = new AddressThrottle(max, WINDOW, capacity)
          let now = 0
          for (const a of attempts) {
            now += a.gap
            t.take(`10.0.0.${a.address}`, now)
            const held = t.held()
            expect(held.addresses).toBeLessThanOrEqual(capacity)
            expect(held.failures).toBeLessThanOrEqual(capacity * max)
          }
        },
      ),
    )
  })

  it('forgets an address whose failures all left the window', () => {
    const t = new AddressThrottle(2, WINDOW)
    t.take('a', 0)
    t.take('a', 1)
    expect(t.refusedUntil('a', WINDOW + 1)).toBeNull()
    expect(t.held()).toEqual({ addresses: 0, failures: 0 })
  })
})
