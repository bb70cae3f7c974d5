/** The admin dashboard's screens: the route chunk the router loads when the route is entered. */
export { default as AdminDashboardPage } from './views/admin-dashboard-page'
