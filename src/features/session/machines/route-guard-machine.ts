import { assign, enqueueActions, setup } from 'xstate'
import { decideAccess, type AccessDecision } from '../../../shared/domain/route-access'
import { ROUTES, routeIdOf, type RouteId } from '../../../shared/domain/routes'
import type { Message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface RouteGuardContext {
  /** the path being checked or shown */
  path: string | null
  routeId: RouteId | null
  /** the path the guard let through; a page renders only when it equals the location */
  allowedPath: string | null
}

export type RouteGuardEvent = { type: 'ROUTE.ENTER'; path: string }

const decide = (routeId: RouteId | null, session: SessionUser | null): AccessDecision =>
  routeId ? decideAccess(ROUTES[routeId], session) : { kind: 'allow' }

/**
 * The route guard of S2 §2.2: on every location, fetch the user first if not fetched
 * (`ensureSession`), then allow, or redirect with the refusal message.
 */
export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
  },
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: noIndicator,
    ensureSession: notProvided<SessionUser | null>('ensureSession'),
  },
  actions: {
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    notify: (_, _params: { message: Message }) => {},
  },
}).createMachine({
  id: 'routeGuard',
  context: { path: null, routeId: null, allowedPath: null },
  initial: 'waiting',
  on: {
    'ROUTE.ENTER': {
      target: '.checking',
      reenter: true,
      actions: assign({
        path: ({ event }) => event.path,
        routeId: ({ event }) => routeIdOf(event.path),
        allowedPath: null,
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
          onDone: [
            {
              guard: ({ context, event }) => decide(context.routeId, event.output).kind === 'allow',
              target: 'allowed',
              actions: assign({ allowedPath: ({ context }) => context.path }),
            },
            {
              target: 'refused',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const d = decide(context.routeId, event.output)
                if (d.kind !== 'redirect') return
                if (d.message) enqueue({ type: 'notify', params: { message: d.message } })
                enqueue({ type: 'navigate', params: { to: d.to, replace: true } })
              }),
            },
          ],
          onError: {
            target: 'refused',
            actions: { type: 'navigate', params: { to: ROUTES.home.path, replace: true } },
          },
        },
        OWN_INDICATOR,
      ],
    },
    allowed: {},
    refused: {},
  },
})
