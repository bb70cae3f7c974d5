import { wiredOnce } from '../../shared/machines/wire-context'
import AdminDashboardPage from './views/admin-dashboard-page'
import { AdminDashboardViews } from './views/deps'
import { wireAdminDashboard } from './wire'

/** The admin dashboard's route chunk (issue 8), wired once with the portal's context. */
export const mountAdminDashboard = wiredOnce((ctx) => {
  const deps = wireAdminDashboard(ctx)
  return { deps, Screen: AdminDashboardScreen }
  function AdminDashboardScreen() {
    return (
      <AdminDashboardViews value={deps}>
        <AdminDashboardPage />
      </AdminDashboardViews>
    )
  }
})
