import type { AuthCode } from '../../../shared/domain/codes'
import { PATHS } from '../../../shared/domain/routes'

/** What a login answered, as far as where it lands is concerned. */
export interface LoginOutcome {
  passwordRefreshed: boolean
  userInfo: { auth: AuthCode }
}

/** Where a fresh login lands. S1 §4: not refreshed -> PasswordSet; P -> admin dashboard; else '/'. */
export function loginTarget(result: LoginOutcome): string {
  if (!result.passwordRefreshed) return PATHS.passwordSet
  if (result.userInfo.auth === 'P') return PATHS.adminDashboard
  return PATHS.home
}

/** The home route a login stores. S1 §4: role P -> /Admin/Dashboard, others '/'. */
export const homeAfterLogin = (result: LoginOutcome): string =>
  result.userInfo.auth === 'P' ? PATHS.adminDashboard : PATHS.home

/**
 * Wrong passwords in a row after which the server refuses logins for an id (429), and for how
 * long. Decision 015; the messages `login.throttled` and `passwordSet.throttled` say both numbers
 * (they are shown for every 429 of their operation: also a client address's limit and a busy
 * server, decision 041).
 */
export const LOGIN_ATTEMPTS_MAX = 5
export const LOGIN_LOCK_MINUTES = 15
