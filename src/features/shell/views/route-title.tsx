import { useSearch } from 'wouter'
import { titleOf, type RouteMeta } from '../../../shared/domain/routes'
import { useT } from '../../../shared/views/i18n'

/** The page's title in the user's words: a route's title may follow the address's query (a tab). */
export function useRouteTitle(route: RouteMeta): string {
  const t = useT()
  return t(titleOf(route, useSearch()))
}

/**
 * The page's title as text. Only what shows the title reads the query, so a list that writes its
 * view into the address redraws the title, not the layout around the page (issue 45: that redraw
 * was a long task on a phone).
 */
export function RouteTitle({ route }: { route: RouteMeta }) {
  return useRouteTitle(route)
}
