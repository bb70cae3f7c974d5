/** The issuance dashboard: checkups, print, PDF, Excel and shipping (S1 §2). */
export { DashboardViews, type DashboardViewDeps } from './views/deps'
export { default as DashboardPage } from './views/dashboard-page'
export { OfflineAddressDialog } from './views/offline-address-dialog'
