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
 * The overview grid's header groups over the count fields of a row (S2 §3), in the grid's column
 * order (S2 §2.4 item 4): new sign-ups (employees, users), purchase (count, licenses), report
 * issuance with simple (authority obtained, issued) and premium (authority obtained = vouchers
 * given to users, issued), gifting between employees (count, licenses).
 */
export const OVERVIEW_GROUPS = [
  { id: 'signUps', fields: ['managerCount', 'userCount'] },
  { id: 'purchase', fields: ['orderCount', 'licenseCount'] },
  {
    id: 'reports',
    groups: [
      { id: 'simple', fields: ['simpleObtainingAuthority', 'simpleCount'] },
      { id: 'premium', fields: ['userGiftCnt', 'premiumCount'] },
    ],
  },
  { id: 'employeeGifts', fields: ['employeeGiftCnt', 'employeeGiftQuantity'] },
] as const

/** The count fields of an overview row, in the grid's column order (`OVERVIEW_GROUPS`). */
export const OVERVIEW_FIELDS = Object.freeze(
  OVERVIEW_GROUPS.flatMap((group) =>
    'groups' in group ? group.groups.flatMap((inner) => inner.fields) : group.fields,
  ),
)
export type OverviewField = (typeof OVERVIEW_FIELDS)[number]

/** The fields only the grid shows: the authority-obtained columns and the licenses gifted. */
const GRID_ONLY = ['simpleObtainingAuthority', 'userGiftCnt', 'employeeGiftQuantity'] as const
export type OverviewSeries = Exclude<OverviewField, (typeof GRID_ONLY)[number]>

/**
 * The overview chart's seven series (S2 §2.4 item 4, §9; decision 023a): one or two per header
 * group, the events of each: new employees and users, purchases and the licenses bought, simple
 * and premium reports issued, gifts between employees.
 */
export const OVERVIEW_SERIES = Object.freeze(
  OVERVIEW_FIELDS.filter((field): field is OverviewSeries => !isOneOf(GRID_ONLY, field)),
)

/**
 * The most rows one overview Excel file holds (overviewExcel): a row per day with activity, so
 * more than the 73,049 days the contract's dates span (1900 to 2099) is never asked; more is
 * answered 422 'statistics.excelTooMany' (decision 042).
 */
export const OVERVIEW_EXCEL_MAX_ROWS = 100_000

/** The filter key of overview, purchase and gift history (S2 §7 'one filter'). */
export const FILTER_KEYS = ['siteId', 'branchCode', 'employeeId'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
