import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  REFRESH_TTL_MS,
  SESSIONS_PER_USER,
  SessionStore,
  TOKEN_TTL_MS,
  type IssuedSession,
} from './sessions'

/**
 * The store against a plain list that scans every session: whatever the sequence of logins,
 * renewals, logouts, password changes and clock moves, both agree on who every token and refresh
 * token belongs to (the maps are an index, not a different rule).
 */
type Step =
  | { kind: 'issue'; user: number }
  | { kind: 'find'; pick: number; old: boolean }
  | { kind: 'refresh'; pick: number; old: boolean }
  | { kind: 'end'; pick: number }
  | { kind: 'endUser'; user: number; keep: number }
  | { kind: 'wait'; ms: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('issue' as const), user: fc.nat(3) }),
  fc.record({ kind: fc.constant('find' as const), pick: fc.nat(), old: fc.boolean() }),
  fc.record({ kind: fc.constant('refresh' as const), pick: fc.nat(), old: fc.boolean() }),
  fc.record({ kind: fc.constant('end' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('endUser' as const), user: fc.nat(3), keep: fc.nat() }),
  fc.record({
    kind: fc.constant('wait' as const),
    ms: fc.constantFrom(1000, TOKEN_TTL_MS / 2, TOKEN_TTL_MS, REFRESH_TTL_MS / 3),
  }),
)

describe('SessionStore', () => {
  it('answers as a full scan of its sessions would (model, property)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const store = new SessionStore()
        let model: IssuedSession[] = []
        const seen: IssuedSession[] = [] // every session ever issued, to ask about old ones too
        let now = 1_000_000
        // a user's sessions beyond the cap end, oldest first (sessions expire in the order made,
        // so one the store dropped as expired is older than any it still counts)
        const capped = (userId: string) => {
          const own = model.filter((m) => m.userId === userId)
          const over = new Set(own.slice(0, Math.max(0, own.length - SESSIONS_PER_USER)))
          model = model.filter((m) => !over.has(m))
        }
        const pick = (i: number, old: boolean) =>
          old ? seen[i % Math.max(seen.length, 1)] : model[i % Math.max(model.length, 1)]
        for (const s of steps) {
          if (s.kind === 'issue') {
            const session = store.issue(`u${s.user}`, now)
            model.push(session)
            seen.push(session)
            capped(session.userId)
          } else if (s.kind === 'find') {
            const target = pick(s.pick, s.old)
            if (!target) continue
            const live = model.find((m) => m.token === target.token && now < m.expiresAt)
            expect(store.find(target.token, now)?.userId).toBe(live?.userId)
          } else if (s.kind === 'refresh') {
            const target = pick(s.pick, s.old)
            if (!target) continue
            const held = model.find((m) => m.refreshToken === target.refreshToken)
            const renewed = store.refresh(target.refreshToken, now)
            if (held) model = model.filter((m) => m !== held)
            if (held && now < held.refreshExpiresAt) {
              expect(renewed?.userId).toBe(held.userId)
              model.push(renewed!)
              seen.push(renewed!)
              capped(renewed!.userId)
            } else expect(renewed).toBeNull()
          } else if (s.kind === 'end') {
            const target = pick(s.pick, true)
            if (!target) continue
            store.end(target.token)
            model = model.filter((m) => m.token !== target.token)
          } else if (s.kind === 'endUser') {
            const keep = pick(s.keep, false)?.token
            store.endUser(`u${s.user}`, keep)
            model = model.filter((m) => m.userId !== `u${s.user}` || m.token === keep)
          } else now += s.ms
        }
        // every session the model still holds is found as it says, every other one is not
        for (const session of seen) {
          const live = model.find((m) => m.token === session.token && now < m.expiresAt)
          expect(store.find(session.token, now)?.userId).toBe(live?.userId)
        }
      }),
    )
  })

  it('a user holds at most the cap: a sign-in beyond it ends the oldest, no one else’s (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 * SESSIONS_PER_USER }),
        fc.nat(5),
        (logins, others) => {
          const store = new SessionStore()
          const other = Array.from({ length: others }, (_, i) => store.issue('other', i))
          const mine = Array.from({ length: logins }, (_, i) => store.issue('fc0001', 100 + i))
          const live = mine.filter((s) => store.find(s.token, 1000) !== null)
          expect(live).toEqual(mine.slice(-SESSIONS_PER_USER))
          expect(other.every((s) => store.find(s.token, 1000) !== null)).toBe(true)
          expect(store.size).toBe(Math.min(logins, SESSIONS_PER_USER) + others)
        },
      ),
    )
  })

  it('keeps no expired session past the sweep of many logins', () => {
    const store = new SessionStore()
    for (let i = 0; i < 1500; i++) store.issue(`user${i}`, 0)
    const later = REFRESH_TTL_MS + 1
    for (let i = 0; i < 1000; i++) store.issue(`user${i}`, later)
    expect(store.size).toBeLessThanOrEqual(1000)
    expect(store.all().every((s) => s.createdAt === later)).toBe(true)
  })
})
