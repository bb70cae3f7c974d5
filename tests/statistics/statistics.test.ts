import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { sheetRows } from '../support/files'
import { ALL_ITEM } from '../../src/shared/domain/codes'
import { fromApiDate, toApiDate } from '../../src/shared/domain/dates'
import { createStatisticsService } from '../../src/features/statistics/services/statistics-service'
import { mountStatisticsOverview } from '../../src/features/statistics/screens'
import type { statisticsMachine } from '../../src/features/statistics/machines/statistics-machine'
import type { ApiClient } from '../../src/shared/services/http-client'
import {
  checkupDaily,
  defaultStatisticsRange,
  giftDaily,
  orderDaily,
  overviewSums,
} from '../../src/features/statistics/domain/statistics'
import type { CataloguedOperation } from '../../src/app/error-catalogue'
import type { MessageKey } from '../../src/shared/domain/messages'
import { gift } from '../../src/features/gift/services/contract'
import * as employees from '../../src/features/employees/services/contract'
import * as payment from '../../src/features/purchase/services/contract'
import { checkout } from '../support/checkout'
import { anonymousClient, expectFailure, loginAs, TEST_BASE } from '../support/api'
import { entryOf, quietContext, runActor } from '../support/wired'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'
const RANGE = defaultStatisticsRange(fromApiDate(TODAY)!)
/** two months back: every generated record of the statistics seed */
const WIDE = { start: '20260901', end: TODAY }

let server: TestServer['server']
let db: Db

beforeEach(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 200, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

/**
 * The statistics calls over `client` as the screens make them: a search's and the overview file's
 * through the service, the employee list through the machine's actor as the route chunk wires it.
 */
function callsOf(client: ApiClient) {
  const statistics = mountStatisticsOverview(quietContext(client)).actors!(
    entryOf('statisticsOverview', fromApiDate(TODAY)!),
  ).statistics!.logic as typeof statisticsMachine
  return {
    ...createStatisticsService(client),
    employees: () => runActor(statistics, 'employees', undefined),
  }
}
const serviceOf = async (userId: string) => callsOf(await loginAs(userId))
const dayOf = (iso: string) => toApiDate(new Date(iso))
const siteOf = (userId: string) => db.staff.findFirst((q) => q.where({ userId }))?.siteId
const all = { branchCode: ALL_ITEM }

/** Every statistics call, as a screen makes it. */
const CALLS: [CataloguedOperation, (s: ReturnType<typeof callsOf>) => Promise<unknown>][] = [
  ['statisticsEmployees', (s) => s.employees()],
  ['statisticsCheckup', (s) => s.checkup({ ...RANGE, ...all })],
  ['statisticsGift', (s) => s.gift({ ...RANGE, ...all })],
  ['statisticsOrder', (s) => s.order({ ...RANGE, ...all })],
  ['statisticsOverview', (s) => s.overview(RANGE)],
  ['overviewExcel', (s) => s.overviewExcel(RANGE)],
  ['purchaseHistory', (s) => s.purchaseHistory(RANGE)],
  ['giftHistory', (s) => s.giftHistory(RANGE)],
]

describe('statistics: who may call (S2 §6, §8)', () => {
  it.each(CALLS)('%s without a token is 401 with its message', async (op, call) => {
    const expected: MessageKey =
      op === 'purchaseHistory' || op === 'giftHistory'
        ? 'statistics.loginAgain'
        : 'common.noPermission'
    await expectFailure(call(callsOf(anonymousClient())), 401, op, expected)
  })

  it.each(CALLS)('%s is 403 for fc0001 (F) and adminp (P)', async (op, call) => {
    for (const userId of ['fc0001', 'adminp'])
      await expectFailure(call(await serviceOf(userId)), 403, op, 'common.noPermission')
  })

  it('a filter outside the caller’s scope is 403; a filter naming nothing and a reversed range are 400', async () => {
    const admin = await serviceOf('siteadmin')
    await expectFailure(admin.overview({ ...RANGE, key: 'siteId', value: '3' }), 403)
    await expectFailure(
      admin.purchaseHistory({ ...RANGE, key: 'employeeId', value: 'sh0001' }),
      403,
    )
    await expectFailure(admin.checkup({ ...RANGE, employeeId: 'sh0001' }), 403)
    await expectFailure(admin.giftHistory({ ...RANGE, key: 'branchCode', value: 'NOPE' }), 400)
    await expectFailure(
      admin.overview({ start: RANGE.end, end: RANGE.start }),
      400,
      'statisticsOverview',
      'statistics.invalidParam',
    )
    const manager = await serviceOf('branchmgr')
    await expectFailure(manager.order({ ...RANGE, branchCode: 'B002' }), 403)
    await expectFailure(manager.order({ ...RANGE, employeeId: 'fc0003' }), 403)
    expect((await manager.order({ ...RANGE, branchCode: 'B001' })).list).toBeDefined()
  })
})

describe('statistics: what each screen gets (S2 §2.4, §3)', () => {
  it('the employee list is the caller’s scope: site for A, branch for B, every site for S', async () => {
    const site = await (await serviceOf('siteadmin')).employees()
    expect(site.length).toBeGreaterThan(0)
    expect(site.every((e) => e.siteId === 3)).toBe(true)
    expect(new Set(site.map((e) => e.branchCode))).toEqual(new Set(['B001', 'B002']))
    const branch = await (await serviceOf('branchmgr')).employees()
    expect(branch.every((e) => e.branchCode === 'B001')).toBe(true)
    const everyone = await (await serviceOf('super')).employees()
    expect(new Set(everyone.map((e) => e.siteId)).size).toBeGreaterThan(2)
    expect(everyone.some((e) => e.employeeId === 'adminp')).toBe(false)
  })

  it('checkup: the reports issued in the range, F premium, with their daily sums', async () => {
    const s = await serviceOf('siteadmin')
    const { list, daily } = await s.checkup({ ...RANGE, ...all })
    const expected = db.checkups
      .all()
      .filter(
        (c) => c.siteId === 3 && c.reportType && c.created >= RANGE.start && c.created <= RANGE.end,
      )
    expect(list.length).toBeGreaterThan(0)
    expect(list).toHaveLength(expected.length)
    expect(daily).toEqual(checkupDaily(list))
    const fc0001 = await s.checkup({ ...RANGE, employeeId: 'fc0001' })
    expect(fc0001.list.length).toBe(expected.filter((c) => c.employeeId === 'fc0001').length)
    expect(fc0001.list.every((r) => r.employeeId === 'fc0001')).toBe(true)
  })

  it('checkup, gift and order without a filter: the caller’s scope, as with ALL (issue 48)', async () => {
    const s = await serviceOf('siteadmin')
    expect(await s.checkup(RANGE)).toEqual(await s.checkup({ ...RANGE, ...all }))
    expect(await s.gift(RANGE)).toEqual(await s.gift({ ...RANGE, ...all }))
    expect(await s.order(RANGE)).toEqual(await s.order({ ...RANGE, ...all }))
    // both at once is still one filter too many
    await expectFailure(s.checkup({ ...RANGE, ...all, employeeId: 'fc0001' }), 400)
  })

  it('gift: gifts between employees (admin list) and vouchers given to users (user list)', async () => {
    const s = await serviceOf('siteadmin')
    const { employeeGiftList, userGiftList, daily } = await s.gift({ ...WIDE, ...all })
    expect(employeeGiftList.length).toBe(
      db.gifts.all().filter((g) => siteOf(g.giverId) === 3).length,
    )
    expect(userGiftList.length).toBe(
      db.vouchers.all().filter((v) => siteOf(v.giverId) === 3 && dayOf(v.createdAt) >= WIDE.start)
        .length,
    )
    expect(employeeGiftList.length).toBeGreaterThan(0)
    expect(userGiftList.length).toBeGreaterThan(0)
    expect(daily).toEqual(giftDaily(employeeGiftList))
  })

  it('order and purchase history: the purchases of the scope; cancelled ones are not orders', async () => {
    const s = await serviceOf('siteadmin')
    const { list, daily } = await s.order({ ...WIDE, ...all })
    // the purchases are the purchase feature's orders; one never paid nor failed (N) is none
    const site3 = db.orders.all().filter((o) => siteOf(o.userId) === 3 && o.status !== 'N')
    expect(site3.some((o) => o.merchantUid.startsWith('m'))).toBe(true) // the purchase seed's
    expect(list).toHaveLength(site3.filter((p) => p.status !== 'C').length)
    expect(daily).toEqual(orderDaily(list))
    const history = await s.purchaseHistory(WIDE)
    expect(history).toHaveLength(site3.length)
    expect(history.some((r) => r.status === 'C')).toBe(true)
    const pending = history.find((r) => r.employeeId === 'siteadmin' && r.status === 'R')
    // the amount to deposit shows while the account awaits it
    expect(pending).toMatchObject({ payMethod: 'vbank', vbankDepositDate: null, paidAmount: 45000 })
    expect(history.filter((r) => r.status === 'C').every((r) => r.paidAmount === 0)).toBe(true)
    for (let i = 1; i < history.length; i++)
      expect(history[i - 1]!.orderDate >= history[i]!.orderDate).toBe(true)
  })

  it('overview: a row a day; its sums agree with the collections', async () => {
    const s = await serviceOf('siteadmin')
    const rows = await s.overview(WIDE)
    expect(rows.length).toBeGreaterThan(0)
    const sums = overviewSums(rows)
    const inWide = (d: string) => d >= WIDE.start && d <= WIDE.end
    const checkups = db.checkups.all().filter((c) => c.siteId === 3 && inWide(c.created))
    expect(sums.simpleObtainingAuthority).toBe(checkups.length)
    expect(sums.premiumCount).toBe(checkups.filter((c) => c.reportType === 'F').length)
    expect(sums.simpleCount).toBe(checkups.filter((c) => c.reportType === 'S').length)
    const orders = db.orders
      .all()
      .filter((o) => siteOf(o.userId) === 3 && o.status !== 'C' && o.status !== 'N')
    expect(sums.orderCount).toBe(orders.length)
    expect(sums.licenseCount).toBe(orders.reduce((t, o) => t + o.grantQuantity, 0))
    expect(sums.managerCount).toBe(
      db.signUps.all().filter((u) => u.kind === 'employee' && u.siteId === 3).length,
    )
    const days = rows.map((r) => r.statisticsDate)
    expect(days).toEqual([...days].sort())
    // the super admin narrows to one site with the site filter
    const site2 = await (await serviceOf('super')).overview({ ...WIDE, key: 'siteId', value: '2' })
    expect(overviewSums(site2).simpleObtainingAuthority).toBe(
      db.checkups.all().filter((c) => c.siteId === 2 && inWide(c.created)).length,
    )
  })

  it('overview Excel: overview_{start}_{end}.xlsx, the sum row first, every column of the grid', async () => {
    const file = await (await serviceOf('siteadmin')).overviewExcel(WIDE)
    expect(file.fileName).toBe(`overview_${WIDE.start}_${WIDE.end}.xlsx`)
    const rows = await sheetRows(new Uint8Array(await file.blob.arrayBuffer()))
    // a site admin's file has the date and the ten fields too (S2 §6 hides chart series only)
    expect(rows[0]).toHaveLength(11)
    expect(rows[0]).toEqual(
      expect.arrayContaining(['일자', '간편 리포트 발급', '프리미엄 리포트 발급']),
    )
    expect(rows[1]![0]).toBe('합계')
    const overview = await (await serviceOf('siteadmin')).overview(WIDE)
    expect(rows).toHaveLength(overview.length + 2)
    const premium = rows[0]!.indexOf('프리미엄 리포트 발급')
    expect(Number(rows[1]![premium])).toBe(overviewSums(overview).premiumCount)
    const superFile = await (await serviceOf('super')).overviewExcel(WIDE)
    expect((await sheetRows(new Uint8Array(await superFile.blob.arrayBuffer())))[0]).toHaveLength(
      11,
    )
  })

  it('overview Excel follows the order the screen shows (issue 31): most premium reports first, ties by day', async () => {
    const admin = await serviceOf('siteadmin')
    const file = await admin.overviewExcel({ ...WIDE, sort: 'premiumCount', order: 'desc' })
    expect(file.fileName).toBe(`overview_${WIDE.start}_${WIDE.end}.xlsx`)
    const rows = await sheetRows(new Uint8Array(await file.blob.arrayBuffer()))
    const premium = rows[0]!.indexOf('프리미엄 리포트 발급')
    const shown = rows.slice(2).map((r) => Number(r[premium]))
    const expected = [...(await admin.overview(WIDE))]
      .sort((a, b) => b.premiumCount - a.premiumCount)
      .map((r) => r.premiumCount)
    expect(shown).toEqual(expected)
    expect(new Set(shown).size).toBeGreaterThan(1)
    await expectFailure(
      admin.overviewExcel({ ...WIDE, sort: 'telephone' as 'premiumCount', order: 'desc' }),
      400,
    )
  })

  it('gift history: the gifts between employees with both names, newest first', async () => {
    const rows = await (await serviceOf('siteadmin')).giftHistory(WIDE)
    expect(rows.length).toBe(db.gifts.all().filter((g) => siteOf(g.giverId) === 3).length)
    for (const r of rows) {
      expect(r.giverName).toBe(db.staff.findFirst((q) => q.where({ userId: r.giver }))!.name)
      expect(r.receiverName).toBe(db.staff.findFirst((q) => q.where({ userId: r.receiver }))!.name)
    }
  })
})

describe('statistics follow what the portal changes (issue 13)', () => {
  it('a deposit to the virtual account pays the purchase that awaited it', async () => {
    const s = await serviceOf('shadmin')
    const before = await s.purchaseHistory(RANGE)
    expect(before.find((r) => r.employeeId === 'shadmin')).toMatchObject({
      status: 'R',
      vbankDepositDate: null,
    })
    const res = await fetch(`${TEST_BASE}/__mock/vbank-deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'shadmin' }),
    })
    expect(res.status).toBe(200)
    const after = await s.purchaseHistory(RANGE)
    const paid = after.find((r) => r.employeeId === 'shadmin')!
    expect(paid.status).toBe('P')
    expect(paid.vbankDepositDate).not.toBeNull()
  })

  it('an order paid in the portal is an order and a purchase of its day; a new employee a sign-up', async () => {
    const s = await serviceOf('siteadmin')
    const today = { start: TODAY, end: TODAY }
    const before = overviewSums(await s.overview(today))
    const buyer = await loginAs('fc0001')
    const { data } = await buyer.call(payment.getMerchantUid, {
      body: { productId: 1, quantity: 10, payMethod: 'card' },
    })
    const paid = await checkout(data.merchantUid, data.amount, 'success')
    await buyer.call(payment.paymentOrder, {
      body: { impUid: paid.imp_uid, merchantUid: data.merchantUid },
    })
    await (
      await loginAs('siteadmin')
    ).call(employees.addEmployee, {
      body: { staffNumber: '7001', name: '새직원', permissionCode: 'F', branchCode: 'B001' },
    })
    const after = overviewSums(await s.overview(today))
    expect(after.orderCount).toBe(before.orderCount + 1)
    expect(after.licenseCount).toBe(before.licenseCount + 10)
    expect(after.managerCount).toBe(before.managerCount + 1)
    const history = await s.purchaseHistory(today)
    // (the seeded orders of the day fall in its first hours: the new one need not be the newest)
    expect(history.filter((r) => r.employeeId === 'fc0001')).toEqual([
      expect.objectContaining({ status: 'P', paidAmount: data.amount, licenseQuantity: 10 }),
    ])
  })

  it('a gift between employees shows in the gift history and the overview', async () => {
    const giver = await loginAs('OL1000001')
    await giver.call(gift, {
      body: { employeeId: 'OL1000002', items: [{ licenseId: 1, quantity: 2 }] },
    })
    const superService = await serviceOf('super')
    const site1 = { ...RANGE, key: 'siteId' as const, value: '1' }
    const history = await superService.giftHistory(site1)
    expect(history[0]).toMatchObject({ giver: 'OL1000001', receiver: 'OL1000002', giftQuantity: 2 })
    expect(overviewSums(await superService.overview(site1)).employeeGiftQuantity).toBe(2)
  })
})
