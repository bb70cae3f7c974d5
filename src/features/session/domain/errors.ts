import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** The error catalogue rows of the session feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  loginMk2: { 404: 'login.notFound', 429: 'login.throttled', other: 'login.failed' },
  passwordSet: {
    404: 'passwordSet.wrongInitial',
    429: 'passwordSet.throttled',
    other: 'passwordSet.failed',
  },
  fetchUser: { 401: 'common.noPermission', other: 'common.errorWithCode' },
  issuableNumber: { 401: 'common.noPermission', other: 'common.errorWithCode' },
  siteInfo: { 401: 'common.noPermission', other: 'common.errorWithCode' },
} as const satisfies ErrorRows
