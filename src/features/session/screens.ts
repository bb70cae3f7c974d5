/** The first-password page: a route chunk the router loads when the route is entered. */
export { PasswordSetPage } from './views/password-set-page'
