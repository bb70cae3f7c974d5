import { and, assertEvent, assign, enqueueActions, not, raise, setup, stateIn } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import { PATHS, routeIdOf } from '../../../shared/domain/routes'
import type { SessionUser } from '../../../shared/domain/user'
import { validateLogin } from '../../../shared/domain/validation'
import { messageForFailure } from '../../../shared/domain/error-catalogue'
import { toFailure } from '../../../shared/services/api-error'
import type { LoginResult } from '../services/auth-service'
import { homeAfterLogin, loginTarget, readAfter } from '../domain/login'
import { failureOf } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import type { SessionContext, SessionAnswer, SessionEvent } from './session-types'
import { announce, endSession, isRefusal, noFieldErrors } from './session-steps'
export type {
  SessionContext,
  SessionQuestion,
  SessionAnswer,
  SessionEvent,
  SessionReport,
} from './session-types'

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: SessionContext
  events?: SessionEvent
} = {}

/**
 * The session of S1 §4 and S2 client state: fetch user and usable counter, log in, log out.
 * Services are the actors fetchSession, login and logout; effects are the actions navigate and
 * rememberHome; `hasToken` tells whether a stored token is worth a fetch.
 */
export const sessionMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    fetchSession: notProvided<SessionUser>('fetchSession'),
    /** the session of the token another window stored, read with that token */
    fetchStoredSession: notProvided<{ token: string; session: SessionUser }>('fetchStoredSession'),
    login: notProvided<LoginResult, { userId: string; password: string }>('login'),
    logout: notProvided<void>('logout'),
  },
  actions: {
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    rememberHome: (_, _params: { route: string }) => {},
    forgetTokens: () => {},
    /** this window acts with the token another window stored (and whose session it read) */
    adoptToken: (_, _params: { token: string }) => {},
    notify: (_, _params: { message: Message }) => {},
    clearSession: assign({ session: null, fetched: true, pendingTarget: null }),
    setOrange: (_, _params: { on: boolean }) => {},
    /** the signed-in user changed (signed in, refreshed, usable count, signed out) */
    sessionChanged: (_, _params: { session: SessionUser | null }) => {},
  },
  guards: {
    hasToken: () => false,
    /** the shared storage holds a token (another window's, when it differs from this one's) */
    storedTokenPresent: () => false,
    /** the last LOGIN left field errors */
    loginFormInvalid: ({ context }) =>
      context.fieldErrors.userId !== null || context.fieldErrors.password !== null,
    fetched: ({ context }) => context.fetched,
    /** a sign-in typed on a login page waits to be made */
    loginQueued: ({ context }) => context.queuedLogin !== null,
    /**
     * after this window's sign-out (which clears only its own token), a token is stored: another
     * window signed in meanwhile; not when a sign-in typed here waits to be made
     */
    anotherWindowSignedIn: and(['storedTokenPresent', not('loginQueued')]),
    /** a page asked for the session and waits for it to settle */
    askersWaiting: ({ context }) => context.askers.length > 0,
    loggingOut: stateIn('#session.loggingOut'),
    /** a session is shown (this window fetched one before) */
    sessionShown: ({ context }) => context.session !== null,
    /** the server refused the session shown (401): it is over */
    sessionRefused: ({ context }, { error }: { error: unknown }) =>
      context.session !== null && isRefusal(error),
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
    queuedLogin: null,
    askers: [],
    readFor: null,
  },
  initial: 'signedOut',
  on: {
    // answered now when nothing is to be done; otherwise the asker waits for the next settled
    // state (signed in, or nobody), and what the question needs is started
    'SESSION.SETTLED': {
      guard: 'askersWaiting',
      actions: enqueueActions(({ context, enqueue }) => {
        const answer: SessionAnswer = { type: 'SESSION.ANSWER', session: context.session }
        // an asker stopped meanwhile (its page was left) is told nothing
        for (const asker of context.askers)
          if (asker.getSnapshot().status === 'active') enqueue.sendTo(asker, answer)
        enqueue.assign({ askers: [] })
      }),
    },
    'SESSION.ASK': {
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        assertEvent(event, 'SESSION.ASK')
        const wait = () => enqueue.assign({ askers: [...context.askers, event.replyTo] })
        const answer = () =>
          enqueue.sendTo(event.replyTo, {
            type: 'SESSION.ANSWER',
            session: context.session,
          } satisfies SessionAnswer)
        // a read started here is for the page asked for (a page's load reads for nobody else)
        const readFor = event.question === 'current' ? (event.page ?? null) : null
        if (event.question === 'signOut') {
          wait()
          enqueue.raise({ type: 'LOGOUT' })
        } else if (check(stateIn('#session.authenticated'))) {
          // the read that led to a page, made for it: its load takes it, once (decision 085)
          const read = readAfter(context, event.question, event.page ?? null)
          enqueue.assign({ readFor: read.readFor })
          if (read.fromMemory) return answer()
          wait()
          enqueue.raise({ type: 'REFRESH' })
        } else if (check(stateIn('#session.signedOut.anonymous'))) {
          if (event.question === 'current' || !check('hasToken')) return answer()
          wait()
          enqueue.assign({ readFor })
          enqueue.raise({ type: 'FETCH' })
        } else if (check(stateIn('#session.signedOut.idle'))) {
          wait()
          enqueue.assign({ readFor })
          enqueue.raise({ type: 'FETCH' })
        } else {
          // busy (fetching, switching, signing in or out): a load takes the read under way
          if (event.question === 'load') enqueue.assign({ readFor: null })
          wait()
        }
      }),
    },
    LOGOUT: {
      // a second logout (a double click) while one runs changes nothing
      guard: not('loggingOut'),
      target: '.loggingOut',
      actions: assign({ afterLogout: ({ event }) => event.redirectTo ?? null }),
    },
    'LOGIN_PAGE.LEAVE': { actions: assign({ queuedLogin: null }) },
    'LOGIN_PAGE.ENTER': {
      // (re)enters the sign-out: a sign-in sent on a login page before is forgotten
      target: '.loggingOut',
      actions: enqueueActions(({ event, enqueue }) => {
        enqueue.assign({ afterLogout: null, queuedLogin: null })
        // the ordinary login leaves the orange theme; the orange one sets it and its home (S2 §2.5)
        enqueue({ type: 'setOrange', params: { on: event.orange } })
        if (event.orange) enqueue({ type: 'rememberHome', params: { route: PATHS.give } })
      }),
    },
  },
  states: {
    signedOut: {
      entry: announce,
      initial: 'idle',
      on: {
        // another window signed in: this one follows (below, in switching)
        'TOKEN.CHANGED': { guard: 'storedTokenPresent', target: '#session.switching' },
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
          entry: [
            raise({ type: 'SESSION.SETTLED' }),
            // a sign-in sent while a sign-out ran (only then is one kept) is made now, checked as
            // any LOGIN; the password leaves the context
            enqueueActions(({ context, enqueue }) => {
              if (context.queuedLogin === null) return
              enqueue.raise({ type: 'LOGIN', ...context.queuedLogin })
              enqueue.assign({ queuedLogin: null })
            }),
          ],
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
      on: { 'TOKEN.CHANGED': '#session.switching' },
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: {
          target: 'authenticated',
          actions: assign({ session: ({ event }) => event.output, fetched: true }),
        },
        onError: [
          {
            // a refresh refused: the session shown is over (issue 15 item 5); with the storage
            // emptied, by a sign-out in another window (issue 48)
            guard: { type: 'sessionRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut.anonymous',
            actions: enqueueActions(({ enqueue, check }) => {
              enqueue('forgetTokens')
              const elsewhere = !check('storedTokenPresent')
              for (const action of endSession(
                elsewhere ? 'session.signedOutElsewhere' : 'session.expired',
              ))
                enqueue(action)
            }),
          },
          {
            // a refresh that failed otherwise (the network): the session shown stays, read for
            // no page
            guard: 'sessionShown',
            target: 'authenticated',
            actions: assign({ readFor: null }),
          },
          {
            target: 'signedOut.anonymous',
            actions: enqueueActions(({ event, enqueue }) => {
              enqueue.assign({ session: null, fetched: true })
              // a refused token is worthless; a network failure keeps it for the next try
              if (isRefusal(event.error)) enqueue('forgetTokens')
            }),
          },
        ],
      },
    },
    /**
     * Another window changed the stored token (issue 15 item 1). Until the session of the new
     * token is read, this window still shows and acts as the user it showed (its calls carry its
     * own token); then it adopts the token, the user and a new page in one step.
     */
    switching: {
      tags: ['busy'],
      entry: assign({ readFor: null }),
      on: { 'TOKEN.CHANGED': { target: 'switching', reenter: true } },
      always: {
        // signed out in another window
        guard: not('storedTokenPresent'),
        target: 'signedOut.anonymous',
        actions: enqueueActions(({ context, enqueue }) => {
          const shown = context.session !== null
          enqueue('forgetTokens')
          if (shown) endSession('session.signedOutElsewhere').forEach((a) => enqueue(a))
          else enqueue.assign({ fetched: true })
        }),
      },
      invoke: {
        id: 'fetchStoredSession',
        src: 'fetchStoredSession',
        onDone: {
          target: 'authenticated',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { token, session: next } = event.output
            enqueue({ type: 'adoptToken', params: { token } })
            enqueue.assign({ session: next, fetched: true, pendingTarget: null })
            if (context.session?.user.userId === next.user.userId) return
            // another user: the shell is theirs now, on their home
            enqueue({
              type: 'notify',
              params: { message: message('session.switchedUser', { name: next.user.name }) },
            })
            enqueue({ type: 'navigate', params: { to: PATHS.home, replace: true } })
          }),
        },
        onError: {
          // the stored token does not open a session: this window's is over too
          target: 'signedOut.anonymous',
          actions: enqueueActions(({ context, enqueue }) => {
            enqueue('forgetTokens')
            if (context.session !== null)
              endSession('session.signedOutElsewhere').forEach((a) => enqueue(a))
            else enqueue.assign({ fetched: true })
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
              assign({
                session: ({ event }) => event.output,
                fetched: true,
                // read for the page the sign-in lands on (decision 085)
                readFor: ({ context }) => routeIdOf(context.pendingTarget ?? PATHS.home),
              }),
              {
                // the landing page replaces the login page: Back does not sign out (decision 003)
                type: 'navigate',
                params: ({ context }) => ({
                  to: context.pendingTarget ?? PATHS.home,
                  replace: true,
                }),
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
      entry: [announce, raise({ type: 'SESSION.SETTLED' })],
      on: {
        REFRESH: 'fetching',
        'TOKEN.CHANGED': 'switching',
        'SESSION.REFUSED': [
          {
            // the storage holds no token: another window signed out (its storage event may come
            // after this call's 401), so it says what the storage event would (issue 48)
            guard: not('storedTokenPresent'),
            target: 'signedOut.anonymous',
            actions: ['forgetTokens', ...endSession('session.signedOutElsewhere')],
          },
          {
            target: 'signedOut.anonymous',
            actions: ['forgetTokens', ...endSession('session.expired')],
          },
        ],
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
      entry: assign({
        session: null,
        fetched: true,
        loginError: null,
        fieldErrors: noFieldErrors,
        readFor: null,
      }),
      on: {
        // typed and sent while the sign-out runs: kept (the last one) and made once it has ended,
        // so the login form never swallows a submit (its button stays enabled: `can(LOGIN)`)
        LOGIN: {
          actions: assign({
            queuedLogin: ({ event }) => ({ userId: event.userId, password: event.password }),
          }),
        },
      },
      invoke: {
        id: 'logout',
        src: 'logout',
        // then the sign-in sent meanwhile is made (signedOut.anonymous); a token another window
        // stored meanwhile (its TOKEN.CHANGED came while this one signed out, and the sign-out
        // clears only this window's own token) is followed as a signed-out window follows one
        onDone: [
          { guard: 'anotherWindowSignedIn', target: 'switching' },
          { target: 'signedOut.anonymous' },
        ],
        onError: [
          { guard: 'anotherWindowSignedIn', target: 'switching' },
          { target: 'signedOut.anonymous' },
        ],
      },
      exit: enqueueActions(({ context, enqueue }) => {
        if (context.afterLogout) enqueue({ type: 'navigate', params: { to: context.afterLogout } })
        enqueue.assign({ afterLogout: null })
      }),
    },
  },
})
