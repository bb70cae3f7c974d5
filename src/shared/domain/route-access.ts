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
  // decision 012: until the first password is set, only its page opens (and the login pages,
  // whose entering signs out)
  if (session.passwordPending && route.path !== PATHS.passwordSet && route.access !== 'GUEST')
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
