/**
 * The session: login, first password, the entry page and the route guard (S1 §2, §4; S2 §2.2).
 * Other features may use what is exported here.
 */
export { sessionMachine, type SessionReport } from './machines/session-machine'
export { routeGuardMachine, type PageShown } from './machines/route-guard-machine'
export {
  SESSION_SYSTEM_ID,
  askSession,
  freshSession,
  pageLoadSession,
  signOut,
} from './machines/session-queries'
export { createAuthService, type AuthService } from './services/auth-service'
export { SessionViews, type SessionViewDeps } from './views/deps'
export { LoginPage } from './views/login-page'
export { EntryPage } from './views/entry-page'
