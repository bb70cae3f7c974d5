import { createViewDeps } from '../../../shared/views/app-context'
import type { adminDashboardMachine } from '../machines/admin-dashboard-machine'

/** What the admin dashboard views need; `src/app` provides it. */
export interface AdminDashboardViewDeps {
  adminDashboard: typeof adminDashboardMachine
}

export const [AdminDashboardViews, useAdminDashboardViews] =
  createViewDeps<AdminDashboardViewDeps>('admin-dashboard')
