import { createViewDeps } from '../../../shared/views/app-context'
import type { dashboardMachine } from '../machines/dashboard-machine'
import type { OfflineAddressSearch } from '../services/address-search'

/** What the dashboard views need; `src/app` provides it. */
export interface DashboardViewDeps {
  dashboard: typeof dashboardMachine
  /** the offline address search's dialog, when that stand-in is in use */
  offlineAddressSearch: OfflineAddressSearch | null
}

export const [DashboardViews, useDashboardViews] = createViewDeps<DashboardViewDeps>('dashboard')
