import { ALL_ITEM, type AuthCode } from '../../../shared/domain/codes'
import type { SessionUser } from '../../../shared/domain/user'
import { fromApiDate, toApiDate, type DateRange } from '../../../shared/domain/dates'
import {
  isEmployeeScreen,
  OVERVIEW_FIELDS,
  OVERVIEW_SERIES,
  type FilterKey,
  type OverviewField,
  type OverviewSeries,
  type StatisticsScreen,
} from './codes'
import { keysOf, recordOf } from '../../../shared/domain/objects'

/**
 * S1 §9: the top of a chart's y axis for the largest value shown: min(max + 10, round(1.5 x max)).
 * `yAxisMax(4)` is 6, `yAxisMax(100)` is 110.
 */
export const yAxisMax = (max: number): number => Math.min(max + 10, Math.round(1.5 * max))

/**
 * The y axis top of a chart of these values: the S1 §9 rule on their maximum, at least 1 so a
 * chart of zeros (or of nothing) still has an axis to draw.
 */
export function chartAxisMax(values: Iterable<number>): number {
  let max = 0
  for (const v of values) if (v > max) max = v
  return Math.max(1, yAxisMax(max))
}

/**
 * Sums per day (S2 §3 daily sums): one entry per day that has rows, in ascending day order, each
 * field the sum of its value over that day's rows. `count` fields add 1 per row.
 */
export function dailySums<T, K extends string>(
  rows: readonly T[],
  dayOf: (row: T) => string,
  fields: Record<K, (row: T) => number>,
): { day: string; sums: Record<K, number> }[] {
  const keys: K[] = keysOf(fields)
  const byDay = new Map<string, Record<K, number>>()
  for (const row of rows) {
    const day = dayOf(row)
    let sums = byDay.get(day)
    if (!sums) {
      sums = recordOf(keys, () => 0)
      byDay.set(day, sums)
    }
    for (const k of keys) sums[k] += fields[k](row)
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, sums]) => ({ day, sums }))
}

/** the most days a chart's axis lists: a range longer than this keeps the days with data only */
const CHART_DAYS_MAX = 400

/**
 * A chart's days (S2 §2.4): every day of the range searched (API dates, both ends in), each
 * with its entry or `empty(day)`, so a day without data is on the axis at zero and a line does
 * not join the days around it. Entries outside the range stay, in day order.
 */
export function everyDay<T>(
  range: DateRange,
  entries: readonly T[],
  dayOf: (entry: T) => string,
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(entries.map((e) => [dayOf(e), e]))
  const first = fromApiDate(range.start)
  const last = fromApiDate(range.end)
  const days = new Set<string>()
  if (first && last)
    for (
      let d = first;
      d <= last && days.size < CHART_DAYS_MAX;
      d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
    )
      days.add(toApiDate(d))
  for (const day of byDay.keys()) days.add(day)
  return [...days].sort().map((day) => byDay.get(day) ?? empty(day))
}

/** S2 §3 checkup record and its daily sums (simple and premium per day). */
export interface CheckupStat {
  checkupDate: string
  checkupType: string
  employeeId: string
  userId: string
}
export interface CheckupDaily {
  checkupDay: string
  simpleCnt: number
  premiumCnt: number
}
export const checkupDaily = (list: readonly CheckupStat[]): CheckupDaily[] =>
  dailySums(list, (r) => r.checkupDate, {
    simpleCnt: (r) => (r.checkupType === 'F' ? 0 : 1),
    premiumCnt: (r) => (r.checkupType === 'F' ? 1 : 0),
  }).map(({ day, sums }) => ({ checkupDay: day, ...sums }))

/** S2 §3 gift stats entry and the daily sums (quantity and number of gifts per day). */
export interface GiftStat {
  giftDate: string
  giftQuantity: number
  giver: string
  receiver: string
  productName: string
}
export interface GiftDaily {
  giftDay: string
  giftQuantity: number
  cnt: number
}
export const giftDaily = (list: readonly GiftStat[]): GiftDaily[] =>
  dailySums(list, (r) => r.giftDate, { giftQuantity: (r) => r.giftQuantity, cnt: () => 1 }).map(
    ({ day, sums }) => ({ giftDay: day, ...sums }),
  )

/** S2 §3 order stats and the daily sums (licenses and orders per day). */
export interface OrderStat {
  orderDate: string
  employeeId: string
  licenseQuantity: number
}
export interface OrderDaily {
  orderDay: string
  licenseQuantity: number
  orderCnt: number
}
export const orderDaily = (list: readonly OrderStat[]): OrderDaily[] =>
  dailySums(list, (r) => r.orderDate, {
    licenseQuantity: (r) => r.licenseQuantity,
    orderCnt: () => 1,
  }).map(({ day, sums }) => ({ orderDay: day, ...sums }))

/** S2 §3 overview row: a day's counts. */
export type OverviewRow = { statisticsDate: string } & Record<OverviewField, number>

/** The sum row of the overview grid (S2 §2.4 item 4): each field summed over the rows. */
export function overviewSums(rows: readonly OverviewRow[]): Record<OverviewField, number> {
  const sums = recordOf(OVERVIEW_FIELDS, () => 0)
  for (const row of rows) for (const f of OVERVIEW_FIELDS) sums[f] += row[f]
  return sums
}

/** Who is looking at the overview: what S2 §6 decides the hidden series by. */
export interface StatisticsViewer {
  auth: AuthCode
  siteId: number
  branchCode: string | null
}

/** The viewer a signed-in user is (nobody signed in: an FC of no site, who sees the least). */
export const viewerOf = (session: SessionUser | null): StatisticsViewer => ({
  auth: session?.user.auth ?? 'F',
  siteId: session?.user.siteId ?? 0,
  branchCode: session?.user.branchCode ?? null,
})

const HIDDEN_FOR_OTHER_SITES: readonly OverviewField[] = [
  'managerCount',
  'userCount',
  'orderCount',
  'licenseCount',
  'employeeGiftCnt',
  'employeeGiftQuantity',
]

/**
 * S2 §6: the overview fields hidden from a user: none for the super admin; the user count on
 * site 1; the employee, user, order and license counts and the employee gift count and quantity
 * on every other site. Hidden from the chart's series and from the grid alike.
 */
export function hiddenOverviewFields(
  viewer: Pick<StatisticsViewer, 'auth' | 'siteId'>,
): OverviewField[] {
  if (viewer.auth === 'S') return []
  if (viewer.siteId === 1) return ['userCount']
  return [...HIDDEN_FOR_OTHER_SITES]
}

/** The overview chart's series a user may see and select (S2 §6 applied to the seven series). */
export function visibleSeries(viewer: Pick<StatisticsViewer, 'auth' | 'siteId'>): OverviewSeries[] {
  const hidden = hiddenOverviewFields(viewer)
  return OVERVIEW_SERIES.filter((s) => !hidden.includes(s))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** S2 §2.4 item 4: a chart's date label, YYYY.MM.DD, from an API date; '' when not a date. */
export function chartDate(apiDate: string): string {
  const d = fromApiDate(apiDate)
  return d
    ? `${String(d.getFullYear()).padStart(4, '0')}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`
    : ''
}

/** S2 §2.4, §9: the statistics range defaults from the first day of today's month to today. */
export function defaultStatisticsRange(today: Date): DateRange {
  return {
    start: toApiDate(new Date(today.getFullYear(), today.getMonth(), 1)),
    end: toApiDate(today),
  }
}

/** The employee selector's choice: 'all' (the ALL_ITEM sentinel, S1 §9) or one employee id. */
export type EmployeeChoice = typeof ALL_ITEM | (string & {})

/**
 * S2 §2.4, §7: the query of the checkup, gift and order statistics: 'all' searches by branch code
 * (the ALL_ITEM sentinel: the caller's whole scope), a person by employee id.
 */
export function employeeQuery(
  choice: EmployeeChoice,
  range: DateRange,
): DateRange & ({ branchCode: string } | { employeeId: string }) {
  return choice === ALL_ITEM ? { ...range, branchCode: ALL_ITEM } : { ...range, employeeId: choice }
}

/** The site, branch and id selectors of overview and the histories; '' = not chosen. */
export interface ScopeFilter {
  siteId: string
  branchCode: string
  employeeId: string
}
export const NO_FILTER: ScopeFilter = { siteId: '', branchCode: '', employeeId: '' }

/**
 * S2 §7 'one filter': the most precise choice wins (id, then branch, then site); none chosen is
 * null (the caller's own scope).
 */
export function oneFilter(filter: ScopeFilter): { key: FilterKey; value: string } | null {
  if (filter.employeeId) return { key: 'employeeId', value: filter.employeeId }
  if (filter.branchCode) return { key: 'branchCode', value: filter.branchCode }
  if (filter.siteId) return { key: 'siteId', value: filter.siteId }
  return null
}

/** S2 §2.4 item 4: the Excel file of the overview. */
export const overviewFileName = (range: DateRange): string =>
  `overview_${range.start}_${range.end}.xlsx`

/** Which of the site, branch and id selectors a screen shows a user (S2 §2.4 item 4, §6). */
export interface ShownFilters {
  site: boolean
  branch: boolean
  id: boolean
}

/**
 * S2 §2.4, §6: the overview shows the site selector to the super admin only, the branch selector
 * to whoever sees more than one branch (S, A) and the id selector to all; the purchase and gift
 * histories show the three to the super admin only; the other screens have the employee selector.
 */
export function shownFilters(
  screen: StatisticsScreen,
  viewer: Pick<StatisticsViewer, 'auth'>,
): ShownFilters {
  const superAdmin = viewer.auth === 'S'
  if (screen === 'overview')
    return { site: superAdmin, branch: superAdmin || viewer.auth === 'A', id: true }
  if (screen === 'purchaseHistory' || screen === 'giftHistory')
    return { site: superAdmin, branch: superAdmin, id: superAdmin }
  return { site: false, branch: false, id: false }
}

/**
 * What a screen whose site, branch or id selector the viewer does not get says instead (S2 §2.4
 * and §6 disagree on them, decision 023a; decision 061): the rows are of the viewer's whole site
 * (a site admin) or branch (a branch admin). Null where every selector is shown (the super
 * admin) or the screen has the employee selector.
 */
export function scopeNote(
  screen: StatisticsScreen,
  viewer: Pick<StatisticsViewer, 'auth'>,
): 'statistics.scope.site' | 'statistics.scope.branch' | null {
  if (isEmployeeScreen(screen)) return null
  const shown = shownFilters(screen, viewer)
  if (shown.site && shown.branch && shown.id) return null
  if (viewer.auth === 'A') return 'statistics.scope.site'
  if (viewer.auth === 'B') return 'statistics.scope.branch'
  return null
}

/** An employee of the selectors (S2 §3 employee option, with its site). */
export interface EmployeeOptionLike {
  employeeId: string
  employeeName: string
  branchCode: string | null
  branchName: string | null
  siteId: number
  siteName: string
}

/**
 * The choices of the site, branch and id selectors: the sites of the employee list, the branches
 * of the chosen site (all sites when none), the employees of the chosen branch or site.
 */
export function filterChoices(employees: readonly EmployeeOptionLike[], filter: ScopeFilter) {
  const sites = new Map<number, string>()
  const branches = new Map<string, string>()
  const people: EmployeeOptionLike[] = []
  for (const e of employees) {
    sites.set(e.siteId, e.siteName)
    const inSite = !filter.siteId || String(e.siteId) === filter.siteId
    if (inSite && e.branchCode) branches.set(e.branchCode, e.branchName ?? e.branchCode)
    if (inSite && (!filter.branchCode || e.branchCode === filter.branchCode)) people.push(e)
  }
  return {
    sites: [...sites].map(([siteId, siteName]) => ({ value: String(siteId), label: siteName })),
    branches: [...branches].map(([value, label]) => ({ value, label })),
    employees: people,
  }
}

/**
 * Whether the branch selector has anything to offer besides 전체: a site without branches (site 2,
 * site 48) shows none. Before the employees are known it stays, so the row does not change.
 */
export function offersBranches(
  employees: readonly EmployeeOptionLike[],
  filter: ScopeFilter,
): boolean {
  return employees.length === 0 || filterChoices(employees, filter).branches.length > 0
}

/**
 * A change of one selector: choosing a site clears the branch and the id, a branch clears the id,
 * so the one filter sent is always the one just chosen or a narrower one inside it.
 */
export function changeFilter(filter: ScopeFilter, change: Partial<ScopeFilter>): ScopeFilter {
  if (change.siteId !== undefined) return { siteId: change.siteId, branchCode: '', employeeId: '' }
  if (change.branchCode !== undefined)
    return { ...filter, branchCode: change.branchCode, employeeId: '' }
  if (change.employeeId !== undefined) return { ...filter, employeeId: change.employeeId }
  return filter
}
