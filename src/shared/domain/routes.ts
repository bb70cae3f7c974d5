import type { AuthCode, VoucherRole } from './codes'
import type { MessageKey } from './messages'

/** Who may open a route. S2 §2.2. */
export type Access = 'AUTH' | 'GUEST' | 'ALL'

export type LayoutKind = 'plain' | 'v2' | 'orange' | 'partner' | 'mobile' | 'blank'

export interface RouteMeta {
  path: string
  access: Access
  /** auth codes allowed (S2 §2.2 permission list) */
  permissions?: readonly AuthCode[]
  /** at least one of these roles is needed (S2 §2.2 role list) */
  roles?: readonly VoucherRole[]
  layout: LayoutKind
  title: MessageKey
  /** false hides the app bar */
  appBar?: boolean
  footer?: boolean
  backgroundColor?: string
  /** exists only in development builds */
  devOnly?: boolean
}

const GIVE_ROLES = ['RM', 'RP', 'RD'] as const
/** S1 §6: statistics are hidden for P and F, and the statistics filter denies F. */
const STATISTICS_PERMISSIONS = ['S', 'A', 'B'] as const

/**
 * The route table of S1 §2 and S2 §2.1, one entry per screen. Paths match case-insensitively,
 * so /v2/dashboard and /v2/Dashboard are one route.
 */
export const ROUTES = {
  home: { path: '/', access: 'ALL', layout: 'blank', title: 'title.home' },
  olGreeting: {
    path: '/ol/Greeting',
    access: 'ALL',
    layout: 'partner',
    title: 'title.greeting',
    appBar: false,
    footer: false,
  },
  olPurchaseComplete: {
    path: '/ol/PurchaseComplete',
    access: 'AUTH',
    layout: 'partner',
    title: 'title.purchaseComplete',
    appBar: false,
    footer: false,
  },
  olLogin: {
    path: '/ol/Login',
    access: 'GUEST',
    layout: 'orange',
    title: 'login.orangeTitle',
    appBar: false,
    footer: false,
  },
  olCallback: {
    path: '/ol/Callback',
    access: 'ALL',
    layout: 'partner',
    title: 'title.greeting',
    appBar: false,
    footer: false,
  },
  liCoupon: {
    path: '/li/Coupon',
    access: 'ALL',
    layout: 'blank',
    title: 'title.coupon',
    appBar: false,
    footer: false,
    backgroundColor: 'white',
  },
  liDownload: {
    path: '/li/Download',
    access: 'ALL',
    layout: 'blank',
    title: 'title.download',
    appBar: false,
    footer: false,
    backgroundColor: 'white',
  },
  adminAddReport: {
    path: '/Admin/AddReport',
    access: 'AUTH',
    permissions: ['P', 'S'],
    layout: 'v2',
    title: 'title.adminAddReport',
  },
  adminDashboard: {
    path: '/Admin/Dashboard',
    access: 'AUTH',
    permissions: ['P', 'S'],
    layout: 'v2',
    title: 'title.adminDashboard',
  },
  v1Login: { path: '/v1/login', access: 'GUEST', layout: 'plain', title: 'title.login' },
  passwordSet: {
    path: '/v1/PasswordSet',
    access: 'AUTH',
    layout: 'plain',
    title: 'title.passwordSet',
  },
  login: { path: '/v2/Login', access: 'GUEST', layout: 'plain', title: 'title.login' },
  product: { path: '/v2/Product', access: 'AUTH', layout: 'v2', title: 'title.product' },
  productDetail: {
    path: '/v2/Product/:productId',
    access: 'AUTH',
    layout: 'v2',
    title: 'title.product',
  },
  dashboard: { path: '/v2/Dashboard', access: 'AUTH', layout: 'v2', title: 'title.dashboard' },
  employee: {
    path: '/v2/Employee',
    access: 'AUTH',
    permissions: ['A', 'B', 'S'],
    layout: 'v2',
    title: 'title.employee',
  },
  employeeCreate: {
    path: '/v2/Employee/create',
    access: 'AUTH',
    permissions: ['A', 'B', 'S'],
    layout: 'v2',
    title: 'title.employeeCreate',
  },
  give: { path: '/v2/Give', access: 'AUTH', roles: GIVE_ROLES, layout: 'v2', title: 'title.give' },
  test: { path: '/v2/Test', access: 'GUEST', layout: 'plain', title: 'title.test', devOnly: true },
  addReport: {
    path: '/v2/AddReport',
    access: 'AUTH',
    roles: GIVE_ROLES,
    layout: 'v2',
    title: 'title.addReport',
  },
  payment: { path: '/v2/Payment', access: 'AUTH', layout: 'v2', title: 'title.payment' },
  paymentMobileCallback: {
    path: '/v2/Payment/Mobile/Callback',
    access: 'AUTH',
    layout: 'mobile',
    title: 'title.paymentResult',
  },
  paymentMobileError: {
    path: '/v2/Payment/Mobile/Error',
    access: 'AUTH',
    layout: 'mobile',
    title: 'title.paymentResult',
  },
  paymentCallback: {
    path: '/v2/PaymentCallback',
    access: 'AUTH',
    layout: 'v2',
    title: 'title.paymentResult',
  },
  gift: { path: '/v2/Gift', access: 'AUTH', layout: 'v2', title: 'title.gift' },
  error: { path: '/v2/Error', access: 'ALL', layout: 'plain', title: 'title.error' },
  statistics: {
    path: '/v2/Statistics',
    access: 'AUTH',
    permissions: STATISTICS_PERMISSIONS,
    layout: 'v2',
    title: 'title.statistics',
  },
  statisticsCheckup: {
    path: '/v2/Statistics/Checkup',
    access: 'AUTH',
    permissions: STATISTICS_PERMISSIONS,
    layout: 'v2',
    title: 'menu.statisticsCheckup',
  },
  statisticsGift: {
    path: '/v2/Statistics/Gift',
    access: 'AUTH',
    permissions: STATISTICS_PERMISSIONS,
    layout: 'v2',
    title: 'menu.statisticsGift',
  },
  statisticsOrder: {
    path: '/v2/Statistics/Order',
    access: 'AUTH',
    permissions: STATISTICS_PERMISSIONS,
    layout: 'v2',
    title: 'menu.statisticsOrder',
  },
  statisticsOverview: {
    path: '/v2/Statistics/Overview',
    access: 'AUTH',
    permissions: STATISTICS_PERMISSIONS,
    layout: 'v2',
    title: 'menu.statisticsOverview',
  },
  statisticsPurchaseHistory: {
    path: '/v2/Statistics/PurchaseHistory',
    access: 'AUTH',
    permissions: STATISTICS_PERMISSIONS,
    layout: 'v2',
    title: 'menu.statisticsPurchaseHistory',
  },
  statisticsGiftHistory: {
    path: '/v2/Statistics/GiftHistory',
    access: 'AUTH',
    permissions: STATISTICS_PERMISSIONS,
    layout: 'v2',
    title: 'menu.statisticsGiftHistory',
  },
  mobileGive: {
    path: '/m/Give',
    access: 'AUTH',
    roles: GIVE_ROLES,
    layout: 'mobile',
    title: 'title.give',
  },
  fcLink: {
    path: '/F/:linkCode',
    access: 'ALL',
    layout: 'blank',
    title: 'title.fcLink',
    appBar: false,
    footer: false,
  },
  playground: {
    path: '/Playground',
    access: 'ALL',
    layout: 'plain',
    title: 'title.playground',
    devOnly: true,
  },
} as const satisfies Record<string, RouteMeta>

export type RouteId = keyof typeof ROUTES

/** Redirect-only paths: the area roots. S2 §2.1. */
export const ROUTE_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/ol', to: ROUTES.olLogin.path },
  { from: '/v1', to: ROUTES.v1Login.path },
  { from: '/v2', to: ROUTES.home.path },
  { from: '/Admin', to: ROUTES.adminDashboard.path },
  { from: '/m', to: ROUTES.mobileGive.path },
]

/** Notification link aliases. S1 §2. */
export const LINK_ALIASES: Readonly<Record<string, string>> = {
  '/statistics/purchase-history': ROUTES.statisticsPurchaseHistory.path,
  '/statistics/gift-history': ROUTES.statisticsGiftHistory.path,
}

/** Builds an href from a route path with `:params`. `hrefOf('productDetail', { productId: 3 })`. */
export function hrefOf(id: RouteId, params: Record<string, string | number> = {}): string {
  return ROUTES[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`hrefOf(${id}): missing param ${name}`)
    return encodeURIComponent(String(value))
  })
}

function pathPattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${body}/?$`, 'i')
}

const matchers = (Object.keys(ROUTES) as RouteId[]).map((id) => ({
  id,
  pattern: pathPattern(ROUTES[id].path),
}))

/** The route a location path belongs to (case-insensitive), or null. */
export function routeIdOf(pathname: string): RouteId | null {
  const clean = pathname.split(/[?#]/)[0] ?? '/'
  return matchers.find((m) => m.pattern.test(clean))?.id ?? null
}

/** Case-insensitive path comparison, as routes match. */
export const samePath = (a: string, b: string): boolean =>
  a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase()

/** The login page of a user: the orange one when the orange flag is set (S1 §2 entry page). */
export const loginPathFor = (orange: boolean): string =>
  orange ? ROUTES.olLogin.path : ROUTES.login.path

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
  if (route.path === ROUTES.login.path || route.path === ROUTES.v1Login.path) return 'default'
  return orangeFlag ? 'orange' : 'default'
}
