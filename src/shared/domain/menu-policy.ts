import { SITE } from './codes'
import type { MessageKey } from './messages'
import type { MenuEntry, MenuGroupId, RouteId, RouteMeta, RouteTable } from './routes'
import { isRouteId, samePath } from './routes'
import { canOpen } from './route-access'
import type { SessionUser } from './user'

export type { MenuEntry, MenuGroupId }
export type MenuVariant = 'drawer' | 'dropdown'

export const MENU_GROUP_LABELS: Record<MenuGroupId, MessageKey> = {
  checkup: 'menu.groupCheckup',
  management: 'menu.groupManagement',
  statistics: 'menu.groupStatistics',
  admin: 'menu.groupAdmin',
}

export interface VisibleMenuItem {
  id: RouteId
  label: MessageKey
  href: string
}
export interface VisibleMenuGroup {
  id: MenuGroupId
  label: MessageKey
  items: VisibleMenuItem[]
}

/**
 * Whether a menu item shows for a user (S1 §6), by the item's own rules alone: site 48 sees only
 * its partner items, then the sites and auth codes the table hides it from. The mock refuses the
 * same accounts what the menu hides (the gift feature's `canGift`).
 */
export function menuEntryShown(
  entry: MenuEntry,
  user: { siteId: number; auth: SessionUser['user']['auth'] },
  variant: MenuVariant = 'drawer',
): boolean {
  if (user.siteId === SITE.PARTNER && !entry.partnerSite) return false
  if (entry.hiddenForSites?.includes(user.siteId)) return false
  if (entry.hiddenForAuth?.includes(user.auth)) return false
  return !(
    variant === 'dropdown' &&
    entry.dropdownOnlyFor &&
    !entry.dropdownOnlyFor.includes(user.auth)
  )
}

/** The routes with a menu item, in the drawer's order (S1 §6). */
const menuItems = (routes: RouteTable): [RouteId, RouteMeta & { menu: MenuEntry }][] =>
  Object.entries(routes)
    .flatMap(([id, route]): [RouteId, RouteMeta][] => (isRouteId(id) ? [[id, route]] : []))
    .filter((e): e is [RouteId, RouteMeta & { menu: MenuEntry }] => e[1].menu !== undefined)
    .sort(([, a], [, b]) => a.menu.order - b.menu.order)

function isShown(
  route: RouteMeta & { menu: MenuEntry },
  session: SessionUser,
  variant: MenuVariant,
) {
  // A menu item never leads to a route the guard would refuse (decision 002).
  return menuEntryShown(route.menu, session.user, variant) && canOpen(route, session)
}

/** The drawer (or dropdown) menu of a user, grouped, empty groups left out. S1 §2, §6. */
export function visibleMenu(
  routes: RouteTable,
  session: SessionUser,
  variant: MenuVariant = 'drawer',
): VisibleMenuGroup[] {
  const groups: VisibleMenuGroup[] = []
  for (const [id, route] of menuItems(routes)) {
    if (!isShown(route, session, variant)) continue
    let group = groups.find((g) => g.id === route.menu.group)
    if (!group) {
      group = { id: route.menu.group, label: MENU_GROUP_LABELS[route.menu.group], items: [] }
      groups.push(group)
    }
    group.items.push({ id, label: route.menu.label, href: route.path })
  }
  return groups
}

/** The routes a user's drawer leads to, in its order: their code is fetched once a page shows. */
export const menuRoutes = (routes: RouteTable, session: SessionUser): RouteId[] =>
  menuItems(routes)
    .filter(([, route]) => isShown(route, session, 'drawer'))
    .map(([id]) => id)

/**
 * The give page's gift button (S1 §2 give voucher, §6): for site 1 only, and only for whom the
 * gift menu shows, so it never leads a role of site 1 that may not gift (P, A, B) to a refusal
 * (405; decision 002).
 */
export const showsGiftLink = (routes: RouteTable, session: SessionUser): boolean =>
  session.user.siteId === SITE.ORANGE && menuRoutes(routes, session).includes('gift')

/**
 * Menu mode of the app bar (S1 §2, S2 §2.2): on the home route or a page the menu leads to, the
 * bar shows the logo; anywhere else a back arrow and the title.
 */
export function isMenuMode(
  routes: RouteTable,
  pathname: string,
  session: SessionUser | null,
  homeRoute: string,
): boolean {
  if (samePath(pathname, homeRoute)) return true
  if (!session) return false
  return menuRoutes(routes, session).some((id) => samePath(routes[id].path, pathname))
}
