import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { AUTH_CODES } from '../../../shared/domain/codes'
import { PATHS } from '../../../shared/domain/routes'
import { homeAfterLogin, loginTarget } from './login'

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
