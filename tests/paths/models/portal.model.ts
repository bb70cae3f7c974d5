import { createMachine, type EventObject } from 'xstate'
import type { SessionUser } from '../../../src/shared/domain/user'
import {
  portalMachine,
  type PortalContext,
  type PortalEvent,
  type PortalInput,
} from '../../../src/app/portal-machine'
import { PATHS, type RouteId } from '../../../src/shared/domain/routes'
import { ROUTE_TABLE } from '../../support/route-table'
import { fc0001Session, sessionFor } from '../../support/sessions'
import { defineModel, http } from '../model'
import { appBarArrived } from '../../support/app-bar'
import { createPortal } from '../../../src/app/create-portal'
import { offlinePortalConfig } from '../../../src/app/offline-portal'
import { MemoryStorage } from '../../support/token-storage'
import { TEST_BASE } from '../../support/api'

/** the portal a live path's root comes from (made by the model's `prepare`) */
let livePortal: ReturnType<typeof createPortal> | null = null

/** a page actor that does nothing of its own: the root only starts and stops it */
const pageLogic = createMachine({ id: 'page' })

const INPUT: PortalInput = {
  viewportWidth: 1280,
  linkHosts: ['allowed.test'],
  routes: ROUTE_TABLE,
  pageActors: () => ({ main: { logic: pageLogic } }),
  navigate: () => {},
}

const OTHER = sessionFor(3, 'A')

/**
 * The portal's root (decision 031): the route guard reports pages shown (two routes, each again
 * for the same user, and a path no route has for nobody); a page asks to go back; the session
 * reports a user, another, nobody and one whose first password is pending; the chrome chunk
 * arrives; features report new notifications and a virtual account; a page actor fails. The walk
 * takes the root's transitions as `machine.transition` computes them: the effects that need a
 * running system (startAppBar, which createPortal provides; sendTo the app bar's actors by
 * systemId; the page actors spawned) are not run.
 */
export default defineModel({
  machine: portalMachine,
  input: INPUT,
  events: () => {
    const shown = (
      path: string,
      routeId: RouteId | null,
      session: SessionUser | null = fc0001Session,
    ): PortalEvent => ({ type: 'PAGE.SHOWN', page: { path, routeId, search: '', session } })
    const events: PortalEvent[] = [
      shown(PATHS.dashboard, 'dashboard'),
      shown(PATHS.give, 'give'),
      shown('/nowhere', null, null),
      { type: 'PAGE.BACK' },
      { type: 'SESSION.CHANGED', session: fc0001Session },
      { type: 'SESSION.CHANGED', session: OTHER },
      { type: 'SESSION.CHANGED', session: { ...OTHER, passwordPending: true } },
      { type: 'SESSION.CHANGED', session: null },
      // the chrome's app bar: the actors the features declare, and the reports each takes
      appBarArrived(),
      { type: 'NOTIFICATIONS.CHANGED' },
      { type: 'VBANK.CHANGED' },
    ]
    // the first page's actor failed: its error reaches the root, whose wildcard logs it
    const failed = { type: 'xstate.error.actor.page.1.main', error: http(500, 'page') }
    return [...events, failed as EventObject]
  },
  // the page's actors are refs (not data) and `pageSeq` only counts: the page by its path, user
  // and the one before it
  serialize: (snapshot) => {
    const c = snapshot.context as PortalContext
    return {
      userId: c.userId,
      session: c.session?.user.userId ?? null,
      appBar: c.appBar,
      page: c.page && [c.page.path, c.page.userId, c.page.previous],
    }
  },
  depth: 3,
  live: {
    // the root as createPortal provides it (its session and route guard wired over the portal's
    // own client, which the mock answers and which signs in nobody; its startAppBar), started
    // with the model's input: the page actors do nothing, and each step must reach the walked
    // user, app bar and page. Where the chrome arrives on the path, the portal has loaded it
    // first, so its startAppBar starts the chrome's own app bar actors. Walked only: a page
    // actor's failure (no page actor fails)
    prepare: async (_ctx, path) => {
      livePortal = createPortal({ ...offlinePortalConfig(TEST_BASE), storage: new MemoryStorage() })
      // loaded while its own root runs, which is told of it; only the path's root runs on
      if (path.some((s) => s.event.type === 'APP_BAR.ARRIVED')) await livePortal.routes.loadChrome()
      livePortal.stop()
    },
    wire: () => livePortal!.root.logic,
    operations: {},
    shape: true,
    everySnapshot: true,
    minimumPaths: 21,
  },
})
