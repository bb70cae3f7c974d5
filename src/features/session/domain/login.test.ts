import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { AUTH_CODES, SITE } from '../../../shared/domain/codes'
import { PATHS, type RouteId } from '../../../shared/domain/routes'
import type { SessionUser } from '../../../shared/domain/user'
import { fc0001Session } from '../../../../tests/support/sessions'
import { homeAfterLogin, landingOf, loginTarget, readAfter } from './login'

describe('where a login lands (S1 §4)', () => {
  it('a password not yet set goes to the password page, whatever the role (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AUTH_CODES), (auth) => {
        expect(loginTarget({ passwordRefreshed: false, userInfo: { auth } })).toBe(
          PATHS.passwordSet,
        )
      }),
    )
  })

  it('role P lands on and returns to the admin dashboard; every other role on /', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AUTH_CODES), (auth) => {
        const expected = auth === 'P' ? PATHS.adminDashboard : PATHS.home
        expect(loginTarget({ passwordRefreshed: true, userInfo: { auth } })).toBe(expected)
        expect(homeAfterLogin({ passwordRefreshed: true, userInfo: { auth } })).toBe(expected)
      }),
    )
  })
})

describe('readAfter: what a question does with the read made for a page (decision 085)', () => {
  const pages = fc.constantFrom<RouteId | null>(null, 'home', 'dashboard', 'give', 'gift')
  const sessionFor = (siteId: number): SessionUser => ({
    ...fc0001Session,
    user: { ...fc0001Session.user, siteId },
  })
  it('only a load for the page the read led to, or a question of who is signed in, is answered from it', () => {
    fc.assert(
      fc.property(
        pages,
        pages,
        fc.constantFrom<'current' | 'fresh' | 'load'>('current', 'fresh', 'load'),
        fc.constantFrom(3, SITE.ORANGE),
        (readFor, page, question, siteId) => {
          const session = sessionFor(siteId)
          const led = landingOf(readFor, session)
          const after = readAfter({ readFor, session }, question, page)
          if (question === 'current') {
            expect(after.fromMemory).toBe(true)
            // kept while the guard asks for the page it led to (or the entry page on the way)
            const kept = page === null || page === 'home' || page === led
            expect(after.readFor).toBe(kept ? readFor : null)
          } else {
            // a load or a fresh read never leaves it for a later page
            expect(after.readFor).toBeNull()
            expect(after.fromMemory).toBe(question === 'load' && page !== null && page === led)
          }
        },
      ),
    )
  })

  it('the entry page stands for where it sends the user: the dashboard, or give on the orange site', () => {
    expect(landingOf('home', sessionFor(3))).toBe('dashboard')
    expect(landingOf('home', sessionFor(SITE.ORANGE))).toBe('give')
    expect(landingOf('give', sessionFor(3))).toBe('give')
    expect(landingOf('home', null)).toBe('home')
  })
})
