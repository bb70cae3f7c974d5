import { createActor, fromPromise, waitFor, type Actor } from 'xstate'
import { createApiClient } from '../services/http-client'
import { createAuthService, type AuthService } from '../services/auth-service'
import { webTokenStorage } from '../services/token-storage'
import { webPreferences, type Preferences } from '../services/preferences'
import { sessionMachine } from '../machines/session-machine'
import { routeGuardMachine } from '../machines/route-guard-machine'
import { entryMachine } from '../machines/entry-machine'
import { passwordSetMachine } from '../machines/password-set-machine'
import { uiMachine } from '../machines/ui-machine'
import { createJournal, type Journal } from '../machines/journal'
import type { SessionUser } from '../domain/user'
import type { Message } from '../domain/messages'

export interface PortalConfig {
  baseURL: string
  storage: Storage
  navigate: (to: string, options?: { replace?: boolean }) => void
  viewportWidth: number
  /** extra inspection (the @statelyai/inspect browser inspector in dev) */
  inspect?: Parameters<typeof createActor>[1] extends infer O
    ? O extends { inspect?: infer I }
      ? I
      : never
    : never
}

/**
 * The composition root: services over one HTTP client, every long-lived actor created with the
 * journal's inspection hook, and page machines provided with their services.
 */
export function createPortal(config: PortalConfig) {
  const journal: Journal = createJournal()
  const inspect: typeof journal.inspect = (e) => {
    journal.inspect(e)
    if (typeof config.inspect === 'function') (config.inspect as typeof journal.inspect)(e)
  }

  const ui = createActor(uiMachine, {
    input: { width: config.viewportWidth },
    systemId: 'ui',
    inspect,
  })
  const tokens = webTokenStorage(config.storage)
  const prefs: Preferences = webPreferences(config.storage)
  const client = createApiClient({
    baseURL: config.baseURL,
    tokens,
    onRequestStart: () => ui.send({ type: 'REQUEST.START' }),
    onRequestEnd: () => ui.send({ type: 'REQUEST.END' }),
  })
  const auth: AuthService = createAuthService(client)

  const notify = (message: Message, tone: 'info' | 'success' | 'error' = 'info') =>
    ui.send({ type: 'SNACKBAR.SHOW', message, tone })

  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(() => auth.fetchSession()),
        login: fromPromise(({ input }) => auth.login(input)),
        logout: fromPromise(() => auth.logout()),
      },
      actions: {
        navigate: (_, { to }) => config.navigate(to),
        rememberHome: (_, { route }) => prefs.setHomeRoute(route),
        setOrange: (_, { on }) => prefs.setOrange(on),
        forgetTokens: () => tokens.clear(),
      },
      guards: { hasToken: () => auth.hasToken() },
    }),
    { systemId: 'session', inspect },
  )

  /** The user, fetched first if not fetched yet (S2 §2.2). */
  const ensureSession = fromPromise<SessionUser | null>(async () => {
    const now = session.getSnapshot()
    if (!now.context.fetched && !now.hasTag('busy')) session.send({ type: 'FETCH' })
    const settled = await waitFor(session, (s) => s.context.fetched && !s.hasTag('busy'))
    return settled.context.session
  })

  const guard = createActor(
    routeGuardMachine.provide({
      actors: { ensureSession },
      actions: {
        navigate: (_, { to, replace }) => config.navigate(to, { replace }),
        notify: (_, { message }) => notify(message, 'error'),
      },
    }),
    { systemId: 'routeGuard', inspect },
  )

  const machines = {
    entry: entryMachine.provide({
      actors: { ensureSession },
      actions: {
        navigate: (_, { to, replace }) => config.navigate(to, { replace }),
        rememberHome: (_, { route }) => prefs.setHomeRoute(route),
        setOrange: (_, { on }) => prefs.setOrange(on),
      },
    }),
    passwordSet: passwordSetMachine.provide({
      actors: { setPassword: fromPromise(({ input }) => auth.setPassword(input)) },
      actions: {
        navigate: (_, { to, replace }) => config.navigate(to, { replace }),
        notify: (_, { message }) => notify(message, 'success'),
      },
    }),
  }

  return {
    journal,
    inspect,
    ui,
    session,
    guard,
    machines,
    prefs,
    start() {
      ui.start()
      session.start()
      guard.start()
    },
  }
}

export type Portal = ReturnType<typeof createPortal>
export type SessionActor = Actor<typeof sessionMachine>
