/** Codes of the statistics screens. S2 §2.4, §3, §4, §6, §9. */
import { isOneOf } from '../../../shared/domain/objects'

/** The six statistics screens (S2 §2.4), in the order of the route table. */
export const STATISTICS_SCREENS = [
  'checkup',
  'gift',
  'order',
  'overview',
  'purchaseHistory',
  'giftHistory',
] as const
export type StatisticsScreen = (typeof STATISTICS_SCREENS)[number]

/** The screens with an employee selector (S2 §2.4 common filter); the others use the one filter. */
export const EMPLOYEE_SCREENS = ['checkup', 'gift', 'order'] as const
export type EmployeeScreen = (typeof EMPLOYEE_SCREENS)[number]

/** The screens that have a chart, hidden by default (S2 §2.4). */
export const CHART_SCREENS: readonly StatisticsScreen[] = ['checkup', 'gift', 'order', 'overview']

export const isEmployeeScreen = (screen: StatisticsScreen): screen is EmployeeScreen =>
  isOneOf(EMPLOYEE_SCREENS, screen)

/** The gift screen's two lists (S2 §2.4 item 2): the admin list is the default. */
export const GIFT_LISTS = ['admin', 'user'] as const
export type GiftListKind = (typeof GIFT_LISTS)[number]

/** Checkup type of the provision history: F premium, anything else simple (S2 §2.4 item 1). */
export type CheckupTier = 'premium' | 'simple'
export const checkupTier = (checkupType: string | null): CheckupTier =>
  checkupType === 'F' ? 'premium' : 'simple'

/** Purchase status of the history: P complete, C cancelled, R order complete; blank is N (S2 §4). */
export const PURCHASE_HISTORY_STATUSES = ['P', 'C', 'R', 'N'] as const
export type PurchaseHistoryStatus = (typeof PURCHASE_HISTORY_STATUSES)[number]
export const purchaseStatusOf = (status: string | null | undefined): PurchaseHistoryStatus => {
  const s = (status ?? '').trim()
  return isOneOf(PURCHASE_HISTORY_STATUSES, s) ? s : 'N'
}

/**
 * The count fields of an overview row (S2 §3), in the grid's column order (S2 §2.4 item 4): new
 * sign-ups (employees, users), purchase (count, licenses), simple report (authority obtained,
 * issued), premium report (authority obtained = vouchers given to users, issued), gifting between
 * employees (count, licenses).
 */
export const OVERVIEW_FIELDS = [
  'managerCount',
  'userCount',
  'orderCount',
  'licenseCount',
  'simpleObtainingAuthority',
  'simpleCount',
  'userGiftCnt',
  'premiumCount',
  'employeeGiftCnt',
  'employeeGiftQuantity',
] as const
export type OverviewField = (typeof OVERVIEW_FIELDS)[number]

/**
 * The overview chart's seven series (S2 §2.4 item 4, §9; decision 023a): one or two per header
 * group, the events of each: new employees and users, purchases and the licenses bought, simple
 * and premium reports issued, gifts between employees. The authority-obtained columns and the
 * licenses gifted stay in the grid.
 */
export const OVERVIEW_SERIES = [
  'managerCount',
  'userCount',
  'orderCount',
  'licenseCount',
  'simpleCount',
  'premiumCount',
  'employeeGiftCnt',
] as const satisfies readonly OverviewField[]
export type OverviewSeries = (typeof OVERVIEW_SERIES)[number]

/**
 * The most rows one overview Excel file holds (overviewExcel): a row per day with activity, so
 * more than the 73,049 days the contract's dates span (1900 to 2099) is never asked; more is
 * answered 422 'statistics.excelTooMany' (decision 042).
 */
export const OVERVIEW_EXCEL_MAX_ROWS = 100_000

/** The filter key of overview, purchase and gift history (S2 §7 'one filter'). */
export const FILTER_KEYS = ['siteId', 'branchCode', 'employeeId'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
