import type { ComponentType } from 'react'
import type { RouteId } from '../shared/domain/routes'
import type { FeatureContext } from '../shared/machines/wire-context'

/**
 * A route chunk: it loads the feature's code (screens, machines, services, contract) and mounts
 * it, wiring the feature's machines with the portal's context the first time (issue 8).
 */
export type ScreenModule = () => Promise<(ctx: FeatureContext) => MountedRoute>

/** A mounted route chunk: its screen and what its views were given (the wired machines). */
export interface MountedRoute {
  Screen: ComponentType
  deps: object
}

/**
 * The routes whose screens are a chunk of their own, loaded by the navigation (the route guard's
 * `loading` state) before the route is shown, so React never suspends (issue 8). A feature's
 * machines are wired in its chunk: the first page carries only the session, the shell and the
 * app bar's actors. The login pages, the entry page and the small shell pages are in the main
 * chunk: the first page needs them.
 */
export const ROUTE_MODULES: Partial<Record<RouteId, ScreenModule>> = {
  dashboard: () => import('../features/dashboard/screens').then((m) => m.mountDashboard),
  adminDashboard: () =>
    import('../features/admin-dashboard/screens').then((m) => m.mountAdminDashboard),
  give: () => import('../features/vouchers/screens').then((m) => m.mountGive),
  addReport: () => import('../features/reports/screens').then((m) => m.mountReports),
  adminAddReport: () => import('../features/reports/screens').then((m) => m.mountAdminReports),
  mobileGive: () => import('../features/vouchers/screens').then((m) => m.mountGive),
  passwordSet: () => import('../features/session/screens').then((m) => m.mountPasswordSet),
  // development routes: only dev builds contain them (the branch is dropped from other builds)
  ...(import.meta.env.DEV
    ? {
        playground: () =>
          import('../features/shell/views/playground-page').then((m) => () => ({
            Screen: m.default,
            deps: {},
          })),
        test: () =>
          import('../features/shell/views/test-page').then((m) => () => ({
            Screen: m.default,
            deps: {},
          })),
      }
    : {}),
}

export interface RouteLoader {
  /** loads a route's screen once; resolves at once when it is loaded or has no chunk */
  load(routeId: RouteId | null): Promise<void>
  /** the loaded screen of a route with a chunk of its own */
  screen(routeId: RouteId): ComponentType | undefined
  /** what the mounted chunks' views were given (their machines), for inspection and tests */
  mountedDeps(): object[]
}

/** Loads route chunks once each and mounts them; a failed load may be tried again (the next navigation). */
export function createRouteLoader(
  ctx: FeatureContext,
  modules: Partial<Record<RouteId, ScreenModule>> = ROUTE_MODULES,
): RouteLoader {
  const loaded = new Map<RouteId, MountedRoute>()
  const loading = new Map<RouteId, Promise<void>>()
  return {
    load(routeId) {
      const load = routeId ? modules[routeId] : undefined
      if (!routeId || !load || loaded.has(routeId)) return Promise.resolve()
      let pending = loading.get(routeId)
      if (!pending) {
        pending = load()
          .then((mount) => void loaded.set(routeId, mount(ctx)))
          .finally(() => loading.delete(routeId))
        loading.set(routeId, pending)
      }
      return pending
    },
    screen: (routeId) => loaded.get(routeId)?.Screen,
    mountedDeps: () => [...new Set([...loaded.values()].map((m) => m.deps))],
  }
}
