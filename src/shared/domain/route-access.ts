import type { SessionUser } from './user'
import { hasAnyRole } from './user'
import type { RouteMeta } from './routes'
import { PATHS } from './routes'
import type { Message } from './messages'
import { message } from './messages'

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; message?: Message }

/**
 * The route guard of S2 §2.2 as one decision: AUTH without a user goes to '/'; a permission or
 * role list not met is refused with '권한이 없습니다.' and sent home. GUEST routes (the login
 * pages) stay open to a signed-in user because entering them signs out (S1 §2, decision 003).
 */
export function decideAccess(route: RouteMeta, session: SessionUser | null): AccessDecision {
  if (route.access === 'AUTH' && !session) return { kind: 'redirect', to: PATHS.home }
  if (!session) return { kind: 'allow' }
  // decision 012: until the first password is set, no page that needs a sign-in opens but its
  // own, nor '/', which leads a signed-in user to one; the login pages (whose entering signs
  // out) and the pages anyone may open (an error, a partner's coupon or download, an FC's link)
  // stay open (issue 48)
  const needsSignIn = route.access === 'AUTH' || route.path === PATHS.home
  if (session.passwordPending && needsSignIn && route.path !== PATHS.passwordSet)
    return {
      kind: 'redirect',
      to: PATHS.passwordSet,
      message: message('common.passwordPending'),
    }
  const refused = {
    kind: 'redirect',
    to: PATHS.home,
    message: message('guard.noPermission'),
  } as const
  if (route.permissions && !route.permissions.includes(session.user.auth)) return refused
  if (route.roles && !hasAnyRole(session.roleList, route.roles)) return refused
  return { kind: 'allow' }
}

export const canOpen = (route: RouteMeta, session: SessionUser | null): boolean =>
  decideAccess(route, session).kind === 'allow'
