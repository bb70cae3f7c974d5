/** The give page: the route chunk the router loads when the route is entered. */
export { default as GivePage } from './views/give-page'
