import { useSearch } from 'wouter'
import { titleOf, type RouteMeta } from '../../../shared/domain/routes'
import { useT } from '../../../shared/views/i18n'

/**
 * The page's title, in its words: a route's title may follow the address's query (a tab of a
 * page). Only this text reads the query, so a list that writes its view into the address redraws
 * the title, not the layout around the page (issue 45: that redraw was a long task on a phone).
 */
export function RouteTitle({ route }: { route: RouteMeta }) {
  const t = useT()
  return t(titleOf(route, useSearch()))
}
