import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './login-throttle'

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
