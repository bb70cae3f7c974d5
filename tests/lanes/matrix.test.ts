import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { FIXTURE_STAFF } from '../../mock-server/fixtures'
import type { StaffRecord } from '../../mock-server/schemas'
import type { Owner } from '../../mock-server/scope'
import { operations } from '../../src/app/contract'
import type { ApiClient } from '../../src/shared/services/http-client'
import { ApiError } from '../../src/shared/services/api-error'
import { ALL_ITEM, SITE, VOUCHER_ROLES } from '../../src/shared/domain/codes'
import { displayEmployeeId } from '../../src/features/employees/domain/employee'
import { canGift } from '../../src/features/gift/domain/access'
import { OVERVIEW_FIELDS } from '../../src/features/statistics/domain/codes'
import * as admin from '../../src/features/admin-dashboard/services/contract'
import * as checkup from '../../src/features/dashboard/services/contract'
import * as employees from '../../src/features/employees/services/contract'
import * as gift from '../../src/features/gift/services/contract'
import * as notifications from '../../src/features/notifications/services/contract'
import * as payment from '../../src/features/purchase/services/contract'
import * as reports from '../../src/features/reports/services/contract'
import * as stats from '../../src/features/statistics/services/contract'
import * as vouchers from '../../src/features/vouchers/services/contract'
import { loginAs } from '../support/api'
import { sheetRows, type SheetValue } from '../support/files'

/**
 * Issue 29, decision 038: the role x operation matrix. Every demo account that signs in with the
 * demo password calls every read operation that answers records belonging to someone, over the
 * widest range the contract takes and every page, and every record it gets is looked up in the db
 * and tested against the account's lane, written out here: S everything, A its site, B its branch
 * (nothing without one), F its own records, P nothing (P and S read the partner channel's admin
 * dashboard, which is no employee's lane). Records that are the caller's own (notifications,
 * licenses, orders, the voucher history) are its own whatever the role. An account outside an
 * operation gets the operation's documented refusal instead, and a statistics filter that names
 * something outside the lane is refused. Every GET operation of the contract is either in the
 * table below or in the list of those that answer nobody else's records, with the reason.
 */

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'
/** the widest range the contract takes (YYYYMMDD, 1900 to 2099) */
const EVERYTHING = { start: '19000101', end: '20991231' }
/** the dashboard's page size used here, so that the small seed still spans several pages */
const PAGE = 25

let server: TestServer['server']
let db: Db
/** every demo account that signs in with the demo password, signed in once */
const accounts: { caller: StaffRecord; client: ApiClient }[] = []

beforeAll(async () => {
  ;({ server, db } = await createTestServer({
    MOCK_CHECKUPS: 40,
    MOCK_STAFF: 2,
    MOCK_CUSTOMERS: 5,
    MOCK_TODAY: TODAY,
  }))
  server.listen({ onUnhandledRequest: 'error' })
  for (const caller of FIXTURE_STAFF.filter((s) => s.active && s.passwordRefreshed))
    accounts.push({ caller, client: await loginAs(caller.userId) })
})

afterAll(() => {
  server.close()
})

// ---------------------------------------------------------------------------------------------
// The lane, written out (decision 038), and the owners of records as the db holds them

/** Whether the caller's lane holds a record of this owner: S all, A its site, B its branch, F its own, P none. */
function inLane(caller: StaffRecord, owner: Owner): boolean {
  switch (caller.auth) {
    case 'S':
      return true
    case 'A':
      return owner.siteId === caller.siteId
    case 'B':
      return (
        caller.branchCode !== null &&
        owner.siteId === caller.siteId &&
        owner.branchCode === caller.branchCode
      )
    case 'F':
      return owner.employeeId === caller.userId
    default:
      return false
  }
}

/** The employee as the owner of their records; one the db does not know is of no site or branch. */
function ownerOf(userId: string): Owner {
  const s = db.staff.findFirst((q) => q.where({ userId }))
  return s
    ? { siteId: s.siteId, branchCode: s.branchCode, employeeId: s.userId }
    : { siteId: -1, branchCode: null, employeeId: userId }
}

const checkupOwner = (c: { siteId: number; branchCode: string; employeeId: string }): Owner => ({
  siteId: c.siteId,
  branchCode: c.branchCode,
  employeeId: c.employeeId,
})

const laneOf = (caller: StaffRecord) => (owner: Owner) => inLane(caller, owner)

/** the db's checkups in the caller's lane */
const checkupsIn = (caller: StaffRecord) =>
  db.checkups.all().filter((c) => inLane(caller, checkupOwner(c)))

/** the db's orders in the caller's lane (the buyer's), of these statuses */
const ordersIn = (caller: StaffRecord, statuses: readonly string[]) =>
  db.orders.all().filter((o) => statuses.includes(o.status) && inLane(caller, ownerOf(o.userId)))

/** a purchase (S2 §4): every order but one never confirmed (N) */
const PURCHASES = ['P', 'R', 'C']
/** an order counted by the statistics: paid or awaiting the deposit */
const COUNTED = ['P', 'R']

/** The roles an account may create and so sees in its employee list (decision 019). */
const CREATES: Record<string, readonly string[]> = { S: ['A', 'B', 'F'], A: ['B', 'F'], B: ['F'] }

const isManager = (caller: StaffRecord) => ['S', 'A', 'B'].includes(caller.auth)
/** the employees a manager's list and file hold: active, in the lane, of a role it creates */
const managedBy = (caller: StaffRecord) =>
  db.staff
    .all()
    .filter(
      (s) =>
        s.active &&
        s.userId !== caller.userId &&
        inLane(caller, ownerOf(s.userId)) &&
        (CREATES[caller.auth] ?? []).includes(s.auth),
    )
/** the report history (the checkup list and its counters): not site 1, not P (S1 §6, decision 043) */
const readsReportHistory = (caller: StaffRecord) =>
  caller.siteId !== SITE.ORANGE && caller.auth !== 'P'
/** its Excel file: neither for role F of site 48 (S1 §6, decision 043) */
const exportsReportHistory = (caller: StaffRecord) =>
  readsReportHistory(caller) && !(caller.siteId === SITE.PARTNER && caller.auth === 'F')
const isChannelAdmin = (caller: StaffRecord) => caller.auth === 'S' || caller.auth === 'P'
const givesVouchers = (caller: StaffRecord) =>
  caller.roleList.some((r) => (VOUCHER_ROLES as readonly string[]).includes(r))

// ---------------------------------------------------------------------------------------------
// The table

/** A record of an answer, and who owns it in the db (null: the db holds no such record). */
interface Seen {
  what: string
  owners: Owner[] | null
}

/** What an account got: its records, and its counters beside the db's count of its lane. */
interface Answer {
  rows: Seen[]
  counts?: Counts
}
type Counts = Record<string, [got: number, expected: number]>

/** A narrowed statistics query counts a part of the lane: its counters are checked unfiltered only. */
const unfiltered = (filter: Filter | undefined, counts: Counts): Counts => (filter ? {} : counts)

/** A statistics filter (S2 §7): the employee screens' or the one filter of the others. */
type Filter = { branchCode: string } | { employeeId: string } | { key: string; value: string }

interface Lane {
  /** whose records the operation answers */
  rule: string
  /** the accounts answered; the others get `refusal` */
  answers: (caller: StaffRecord) => boolean
  refusal?: 403 | 405
  /** every record the account is answered (every page, every probe), with its owners in the db */
  read: (client: ApiClient, caller: StaffRecord, filter?: Filter) => Promise<Answer>
  /** whether the caller may see a record of these owners; by default when its lane holds one */
  allowed?: (caller: StaffRecord, owners: Owner[]) => boolean
  /** the statistics filters the operation takes, probed in their own test */
  filters?: 'employee' | 'one'
}

/** own records only, whatever the role: notifications, licenses, orders, the voucher history */
const self = (caller: StaffRecord, owners: Owner[]) =>
  owners.some((o) => o.employeeId === caller.userId)
/** the partner channel's checkups: the admin dashboard of P and S (S2 §7), every row */
const channel = (caller: StaffRecord) => isChannelAdmin(caller)

const bytesOf = async (client: ApiClient, op: Parameters<ApiClient['download']>[0], query = {}) =>
  new Uint8Array(await (await client.download(op, { query })).blob.arrayBuffer())

/** The owners of a gift between employees: both of them. */
const giftOwners = (giver: string, receiver: string): Owner[] => [ownerOf(giver), ownerOf(receiver)]

/** A statistics query over everything: the caller's own scope unless a filter narrows it. */
const employeeQuery = (filter?: Filter) => ({
  ...EVERYTHING,
  ...(filter ?? { branchCode: ALL_ITEM }),
})
const oneFilterQuery = (filter?: Filter) => ({ ...EVERYTHING, ...filter })

/** The overview's sums over the caller's lane, from the db (decision 023a: what the mock counts). */
function overviewExpected(caller: StaffRecord): Record<(typeof OVERVIEW_FIELDS)[number], number> {
  const lane = laneOf(caller)
  const signUps = db.signUps.all().filter((s) => lane(s))
  const orders = ordersIn(caller, COUNTED)
  const checkups = checkupsIn(caller)
  const gifts = db.gifts.all().filter((g) => lane(ownerOf(g.giverId)))
  return {
    managerCount: signUps.filter((s) => s.kind === 'employee').length,
    userCount: signUps.filter((s) => s.kind === 'user').length,
    orderCount: orders.length,
    licenseCount: orders.reduce((sum, o) => sum + o.grantQuantity, 0),
    simpleObtainingAuthority: checkups.length,
    simpleCount: checkups.filter((c) => c.reportType === 'S').length,
    premiumCount: checkups.filter((c) => c.reportType === 'F').length,
    userGiftCnt: db.vouchers.all().filter((v) => lane(ownerOf(v.giverId))).length,
    employeeGiftCnt: gifts.length,
    employeeGiftQuantity: gifts.reduce((sum, g) => sum + g.quantity, 0),
  }
}

/** A probe that may be refused for this record (another's): the answer, or null when refused so. */
async function probe<T>(call: Promise<T>, refusedWith: readonly number[]): Promise<T | null> {
  try {
    return await call
  } catch (e) {
    if (e instanceof ApiError && refusedWith.includes(e.status)) return null
    throw e
  }
}

const LANES: Record<string, Lane> = {
  checkupList: {
    rule: 'checkups: the checkup’s site, branch and FC in the lane; the counters count the lane',
    answers: readsReportHistory,
    refusal: 403,
    async read(client, caller) {
      const list = (page: number) =>
        client.call(checkup.checkupList, { query: { ...EVERYTHING, page, size: PAGE } })
      const items: { checkupNo: number; employeeId: string }[] = []
      let first: Awaited<ReturnType<typeof list>> | null = null
      for (let page = 1; page <= 1000; page++) {
        const answer = await list(page)
        const { data } = answer
        first ??= answer
        items.push(...data.items)
        if (data.items.length === 0 || items.length >= data.total) break
      }
      const expected = checkupsIn(caller)
      const counts = first!.data.counts
      return {
        rows: items.map((i) => {
          const c = db.indexes.checkups.get(i.checkupNo)
          return {
            what: `checkup ${i.checkupNo} of ${i.employeeId}`,
            owners: c ? [checkupOwner(c)] : null,
          }
        }),
        counts: {
          rows: [items.length, expected.length],
          total: [first!.data.total, expected.length],
          'counts.all': [counts.all, expected.length],
          'counts.simple': [counts.simple, expected.filter((c) => c.reportType === 'S').length],
          'counts.premium': [counts.premium, expected.filter((c) => c.reportType === 'F').length],
        },
      }
    },
  },

  customerListExcel: {
    rule: 'the checkup list’s file: every row’s FC in the lane',
    answers: exportsReportHistory,
    refusal: 403,
    async read(client, caller) {
      const rows = (await sheetRows(await bytesOf(client, checkup.customerListExcel, EVERYTHING)))
        .slice(1)
        // the column 담당 FC: 'name (id)'
        .map((r) => /\(([^()]*)\)$/.exec(String(r[6]))?.[1] ?? '')
      return {
        rows: rows.map((id) => ({ what: `a row of FC ${id}`, owners: [ownerOf(id)] })),
        counts: { rows: [rows.length, checkupsIn(caller).length] },
      }
    },
  },

  employeeList: {
    rule: 'employees: the employee’s site and branch in the lane (roles the caller creates)',
    answers: isManager,
    refusal: 403,
    async read(client, caller) {
      const items: { employeeId: string }[] = []
      let first: {
        total: number
        counts: { employees: number; remainingVouchers: number }
      } | null = null
      for (let page = 1; page <= 1000; page++) {
        const { data } = await client.call(employees.employeeList, { query: { name: '', page } })
        first ??= data
        items.push(...data.items)
        if (data.items.length === 0 || items.length >= data.total) break
      }
      const expected = managedBy(caller)
      return {
        rows: items.map((e) => ({
          what: `employee ${e.employeeId}`,
          owners: [ownerOf(e.employeeId)],
        })),
        counts: {
          rows: [items.length, expected.length],
          total: [first!.total, expected.length],
          'counts.employees': [first!.counts.employees, expected.length],
          'counts.remainingVouchers': [
            first!.counts.remainingVouchers,
            expected.filter((s) => s.usableCount >= 0).reduce((sum, s) => sum + s.usableCount, 0),
          ],
        },
      }
    },
  },

  employeeListExcel: {
    rule: 'the employee list’s file: every row’s employee in the lane',
    answers: isManager,
    refusal: 403,
    async read(client, caller) {
      const sites = new Map(db.sites.all().map((s) => [s.siteId, s.siteCode]))
      const byShownId = new Map<string, string[]>()
      for (const s of db.staff.all()) {
        const shown = displayEmployeeId(sites.get(s.siteId) ?? '', s.employeeNo)
        byShownId.set(shown, [...(byShownId.get(shown) ?? []), s.userId])
      }
      const rows = (await sheetRows(await bytesOf(client, employees.employeeListExcel))).slice(1)
      const listed = managedBy(caller)
      return {
        rows: rows.map((r) => {
          const ids = byShownId.get(String(r[1]))
          return { what: `employee ${String(r[1])}`, owners: ids ? ids.map(ownerOf) : null }
        }),
        counts: { rows: [rows.length, listed.length] },
      }
    },
  },

  fetchBranch: {
    rule: 'the branches of the caller’s own site (contract: "The branches of the caller’s site")',
    answers: isManager,
    refusal: 403,
    allowed: (caller, owners) => owners.some((o) => o.siteId === caller.siteId),
    async read(client, caller) {
      const { data } = await client.call(employees.fetchBranch)
      return {
        rows: data.map((b) => {
          const found = db.branches.all().filter((r) => r.branchCode === b.branchCode)
          return {
            what: `branch ${b.branchCode}`,
            owners: found.length
              ? found.map((r) => ({ siteId: r.siteId, branchCode: r.branchCode, employeeId: '' }))
              : null,
          }
        }),
        counts: {
          rows: [data.length, db.branches.all().filter((b) => b.siteId === caller.siteId).length],
        },
      }
    },
  },

  statisticsEmployees: {
    rule: 'the statistics’ employees: the employee in the lane',
    answers: isManager,
    refusal: 403,
    async read(client, caller) {
      const { data } = await client.call(stats.statisticsEmployees)
      const expected = db.staff
        .all()
        .filter((s) => s.active && s.auth !== 'P' && inLane(caller, ownerOf(s.userId)))
      return {
        rows: data.map((e) => ({
          what: `employee ${e.employeeId}`,
          owners: [ownerOf(e.employeeId)],
        })),
        counts: { rows: [data.length, expected.length] },
      }
    },
  },

  statisticsCheckup: {
    rule: 'reports issued: the checkup’s site, branch and FC in the lane',
    answers: isManager,
    refusal: 403,
    filters: 'employee',
    async read(client, caller, filter) {
      const { data } = await client.call(stats.statisticsCheckup, { query: employeeQuery(filter) })
      const expected = checkupsIn(caller).filter((c) => c.reportType !== null)
      const daily = (key: 'simpleCnt' | 'premiumCnt') =>
        data.daily.reduce((sum, d) => sum + d[key], 0)
      return {
        rows: data.list.map((r) => {
          const c = db.checkups
            .all()
            .find(
              (k) =>
                k.userId === r.userId &&
                k.employeeId === r.employeeId &&
                k.created === r.checkupDate,
            )
          return {
            what: `report of ${r.userId} by ${r.employeeId} on ${r.checkupDate}`,
            owners: c ? [checkupOwner(c)] : null,
          }
        }),
        counts: unfiltered(filter, {
          rows: [data.list.length, expected.length],
          'daily simple': [daily('simpleCnt'), expected.filter((c) => c.reportType === 'S').length],
          'daily premium': [
            daily('premiumCnt'),
            expected.filter((c) => c.reportType === 'F').length,
          ],
        }),
      }
    },
  },

  statisticsGift: {
    rule: 'gifts: between employees one of the two in the lane; to app users the giver in it',
    answers: isManager,
    refusal: 403,
    filters: 'employee',
    async read(client, caller, filter) {
      const { data } = await client.call(stats.statisticsGift, { query: employeeQuery(filter) })
      return {
        rows: [
          ...data.employeeGiftList.map((g) => ({
            what: `gift of ${g.giver} to employee ${g.receiver} on ${g.giftDate}`,
            owners: giftOwners(g.giver, g.receiver),
          })),
          ...data.userGiftList.map((g) => ({
            what: `voucher of ${g.giver} to app user ${g.receiver} on ${g.giftDate}`,
            owners: [ownerOf(g.giver)],
          })),
        ],
        counts: unfiltered(filter, {
          userGiftList: [
            data.userGiftList.length,
            db.vouchers.all().filter((v) => inLane(caller, ownerOf(v.giverId))).length,
          ],
        }),
      }
    },
  },

  statisticsOrder: {
    rule: 'orders: the buyer in the lane',
    answers: isManager,
    refusal: 403,
    filters: 'employee',
    async read(client, caller, filter) {
      const { data } = await client.call(stats.statisticsOrder, { query: employeeQuery(filter) })
      return {
        rows: data.list.map((o) => ({
          what: `order of ${o.employeeId} on ${o.orderDate}`,
          owners: [ownerOf(o.employeeId)],
        })),
        counts: unfiltered(filter, { rows: [data.list.length, ordersIn(caller, COUNTED).length] }),
      }
    },
  },

  statisticsOverview: {
    rule: 'daily sums: every sum counts the records of the lane only',
    answers: isManager,
    refusal: 403,
    filters: 'one',
    async read(client, caller, filter) {
      const { data } = await client.call(stats.statisticsOverview, {
        query: oneFilterQuery(filter),
      })
      if (filter) return { rows: [] }
      const expected = overviewExpected(caller)
      return {
        rows: [],
        counts: Object.fromEntries(
          OVERVIEW_FIELDS.map((f) => [f, [data.reduce((sum, r) => sum + r[f], 0), expected[f]]]),
        ),
      }
    },
  },

  overviewExcel: {
    rule: 'the overview’s file: its rows and its sum row count the lane only',
    answers: isManager,
    refusal: 403,
    async read(client, caller) {
      const sheet = await sheetRows(await bytesOf(client, stats.overviewExcel, EVERYTHING))
      // header, the sum row on top, then a row a day
      const [, sums = [], ...days] = sheet
      const num = (v: SheetValue | undefined) => (typeof v === 'number' ? v : 0)
      const expected = overviewExpected(caller)
      return {
        rows: [],
        counts: Object.fromEntries(
          OVERVIEW_FIELDS.flatMap((f, i) => [
            [f, [days.reduce((sum, r) => sum + num(r[i + 1]), 0), expected[f]]],
            [`${f} (sum row)`, [num(sums[i + 1]), expected[f]]],
          ]),
        ),
      }
    },
  },

  purchaseHistory: {
    rule: 'purchases: the buyer in the lane',
    answers: isManager,
    refusal: 403,
    filters: 'one',
    async read(client, caller, filter) {
      const { data } = await client.call(stats.purchaseHistory, { query: oneFilterQuery(filter) })
      return {
        rows: data.map((p) => ({
          what: `purchase of ${p.employeeId} on ${p.orderDate}`,
          owners: [ownerOf(p.employeeId)],
        })),
        counts: unfiltered(filter, { rows: [data.length, ordersIn(caller, PURCHASES).length] }),
      }
    },
  },

  giftHistory: {
    rule: 'gifts between employees: one of the two in the lane',
    answers: isManager,
    refusal: 403,
    filters: 'one',
    async read(client, _caller, filter) {
      const { data } = await client.call(stats.giftHistory, { query: oneFilterQuery(filter) })
      return {
        rows: data.map((g) => ({
          what: `gift of ${g.giver} to ${g.receiver} on ${g.giftDate}`,
          owners: giftOwners(g.giver, g.receiver),
        })),
      }
    },
  },

  notificationList: {
    rule: 'notifications: the caller’s own, whatever the role',
    answers: () => true,
    allowed: self,
    async read(client, caller) {
      const { data } = await client.call(notifications.notificationList)
      return {
        rows: data.map((n) => {
          const found = db.notifications.findFirst((q) => q.where({ id: n.id }))
          return { what: `notification ${n.id}`, owners: found ? [ownerOf(found.userId)] : null }
        }),
        counts: {
          rows: [
            data.length,
            db.notifications.all().filter((n) => n.userId === caller.userId).length,
          ],
        },
      }
    },
  },

  licenseList: {
    rule: 'license items: the caller’s own (405 where the gift menu is not shown, S1 §6)',
    answers: canGift,
    refusal: 405,
    allowed: self,
    async read(client, caller) {
      const { data } = await client.call(gift.licenseList)
      return {
        rows: data.map((l) => {
          const found = db.licenses.findFirst((q) => q.where({ licenseId: l.licenseId }))
          return { what: `license ${l.licenseId}`, owners: found ? [ownerOf(found.userId)] : null }
        }),
        counts: {
          rows: [data.length, db.licenses.all().filter((l) => l.userId === caller.userId).length],
        },
      }
    },
  },

  voucherHistoryExcel: {
    rule: 'the voucher history: the caller’s own batches, codes and gives (403 without a voucher role)',
    answers: givesVouchers,
    refusal: 403,
    allowed: self,
    async read(client, caller) {
      const rows = (await sheetRows(await bytesOf(client, vouchers.voucherHistoryExcel))).slice(1)
      const coded = new Set(db.createdVouchers.all().map((v) => v.batchId))
      const seen = rows.map((r): Seen => {
        const [, kind, count, code, customer, hours] = r
        if (kind === '사용권 제공') {
          const given = db.vouchers
            .all()
            .filter((v) => v.customerUserId === customer && `${v.hours}시간` === hours)
          return {
            what: `voucher given to ${String(customer)}`,
            owners: given.length ? given.map((v) => ownerOf(v.giverId)) : null,
          }
        }
        if (code !== null) {
          const made = db.createdVouchers.findFirst((q) => q.where({ code: String(code) }))
          return {
            what: `voucher code ${String(code)}`,
            owners: made ? [ownerOf(made.ownerId)] : null,
          }
        }
        const batches = db.voucherBatches.all().filter((b) => !coded.has(b.id) && b.count === count)
        return {
          what: `a batch of ${String(count)}`,
          owners: batches.length ? batches.map((b) => ownerOf(b.userId)) : null,
        }
      })
      const own =
        db.voucherBatches.all().filter((b) => b.userId === caller.userId && !coded.has(b.id))
          .length +
        db.createdVouchers.all().filter((v) => v.ownerId === caller.userId).length +
        db.vouchers.all().filter((v) => v.giverId === caller.userId).length
      return { rows: seen, counts: { rows: [rows.length, own] } }
    },
  },

  vaInfo: {
    rule: 'the virtual account awaiting a deposit: the caller’s own, or none',
    answers: () => true,
    allowed: self,
    async read(client, caller) {
      const { data } = await client.call(payment.vaInfo)
      const own = db.vbankInfos.all().filter((v) => v.userId === caller.userId)
      const rows: Seen[] = data
        ? [
            {
              what: `virtual account ${data.vbankNum}`,
              owners: ((found) => (found.length ? found.map((v) => ownerOf(v.userId)) : null))(
                db.vbankInfos.all().filter((v) => v.vbankNum === data.vbankNum),
              ),
            },
          ]
        : []
      return { rows, counts: { accounts: [rows.length, own.length ? 1 : 0] } }
    },
  },

  orderInfo: {
    rule: 'an order by merchant uid: the caller’s own (403 another’s); its own orders and one of every other buyer probed',
    answers: () => true,
    allowed: self,
    async read(client, caller) {
      const rows: Seen[] = []
      const buyers = new Set<string>()
      const probed = db.orders.all().filter((o) => {
        if (o.userId === caller.userId) return true
        if (buyers.has(o.userId)) return false
        buyers.add(o.userId)
        return true
      })
      for (const order of probed) {
        const answer = await probe(
          client.call(payment.orderInfo, { params: { merchantUid: order.merchantUid } }),
          [403],
        )
        if (!answer) continue
        const found = db.orders.findFirst((q) => q.where({ merchantUid: answer.data.merchantUid }))
        rows.push({
          what: `order ${answer.data.merchantUid}`,
          owners: found ? [ownerOf(found.userId)] : null,
        })
      }
      return {
        rows,
        counts: {
          answered: [rows.length, db.orders.all().filter((o) => o.userId === caller.userId).length],
        },
      }
    },
  },

  giftCheckUser: {
    rule:
      'the receiver check: an active colleague of the caller’s own company (site), 404 anyone else ' +
      '(S1 §2 gift goes to any colleague; 405 where the gift menu is not shown); every id probed',
    answers: canGift,
    refusal: 405,
    allowed: (caller, owners) => owners.every((o) => o.siteId === caller.siteId),
    async read(client, caller) {
      const rows: Seen[] = []
      for (const s of db.staff.all()) {
        const answer = await probe(
          client.call(gift.giftCheckUser, { params: { employeeId: s.userId } }),
          [400, 404],
        )
        if (answer)
          rows.push({
            what: `employee ${answer.data.employeeId}`,
            owners: [ownerOf(answer.data.employeeId)],
          })
      }
      const colleagues = db.staff
        .all()
        .filter(
          (s) =>
            s.active &&
            s.siteId === caller.siteId &&
            s.userId !== caller.userId &&
            s.usableCount >= 0,
        )
      return { rows, counts: { answered: [rows.length, colleagues.length] } }
    },
  },

  adminList: {
    rule: 'the partner channel’s checkups: the admin dashboard of P and S (S2 §7), every row',
    answers: isChannelAdmin,
    refusal: 403,
    allowed: channel,
    async read(client) {
      const { data } = await client.call(admin.adminList, { query: EVERYTHING })
      return {
        rows: data.map((r) => ({ what: `admin checkup ${r.id}`, owners: adminOwners(r.id) })),
        counts: { rows: [data.length, db.adminCheckups.all().length] },
      }
    },
  },

  adminPdf: {
    rule: 'the PDF of an admin dashboard checkup: P and S only',
    answers: isChannelAdmin,
    refusal: 403,
    allowed: channel,
    async read(client) {
      const row = db.adminCheckups.all().find((r) => r.pdfPath !== null)!
      const file = await client.download(admin.adminPdf, { params: { id: row.id } })
      return {
        rows: [{ what: `pdf ${file.fileName}`, owners: adminOwners(row.id) }],
      }
    },
  },

  healthCheckupInfo: {
    rule: 'the target of an admin dashboard checkup: P and S only; every row probed',
    answers: isChannelAdmin,
    refusal: 403,
    allowed: channel,
    async read(client) {
      const rows: Seen[] = []
      for (const r of db.adminCheckups.all()) {
        const { data } = await client.call(reports.healthCheckupInfo, { params: { id: r.id } })
        rows.push({ what: `target of admin checkup ${data.id}`, owners: adminOwners(data.id) })
      }
      return { rows }
    },
  },

  getReport: {
    rule: 'the stored report of an admin dashboard checkup: P and S only; every report probed',
    answers: isChannelAdmin,
    refusal: 403,
    allowed: channel,
    async read(client) {
      const rows: Seen[] = []
      for (const r of db.adminCheckups.all().filter((a) => a.checkupNo !== null)) {
        const { data } = await client.call(reports.getReport, { params: { id: r.id } })
        const stored = db.reports.findFirst((q) => q.where({ checkupNo: data.checkupNo }))
        rows.push({
          what: `report ${data.checkupNo}`,
          owners: stored?.adminId != null ? adminOwners(stored.adminId) : null,
        })
      }
      return { rows }
    },
  },
}

/** An admin dashboard checkup's owner: the partner channel's FC it names (no site lane). */
function adminOwners(id: number): Owner[] | null {
  const r = db.adminCheckups.findFirst((q) => q.where({ id }))
  return r ? [{ siteId: -1, branchCode: null, employeeId: r.employeeId }] : null
}

/** The GET operations that answer no one else's records, each with the reason. */
const NOT_OTHERS_RECORDS: Record<string, string> = {
  fetchUser: 'the caller’s own account',
  issuableNumber: 'the caller’s own usable count',
  siteInfo: 'the caller’s own site (its code and name)',
  fcLink: 'the caller’s own FC link code',
  productList: 'the product catalogue, the same for everyone',
  productDetail: 'one product of the catalogue',
  checkCustomer:
    'an app user (customer) by app id before giving a voucher: customers are no employee’s records',
  memberLookup:
    'an app member by app id before writing a report: customers are no employee’s records',
  duplicateCheck:
    'whether a member has a report on a day (yes or no), which holds whoever wrote it: one report per member and day',
  fcLinkCheck: 'public partner-channel call without an account: the FC a customer’s link names',
  pdfDownload: 'public partner-channel call without an account: the coupon holder’s own report',
  tempPdfDownload:
    'an unauthenticated link made by a print call, which checks the lane itself (decision 016)',
}

// ---------------------------------------------------------------------------------------------

/** Whether the caller may see a record with these owners, by the operation's rule. */
const allowedBy = (lane: Lane, caller: StaffRecord, owners: Owner[]) =>
  lane.allowed ? lane.allowed(caller, owners) : owners.some((o) => inLane(caller, o))

/** What went wrong in one answer: records outside the rule, and counters that are not the lane's. */
function problemsOf(lane: Lane, caller: StaffRecord, answer: Answer): string[] {
  const problems: string[] = []
  for (const row of answer.rows)
    if (!row.owners) problems.push(`${caller.userId}: ${row.what} is no record of the db`)
    else if (!allowedBy(lane, caller, row.owners))
      problems.push(`${caller.userId}: ${row.what} (owner ${JSON.stringify(row.owners)})`)
  for (const [name, [got, expected]] of Object.entries(answer.counts ?? {}))
    if (got !== expected)
      problems.push(`${caller.userId}: ${name} is ${got}, its lane holds ${expected}`)
  return problems
}

describe('the role x operation matrix: one lane per account (issue 29, decision 038)', () => {
  it('every demo account signs in with the demo password', () => {
    expect(accounts.length).toBeGreaterThan(20)
    expect(new Set(accounts.map((a) => a.caller.auth))).toEqual(new Set(['S', 'A', 'B', 'F', 'P']))
  })

  it.each(Object.entries(LANES))(
    '%s: every account gets its lane and nothing else, or its refusal',
    async (id, lane) => {
      const problems: string[] = []
      let answered = 0
      for (const { caller, client } of accounts) {
        if (!lane.answers(caller)) {
          const status = await lane.read(client, caller).then(
            () => 'answered',
            (e: unknown) => (e instanceof ApiError ? e.status : String(e)),
          )
          if (status !== lane.refusal)
            problems.push(`${caller.userId}: ${status}, not the refusal ${lane.refusal}`)
          continue
        }
        answered += 1
        const answer = await lane.read(client, caller).catch((e: unknown) => e)
        if (answer instanceof Error) {
          problems.push(`${caller.userId}: refused (${answer.message})`)
          continue
        }
        problems.push(...problemsOf(lane, caller, answer as Answer))
      }
      expect(answered, id).toBeGreaterThan(0)
      expect(problems, `${id}: ${lane.rule}`).toEqual([])
    },
  )

  it('a statistics filter never reaches past the lane: outside it is refused, inside it answers the lane', async () => {
    const targets: {
      filter: (op: 'employee' | 'one') => Filter | null
      covered: (c: StaffRecord) => boolean
      what: string
    }[] = [
      ...db.sites.all().map((s) => ({
        what: `site ${s.siteId}`,
        filter: (op: 'employee' | 'one') =>
          op === 'one' ? { key: 'siteId', value: String(s.siteId) } : null,
        covered: (c: StaffRecord) => c.auth === 'S' || (c.auth === 'A' && c.siteId === s.siteId),
      })),
      ...db.branches.all().map((b) => ({
        what: `branch ${b.siteId}/${b.branchCode}`,
        filter: (op: 'employee' | 'one') =>
          op === 'one' ? { key: 'branchCode', value: b.branchCode } : { branchCode: b.branchCode },
        covered: (c: StaffRecord) =>
          inLane(c, { siteId: b.siteId, branchCode: b.branchCode, employeeId: '' }),
      })),
      ...db.staff.all().map((s) => ({
        what: `employee ${s.userId}`,
        filter: (op: 'employee' | 'one') =>
          op === 'one' ? { key: 'employeeId', value: s.userId } : { employeeId: s.userId },
        covered: (c: StaffRecord) => inLane(c, ownerOf(s.userId)),
      })),
    ]
    const problems: string[] = []
    let probes = 0
    for (const { caller, client } of accounts.filter((a) => isManager(a.caller)))
      for (const [id, lane] of Object.entries(LANES))
        for (const target of targets) {
          if (!lane.filters) continue
          const filter = target.filter(lane.filters)
          if (!filter) continue
          probes += 1
          const answer = await lane.read(client, caller, filter).catch((e: unknown) => e)
          const where = `${id} ${target.what}`
          if (answer instanceof ApiError) {
            if (answer.status !== 400 && answer.status !== 403)
              problems.push(`${caller.userId}: ${where}: ${answer.status}`)
            continue
          }
          if (answer instanceof Error) throw answer
          if (!target.covered(caller)) {
            problems.push(`${caller.userId}: ${where} is outside its lane and was answered`)
            continue
          }
          problems.push(...problemsOf(lane, caller, answer as Answer).map((p) => `${p} [${where}]`))
        }
    expect(probes).toBeGreaterThan(100)
    expect(problems).toEqual([])
  })

  it('every GET operation is in the matrix or answers no one else’s records, with the reason', () => {
    const gets = operations.filter((op) => op.method === 'GET').map((op) => op.id)
    const inTable = Object.keys(LANES)
    const excluded = Object.keys(NOT_OTHERS_RECORDS)
    expect(gets.filter((id) => !inTable.includes(id) && !excluded.includes(id))).toEqual([])
    expect(inTable.filter((id) => excluded.includes(id))).toEqual([])
    expect([...inTable, ...excluded].filter((id) => !gets.includes(id))).toEqual([])
    expect(Object.values(NOT_OTHERS_RECORDS).every((reason) => reason.length > 10)).toBe(true)
  })
})
