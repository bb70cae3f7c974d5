import { defaultDashboardRange, type DateRange } from '../../../shared/domain/dates'
import {
  pageField,
  rangeField,
  startingView,
  sortField,
  textField,
  type PagedView,
  type SortOrder,
  type ViewFields,
} from '../../../shared/domain/list-view'
import { CHECKUP_DEFAULT_SORT, CHECKUP_SORT_KEYS, type CheckupSortKey } from './checkup'
import { validateSearch } from './search'

/** The issuance history as its user leaves it (issue 31): in the URL and in the user's memory. */
export interface DashboardView extends PagedView<CheckupSortKey> {
  range: DateRange
  /** the accepted name search */
  name: string
}

/** The list id the view is kept under, per user. */
export const DASHBOARD_LIST = 'dashboard'

/** The grid's id for its hidden columns, per user. */
export const DASHBOARD_GRID = 'dashboard'

/** S1 §4: six months to today, no name, page 1, newest first. */
export const defaultDashboardView = (today: Date): DashboardView => ({
  range: defaultDashboardRange(today),
  name: '',
  page: 1,
  sort: { ...CHECKUP_DEFAULT_SORT },
})

/** `start`, `end`, `name`, `page`, `sort` and `order`: the names the list's API takes. */
export const dashboardViewFields = (today: Date): ViewFields<DashboardView> => ({
  range: rangeField(today),
  name: textField('name', (text) => text.trim() !== '' && validateSearch(text) === null),
  page: pageField,
  sort: sortField(CHECKUP_SORT_KEYS),
})

/** Dates start newest first; names and the rest from the first letter. */
export const firstCheckupOrder = (key: CheckupSortKey): SortOrder =>
  key === 'created' ? 'desc' : 'asc'

/** The view a visit starts with (`startingView`: the address, else the user's, else defaults). */
export const startingDashboardView = (
  today: Date,
  address: string | URLSearchParams,
  kept: string,
): DashboardView =>
  startingView(dashboardViewFields(today), defaultDashboardView(today), address, kept)
