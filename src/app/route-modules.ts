import type { ComponentType } from 'react'
import type { RouteId } from '../shared/domain/routes'

type ScreenModule = () => Promise<ComponentType>

/**
 * The routes whose screens are a chunk of their own, loaded by the navigation (the route guard's
 * `loading` state) before the route is shown, so React never suspends (issue 8). The login pages,
 * the entry page and the small shell pages are in the main chunk: the first page needs them.
 */
export const ROUTE_MODULES: Partial<Record<RouteId, ScreenModule>> = {
  dashboard: () => import('../features/dashboard/screens').then((m) => m.DashboardPage),
  adminDashboard: () =>
    import('../features/admin-dashboard/screens').then((m) => m.AdminDashboardPage),
  give: () => import('../features/vouchers/screens').then((m) => m.GivePage),
  mobileGive: () => import('../features/vouchers/screens').then((m) => m.GivePage),
  passwordSet: () => import('../features/session/screens').then((m) => m.PasswordSetPage),
  // development routes: only dev builds contain them (the branch is dropped from other builds)
  ...(import.meta.env.DEV
    ? {
        playground: () => import('../features/shell/views/playground-page').then((m) => m.default),
        test: () => import('../features/shell/views/test-page').then((m) => m.default),
      }
    : {}),
}

export interface RouteLoader {
  /** loads a route's screen once; resolves at once when it is loaded or has no chunk */
  load(routeId: RouteId | null): Promise<void>
  /** the loaded screen of a route with a chunk of its own */
  screen(routeId: RouteId): ComponentType | undefined
}

/** Loads route chunks once each; a failed load may be tried again (the next navigation). */
export function createRouteLoader(
  modules: Partial<Record<RouteId, ScreenModule>> = ROUTE_MODULES,
): RouteLoader {
  const loaded = new Map<RouteId, ComponentType>()
  const loading = new Map<RouteId, Promise<void>>()
  return {
    load(routeId) {
      const load = routeId ? modules[routeId] : undefined
      if (!routeId || !load || loaded.has(routeId)) return Promise.resolve()
      let pending = loading.get(routeId)
      if (!pending) {
        pending = load()
          .then((screen) => void loaded.set(routeId, screen))
          .finally(() => loading.delete(routeId))
        loading.set(routeId, pending)
      }
      return pending
    },
    screen: (routeId) => loaded.get(routeId),
  }
}
