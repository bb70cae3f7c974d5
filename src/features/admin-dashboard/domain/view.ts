import { defaultAdminRange, type DateRange } from '../../../shared/domain/dates'
import {
  pageField,
  rangeField,
  startingView,
  sortField,
  sortRows,
  type PagedView,
  type SortOrder,
  type SortState,
  type ViewFields,
} from '../../../shared/domain/list-view'
import type { AdminCheckupRow } from './admin-checkup'
import { CHECKUP_STATUSES } from './codes'

/** The columns the admin grid sorts by (issue 31): each column of a row but its menu. */
export const ADMIN_SORT_KEYS = [
  'id',
  'company',
  'fcCode',
  'status',
  'name',
  'gender',
  'regDate',
] as const
export type AdminSortKey = (typeof ADMIN_SORT_KEYS)[number]

/** The server's order: newest registration first (then the higher id). */
export const ADMIN_DEFAULT_SORT: SortState<AdminSortKey> = { key: 'regDate', order: 'desc' }

/** The admin dashboard as its user leaves it (issue 31): in the URL and in the user's memory. */
export interface AdminDashboardView extends PagedView<AdminSortKey> {
  range: DateRange
}

/** The list id the view is kept under, per user. */
export const ADMIN_DASHBOARD_LIST = 'adminDashboard'

/** The grid's id for its hidden columns, per user. */
export const ADMIN_DASHBOARD_GRID = 'adminDashboard'

/** S2 §9: the last one month to today, page 1, newest first. */
export const defaultAdminView = (today: Date): AdminDashboardView => ({
  range: defaultAdminRange(today),
  page: 1,
  sort: { ...ADMIN_DEFAULT_SORT },
})

/** `start`, `end` (the names the list's API takes), `page`, `sort` and `order`. */
export const adminViewFields = (today: Date): ViewFields<AdminDashboardView> => ({
  range: rangeField(today),
  page: pageField,
  sort: sortField(ADMIN_SORT_KEYS),
})

/** Dates start newest first; the rest from the smallest (ids, names from ㄱ). */
export const firstAdminOrder = (key: AdminSortKey): SortOrder =>
  key === 'regDate' ? 'desc' : 'asc'

/** The view a visit starts with (`startingView`: the address, else the user's, else defaults). */
export const startingAdminView = (
  today: Date,
  address: string | URLSearchParams,
  kept: string,
): AdminDashboardView =>
  startingView(adminViewFields(today), defaultAdminView(today), address, kept)

/** A row's value for a sort key: the status by its place in the workflow (S2 §4), not its letter. */
export function adminSortValue(row: AdminCheckupRow, key: AdminSortKey): string | number {
  switch (key) {
    case 'status':
      return CHECKUP_STATUSES.indexOf(row.status)
    case 'gender':
      return row.gender
    default:
      return row[key]
  }
}

/** The rows in the order the grid shows (the server's order breaks ties). */
export const sortAdminRows = (
  rows: readonly AdminCheckupRow[],
  sort: SortState<AdminSortKey>,
): AdminCheckupRow[] => sortRows(rows, sort, adminSortValue)
