import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/**
 * The rows of the signed-in user's own reads (the user, the usable count, the site): 401 'no
 * permission', any other status 'an error occurred (code)'.
 */
const OWN_READ_ROW = { 401: 'common.noPermission', other: 'common.errorWithCode' } as const

/** The error catalogue rows of the session feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  loginMk2: { 404: 'login.notFound', 429: 'login.throttled', other: 'login.failed' },
  passwordSet: {
    404: 'passwordSet.wrongInitial',
    429: 'passwordSet.throttled',
    other: 'passwordSet.failed',
  },
  fetchUser: OWN_READ_ROW,
  issuableNumber: OWN_READ_ROW,
  siteInfo: OWN_READ_ROW,
} as const satisfies ErrorRows
