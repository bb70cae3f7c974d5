import { wiredOnce } from '../../shared/machines/wire-context'
import DashboardPage from './views/dashboard-page'
import { DashboardViews } from './views/deps'
import { OfflineAddressDialog } from './views/offline-address-dialog'
import { wireDashboard } from './wire'

/**
 * The dashboard's route chunk (issue 8): its screen, machines and services load with the route,
 * wired once with the portal's context.
 */
export const mountDashboard = wiredOnce((ctx) => {
  const deps = wireDashboard(ctx, ctx.settings)
  return { deps, Screen: DashboardScreen }
  function DashboardScreen() {
    return (
      <DashboardViews value={deps}>
        <DashboardPage />
        {deps.offlineAddressSearch ? (
          <OfflineAddressDialog search={deps.offlineAddressSearch} />
        ) : null}
      </DashboardViews>
    )
  }
})
