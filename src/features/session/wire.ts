import { fromPromise, sendParent } from 'xstate'
import type { PageShown } from './machines/route-guard-machine'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi } from '../../shared/machines/effects'
import type { SessionUser } from '../../shared/domain/user'
import type { RouteId } from '../../shared/domain/routes'
import type { PageActors, PageEntry } from '../../shared/views/feature'
import { createAuthService } from './services/auth-service'
import { sessionMachine, type SessionReport } from './machines/session-machine'
import { routeGuardMachine } from './machines/route-guard-machine'
import { entryMachine } from './machines/entry-machine'
import { passwordSetMachine } from './machines/password-set-machine'
import { currentSession, freshSession } from './machines/session-queries'

/** What the composition root gives the route guard: route code loading (issue 8). */
export interface RouteCode {
  /** loads a route's code; rejects when it cannot (offline, a new deploy) */
  load: (routeId: RouteId | null) => Promise<void>
  /** loads these routes' code once the page shown has settled (its own code and data first) */
  prefetch: (routeIds: readonly RouteId[]) => void
  /**
   * from a sign-in page: fetches, without running it, what a sign-in needs and leads to when the
   * browser is idle, and runs it once the user acts on the page (decision 051)
   */
  warmSignIn: () => void
  /** a sign-in was sent: what every page after it is drawn in (the chrome) starts meanwhile */
  signingIn: () => void
  /** reloads the portal (a route's code could not be loaded) */
  reload: () => void
}

/** The session feature's machines, provided with the auth service and the browser's effects. */
export function wireSession(ctx: WireContext, routes: RouteCode) {
  const auth = createAuthService(ctx.client)
  const navigate = (_: unknown, { to, replace }: { to: string; replace?: boolean }) =>
    ctx.navigate(to, { replace: replace ?? false })
  const entry = entryMachine.provide({
    actors: { ensureSession: currentSession },
    actions: {
      navigate,
      rememberHome: (_, { route }) => ctx.prefs.setHomeRoute(route),
      setOrange: (_, { on }) => ctx.prefs.setOrange(on),
    },
  })
  const passwordSet = passwordSetMachine.provide({
    actors: {
      setPassword: fromPromise(({ input }) => auth.setPassword(input)),
      refreshSession: freshSession,
    },
    actions: { navigate, notify: notifyUi('success') },
  })
  return {
    entry,
    passwordSet,
    /** the page actors of the session's routes (the entry page, the first password) */
    pageActors(page: PageEntry): PageActors | null {
      if (page.routeId === 'home')
        return { entry: { logic: entry, input: { orange: ctx.prefs.orange() } } }
      if (page.routeId === 'passwordSet')
        return {
          passwordSet: { logic: passwordSet, input: { userId: page.session?.user.userId ?? '' } },
        }
      return null
    },
    session: sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(() => auth.fetchSession()),
        fetchStoredSession: fromPromise(async () => {
          const token = ctx.client.tokens.storedToken()
          if (token === null) throw new Error('no stored token')
          return { token, session: await auth.fetchSession(token) }
        }),
        login: fromPromise(({ input }) => {
          routes.signingIn()
          return auth.login(input)
        }),
        logout: fromPromise(() => auth.logout()),
      },
      actions: {
        navigate,
        rememberHome: (_, { route }) => ctx.prefs.setHomeRoute(route),
        setOrange: (_, { on }) => ctx.prefs.setOrange(on),
        forgetTokens: () => ctx.client.tokens.clear(),
        adoptToken: (_, { token }) => ctx.client.tokens.adopt(token),
        notify: notifyUi('info'),
        sessionChanged: sendParent(
          (_, { session }: { session: SessionUser | null }): SessionReport => ({
            type: 'SESSION.CHANGED',
            session,
          }),
        ),
      },
      guards: {
        hasToken: () => auth.hasToken(),
        storedTokenPresent: () => ctx.client.tokens.storedToken() !== null,
      },
    }),
    routeGuard: routeGuardMachine.provide({
      actors: {
        ensureSession: currentSession,
        loadRoute: fromPromise(({ input }) => routes.load(input.routeId)),
      },
      actions: {
        navigate,
        notify: notifyUi('error'),
        prefetch: (_, { routeIds }) => routes.prefetch(routeIds),
        warmSignIn: () => routes.warmSignIn(),
        reload: () => routes.reload(),
        pageShown: sendParent((_, page: PageShown) => ({ type: 'PAGE.SHOWN' as const, page })),
      },
    }),
  }
}
