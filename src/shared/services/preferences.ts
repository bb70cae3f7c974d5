import { ROUTES } from '../domain/routes'

/** Browser storage keys of the preferences. S2 client state. */
export const PREFERENCE_KEYS = { homeRoute: 'home-route', orange: 'orange' } as const

/** The stored home route and orange flag (S1 §2 entry page), behind one adapter. */
export interface Preferences {
  homeRoute(): string
  setHomeRoute(route: string): void
  orange(): boolean
  setOrange(on: boolean): void
}

export function webPreferences(storage: Storage): Preferences {
  return {
    homeRoute: () => storage.getItem(PREFERENCE_KEYS.homeRoute) ?? ROUTES.home.path,
    setHomeRoute: (route) => storage.setItem(PREFERENCE_KEYS.homeRoute, route),
    orange: () => storage.getItem(PREFERENCE_KEYS.orange) === 'true',
    setOrange: (on) =>
      on
        ? storage.setItem(PREFERENCE_KEYS.orange, 'true')
        : storage.removeItem(PREFERENCE_KEYS.orange),
  }
}
