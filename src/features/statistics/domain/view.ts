import { ALL_ITEM } from '../../../shared/domain/codes'
import type { DateRange } from '../../../shared/domain/dates'
import {
  pageField,
  rangeField,
  startingView,
  sortField,
  sortRows,
  textField,
  type SortOrder,
  type SortState,
  type ViewField,
  type ViewFields,
} from '../../../shared/domain/list-view'
import {
  checkupTier,
  GIFT_LISTS,
  OVERVIEW_FIELDS,
  purchaseStatusOf,
  type GiftListKind,
  type StatisticsScreen,
} from './codes'
import {
  defaultStatisticsRange,
  shownFilters,
  type ScopeFilter,
  type StatisticsViewer,
} from './statistics'
import { isOneOf } from '../../../shared/domain/objects'

/**
 * A statistics screen as its user leaves it (issue 31): in the URL and in the user's memory, per
 * screen. `employee` is the employee selector's choice ('' = all) on the checkup, gift and order
 * screens, the id selector elsewhere; `siteId` and `branchCode` the other selectors (only those
 * the screen shows the user are read); `list` the gift screen's list.
 */
export interface StatisticsView {
  range: DateRange
  employee: string
  siteId: string
  branchCode: string
  list: GiftListKind
  page: number
  sort: SortState
}

/** The grids of the statistics screens: one a screen, two on the gift screen (its two lists). */
export const STATISTICS_GRIDS = [
  'checkup',
  'giftAdmin',
  'giftUser',
  'order',
  'overview',
  'purchaseHistory',
  'giftHistory',
] as const
export type StatisticsGrid = (typeof STATISTICS_GRIDS)[number]

/** The grid a screen shows (the gift screen: its list's). */
export const gridOf = (screen: StatisticsScreen, list: GiftListKind): StatisticsGrid =>
  screen === 'gift' ? (list === 'admin' ? 'giftAdmin' : 'giftUser') : screen

/** The id a grid's hidden columns are kept under, per user (`statistics-<grid>`). */
export const statisticsGridId = (grid: StatisticsGrid) => `statistics-${grid}`

/** The id a screen's view is kept under, per user (`statistics-<screen>`). */
export const statisticsListId = (screen: StatisticsScreen) => `statistics-${screen}`

/** The overview's sort keys: its date and each count (the Excel takes them too). */
export const OVERVIEW_SORT_KEYS = ['statisticsDate', ...OVERVIEW_FIELDS] as const
export type OverviewSortKey = (typeof OVERVIEW_SORT_KEYS)[number]

/** The keys each screen's grid sorts by: its columns' ids. */
export const SORT_KEYS: Record<StatisticsScreen, readonly string[]> = {
  checkup: ['checkupDate', 'checkupType', 'employeeId', 'userId'],
  gift: ['giftDate', 'giftQuantity', 'giver', 'receiver', 'productName'],
  order: ['orderDate', 'employeeId', 'licenseQuantity'],
  overview: OVERVIEW_SORT_KEYS,
  purchaseHistory: [
    'orderDate',
    'buyer',
    'status',
    'paidAmount',
    'licenseQuantity',
    'payMethod',
    'vbankDepositDate',
  ],
  giftHistory: ['giftDate', 'giver', 'receiver', 'giftQuantity'],
}

/** The keys of the grid shown (the gift screen's user list has no quantity or product). */
export const sortKeysOf = (screen: StatisticsScreen, list: GiftListKind): readonly string[] =>
  screen === 'gift' && list === 'user' ? ['giftDate', 'giver', 'receiver'] : SORT_KEYS[screen]

/** The date column of a screen's grid: the default sort. */
const DATE_KEY: Record<StatisticsScreen, string> = {
  checkup: 'checkupDate',
  gift: 'giftDate',
  order: 'orderDate',
  overview: 'statisticsDate',
  purchaseHistory: 'orderDate',
  giftHistory: 'giftDate',
}

/** The order the server answers in: the overview by day from the first, the others newest first. */
export const defaultStatisticsSort = (screen: StatisticsScreen): SortState => ({
  key: DATE_KEY[screen],
  order: screen === 'overview' ? 'asc' : 'desc',
})

/** Dates start newest first (the overview from its first day); the rest from the smallest. */
export const firstStatisticsOrder =
  (screen: StatisticsScreen) =>
  (key: string): SortOrder =>
    key === DATE_KEY[screen] && screen !== 'overview' ? 'desc' : 'asc'

/** S2 §2.4, §9: the month to today, every selector on 'all', the admin list, page 1. */
export const defaultStatisticsView = (screen: StatisticsScreen, today: Date): StatisticsView => ({
  range: defaultStatisticsRange(today),
  employee: '',
  siteId: '',
  branchCode: '',
  list: 'admin',
  page: 1,
  sort: defaultStatisticsSort(screen),
})

/** the longest selector value the contract takes (statistics contract, FILTER_VALUE_MAX) */
const FILTER_VALUE_MAX = 64
const selector = (name: string) =>
  textField(
    name,
    (text) => text.trim() !== '' && text.length <= FILTER_VALUE_MAX && text !== ALL_ITEM,
  )
/** a field the screen does not have: never read, never written */
const none = <V>(): ViewField<V> => ({ read: () => undefined, write: () => {}, same: () => true })
const listField: ViewField<GiftListKind> = {
  read(params) {
    const list = params.get('list')
    return isOneOf(GIFT_LISTS, list) ? list : undefined
  },
  write: (value, params) => params.set('list', value),
  same: (a, b) => a === b,
}
/** a sort of one of the screen's keys; the gift user list's keys only with `list=user` */
const sortOf = (screen: StatisticsScreen): ViewField<SortState> => {
  const field = sortField(SORT_KEYS[screen])
  if (screen !== 'gift') return field
  return {
    ...field,
    read(params) {
      const sort = field.read(params)
      const list = listField.read(params) ?? 'admin'
      return sort && sortKeysOf(screen, list).includes(sort.key) ? sort : undefined
    },
  }
}

/**
 * The view's fields of a screen, for a viewer: the range, page and sort; the employee selector
 * (checkup, gift, order) or the selectors the screen shows the viewer (overview and the
 * histories); the gift screen's list. `start`, `end`, `employeeId`, `siteId` and `branchCode` are
 * the names the statistics API takes.
 */
export function statisticsViewFields(
  screen: StatisticsScreen,
  viewer: Pick<StatisticsViewer, 'auth'>,
  today: Date,
): ViewFields<StatisticsView> {
  const employeeScreen = screen === 'checkup' || screen === 'gift' || screen === 'order'
  const shown = shownFilters(screen, viewer)
  return {
    range: rangeField(today),
    employee: employeeScreen || shown.id ? selector('employeeId') : none(),
    siteId: shown.site ? selector('siteId') : none(),
    branchCode: shown.branch ? selector('branchCode') : none(),
    list: screen === 'gift' ? listField : none(),
    page: pageField,
    sort: sortOf(screen),
  }
}

/**
 * The view a visit of a screen starts with (`startingView`: the address, else the user's, else
 * the defaults).
 */
export const startingStatisticsView = (
  screen: StatisticsScreen,
  viewer: Pick<StatisticsViewer, 'auth'>,
  today: Date,
  address: string | URLSearchParams,
  kept: string,
): StatisticsView =>
  startingView(
    statisticsViewFields(screen, viewer, today),
    defaultStatisticsView(screen, today),
    address,
    kept,
  )

/** The selectors of a view (overview and the histories). */
export const filterOfView = (view: StatisticsView): ScopeFilter => ({
  siteId: view.siteId,
  branchCode: view.branchCode,
  employeeId: view.employee,
})

type AnyRow = Record<string, unknown>

/** A row's value for a sort key of its screen: what its cell shows, sorted as it reads. */
export function statisticsSortValue(
  screen: StatisticsScreen,
  row: AnyRow,
  key: string,
): string | number | null {
  const raw = (k: string) => {
    const v = row[k]
    return typeof v === 'string' || typeof v === 'number' ? v : null
  }
  /** a code column's value: its text (the codes are strings) */
  const code = (k: string) => {
    const v = row[k]
    return typeof v === 'string' ? v : null
  }
  if (screen === 'checkup' && key === 'checkupType') return checkupTier(code('checkupType'))
  if (screen === 'purchaseHistory') {
    if (key === 'buyer') return raw('employeeName')
    if (key === 'status') return purchaseStatusOf(code('status'))
  }
  if (screen === 'giftHistory' && (key === 'giver' || key === 'receiver')) return raw(`${key}Name`)
  return raw(key)
}

/** The rows of a screen's grid in the order its sort says (the server's order breaks ties). */
export const sortStatisticsRows = <R extends AnyRow>(
  screen: StatisticsScreen,
  rows: readonly R[],
  sort: SortState,
): R[] => sortRows(rows, sort, (row, key) => statisticsSortValue(screen, row, key))
