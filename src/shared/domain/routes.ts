import type { AuthCode, VoucherRole } from './codes'
import type { MessageKey } from './messages'

/** Who may open a route. S2 §2.2. */
export type Access = 'AUTH' | 'GUEST' | 'ALL'

export type LayoutKind = 'plain' | 'v2' | 'orange' | 'partner' | 'mobile' | 'blank'

export type MenuGroupId = 'checkup' | 'management' | 'statistics' | 'admin'

/** A route's item in the drawer (S1 §6 menu table): the route's own rules decide the rest. */
export interface MenuEntry {
  group: MenuGroupId
  label: MessageKey
  /** place in the drawer, across features (S1 §6 order) */
  order: number
  /** S1 §6: hidden for these sites */
  hiddenForSites?: readonly number[]
  /** S1 §6: hidden for these auth codes (beyond what the route's permissions refuse) */
  hiddenForAuth?: readonly AuthCode[]
  /** S1 §6: one of the three items site 48 sees */
  partnerSite?: boolean
  /** dropdown variant: shown only for these auth codes (S1 §2 drawer) */
  dropdownOnlyFor?: readonly AuthCode[]
}

/** What a feature's manifest says of one of its routes; the path comes from `PATHS`. */
export interface RouteDefinition {
  access: Access
  /** auth codes allowed (S2 §2.2 permission list) */
  permissions?: readonly AuthCode[]
  /** at least one of these roles is needed (S2 §2.2 role list) */
  roles?: readonly VoucherRole[]
  layout: LayoutKind
  title: MessageKey
  /** one line under the page's title saying what the page is for (from 768 px) */
  summary?: MessageKey
  /**
   * the screen shows its own level-one heading (a greeting, an error), so the layout adds none;
   * otherwise the layout gives the page its title as the h1 (visible, or for screen readers)
   */
  ownHeading?: boolean
  /** the title for what the address asks (the modify mode of a form), when not `title` */
  titleFor?: (search: URLSearchParams) => MessageKey | null
  /**
   * what a link page opened from a phone first says while it works (its spinner's words): the
   * page's HTML comes drawn with them, before the portal's code (decision 082)
   */
  busy?: MessageKey
  /**
   * the route's screens chunk draws with the first page's plain views, not Chakra: the route loads
   * without the chrome (theme, styled system, layouts) and shows in the plain layout (decision 084)
   */
  plain?: boolean
  /** false hides the app bar */
  appBar?: boolean
  footer?: boolean
  backgroundColor?: string
  /** exists only in development builds */
  devOnly?: boolean
  /** the route's item in the drawer */
  menu?: MenuEntry
}

export interface RouteMeta extends RouteDefinition {
  path: string
}

/** A layout's background: the route's own, else white for the blank layout and gray for the rest. */
export const layoutBackground = (route: Pick<RouteMeta, 'layout' | 'backgroundColor'>) =>
  route.backgroundColor ?? (route.layout === 'blank' ? 'white' : 'gray.50')

/**
 * The portal's addresses (S1 §2, S2 §2.1), one per screen: links and redirects are built from
 * them (`hrefOf`). Everything else about a route (who may open it, its layout, title, menu item
 * and screen) is declared by the feature that owns it, in its `feature.ts`. Paths match
 * case-insensitively, so /v2/dashboard and /v2/Dashboard are one route.
 */
export const PATHS = {
  home: '/',
  olGreeting: '/ol/Greeting',
  olPurchaseComplete: '/ol/PurchaseComplete',
  olLogin: '/ol/Login',
  olCallback: '/ol/Callback',
  liCoupon: '/li/Coupon',
  liDownload: '/li/Download',
  adminAddReport: '/Admin/AddReport',
  adminDashboard: '/Admin/Dashboard',
  v1Login: '/v1/login',
  passwordSet: '/v1/PasswordSet',
  login: '/v2/Login',
  product: '/v2/Product',
  productDetail: '/v2/Product/:productId',
  dashboard: '/v2/Dashboard',
  employee: '/v2/Employee',
  employeeCreate: '/v2/Employee/create',
  give: '/v2/Give',
  test: '/v2/Test',
  addReport: '/v2/AddReport',
  payment: '/v2/Payment',
  paymentMobileCallback: '/v2/Payment/Mobile/Callback',
  paymentMobileError: '/v2/Payment/Mobile/Error',
  paymentCallback: '/v2/PaymentCallback',
  gift: '/v2/Gift',
  error: '/v2/Error',
  statistics: '/v2/Statistics',
  statisticsCheckup: '/v2/Statistics/Checkup',
  statisticsGift: '/v2/Statistics/Gift',
  statisticsOrder: '/v2/Statistics/Order',
  statisticsOverview: '/v2/Statistics/Overview',
  statisticsPurchaseHistory: '/v2/Statistics/PurchaseHistory',
  statisticsGiftHistory: '/v2/Statistics/GiftHistory',
  mobileGive: '/m/Give',
  fcLink: '/F/:linkCode',
  playground: '/Playground',
} as const

export type RouteId = keyof typeof PATHS

/** Whether a name is one of the routes of `PATHS` (its own key: `toString` is none). */
export const isRouteId = (id: string): id is RouteId => Object.hasOwn(PATHS, id)

export const ROUTE_IDS: RouteId[] = Object.keys(PATHS).filter(isRouteId)

/** Every route's meta: the features' definitions with their paths. */
export type RouteTable = Readonly<Record<RouteId, RouteMeta>>

/**
 * The route table from the features' declarations: every route of `PATHS` declared by exactly one
 * feature, none unknown. `routeTable([{ feature: 'gift', routes: { gift: {...} } }, ...])`.
 */
export function routeTable(
  declared: readonly { feature: string; routes: Partial<Record<string, RouteDefinition>> }[],
): RouteTable {
  const table: Partial<Record<RouteId, RouteMeta>> = {}
  const owner = new Map<string, string>()
  for (const { feature, routes } of declared)
    for (const [id, definition] of Object.entries(routes)) {
      if (!definition) continue
      if (!isRouteId(id)) throw new Error(`feature ${feature} declares the unknown route ${id}`)
      const other = owner.get(id)
      if (other) throw new Error(`route ${id} is declared by ${other} and ${feature}`)
      owner.set(id, feature)
      table[id] = { ...definition, path: PATHS[id] }
    }
  if (!isWhole(table)) {
    const missing = ROUTE_IDS.filter((id) => !table[id])
    throw new Error(`no feature declares the routes ${missing.join(', ')}`)
  }
  return table
}

/** Whether a table being built holds every route. */
const isWhole = (table: Partial<Record<RouteId, RouteMeta>>): table is Record<RouteId, RouteMeta> =>
  ROUTE_IDS.every((id) => table[id])

/** Redirect-only paths: the area roots. S2 §2.1. */
export const ROUTE_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/ol', to: PATHS.olLogin },
  { from: '/v1', to: PATHS.v1Login },
  { from: '/v2', to: PATHS.home },
  { from: '/Admin', to: PATHS.adminDashboard },
  { from: '/m', to: PATHS.mobileGive },
]

/** Notification link aliases. S1 §2. */
export const LINK_ALIASES: Readonly<Record<string, string>> = {
  '/statistics/purchase-history': PATHS.statisticsPurchaseHistory,
  '/statistics/gift-history': PATHS.statisticsGiftHistory,
}

/** Builds an href from a route path with `:params`. `hrefOf('productDetail', { productId: 3 })`. */
export function hrefOf(id: RouteId, params: Record<string, string | number> = {}): string {
  return PATHS[id].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`hrefOf(${id}): missing param ${name}`)
    return encodeURIComponent(String(value))
  })
}

function pathPattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? `(?<${part.slice(1)}>[^/]+)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${body}/?$`, 'i')
}

const matchers = ROUTE_IDS.map((id) => ({
  id,
  pattern: pathPattern(PATHS[id]),
}))

/** The route a location path belongs to (case-insensitive), or null. */
export function routeIdOf(pathname: string): RouteId | null {
  const clean = pathname.split(/[?#]/)[0] ?? '/'
  return matchers.find((m) => m.pattern.test(clean))?.id ?? null
}

/** The named parts of a route's path (`/F/:linkCode` → `{ linkCode }`), decoded; none when it does not match. */
export function routeParams(routeId: RouteId, pathname: string): Record<string, string> {
  const clean = pathname.split(/[?#]/)[0] ?? '/'
  const groups = matchers.find((m) => m.id === routeId)?.pattern.exec(clean)?.groups ?? {}
  return Object.fromEntries(
    Object.entries(groups).map(([name, value]) => {
      try {
        return [name, decodeURIComponent(value)]
      } catch {
        return [name, value]
      }
    }),
  )
}

/** Case-insensitive path comparison, as routes match. */
export const samePath = (a: string, b: string): boolean =>
  a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase()

/** The login page of a user: the orange one when the orange flag is set (S1 §2 entry page). */
export const loginPathFor = (orange: boolean): string => (orange ? PATHS.olLogin : PATHS.login)

/**
 * Pages outside the portal that demo builds link to and the mock server serves (the footer's
 * privacy policy and terms of use, S1 §2; the partner pages' app and service site, S2 §2.5); a
 * production build links the configured URLs instead.
 */
export const DEMO_PAGES = {
  privacy: '/legal/privacy',
  terms: '/legal/terms',
  /** the app a partner page's deep link opens (S2 §2.5): shows which deep link was opened */
  deepLink: '/demo/deep-link',
  /** the external service site the greeting leaves to (S2 §2.5) */
  serviceSite: '/demo/service-site',
} as const

/** The accent of a screen: the brand blue, or the orange of site 1's theme (S1 §2). */
export type Accent = 'default' | 'orange'

/**
 * The accent of a route (S1 §2, S2 §2.5): the orange and partner layouts are orange; the
 * ordinary login pages never are (entering one clears the orange flag); every other screen is
 * orange while the orange flag is set (a site-1 user, the orange login).
 */
export function accentOf(route: Pick<RouteMeta, 'path' | 'layout'>, orangeFlag: boolean): Accent {
  if (route.layout === 'orange' || route.layout === 'partner') return 'orange'
  if (route.path === PATHS.login || route.path === PATHS.v1Login) return 'default'
  return orangeFlag ? 'orange' : 'default'
}

/** A page's title: its route's, or the one its address asks for (`titleFor`). */
export const titleOf = (route: RouteDefinition, search: string | URLSearchParams): MessageKey =>
  route.titleFor?.(new URLSearchParams(search)) ?? route.title
