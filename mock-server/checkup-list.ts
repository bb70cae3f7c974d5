import type { CheckupCounts } from '../src/features/dashboard/domain/checkup'
import type { CheckupIndex } from './checkup-index'
import type { CheckupRecord, StaffRecord } from './schemas'

/** What a checkup list asks: a date range (YYYYMMDD), a name to look for, a page. */
export interface CheckupListQuery {
  start: string
  end: string
  name?: string | undefined
  page: number
  size: number
}

/** One page of a checkup list: its rows, the total after the name filter, the range's counters. */
export interface CheckupListPage {
  items: CheckupRecord[]
  total: number
  counts: CheckupCounts
}

/** The name a caller is shown (site 48 masked); a search looks in that name. */
export type NameFor = (caller: StaffRecord, name: string) => string

/**
 * The page from the indexes: without a name, O(log n + page) whatever the number of checkups;
 * with a name, each distinct name of the caller's scope is tested once, as the caller is shown
 * it (site 48 masked, so a hidden letter finds nothing), then O(log n + page) again (issue 29).
 * The rule is the scan's: a row matches when its shown name holds the trimmed search.
 */
export function indexedPage(
  index: CheckupIndex,
  caller: StaffRecord,
  query: CheckupListQuery,
  nameFor: NameFor,
): CheckupListPage {
  const range = index.range(caller, query.start, query.end)
  const from = (query.page - 1) * query.size
  const name = query.name?.trim()
  if (!name)
    return { items: range.rows(from, from + query.size), total: range.count, counts: range.counts }
  const matching = range.named(name, (userName) => nameFor(caller, userName))
  return {
    items: matching.rows(from, from + query.size),
    total: matching.count,
    counts: range.counts,
  }
}
