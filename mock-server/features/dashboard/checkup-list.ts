import {
  CHECKUP_DEFAULT_SORT,
  type CheckupCounts,
  type CheckupSortKey,
} from '../../../src/features/dashboard/domain/checkup'
import type { SortOrder } from '../../../src/shared/domain/list-view'
import type { CheckupIndex, CheckupRows } from './checkup-index'
import type { StaffRecord } from '../../schemas'
import type { CheckupRecord } from './records'

/**
 * What a checkup list asks: a date range (YYYYMMDD), a name to look for, an order (issue 31:
 * newest first unless given), a page.
 */
export interface CheckupListQuery {
  start: string
  end: string
  name?: string | undefined
  sort?: CheckupSortKey | undefined
  order?: SortOrder | undefined
  page: number
  size: number
}

/** One page of a checkup list: its rows, the total after the name filter, the range's counters. */
export interface CheckupListPage {
  items: CheckupRecord[]
  total: number
  counts: CheckupCounts
}

/** How names are shown to someone: a pure function of the name. */
export type ShownName = (name: string) => string

/**
 * How a caller is shown customer names (site 48 masked); a search looks in the shown name, a sort
 * sorts it. Callers shown names alike get the same function: the index keeps a name search's
 * matches by that function and the text (checkup-index.ts).
 */
export type NameFor = (caller: StaffRecord) => ShownName

/**
 * The rows of a list, every page of them: the range's rows the caller may see, those whose
 * shown name holds the trimmed search (issue 29), in the order asked (issue 31), with the
 * range's counters. The list order (newest first) is the indexes' own; another is the index's
 * order by that key, kept per scope (see checkup-index.ts).
 */
export function indexedRows(
  index: CheckupIndex,
  caller: StaffRecord,
  query: Omit<CheckupListQuery, 'page' | 'size'>,
  nameFor: NameFor,
): { rows: CheckupRows; counts: CheckupCounts } {
  const range = index.range(caller, query.start, query.end)
  const shown = nameFor(caller)
  const name = query.name?.trim()
  const rows = name ? range.named(name, shown) : range
  const key = query.sort ?? CHECKUP_DEFAULT_SORT.key
  const order = query.order ?? CHECKUP_DEFAULT_SORT.order
  const listOrder = key === CHECKUP_DEFAULT_SORT.key && order === CHECKUP_DEFAULT_SORT.order
  return { rows: listOrder ? rows : rows.sorted({ key, order }, shown), counts: range.counts }
}

/**
 * The page from the indexes: without a name, O(log n + page) whatever the number of checkups;
 * with a name, each distinct name of the caller's scope is tested once, as the caller is shown
 * it (site 48 masked, so a hidden letter finds nothing), then O(log n + page) again (issue 29).
 * The rule is the scan's: a row matches when its shown name holds the trimmed search. In another
 * order than the list's (issue 31), O(size log n) again: each row of the page is the k-th
 * smallest place, in the scope's order by that key, of the range's (or the search's) run
 * (checkup-index.ts); the orders are made with the first page asked in them, then kept.
 */
export function indexedPage(
  index: CheckupIndex,
  caller: StaffRecord,
  query: CheckupListQuery,
  nameFor: NameFor,
): CheckupListPage {
  const { rows, counts } = indexedRows(index, caller, query, nameFor)
  const from = (query.page - 1) * query.size
  return { items: rows.rows(from, from + query.size), total: rows.count, counts }
}
