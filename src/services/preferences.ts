import { STORAGE_KEYS } from '../domain/codes'
import { ROUTES } from '../domain/routes'

/** The stored home route and orange flag (S1 §2 entry page), behind one adapter. */
export interface Preferences {
  homeRoute(): string
  setHomeRoute(route: string): void
  orange(): boolean
  setOrange(on: boolean): void
}

export function webPreferences(storage: Storage): Preferences {
  return {
    homeRoute: () => storage.getItem(STORAGE_KEYS.homeRoute) ?? ROUTES.home.path,
    setHomeRoute: (route) => storage.setItem(STORAGE_KEYS.homeRoute, route),
    orange: () => storage.getItem(STORAGE_KEYS.orange) === 'true',
    setOrange: (on) =>
      on ? storage.setItem(STORAGE_KEYS.orange, 'true') : storage.removeItem(STORAGE_KEYS.orange),
  }
}
