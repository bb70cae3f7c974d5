import { ALL_ITEM } from '../../../src/shared/domain/codes'
import { toApiDate } from '../../../src/shared/domain/dates'
import {
  checkupDaily,
  giftDaily,
  orderDaily,
  type CheckupStat,
  type GiftStat,
  type OrderStat,
  type OverviewRow,
} from '../../../src/features/statistics/domain/statistics'
import type { FilterKey } from '../../../src/features/statistics/domain/codes'
import type { Db } from '../../db'
import type { StaffRecord } from '../../schemas'
import type { OrderRecord } from '../purchase/records'
import { inScope, ownScope, type Owner, type Scope } from '../../scope'

export { inScope, ownScope, type Scope }

/**
 * The statistics of S2 §2.4 computed from the mock's collections (issue 13): checkups (reports
 * issued), vouchers (given to app users), gifts (between employees), purchases and sign-ups, so
 * what the portal changes shows up here. Every list is cut to a scope first.
 */

/** Who may read statistics: S, A and B (S1 §6, S2 §6: F and P are refused). */
export const readsStatistics = (caller: Pick<StaffRecord, 'auth'>): boolean =>
  caller.auth === 'S' || caller.auth === 'A' || caller.auth === 'B'

/** A scope inside another: a narrower filter the caller may use. */
function within(outer: Scope, inner: Scope, staff: Map<string, StaffRecord>): boolean {
  if (outer.kind === 'all') return true
  if (outer.kind === 'none' || inner.kind === 'all' || inner.kind === 'none') return false
  if (inner.kind === 'employee') {
    const s = staff.get(inner.employeeId)
    return (
      !!s && inScope(outer, { siteId: s.siteId, branchCode: s.branchCode, employeeId: s.userId })
    )
  }
  if (outer.kind === 'employee') return false
  if (inner.siteId !== outer.siteId) return false
  if (outer.kind === 'site') return true
  return inner.kind === 'branch' && inner.branchCode === outer.branchCode
}

/** 403 the caller may not look there; 400 the filter names nothing. */
export type ScopeRefusal = { status: 400 | 403; message: string }

export function staffMap(db: Db): Map<string, StaffRecord> {
  return new Map(db.staff.all().map((s) => [s.userId, s]))
}

/**
 * The scope a query asks for, checked against the caller's own: a filter outside it is refused
 * (403), as is the site filter for anyone but the super admin (S2 §6).
 */
export function requestedScope(
  db: Db,
  caller: StaffRecord,
  filter: { key: FilterKey; value: string } | null,
  staff = staffMap(db),
): Scope | ScopeRefusal {
  const own = ownScope(caller)
  if (!filter) return own
  let wanted: Scope
  if (filter.key === 'siteId') {
    if (caller.auth !== 'S') return { status: 403, message: '권한이 없습니다.' }
    if (!/^\d+$/.test(filter.value)) return { status: 400, message: '잘못된 사이트입니다.' }
    wanted = { kind: 'site', siteId: Number(filter.value) }
  } else if (filter.key === 'branchCode') {
    if (filter.value === ALL_ITEM) return own
    const branch = db.branches.findFirst((q) => q.where({ branchCode: filter.value }))
    if (!branch) return { status: 400, message: '없는 지점입니다.' }
    wanted = { kind: 'branch', siteId: branch.siteId, branchCode: branch.branchCode }
  } else {
    if (!staff.has(filter.value)) return { status: 400, message: '없는 직원입니다.' }
    wanted = { kind: 'employee', employeeId: filter.value }
  }
  return within(own, wanted, staff) ? wanted : { status: 403, message: '권한이 없습니다.' }
}

/** The local calendar day (YYYYMMDD) of an ISO date-time. */
const dayOf = (iso: string): string => toApiDate(new Date(iso))
const inRange = (day: string, start: string, end: string) => day >= start && day <= end

const ownerOf = (staff: Map<string, StaffRecord>, userId: string): Owner => {
  const s = staff.get(userId)
  return { siteId: s?.siteId ?? -1, branchCode: s?.branchCode ?? null, employeeId: userId }
}

/** The checkups index answers a scope as the caller it would be. */
function indexCaller(scope: Scope) {
  switch (scope.kind) {
    case 'all':
      return { auth: 'S' as const, siteId: 0, branchCode: null, userId: '' }
    case 'site':
      return { auth: 'A' as const, siteId: scope.siteId, branchCode: null, userId: '' }
    case 'branch':
      return { auth: 'B' as const, siteId: scope.siteId, branchCode: scope.branchCode, userId: '' }
    case 'employee':
      return { auth: 'F' as const, siteId: 0, branchCode: null, userId: scope.employeeId }
    case 'none':
      return { auth: 'P' as const, siteId: 0, branchCode: null, userId: '' }
  }
}

/** S2 §2.4 item 1: the reports issued in the range (a checkup with a report type), newest first. */
export function checkupStatistics(db: Db, scope: Scope, start: string, end: string) {
  const list: CheckupStat[] = []
  for (const c of db.indexes.checkups.range(indexCaller(scope), start, end).all())
    if (c.reportType)
      list.push({
        checkupDate: c.created,
        checkupType: c.reportType,
        employeeId: c.employeeId,
        userId: c.userId,
      })
  return { list, daily: checkupDaily(list) }
}

/** Gifts between employees in the range: in scope when the giver or, for one employee, either side is. */
function employeeGifts(
  db: Db,
  scope: Scope,
  start: string,
  end: string,
  staff: Map<string, StaffRecord>,
) {
  return db.gifts
    .all()
    .filter((g) => inRange(dayOf(g.createdAt), start, end))
    .filter((g) =>
      scope.kind === 'employee'
        ? g.giverId === scope.employeeId || g.receiverId === scope.employeeId
        : inScope(scope, ownerOf(staff, g.giverId)),
    )
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
}

/** S2 §2.4 item 2: gifts between employees (admin list) and vouchers given to users (user list). */
export function giftStatistics(
  db: Db,
  scope: Scope,
  start: string,
  end: string,
  staff = staffMap(db),
) {
  const employeeGiftList: GiftStat[] = employeeGifts(db, scope, start, end, staff).map((g) => ({
    giftDate: dayOf(g.createdAt),
    giftQuantity: g.quantity,
    giver: g.giverId,
    receiver: g.receiverId,
    productName: [...new Set(g.items.map((i) => i.productName))].join(', '),
  }))
  const userGiftList: GiftStat[] = db.vouchers
    .all()
    .filter((v) => inRange(dayOf(v.createdAt), start, end))
    .filter((v) => inScope(scope, ownerOf(staff, v.giverId)))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
    .map((v) => ({
      giftDate: dayOf(v.createdAt),
      giftQuantity: 1,
      giver: v.giverId,
      receiver: v.customerUserId,
      productName: `사용권 ${v.hours}시간`,
    }))
  return { employeeGiftList, userGiftList, daily: giftDaily(employeeGiftList) }
}

/** An order as the statistics read it: who bought, when, and the rights it grants. */
type Purchase = OrderRecord & Owner

/**
 * The orders of the range in the scope, newest first. An order whose payment never reached a
 * result (N: the provider's window was opened, nothing came back) is no purchase and is left out.
 */
function purchasesOf(
  db: Db,
  scope: Scope,
  start: string,
  end: string,
  staff: Map<string, StaffRecord>,
): Purchase[] {
  const list: Purchase[] = []
  for (const o of db.orders.all()) {
    if (o.status === 'N' || !inRange(dayOf(o.createdAt), start, end)) continue
    const owner = ownerOf(staff, o.userId)
    if (inScope(scope, owner)) list.push({ ...o, ...owner })
  }
  return list.sort((a, b) =>
    a.createdAt < b.createdAt
      ? 1
      : a.createdAt > b.createdAt
        ? -1
        : a.merchantUid < b.merchantUid
          ? 1
          : -1,
  )
}

/** An order counts unless it was cancelled (S2 §4 purchase status). */
const counted = (p: Purchase) => p.status !== 'C'

/** S2 §2.4 item 3: the orders of the range (not cancelled), newest first. */
export function orderStatistics(
  db: Db,
  scope: Scope,
  start: string,
  end: string,
  staff = staffMap(db),
) {
  const list: OrderStat[] = purchasesOf(db, scope, start, end, staff)
    .filter(counted)
    .map((p) => ({
      orderDate: dayOf(p.createdAt),
      employeeId: p.employeeId,
      licenseQuantity: p.grantQuantity,
    }))
  return { list, daily: orderDaily(list) }
}

/** S2 §2.5: the purchase history, newest first. */
export function purchaseHistoryRows(
  db: Db,
  scope: Scope,
  start: string,
  end: string,
  staff = staffMap(db),
) {
  return purchasesOf(db, scope, start, end, staff).map((p) => ({
    orderDate: dayOf(p.createdAt),
    employeeId: p.employeeId,
    employeeName: staff.get(p.employeeId)?.name ?? '',
    status: p.status,
    // the order's amount, also while its virtual account awaits the deposit (the amount to pay,
    // as the account info names it: paidAmount, S1 §3); nothing for a cancelled order
    paidAmount: p.status === 'C' ? 0 : p.amount,
    licenseQuantity: p.grantQuantity,
    payMethod: p.payMethod,
    vbankDepositDate: p.depositedAt,
  }))
}

/** S2 §2.6: the gifts between employees, newest first, with both names. */
export function giftHistoryRows(
  db: Db,
  scope: Scope,
  start: string,
  end: string,
  staff = staffMap(db),
) {
  return employeeGifts(db, scope, start, end, staff).map((g) => ({
    giftDate: dayOf(g.createdAt),
    giver: g.giverId,
    giverName: staff.get(g.giverId)?.name ?? '',
    receiver: g.receiverId,
    receiverName: staff.get(g.receiverId)?.name ?? '',
    giftQuantity: g.quantity,
  }))
}

/** A day's overview counts before anything is counted, in OVERVIEW_FIELDS' order. */
const ZERO_OVERVIEW: Omit<OverviewRow, 'statisticsDate'> = {
  managerCount: 0,
  userCount: 0,
  orderCount: 0,
  licenseCount: 0,
  simpleObtainingAuthority: 0,
  simpleCount: 0,
  userGiftCnt: 0,
  premiumCount: 0,
  employeeGiftCnt: 0,
  employeeGiftQuantity: 0,
}

/**
 * S2 §2.4 item 4: one row per day with any activity, oldest first: new employees and app users,
 * purchases (not cancelled) and their licenses, checkups (each grants the simple report's
 * authority) and the simple and premium reports issued, vouchers given to users (the premium
 * report's authority) and the gifts between employees with their licenses.
 */
export function overviewRows(
  db: Db,
  scope: Scope,
  start: string,
  end: string,
  staff = staffMap(db),
): OverviewRow[] {
  const days = new Map<string, OverviewRow>()
  const row = (day: string) => {
    let r = days.get(day)
    if (!r) {
      r = {
        statisticsDate: day,
        ...ZERO_OVERVIEW,
      }
      days.set(day, r)
    }
    return r
  }
  for (const s of db.signUps.all())
    if (inRange(s.date, start, end) && inScope(scope, s))
      row(s.date)[s.kind === 'employee' ? 'managerCount' : 'userCount'] += 1
  for (const p of purchasesOf(db, scope, start, end, staff))
    if (counted(p)) {
      const r = row(dayOf(p.createdAt))
      r.orderCount += 1
      r.licenseCount += p.grantQuantity
    }
  for (const c of db.indexes.checkups.range(indexCaller(scope), start, end).all()) {
    const r = row(c.created)
    r.simpleObtainingAuthority += 1
    if (c.reportType === 'S') r.simpleCount += 1
    if (c.reportType === 'F') r.premiumCount += 1
  }
  for (const v of db.vouchers.all()) {
    const day = dayOf(v.createdAt)
    if (inRange(day, start, end) && inScope(scope, ownerOf(staff, v.giverId)))
      row(day).userGiftCnt += 1
  }
  for (const g of employeeGifts(db, scope, start, end, staff)) {
    const r = row(dayOf(g.createdAt))
    r.employeeGiftCnt += 1
    r.employeeGiftQuantity += g.quantity
  }
  return [...days.values()].sort((a, b) => (a.statisticsDate < b.statisticsDate ? -1 : 1))
}
