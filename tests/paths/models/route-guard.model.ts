import {
  routeGuardMachine,
  type RouteGuardContext,
} from '../../../src/features/session/machines/route-guard-machine'
import type { AuthCode, RoleCode } from '../../../src/shared/domain/codes'
import { PATHS } from '../../../src/shared/domain/routes'
import type { SessionUser } from '../../../src/shared/domain/user'
import { ROUTE_TABLE } from '../../support/route-table'
import { sessionFor } from '../../support/sessions'
import { wireSession, type RouteCode } from '../../../src/features/session/wire'
import { NO_ROUTES, scriptedCalls } from '../live'
import { defineModel, network } from '../model'

/** a session of site 3 with a role and roles; whether its first password is still to set */
const sessionOf = (
  userId: string,
  auth: AuthCode,
  roleList: RoleCode[],
  passwordPending = false,
): SessionUser => {
  const session = sessionFor(3, auth, roleList)
  return { ...session, user: { ...session.user, userId, name: userId }, passwordPending }
}

/**
 * The route code of the live run: a route's chunk loads as a fetched one does, after the task
 * that asked for it (a path may enter another route while one loads)
 */
const CHUNKS: RouteCode = {
  ...NO_ROUTES,
  load: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
}

/**
 * The route guard (S2 §2.2), on the kinds of route its rules tell apart: '/' (ALL), a login page
 * (GUEST), an AUTH page, one with a permission list (P, S), one with a role list (a voucher
 * role), the first password's page, and an address of no route; for nobody, an F with every
 * role, an F with no voucher role, a P, and an F whose first password is pending (decision 012).
 */
const model = defineModel({
  machine: routeGuardMachine,
  input: { routes: ROUTE_TABLE },
  // a new location may come at any time; while one is checked or loads, one other stands for all
  events: (snapshot) =>
    snapshot.matches('checking') || snapshot.matches('loading')
      ? [{ type: 'ROUTE.ENTER', path: PATHS.login }]
      : [
          { type: 'ROUTE.ENTER', path: PATHS.home },
          { type: 'ROUTE.ENTER', path: PATHS.login },
          { type: 'ROUTE.ENTER', path: PATHS.dashboard, search: 'code=A1' },
          { type: 'ROUTE.ENTER', path: PATHS.adminDashboard },
          { type: 'ROUTE.ENTER', path: PATHS.give },
          { type: 'ROUTE.ENTER', path: PATHS.passwordSet },
          { type: 'ROUTE.ENTER', path: '/nowhere' },
          ...(snapshot.matches('loadFailed') ? [{ type: 'RELOAD' }] : []),
        ],
  answers: {
    ensureSession: {
      outputs: [
        sessionOf('fc0001', 'F', ['RM', 'RD', 'RP', 'PA']),
        null,
        sessionOf('adminp', 'F', ['PA']),
        sessionOf('padmin', 'P', []),
        sessionOf('newfc', 'F', ['RM'], true),
      ],
      // no failure: `currentSession` asks the session actor, which absorbs every fetch failure
      // (it answers null; decision 079)
    },
    loadRoute: {
      outputs: [undefined],
      // the route's code did not load (offline, a new deploy): a dynamic import's failure, no status
      failures: [network('loadRoute')],
    },
  },
  // what the guard's choices read: the route, the session it decides for and whether that
  // user's drawer was fetched ahead (the route table is the input and never changes; the path
  // shown last and its user are only handed on)
  serialize: (snapshot) => {
    const c = snapshot.context as RouteGuardContext
    const pending = c.pendingSession?.user.userId ?? null
    return {
      value: snapshot.value,
      routeId: c.routeId,
      pending,
      prefetched: pending !== null && c.prefetchedFor === pending,
    }
  },
  depth: 5,
  live: {
    // the guard as the session feature wires it, asking a real session actor signed in as fc0001
    // (the model's first session, the mock's answer): each route entered is checked for the
    // mock's fc0001, and each snapshot the walk tells apart is reached (`everySnapshot`: the
    // guard's choices are in its guards, one transition serves every route). Nobody, the other
    // users are walked only; a route's code failing to load is the browser's, not the mock's:
    // the chunk's load fails where the path says
    account: 'fc0001',
    session: true,
    browserFails: ['loadRoute'],
    wire: (ctx, path) =>
      wireSession(ctx, {
        ...CHUNKS,
        load: scriptedCalls(model, path, 'loadRoute', CHUNKS.load),
      }).routeGuard.provide({
        actions: { notify: () => {} },
      }),
    operations: {},
    shape: true,
    everySnapshot: true,
    minimumPaths: 36,
  },
})

export default model
