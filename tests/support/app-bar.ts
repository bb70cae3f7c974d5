import { appBarActors } from '../../src/app/app-bar-chrome'
import type { AppBarActors } from '../../src/app/portal-machine'
import { createApiClient } from '../../src/shared/services/http-client'
import { quietContext } from './wired'
import { memoryTokenStorage } from './token-storage'

/** A feature context over a client signed in as nobody: enough to wire the app bar's actors. */
export const appBarContext = () =>
  quietContext(createApiClient({ baseURL: 'http://portal.test', tokens: memoryTokenStorage({}) }))

/**
 * `APP_BAR.ARRIVED` as the chrome sends it: the features' app-bar actors (their `app-bar.tsx`)
 * and the reports each takes, for the tests of the root that start recorders in their place.
 */
export function appBarArrived(): { type: 'APP_BAR.ARRIVED'; actors: AppBarActors } {
  const actors: AppBarActors = {}
  for (const [id, spec] of Object.entries(appBarActors(appBarContext()))) actors[id] = spec.on ?? {}
  return { type: 'APP_BAR.ARRIVED', actors }
}
