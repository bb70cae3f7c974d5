/** The dashboard's screens: the route chunk the router loads when the route is entered (issue 8). */
export { default as DashboardPage } from './views/dashboard-page'
