import { SITE, type AuthCode } from '../../../shared/domain/codes'
import { PATHS, loginPathFor, routeIdOf, type RouteId } from '../../../shared/domain/routes'
import type { SessionUser } from '../../../shared/domain/user'

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

/**
 * Where the entry page `/` sends a user. S1 §2: failure -> /ol/Login when the orange flag is set,
 * else /v2/Login; site 1 -> /v2/give (orange flag and home route set); others -> /v2/dashboard.
 * Role P goes to its own home, the admin dashboard (decision 002).
 */
export function entryTarget(
  session: SessionUser | null,
  orange: boolean,
): { to: string; orange: boolean } {
  if (!session) return { to: loginPathFor(orange), orange }
  if (session.user.auth === 'P') return { to: PATHS.adminDashboard, orange: false }
  if (session.user.siteId === SITE.ORANGE) return { to: PATHS.give, orange: true }
  return { to: PATHS.dashboard, orange: false }
}

/**
 * The page a read of the user made for `page` lands the user on: the page itself, or for the entry
 * page the page it sends this user to (a sign-in lands on `/`, which goes on to the dashboard).
 */
export const landingOf = (page: RouteId | null, session: SessionUser | null): RouteId | null =>
  page === 'home' && session ? routeIdOf(entryTarget(session, false).to) : page

/**
 * What a question asked while signed in does with the read made for a page (decision 085): a
 * page's `load` takes it, once, when it was made for that page; the route guard asking for
 * another page (the user went elsewhere first) drops it; `fresh` drops it and reads again.
 * `fromMemory`: answered with the session as that read left it.
 */
export function readAfter(
  { readFor, session }: { readFor: RouteId | null; session: SessionUser | null },
  question: 'current' | 'fresh' | 'load',
  page: RouteId | null,
): { readFor: RouteId | null; fromMemory: boolean } {
  const led = landingOf(readFor, session)
  if (question === 'current')
    return { readFor: page && page !== 'home' && led !== page ? null : readFor, fromMemory: true }
  return { readFor: null, fromMemory: question === 'load' && page !== null && led === page }
}
