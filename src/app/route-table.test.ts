import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { AuthCode, RoleCode } from '../shared/domain/codes'
import { AUTH_CODES, ROLE_CODES } from '../shared/domain/codes'
import { canOpen, decideAccess } from '../shared/domain/route-access'
import type { RouteId, RouteMeta } from '../shared/domain/routes'
import {
  LINK_ALIASES,
  PATHS,
  ROUTE_IDS,
  accentOf,
  hrefOf,
  loginPathFor,
  routeIdOf,
  samePath,
} from '../shared/domain/routes'
import type { SessionUser } from '../shared/domain/user'
import { ROUTE_TABLE as ROUTES } from './features'

function sessionOf(auth: AuthCode, roleList: RoleCode[] = [], siteId = 3): SessionUser {
  return {
    user: {
      name: '테스트',
      userId: 'tester',
      siteId,
      auth,
      email: 'tester@example.com',
      mobile: '010-0000-0000',
      branchCode: null,
      branchName: null,
    },
    roleList,
    print: true,
    usableCount: 1,
  }
}

const route = (meta: Partial<RouteMeta>): RouteMeta => ({
  path: '/x',
  access: 'ALL',
  layout: 'v2',
  title: 'title.home',
  ...meta,
})

/** A route and the auth code and roles of the signed-in user who opens it. */
const signedInVisit = fc.record({
  id: fc.constantFrom(...ROUTE_IDS),
  auth: fc.constantFrom(...AUTH_CODES),
  roles: fc.subarray([...ROLE_CODES]),
})

const NO_PERMISSION = {
  kind: 'redirect',
  to: '/',
  message: { key: 'guard.noPermission' },
}

describe('decideAccess (S2 §2.2)', () => {
  it('sends a visitor without a session from an AUTH route to /', () => {
    expect(decideAccess(route({ access: 'AUTH' }), null)).toEqual({ kind: 'redirect', to: '/' })
    expect(decideAccess(ROUTES.dashboard, null)).toEqual({ kind: 'redirect', to: '/' })
    expect(decideAccess(ROUTES.adminDashboard, null)).toEqual({ kind: 'redirect', to: '/' })
  })

  it('lets a visitor without a session open GUEST and ALL routes', () => {
    expect(decideAccess(route({ access: 'GUEST' }), null)).toEqual({ kind: 'allow' })
    expect(decideAccess(route({ access: 'ALL' }), null)).toEqual({ kind: 'allow' })
    expect(decideAccess(ROUTES.login, null)).toEqual({ kind: 'allow' })
    expect(decideAccess(ROUTES.liCoupon, null)).toEqual({ kind: 'allow' })
  })

  it('lets a signed-in user open AUTH, ALL and (decision 003) GUEST routes', () => {
    const fc0 = sessionOf('F', ['RM'])
    expect(decideAccess(route({ access: 'AUTH' }), fc0)).toEqual({ kind: 'allow' })
    expect(decideAccess(route({ access: 'ALL' }), fc0)).toEqual({ kind: 'allow' })
    expect(decideAccess(ROUTES.login, fc0)).toEqual({ kind: 'allow' })
  })

  it('refuses a permission list the auth code is not in, with 권한이 없습니다 and a redirect home', () => {
    const adminOnly = route({ access: 'AUTH', permissions: ['P', 'S'] })
    expect(decideAccess(adminOnly, sessionOf('S'))).toEqual({ kind: 'allow' })
    expect(decideAccess(adminOnly, sessionOf('P'))).toEqual({ kind: 'allow' })
    for (const auth of ['A', 'B', 'F'] as const) {
      expect(decideAccess(adminOnly, sessionOf(auth, ['RM', 'RD', 'RP', 'PA']))).toEqual(
        NO_PERMISSION,
      )
    }
  })

  it('opens employee management to A, B and S only (S2 §6)', () => {
    expect(canOpen(ROUTES.employee, sessionOf('A'))).toBe(true)
    expect(canOpen(ROUTES.employee, sessionOf('B'))).toBe(true)
    expect(canOpen(ROUTES.employee, sessionOf('S'))).toBe(true)
    expect(decideAccess(ROUTES.employee, sessionOf('F', ['RM']))).toEqual(NO_PERMISSION)
    expect(decideAccess(ROUTES.employee, sessionOf('P'))).toEqual(NO_PERMISSION)
  })

  it('needs at least one role of a role list', () => {
    const giveLike = route({ access: 'AUTH', roles: ['RM', 'RP', 'RD'] })
    expect(decideAccess(giveLike, sessionOf('F', ['RD']))).toEqual({ kind: 'allow' })
    expect(decideAccess(giveLike, sessionOf('F', ['RP', 'PA']))).toEqual({ kind: 'allow' })
    expect(decideAccess(giveLike, sessionOf('F', []))).toEqual(NO_PERMISSION)
    expect(decideAccess(giveLike, sessionOf('S', ['PA']))).toEqual(NO_PERMISSION)
    expect(canOpen(ROUTES.give, sessionOf('F', ['RM']))).toBe(true)
    expect(canOpen(ROUTES.addReport, sessionOf('A', ['PA']))).toBe(false)
  })

  it('checks both lists when a route has both', () => {
    const both = route({ access: 'AUTH', permissions: ['A'], roles: ['RM'] })
    expect(canOpen(both, sessionOf('A', ['RM']))).toBe(true)
    expect(canOpen(both, sessionOf('A', ['RD']))).toBe(false)
    expect(canOpen(both, sessionOf('B', ['RM']))).toBe(false)
  })

  it('with no session, allows exactly the non-AUTH routes (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_IDS), (id) => {
        const decision = decideAccess(ROUTES[id], null)
        expect(decision.kind === 'allow').toBe(ROUTES[id].access !== 'AUTH')
        if (decision.kind === 'redirect') expect(decision.to).toBe('/')
      }),
    )
  })

  it('with a session, refusals always carry guard.noPermission and go home (property)', () => {
    fc.assert(
      fc.property(signedInVisit, ({ id, auth, roles }) => {
        const meta: RouteMeta = ROUTES[id]
        const session = sessionOf(auth, roles)
        const expected =
          (!meta.permissions || meta.permissions.includes(auth)) &&
          (!meta.roles || meta.roles.some((r) => roles.includes(r)))
        const decision = decideAccess(meta, session)
        expect(decision.kind === 'allow').toBe(expected)
        if (decision.kind === 'redirect') expect(decision).toEqual(NO_PERMISSION)
      }),
    )
  })
})

describe('routeIdOf', () => {
  it('matches paths case-insensitively', () => {
    expect(routeIdOf('/v2/dashboard')).toBe('dashboard')
    expect(routeIdOf('/v2/Dashboard')).toBe('dashboard')
    expect(routeIdOf('/V2/DASHBOARD/')).toBe('dashboard')
    expect(routeIdOf('/v2/give')).toBe('give')
    expect(routeIdOf('/admin/dashboard')).toBe('adminDashboard')
  })

  it('matches parameters', () => {
    expect(routeIdOf('/v2/Product/7')).toBe('productDetail')
    expect(routeIdOf('/v2/product')).toBe('product')
    expect(routeIdOf('/F/LINK0001')).toBe('fcLink')
  })

  it('answers null for an unknown path', () => {
    expect(routeIdOf('/nowhere')).toBeNull()
    expect(routeIdOf('/v2/Product/7/extra')).toBeNull()
  })

  it('ignores a query string and a hash', () => {
    expect(routeIdOf('/li/Coupon?code=COUPON-OK')).toBe('liCoupon')
    expect(routeIdOf('/v2/dashboard?from=20240101')).toBe('dashboard')
    expect(routeIdOf('/v2/dashboard#top')).toBe('dashboard')
    expect(routeIdOf('/')).toBe('home')
  })

  it('maps every route path (and its hrefOf) back to that route (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_IDS), fc.boolean(), (id, upper) => {
        const href = hrefOf(id, { productId: 12, linkCode: 'ABC' })
        expect(routeIdOf(upper ? href.toUpperCase() : href.toLowerCase())).toBe(id)
      }),
    )
  })
})

describe('hrefOf and LINK_ALIASES', () => {
  it('fills route parameters', () => {
    expect(hrefOf('productDetail', { productId: 7 })).toBe('/v2/Product/7')
    expect(hrefOf('fcLink', { linkCode: 'a b' })).toBe('/F/a%20b')
    expect(hrefOf('dashboard')).toBe('/v2/Dashboard')
  })

  it('throws on a missing parameter', () => {
    expect(() => hrefOf('productDetail')).toThrow(/productId/)
  })

  it('maps the two notification links to the history routes (S1 §2)', () => {
    expect(LINK_ALIASES['/statistics/purchase-history']).toBe(PATHS.statisticsPurchaseHistory)
    expect(LINK_ALIASES['/statistics/gift-history']).toBe(PATHS.statisticsGiftHistory)
    expect(routeIdOf(LINK_ALIASES['/statistics/purchase-history']!)).toBe(
      'statisticsPurchaseHistory',
    )
    expect(routeIdOf(LINK_ALIASES['/statistics/gift-history']!)).toBe('statisticsGiftHistory')
  })

  it('compares paths case-insensitively, ignoring a trailing slash', () => {
    expect(samePath('/v2/dashboard/', '/v2/Dashboard')).toBe(true)
    expect(samePath('/v2/give', '/v2/gift')).toBe(false)
  })
})

describe('loginPathFor', () => {
  it('is the orange login when the orange flag is set, else /v2/Login', () => {
    expect(loginPathFor(true)).toBe(PATHS.olLogin)
    expect(loginPathFor(false)).toBe(PATHS.login)
  })
})

describe('decideAccess before the first password is set (decision 012)', () => {
  const pending = (auth: AuthCode = 'F', roles: RoleCode[] = ['RM']): SessionUser => ({
    ...sessionOf(auth, roles),
    passwordPending: true,
  })
  const TO_PASSWORD_SET = {
    kind: 'redirect',
    to: PATHS.passwordSet,
    message: { key: 'common.passwordPending' },
  }

  it('of the pages that need a sign-in (and /, which leads to one) opens /v1/PasswordSet only; the others as for anyone (issue 48)', () => {
    fc.assert(
      fc.property(signedInVisit, ({ id, auth, roles }) => {
        const user = pending(auth, roles)
        const d = decideAccess(ROUTES[id], user)
        if ((ROUTES[id].access === 'AUTH' && id !== 'passwordSet') || id === 'home')
          expect(d).toEqual(TO_PASSWORD_SET)
        else expect(d).toEqual(decideAccess(ROUTES[id], { ...user, passwordPending: false }))
      }),
    )
  })

  it('the pages anyone may open stay open: an error, a coupon, a download, an FC link', () => {
    for (const id of ['error', 'liCoupon', 'liDownload', 'fcLink', 'login'] as const)
      expect(decideAccess(ROUTES[id], pending())).toEqual({ kind: 'allow' })
  })

  it('sends / and the home pages to the password page with the reason', () => {
    expect(decideAccess(ROUTES.home, pending())).toEqual(TO_PASSWORD_SET)
    expect(decideAccess(ROUTES.give, pending())).toEqual(TO_PASSWORD_SET)
    expect(decideAccess(ROUTES.dashboard, pending())).toEqual(TO_PASSWORD_SET)
  })

  it('a user whose password is set is decided as before', () => {
    expect(decideAccess(ROUTES.dashboard, { ...pending(), passwordPending: false })).toEqual({
      kind: 'allow',
    })
  })
})

describe('accentOf (S1 §2 orange theme)', () => {
  const ids = ROUTE_IDS

  it('site 1 (orange flag) gets the orange accent on the give page and the dashboard', () => {
    expect(accentOf(ROUTES.give, true)).toBe('orange')
    expect(accentOf(ROUTES.dashboard, true)).toBe('orange')
    expect(accentOf(ROUTES.passwordSet, true)).toBe('orange')
    expect(accentOf(ROUTES.give, false)).toBe('default')
  })

  it('the orange login and the partner pages are orange, the ordinary logins never', () => {
    for (const flag of [true, false]) {
      expect(accentOf(ROUTES.olLogin, flag)).toBe('orange')
      expect(accentOf(ROUTES.olGreeting, flag)).toBe('orange')
      expect(accentOf(ROUTES.login, flag)).toBe('default')
      expect(accentOf(ROUTES.v1Login, flag)).toBe('default')
    }
  })

  it('the flag only ever turns a route orange; the orange layouts are orange regardless (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), (id) => {
        const route = ROUTES[id] as RouteMeta
        const off = accentOf(route, false)
        const on = accentOf(route, true)
        if (off === 'orange') expect(on).toBe('orange')
        expect(off).toBe(
          route.layout === 'orange' || route.layout === 'partner' ? 'orange' : 'default',
        )
        const login = id === 'login' || id === 'v1Login'
        expect(on).toBe(login ? 'default' : 'orange')
      }),
    )
  })
})

describe('where S1 and S2 disagree: the rows of decision 061', () => {
  // per route, the roles S A B F P (in that order) that open it, for a user without voucher roles
  const ROWS: [RouteId[], string][] = [
    [['adminDashboard', 'adminAddReport'], 'S...P'],
    [['employeeCreate'], 'SAB..'],
    [
      [
        'statistics',
        'statisticsCheckup',
        'statisticsGift',
        'statisticsOrder',
        'statisticsOverview',
        'statisticsPurchaseHistory',
        'statisticsGiftHistory',
      ],
      'SAB..',
    ],
    [['gift', 'dashboard', 'product', 'payment'], 'SABFP'],
    [['give', 'mobileGive', 'addReport'], '.....'],
    [['error', 'liCoupon', 'liDownload', 'fcLink'], 'SABFP'],
  ]
  const ROLES = ['S', 'A', 'B', 'F', 'P'] as const

  it.each(ROWS)('%j opens for %s', (ids, opens) => {
    for (const id of ids)
      ROLES.forEach((auth, i) =>
        expect([id, auth, canOpen(ROUTES[id], sessionOf(auth))]).toEqual([
          id,
          auth,
          opens[i] !== '.',
        ]),
      )
  })

  it('a voucher role opens give, its mobile page and direct input, whatever the permission', () => {
    for (const id of ['give', 'mobileGive', 'addReport'] as const)
      for (const auth of ROLES) expect(canOpen(ROUTES[id], sessionOf(auth, ['RM']))).toBe(true)
  })
})
