/** The admin dashboard of role P (S2 §2.3). */
export { AdminDashboardViews, type AdminDashboardViewDeps } from './views/deps'
