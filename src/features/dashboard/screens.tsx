import { wiredOnce } from '../../shared/machines/wire-context'
import type { PageEntry } from '../../shared/views/feature'
import DashboardPage from './views/dashboard-page'
import { OfflineAddressDialog } from './views/offline-address-dialog'
import { wireDashboard } from './wire'

/**
 * The dashboard's route chunk (/v2/dashboard, S1 §2, issue 8): its screen, machines and services
 * load with the route, wired once with the portal's context; the machine is started as the
 * page's actor `dashboard` with the day the route was entered.
 */
export const mountDashboard = wiredOnce((ctx) => {
  const deps = wireDashboard(ctx, ctx.settings)
  const search = deps.offlineAddressSearch
  return {
    deps,
    Screen: DashboardScreen,
    actors: ({ today }: PageEntry) => ({ dashboard: { logic: deps.dashboard, input: { today } } }),
  }
  function DashboardScreen() {
    return (
      <>
        <DashboardPage />
        {search ? <OfflineAddressDialog search={search} /> : null}
      </>
    )
  }
})
