import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { decideAccess, type AccessDecision } from '../../../shared/domain/route-access'
import { menuRoutes } from '../../../shared/domain/menu-policy'
import { routeIdOf, type RouteId, type RouteTable } from '../../../shared/domain/routes'
import type { Message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface RouteGuardContext {
  /** every route's meta (the features' manifests, put together by the app) */
  routes: RouteTable
  /** the path being checked or shown */
  path: string | null
  /** the query of the location being checked (`?code=…`), without the `?` */
  search: string
  routeId: RouteId | null
  /**
   * the path the guard let through last, whose screen (code loaded) is shown; it stays shown
   * while the next location is checked and its code loads, so a route change shows no fallback
   */
  allowedPath: string | null
  /** the user the shown path was let through for (null: nobody signed in) */
  allowedFor: string | null
  /** the session the path being decided is let through for (its drawer's pages are fetched ahead) */
  pendingSession: SessionUser | null
  /** the user whose drawer's pages have been asked for */
  prefetchedFor: string | null
  /** the path whose code failed to load (offline, a new deploy): a reload is offered */
  failedPath: string | null
}

/** A route the guard let through and whose code is loaded: it is shown now. */
export interface PageShown {
  path: string
  routeId: RouteId | null
  search: string
  session: SessionUser | null
}

export type RouteGuardEvent =
  | { type: 'ROUTE.ENTER'; path: string; search?: string }
  /** the user asks for a reload after a route's code failed to load */
  | { type: 'RELOAD' }

const decide = (
  { routes, routeId }: RouteGuardContext,
  session: SessionUser | null,
): AccessDecision => (routeId ? decideAccess(routes[routeId], session) : { kind: 'allow' })

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  input?: { routes: RouteTable }
  context?: RouteGuardContext
  events?: RouteGuardEvent
} = {}

/**
 * The route guard of S2 §2.2: on every location, fetch the user first if not fetched
 * (`ensureSession`), then allow, or redirect with the refusal message.
 */
export const routeGuardMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    ensureSession: notProvided<SessionUser | null>('ensureSession'),
    /** the route's code, loaded (a route without code of its own has nothing to load) */
    loadRoute: fromPromise<void, { routeId: RouteId | null }>(async () => {}),
  },
  actions: {
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    notify: (_, _params: { message: Message }) => {},
    /** fetches these routes' code once the page shown has settled (its own code and data first) */
    prefetch: (_, _params: { routeIds: readonly RouteId[] }) => {},
    /**
     * from a sign-in page: fetches what a sign-in needs and leads to (the session's contract, the
     * chrome of every signed-in page) when the browser is idle, runs it once the user acts; which
     * page comes next is known once the user is (decision 051)
     */
    warmSignIn: () => {},
    reload: () => {},
    /** the route is shown: its page actors start (the portal root's `PAGE.SHOWN`) */
    pageShown: (_, _params: PageShown) => {},
  },
  guards: {
    /** S2 §2.2: the route lets the user (or nobody signed in) through */
    allowed: ({ context }, { session }: { session: SessionUser | null }) =>
      decide(context, session).kind === 'allow',
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({
    routes: input.routes,
    path: null,
    search: '',
    routeId: null,
    allowedPath: null,
    allowedFor: null,
    pendingSession: null,
    prefetchedFor: null,
    failedPath: null,
  }),
  initial: 'waiting',
  on: {
    'ROUTE.ENTER': {
      target: '.checking',
      reenter: true,
      actions: assign({
        path: ({ event }) => event.path,
        search: ({ event }) => event.search ?? '',
        routeId: ({ event }) => routeIdOf(event.path),
        failedPath: null,
      }),
    },
  },
  states: {
    waiting: {},
    checking: {
      invoke: [
        {
          id: 'ensureSession',
          src: 'ensureSession',
          // asked for the page decided on: a read it makes is that page's (decision 085)
          input: ({ context }) => ({ page: context.routeId }),
          onDone: [
            {
              guard: { type: 'allowed', params: ({ event }) => ({ session: event.output }) },
              target: 'loading',
              actions: assign({ pendingSession: ({ event }) => event.output }),
            },
            {
              target: 'refused',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const d = decide(context, event.output)
                if (d.kind !== 'redirect') return
                if (d.message) enqueue({ type: 'notify', params: { message: d.message } })
                enqueue({ type: 'navigate', params: { to: d.to, replace: true } })
              }),
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    /** the route is allowed; its code loads before it is shown, so React never suspends */
    loading: {
      invoke: [
        {
          id: 'loadRoute',
          src: 'loadRoute',
          input: ({ context }) => ({ routeId: context.routeId }),
          onDone: {
            target: 'allowed',
            actions: [
              assign({
                allowedPath: ({ context }) => context.path,
                allowedFor: ({ context }) => context.pendingSession?.user.userId ?? null,
              }),
              {
                type: 'pageShown',
                params: ({ context }): PageShown => ({
                  path: present(context.path, 'the path let through'),
                  routeId: context.routeId,
                  search: context.search,
                  session: context.pendingSession,
                }),
              },
            ],
          },
          onError: {
            target: 'loadFailed',
            actions: assign({ failedPath: ({ context }) => context.path }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    allowed: {
      // what comes next is fetched while the user reads or types: from a login page what a
      // sign-in leads to, from a signed-in page the pages of the user's drawer (once per user)
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.routeId && context.routes[context.routeId].access === 'GUEST') {
          enqueue('warmSignIn')
          return
        }
        const session = context.pendingSession
        if (!session || context.prefetchedFor === session.user.userId) return
        enqueue.assign({ prefetchedFor: session.user.userId })
        // later: the drawer's code must not compete with the page being shown and its data
        enqueue({
          type: 'prefetch',
          params: { routeIds: menuRoutes(context.routes, session) },
        })
      }),
    },
    refused: {},
    loadFailed: {
      on: { RELOAD: { actions: 'reload' } },
    },
  },
})
