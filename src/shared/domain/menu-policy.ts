import type { AuthCode } from './codes'
import { SITE } from './codes'
import type { MessageKey } from './messages'
import type { RouteId } from './routes'
import { ROUTES, samePath } from './routes'
import { canOpen } from './route-access'
import type { SessionUser } from './user'

export type MenuGroupId = 'checkup' | 'management' | 'statistics' | 'admin'
export type MenuVariant = 'drawer' | 'dropdown'

export interface MenuItemRule {
  id: string
  group: MenuGroupId
  route: RouteId
  label: MessageKey
  /** S1 §6: hidden for these sites */
  hiddenForSites?: readonly number[]
  /** S1 §6: hidden for these auth codes */
  hiddenForAuth?: readonly AuthCode[]
  /** S1 §6: one of the three items site 48 sees */
  partnerSite?: boolean
  /** dropdown variant: shown only for these auth codes (S1 §2 drawer) */
  dropdownOnlyFor?: readonly AuthCode[]
}

const GIFT_HIDDEN_SITES = [2, 3, 5, 6, 7, 8, 9, 10, 11] as const

/** The menu table of S1 §6, one row per item, in display order. */
export const MENU_RULES: readonly MenuItemRule[] = [
  {
    id: 'dashboard',
    group: 'checkup',
    route: 'dashboard',
    label: 'menu.dashboard',
    hiddenForSites: [SITE.ORANGE],
    hiddenForAuth: ['P'],
    partnerSite: true,
  },
  { id: 'give', group: 'checkup', route: 'give', label: 'menu.give', hiddenForAuth: ['P'] },
  {
    id: 'product',
    group: 'checkup',
    route: 'product',
    label: 'menu.product',
    hiddenForAuth: ['P'],
  },
  {
    id: 'addReport',
    group: 'checkup',
    route: 'addReport',
    label: 'menu.addReport',
    hiddenForSites: [SITE.ORANGE],
    hiddenForAuth: ['P'],
  },
  {
    id: 'gift',
    group: 'management',
    route: 'gift',
    label: 'menu.gift',
    hiddenForSites: GIFT_HIDDEN_SITES,
    hiddenForAuth: ['P', 'A', 'B'],
  },
  {
    id: 'employee',
    group: 'management',
    route: 'employee',
    label: 'menu.employee',
    hiddenForAuth: ['F', 'P'],
    partnerSite: true,
    dropdownOnlyFor: ['A', 'B'],
  },
  {
    id: 'statisticsOverview',
    group: 'statistics',
    route: 'statisticsOverview',
    label: 'menu.statisticsOverview',
    hiddenForAuth: ['P', 'F'],
    partnerSite: true,
  },
  {
    id: 'statisticsCheckup',
    group: 'statistics',
    route: 'statisticsCheckup',
    label: 'menu.statisticsCheckup',
    hiddenForAuth: ['P', 'F'],
  },
  {
    id: 'statisticsGift',
    group: 'statistics',
    route: 'statisticsGift',
    label: 'menu.statisticsGift',
    hiddenForAuth: ['P', 'F'],
  },
  {
    id: 'statisticsOrder',
    group: 'statistics',
    route: 'statisticsOrder',
    label: 'menu.statisticsOrder',
    hiddenForAuth: ['P', 'F'],
  },
  {
    id: 'statisticsPurchaseHistory',
    group: 'statistics',
    route: 'statisticsPurchaseHistory',
    label: 'menu.statisticsPurchaseHistory',
    hiddenForAuth: ['P', 'F'],
  },
  {
    id: 'statisticsGiftHistory',
    group: 'statistics',
    route: 'statisticsGiftHistory',
    label: 'menu.statisticsGiftHistory',
    hiddenForAuth: ['P', 'F'],
  },
  {
    id: 'adminDashboard',
    group: 'admin',
    route: 'adminDashboard',
    label: 'menu.adminDashboard',
    hiddenForAuth: ['F', 'A'],
  },
]

export const MENU_GROUP_LABELS: Record<MenuGroupId, MessageKey> = {
  checkup: 'menu.groupCheckup',
  management: 'menu.groupManagement',
  statistics: 'menu.groupStatistics',
  admin: 'menu.groupAdmin',
}

export interface VisibleMenuItem {
  id: string
  label: MessageKey
  href: string
}
export interface VisibleMenuGroup {
  id: MenuGroupId
  label: MessageKey
  items: VisibleMenuItem[]
}

function isShown(rule: MenuItemRule, session: SessionUser, variant: MenuVariant): boolean {
  const { siteId, auth } = session.user
  if (siteId === SITE.PARTNER && !rule.partnerSite) return false
  if (rule.hiddenForSites?.includes(siteId)) return false
  if (rule.hiddenForAuth?.includes(auth)) return false
  if (variant === 'dropdown' && rule.dropdownOnlyFor && !rule.dropdownOnlyFor.includes(auth))
    return false
  // A menu item never leads to a route the guard would refuse (decision 002).
  return canOpen(ROUTES[rule.route], session)
}

/** The drawer (or dropdown) menu of a user, grouped, empty groups left out. S1 §2, §6. */
export function visibleMenu(
  session: SessionUser,
  variant: MenuVariant = 'drawer',
): VisibleMenuGroup[] {
  const groups: VisibleMenuGroup[] = []
  for (const rule of MENU_RULES) {
    if (!isShown(rule, session, variant)) continue
    let group = groups.find((g) => g.id === rule.group)
    if (!group) {
      group = { id: rule.group, label: MENU_GROUP_LABELS[rule.group], items: [] }
      groups.push(group)
    }
    group.items.push({ id: rule.id, label: rule.label, href: ROUTES[rule.route].path })
  }
  return groups
}

/** The routes a user's drawer leads to, in its order: their code is fetched once a page shows. */
export const menuRoutes = (session: SessionUser): RouteId[] =>
  MENU_RULES.filter((rule) => isShown(rule, session, 'drawer')).map((rule) => rule.route)

/**
 * The give page's gift button (S1 §2 give voucher, §6): for site 1 only, and only for whom the
 * gift menu shows, so it never leads a role of site 1 that may not gift (P, A, B) to a refusal
 * (405; decision 002).
 */
export const showsGiftLink = (session: SessionUser): boolean =>
  session.user.siteId === SITE.ORANGE &&
  visibleMenu(session).some((g) => g.items.some((i) => i.id === 'gift'))

/**
 * Menu mode of the app bar (S1 §2, S2 §2.2): on the home route or a page the menu leads to, the
 * bar shows the logo; anywhere else a back arrow and the title.
 */
export function isMenuMode(
  pathname: string,
  session: SessionUser | null,
  homeRoute: string,
): boolean {
  if (samePath(pathname, homeRoute)) return true
  if (!session) return false
  return visibleMenu(session).some((g) => g.items.some((i) => samePath(i.href, pathname)))
}
