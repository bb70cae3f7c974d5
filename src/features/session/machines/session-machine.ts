import { and, assertEvent, assign, enqueueActions, not, setup, stateIn } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import { ROUTES } from '../../../shared/domain/routes'
import type { SessionUser } from '../../../shared/domain/user'
import { validateLogin } from '../../../shared/domain/validation'
import { messageForFailure } from '../../../shared/domain/error-catalogue'
import { toFailure } from '../../../shared/services/api-error'
import type { LoginResult } from '../services/auth-service'
import { homeAfterLogin, loginTarget } from '../domain/login'
import { failureOf } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface SessionContext {
  session: SessionUser | null
  /** true once the user has been fetched or found missing (S2 client state) */
  fetched: boolean
  loginError: Message | null
  fieldErrors: { userId: Message | null; password: Message | null }
  /** where a login in progress lands once the user is loaded */
  pendingTarget: string | null
  /** where a logout in progress lands */
  afterLogout: string | null
}

export type SessionEvent =
  | { type: 'FETCH' }
  | { type: 'REFRESH' }
  | { type: 'LOGIN'; userId: string; password: string }
  | { type: 'LOGOUT'; redirectTo?: string }
  /** a login screen opened: it signs out (S1 §2); the orange one also sets theme and home */
  | { type: 'LOGIN_PAGE.ENTER'; orange: boolean }
  | { type: 'USABLE_COUNT.SET'; usableCount: number }

/** What the session tells its parent (the portal root) whenever the signed-in user changes. */
export type SessionReport = { type: 'SESSION.CHANGED'; session: SessionUser | null }

const noFieldErrors = { userId: null, password: null }

/** Tells the system who is signed in now (the root forwards it to the app-bar actors). */
const announce = {
  type: 'sessionChanged',
  params: ({ context }: { context: SessionContext }) => ({ session: context.session }),
} as const

/**
 * The session of S1 §4 and S2 client state: fetch user and usable counter, log in, log out.
 * Services are the actors fetchSession, login and logout; effects are the actions navigate and
 * rememberHome; `hasToken` tells whether a stored token is worth a fetch.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: noIndicator,
    fetchSession: notProvided<SessionUser>('fetchSession'),
    login: notProvided<LoginResult, { userId: string; password: string }>('login'),
    logout: notProvided<void>('logout'),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    rememberHome: (_, _params: { route: string }) => {},
    forgetTokens: () => {},
    setOrange: (_, _params: { on: boolean }) => {},
    /** the signed-in user changed (signed in, refreshed, usable count, signed out) */
    sessionChanged: (_, _params: { session: SessionUser | null }) => {},
  },
  guards: {
    hasToken: () => false,
    /** the last LOGIN left field errors */
    loginFormInvalid: ({ context }) =>
      context.fieldErrors.userId !== null || context.fieldErrors.password !== null,
    fetched: ({ context }) => context.fetched,
  },
}).createMachine({
  id: 'session',
  context: {
    session: null,
    fetched: false,
    loginError: null,
    fieldErrors: noFieldErrors,
    pendingTarget: null,
    afterLogout: null,
  },
  initial: 'signedOut',
  on: {
    LOGOUT: {
      // a second logout (a double click) while one runs changes nothing
      guard: not(stateIn('#session.loggingOut')),
      target: '.loggingOut',
      actions: assign({ afterLogout: ({ event }) => event.redirectTo ?? null }),
    },
    'LOGIN_PAGE.ENTER': {
      target: '.loggingOut',
      actions: enqueueActions(({ event, enqueue }) => {
        enqueue.assign({ afterLogout: null })
        // the ordinary login leaves the orange theme; the orange one sets it and its home (S2 §2.5)
        enqueue({ type: 'setOrange', params: { on: event.orange } })
        if (event.orange) enqueue({ type: 'rememberHome', params: { route: ROUTES.give.path } })
      }),
    },
  },
  states: {
    signedOut: {
      entry: announce,
      initial: 'idle',
      on: {
        LOGIN: {
          target: '.validating',
          actions: assign(({ event }) => {
            const v = validateLogin(event)
            return { fieldErrors: { userId: v.userId, password: v.password }, loginError: null }
          }),
        },
      },
      states: {
        /** not fetched yet */
        idle: {
          on: {
            FETCH: [
              { guard: 'hasToken', target: '#session.fetching' },
              { target: 'anonymous', actions: assign({ fetched: true }) },
            ],
          },
        },
        anonymous: {
          on: { FETCH: { guard: 'hasToken', target: '#session.fetching' } },
        },
        /** the form was checked once, on LOGIN: back where it was with the errors, or sign in */
        validating: {
          always: [
            { guard: and(['loginFormInvalid', 'fetched']), target: 'anonymous' },
            { guard: 'loginFormInvalid', target: 'idle' },
            { target: '#session.loggingIn' },
          ],
        },
      },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: {
          target: 'authenticated',
          actions: assign({ session: ({ event }) => event.output, fetched: true }),
        },
        onError: {
          target: 'signedOut.anonymous',
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue.assign({ session: null, fetched: true })
            // a refused token is worthless; a network failure keeps it for the next try
            if (toFailure(event.error).status === 401) enqueue('forgetTokens')
          }),
        },
      },
    },
    loggingIn: {
      // the login form shows its own indicator while it signs in
      tags: ['busy', 'signingIn'],
      invoke: [
        {
          id: 'login',
          src: 'login',
          input: ({ event }) => {
            assertEvent(event, 'LOGIN')
            return validateLogin(event).values
          },
          onDone: {
            target: 'loadingUser',
            actions: [
              {
                type: 'rememberHome',
                params: ({ event }) => ({ route: homeAfterLogin(event.output) }),
              },
              assign({ pendingTarget: ({ event }) => loginTarget(event.output) }),
            ],
          },
          onError: {
            target: 'signedOut.anonymous',
            actions: assign({
              loginError: ({ event }) => failureOf(ERRORS.loginMk2, event.error),
            }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    loadingUser: {
      // the login form shows its own indicator while it signs in
      tags: ['busy', 'signingIn'],
      invoke: [
        {
          id: 'loadUser',
          src: 'fetchSession',
          onDone: {
            target: 'authenticated',
            actions: [
              assign({ session: ({ event }) => event.output, fetched: true }),
              {
                type: 'navigate',
                params: ({ context }) => ({ to: context.pendingTarget ?? ROUTES.home.path }),
              },
              assign({ pendingTarget: null }),
            ],
          },
          onError: {
            target: 'signedOut.anonymous',
            actions: enqueueActions(({ event, enqueue }) => {
              const failure = toFailure(event.error)
              enqueue.assign({
                session: null,
                fetched: true,
                pendingTarget: null,
                loginError: messageForFailure(ERRORS.fetchUser, failure),
              })
              if (failure.status === 401) enqueue('forgetTokens')
            }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    authenticated: {
      entry: announce,
      on: {
        REFRESH: 'fetching',
        'USABLE_COUNT.SET': {
          actions: [
            assign({
              session: ({ context, event }) =>
                context.session ? { ...context.session, usableCount: event.usableCount } : null,
            }),
            announce,
          ],
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      // S1 §4 logout: token cleared (the service), usable counter 0, user and role list emptied.
      entry: assign({ session: null, fetched: true, loginError: null, fieldErrors: noFieldErrors }),
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut.anonymous' },
        onError: { target: 'signedOut.anonymous' },
      },
      exit: enqueueActions(({ context, enqueue }) => {
        if (context.afterLogout) enqueue({ type: 'navigate', params: { to: context.afterLogout } })
        enqueue.assign({ afterLogout: null })
      }),
    },
  },
})
