import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { AuthCode, RoleCode } from '../shared/domain/codes'
import { AUTH_CODES, ROLE_CODES } from '../shared/domain/codes'
import type { MenuVariant } from '../shared/domain/menu-policy'
import {
  MENU_GROUP_LABELS,
  menuRoutes as menuRoutesOf,
  showsGiftLink as showsGiftLinkOf,
  visibleMenu as visibleMenuOf,
} from '../shared/domain/menu-policy'
import { canOpen } from '../shared/domain/route-access'
import type { SessionUser } from '../shared/domain/user'
import { ROUTE_TABLE as ROUTES } from './features'

const visibleMenu = (session: SessionUser, variant?: MenuVariant) =>
  visibleMenuOf(ROUTES, session, variant)
const menuRoutes = (session: SessionUser) => menuRoutesOf(ROUTES, session)
const showsGiftLink = (session: SessionUser) => showsGiftLinkOf(ROUTES, session)

/**
 * The staff accounts of FIXTURES.md (userId, auth, siteId, role list). Copied here because src/
 * may not import mock-server/ (the layer rule).
 */
const STAFF: readonly (readonly [string, AuthCode, number, readonly RoleCode[]])[] = [
  ['super', 'S', 3, ['RM', 'RD', 'RP']],
  ['siteadmin', 'A', 3, ['RM', 'RD', 'RP', 'PA']],
  ['branchmgr', 'B', 3, ['RM', 'RP']],
  ['fc0001', 'F', 3, ['RM', 'RD', 'RP', 'PA']],
  ['fc0002', 'F', 3, ['RM']],
  ['fc0003', 'F', 3, ['RD']],
  ['unlimited', 'F', 3, ['RM', 'RD', 'RP']],
  ['adminp', 'P', 3, []],
  ['newbie', 'F', 3, ['RM']],
  ['OL1000001', 'F', 1, ['RM']],
  ['sh0001', 'F', 2, ['RM', 'RD', 'RP']],
  ['ga0001', 'A', 5, ['RM', 'RD', 'RP']],
  ['pt0001', 'F', 48, ['RM']],
  ['ptadmin', 'A', 48, ['RM']],
]

function sessionOf(
  userId: string,
  auth: AuthCode,
  siteId: number,
  roleList: readonly RoleCode[],
): SessionUser {
  return {
    user: {
      name: userId,
      userId,
      siteId,
      auth,
      email: `${userId}@example.com`,
      mobile: '010-0000-0000',
      branchCode: null,
      branchName: null,
    },
    roleList: [...roleList],
    print: auth !== 'P',
    usableCount: 10,
  }
}

const staffSession = (userId: string): SessionUser => {
  const row = STAFF.find(([id]) => id === userId)
  if (!row) throw new Error(`no fixture account ${userId}`)
  return sessionOf(...row)
}

const CHECKUP = ['dashboard', 'give', 'product', 'addReport']
const STATISTICS = [
  'statisticsOverview',
  'statisticsCheckup',
  'statisticsGift',
  'statisticsOrder',
  'statisticsPurchaseHistory',
  'statisticsGiftHistory',
]
/** the items S1 §6 names */
const S1_ITEMS = new Set([...CHECKUP, 'gift', 'employee', ...STATISTICS, 'adminDashboard'])

/** every item a user sees, in order */
const allIds = (session: SessionUser, variant: MenuVariant = 'drawer'): string[] =>
  visibleMenu(session, variant).flatMap((g) => g.items.map((i) => i.id))

/**
 * The items of S1 §6 a user sees, in order: what the spec's table says of them. A feature the spec
 * does not name may add an item of its own without editing this file (issue 49); the properties
 * below hold every item, the spec's or not, to the guard and to the partner site's three.
 */
const ids = (session: SessionUser, variant: MenuVariant = 'drawer'): string[] =>
  allIds(session, variant).filter((id) => S1_ITEMS.has(id))
const PARTNER_ITEMS = ['dashboard', 'employee', 'statisticsOverview']

/** S1 §6 menu table, read strictly, plus "the menu never shows a route the guard refuses". */
const EXPECTED_DRAWER: Record<string, string[]> = {
  super: [...CHECKUP, 'employee', ...STATISTICS, 'adminDashboard'],
  siteadmin: [...CHECKUP, 'employee', ...STATISTICS],
  branchmgr: [...CHECKUP, 'employee', ...STATISTICS],
  fc0001: CHECKUP,
  fc0002: CHECKUP,
  fc0003: CHECKUP,
  unlimited: CHECKUP,
  adminp: ['adminDashboard'],
  newbie: CHECKUP,
  OL1000001: ['give', 'product', 'gift'],
  sh0001: CHECKUP,
  ga0001: [...CHECKUP, 'employee', ...STATISTICS],
  pt0001: ['dashboard'],
  ptadmin: ['dashboard', 'employee', 'statisticsOverview'],
}

/** Dropdown: employee management only for A or B (S1 §2 drawer). */
const EXPECTED_DROPDOWN: Record<string, string[]> = {
  ...EXPECTED_DRAWER,
  super: [...CHECKUP, ...STATISTICS, 'adminDashboard'],
}

describe('visibleMenu (drawer) for the FIXTURES.md staff accounts', () => {
  it('covers all 14 accounts', () => {
    expect(STAFF).toHaveLength(14)
    expect(Object.keys(EXPECTED_DRAWER).sort()).toEqual(STAFF.map(([id]) => id).sort())
  })

  it.each(STAFF.map(([userId]) => userId))('%s sees exactly the S1 §6 items', (userId) => {
    expect(ids(staffSession(userId))).toEqual(EXPECTED_DRAWER[userId])
  })

  it('fc0001 (F, site 3) sees the checkup group and nothing else', () => {
    const seen = ids(staffSession('fc0001'))
    expect(seen).toEqual(['dashboard', 'give', 'product', 'addReport'])
    for (const hidden of ['employee', 'gift', 'adminDashboard', ...STATISTICS]) {
      expect(seen).not.toContain(hidden)
    }
  })

  it('siteadmin (A) sees employee and every statistics item, not adminDashboard nor gift', () => {
    const seen = ids(staffSession('siteadmin'))
    expect(seen).toContain('employee')
    for (const s of STATISTICS) expect(seen).toContain(s)
    expect(seen).not.toContain('adminDashboard')
    expect(seen).not.toContain('gift')
  })

  it('branchmgr (B) does not see adminDashboard: the guard allows only P and S', () => {
    const session = staffSession('branchmgr')
    expect(canOpen(ROUTES.adminDashboard, session)).toBe(false)
    expect(ids(session)).not.toContain('adminDashboard')
  })

  it('super (S) sees adminDashboard, employee and statistics', () => {
    const seen = ids(staffSession('super'))
    expect(seen).toContain('adminDashboard')
    expect(seen).toContain('employee')
    expect(seen).toContain('statisticsOverview')
    expect(seen).not.toContain('gift')
  })

  it('adminp (P) sees only adminDashboard, in the admin group alone', () => {
    const menu = visibleMenu(staffSession('adminp'))
    expect(menu.map((g) => g.id)).toEqual(['admin'])
    expect(menu[0]?.items.map((i) => i.id)).toEqual(['adminDashboard'])
  })

  it('OL1000001 (site 1) sees give, product and gift but not dashboard or addReport', () => {
    const seen = ids(staffSession('OL1000001'))
    expect(seen).toEqual(['give', 'product', 'gift'])
    expect(seen).not.toContain('dashboard')
    expect(seen).not.toContain('addReport')
  })

  it('site 48: pt0001 sees only dashboard, ptadmin dashboard, employee and usage summary', () => {
    expect(ids(staffSession('pt0001'))).toEqual(['dashboard'])
    expect(ids(staffSession('ptadmin'))).toEqual(['dashboard', 'employee', 'statisticsOverview'])
  })

  it('ga0001 (site 5) has no gift; fc0003 (RD only) sees give and addReport', () => {
    expect(ids(staffSession('ga0001'))).not.toContain('gift')
    const fc0003 = ids(staffSession('fc0003'))
    expect(fc0003).toContain('give')
    expect(fc0003).toContain('addReport')
  })

  it('groups come in order, carry their labels and are never empty; hrefs are route paths', () => {
    const menu = visibleMenu(staffSession('super'))
    expect(menu.map((g) => g.id)).toEqual(['checkup', 'management', 'statistics', 'admin'])
    for (const group of menu) {
      expect(group.items.length).toBeGreaterThan(0)
      expect(group.label).toBe(MENU_GROUP_LABELS[group.id])
      for (const item of group.items) {
        const route = ROUTES[item.id]
        expect(route.menu).toBeDefined()
        expect(item.href).toBe(route.path)
        expect(item.label).toBe(route.menu!.label)
      }
    }
  })
})

describe('visibleMenu (dropdown)', () => {
  it.each(STAFF.map(([userId]) => userId))('%s sees the dropdown items', (userId) => {
    expect(ids(staffSession(userId), 'dropdown')).toEqual(EXPECTED_DROPDOWN[userId])
  })

  it('shows employee management only for A or B', () => {
    expect(ids(staffSession('super'), 'dropdown')).not.toContain('employee')
    expect(ids(staffSession('siteadmin'), 'dropdown')).toContain('employee')
    expect(ids(staffSession('branchmgr'), 'dropdown')).toContain('employee')
    expect(ids(staffSession('super'), 'drawer')).toContain('employee')
  })

  it('hides report history for site 1', () => {
    expect(ids(staffSession('OL1000001'), 'dropdown')).not.toContain('dashboard')
  })
})

const arbitrarySession = fc
  .record({
    auth: fc.constantFrom(...AUTH_CODES),
    siteId: fc.constantFrom(1, 2, 3, 5, 7, 11, 48, 99),
    roleList: fc.subarray([...ROLE_CODES]),
    variant: fc.constantFrom<MenuVariant>('drawer', 'dropdown'),
  })
  .map(({ auth, siteId, roleList, variant }) => ({
    session: sessionOf('arbitrary', auth, siteId, roleList),
    variant,
  }))

/** An independent reading of S1 §6 (and S1 §2 for the dropdown), for the model property. */
function specMenu(session: SessionUser, variant: MenuVariant): string[] {
  const { auth, siteId } = session.user
  const voucher = session.roleList.some((r) => r === 'RM' || r === 'RD' || r === 'RP')
  const giftSites = [2, 3, 5, 6, 7, 8, 9, 10, 11]
  const shown: Record<string, boolean> = {
    dashboard: siteId !== 1 && auth !== 'P',
    give: auth !== 'P' && voucher,
    product: auth !== 'P',
    addReport: siteId !== 1 && auth !== 'P' && voucher,
    gift: !giftSites.includes(siteId) && !['P', 'A', 'B'].includes(auth),
    // hidden for F and P (S1 §6), guard allows A, B, S (S2 §6), dropdown only A or B (S1 §2)
    employee: (variant === 'drawer' ? ['S', 'A', 'B'] : ['A', 'B']).includes(auth),
    adminDashboard: auth === 'P' || auth === 'S',
  }
  for (const s of STATISTICS) shown[s] = auth !== 'P' && auth !== 'F'
  const drawerOrder = ['dashboard', 'give', 'product', 'addReport', 'gift', 'employee']
  return [...drawerOrder, ...STATISTICS, 'adminDashboard'].filter(
    (id) => shown[id] && (siteId !== 48 || PARTNER_ITEMS.includes(id)),
  )
}

describe('visibleMenu properties over arbitrary users', () => {
  it('never shows an item whose route the guard refuses', () => {
    fc.assert(
      fc.property(arbitrarySession, ({ session, variant }) => {
        for (const group of visibleMenu(session, variant)) {
          for (const item of group.items) {
            expect(canOpen(ROUTES[item.id], session)).toBe(true)
          }
        }
      }),
    )
  })

  it('site 48 never sees more than the three partner items', () => {
    fc.assert(
      fc.property(arbitrarySession, ({ session, variant }) => {
        const seen = allIds(session, variant)
        if (session.user.siteId === 48) {
          expect(seen.length).toBeLessThanOrEqual(3)
          for (const id of seen) expect(PARTNER_ITEMS).toContain(id)
        }
      }),
    )
  })

  it('P never sees a checkup-group item', () => {
    fc.assert(
      fc.property(arbitrarySession, ({ session, variant }) => {
        const groups = visibleMenu(session, variant)
        if (session.user.auth === 'P') {
          expect(groups.find((g) => g.id === 'checkup')).toBeUndefined()
          for (const id of ids(session, variant)) expect(CHECKUP).not.toContain(id)
        }
      }),
    )
  })

  it('matches an independent reading of the S1 §6 table', () => {
    fc.assert(
      fc.property(arbitrarySession, ({ session, variant }) => {
        expect(ids(session, variant)).toEqual(specMenu(session, variant))
      }),
      { numRuns: 300 },
    )
  })
})

describe('showsGiftLink: the give page’s gift button (S1 §2 give voucher, §6)', () => {
  it('is for OL1000001 (site 1, F) and none of the other demo accounts', () => {
    for (const [userId] of STAFF)
      expect(showsGiftLink(staffSession(userId)), userId).toBe(userId === 'OL1000001')
  })

  it('is not for roles P, A, B of site 1, who are refused the gift (405)', () => {
    for (const auth of ['P', 'A', 'B'] as const)
      expect(showsGiftLink(sessionOf('ol-admin', auth, 1, ['RM']))).toBe(false)
    expect(showsGiftLink(sessionOf('ol-super', 'S', 1, ['RM']))).toBe(true)
  })

  it('shows only on site 1 and only where the gift menu shows (property)', () => {
    fc.assert(
      fc.property(arbitrarySession, ({ session }) => {
        expect(showsGiftLink(session)).toBe(
          session.user.siteId === 1 && specMenu(session, 'drawer').includes('gift'),
        )
      }),
    )
  })
})

describe('menuRoutes: the routes a user’s drawer leads to (their code is fetched ahead)', () => {
  it('fc0001 (F, site 3) is led to the checkup pages only; siteadmin to the statistics too', () => {
    expect(menuRoutes(staffSession('fc0001'))).toEqual([
      'dashboard',
      'give',
      'product',
      'addReport',
    ])
    expect(menuRoutes(staffSession('siteadmin'))).toEqual(
      expect.arrayContaining([
        'dashboard',
        'employee',
        'statisticsOverview',
        'statisticsGiftHistory',
      ]),
    )
    expect(menuRoutes(staffSession('adminp'))).toEqual(['adminDashboard'])
  })

  it('are the drawer’s items, each a route the guard lets the user open (property)', () => {
    fc.assert(
      fc.property(arbitrarySession, ({ session }) => {
        const routes = menuRoutes(session)
        expect(routes.map((r) => ROUTES[r].path)).toEqual(
          visibleMenu(session, 'drawer').flatMap((g) => g.items.map((i) => i.href)),
        )
        for (const r of routes) expect(canOpen(ROUTES[r], session), r).toBe(true)
      }),
    )
  })
})
