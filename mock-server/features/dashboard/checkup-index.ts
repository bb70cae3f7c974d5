import type { Collection } from '@msw/data'
import type { z } from 'zod'
import { countReports, type CheckupCounts } from '../../../src/features/dashboard/domain/checkup'
import { matching, namesOf } from './checkup-names'
import { orderOf, placesOf } from './checkup-orders'
import {
  reportsBetween,
  scopeList,
  type CheckupOrder,
  type ScopeList,
  type ScopeOrder,
} from './checkup-scopes'
import type { StaffRecord } from '../../schemas'
import type { CheckupRecord } from './records'
import { reaches, type ScopedCaller } from '../../scope'

export type { CheckupOrder } from './checkup-scopes'

/**
 * Indexes kept beside the checkups collection, so that a dashboard page costs the same at 300
 * and at 100,000 checkups (issue 9):
 *
 * - by checkup number (a Map), for the print, PDF and address handlers;
 * - per scope (everything, a site, a branch, an FC), the checkups in list order (newest `created`
 *   first, then by number) with running counts of simple and premium reports, so a date range is
 *   two binary searches, its counters two subtractions and a page a slice;
 * - per scope, for the name search (issue 29), each distinct customer name with the positions of
 *   its rows in that order: a search tests each distinct name once (a few hundred, not 100,000
 *   rows), the positions of the names that match are merged once (and kept for the next page),
 *   and the range, the total and the page are again two binary searches and a slice;
 * - per scope, for the other orders of the list (issue 31: by a key, ascending or descending,
 *   ties in list order), the scope's positions in that order and each position's place in it,
 *   made with the first page asked in that order (a counting sort of the positions by the rank
 *   of their key). The rows of a range are the positions lo..hi-1, those of a name search in it
 *   a run of the search's merged positions; over either sequence a wavelet matrix of the places
 *   (made once per order, for the scope and for each kept search) gives the k-th smallest place
 *   of any run in log n steps, so a page in another order is `size` such steps: O(size log n),
 *   at any page, whatever the range, the search and the number of checkups. A sort by name
 *   sorts the names as the caller is shown them (site 48 masked): each distinct name is shown
 *   once, as a search does, and the orders are kept per way of showing them.
 *
 * The scope lists are in checkup-scopes.ts, their names in checkup-names.ts, their other orders in
 * checkup-orders.ts and the wavelet matrix in wavelet-matrix.ts.
 *
 * The collection's hooks keep the number index current on every create, update and delete; the
 * scope lists (and their names and orders) are rebuilt on the next query after a create, a
 * delete or a change of a field they are ordered, counted, searched or sorted by (none of the
 * handlers does either: they change addresses and print flags).
 */

/** The fields a scope list is chosen, ordered, counted, searched or sorted by. */
const LISTED_FIELDS = new Set([
  'checkupNo',
  'created',
  'siteId',
  'branchCode',
  'employeeId',
  'reportType',
  'userName',
  'birthday',
  'employeeName',
])

/** Which checkups a caller may see: the one rule of `scope.ts` (F own, B branch, A site, S all). */
export const inScope = (caller: ScopedCaller, c: CheckupRecord): boolean =>
  reaches(caller, { siteId: c.siteId, branchCode: c.branchCode, employeeId: c.employeeId })

/** The list order of the dashboard: newest first, then by checkup number. */
export function listOrder(a: CheckupRecord, b: CheckupRecord): number {
  if (a.created !== b.created) return a.created < b.created ? 1 : -1
  return a.checkupNo - b.checkupNo
}

type Caller = Pick<StaffRecord, 'auth' | 'siteId' | 'branchCode' | 'userId'>

const scopeKey = (caller: Caller): string | null => {
  switch (caller.auth) {
    case 'S':
      return 'all'
    case 'A':
      return `site:${caller.siteId}`
    case 'B':
      return caller.branchCode ? `branch:${caller.siteId}:${caller.branchCode}` : null
    case 'F':
      return `fc:${caller.userId}`
    default:
      return null
  }
}

/** The rows of a range (or of a name search in it), a window of a scope list. */
export interface CheckupRows {
  count: number
  /** the rows from..to-1, in list order (in `order` for rows of `sorted`) */
  rows(from: number, to: number): CheckupRecord[]
  /** every row, made as they are read (a generator for a file of 100,000 rows) */
  each(): Iterable<CheckupRecord>
  /**
   * The same rows in another order (issue 31): by the key, ascending or descending, equal keys in
   * list order either way; the customer name as `shown` gives it to the caller (site 48 masked),
   * in the Korean collation; the other keys as strings, no report type last when ascending.
   */
  sorted(order: CheckupOrder, shown: (name: string) => string): CheckupRows
}

/** The rows of a date range in one scope: a window of a scope list. */
export interface CheckupRange extends CheckupRows {
  counts: CheckupCounts
  /** every row of the range, in list order (O(range)) */
  all(): CheckupRecord[]
  /**
   * The rows of the range whose name, as `shown` gives it to the caller (site 48: masked), holds
   * `text`: the same rows as testing `shown(c.userName).includes(text)` row by row, in list order.
   */
  named(text: string, shown: (name: string) => string): CheckupRows
}

/**
 * Which positions of a scope list some rows are: the run start..start+count-1 of the list's
 * positions (a range), or of a name search's merged positions (its matches in a range).
 */
interface Subset {
  list: ScopeList
  /** the positions of a name search (ascending), or null: positions 0..n-1 themselves */
  positions: Int32Array | null
  start: number
  count: number
}

export class CheckupIndex {
  private readonly byNo = new Map<number, CheckupRecord>()
  private readonly scopes = new Map<string, ScopeList>()
  private sorted: CheckupRecord[] | null = null

  constructor(collection: Collection<z.core.$ZodType<CheckupRecord>>) {
    for (const record of collection.all()) this.byNo.set(record.checkupNo, record)
    collection.hooks.on('create', (e) => {
      this.byNo.set(e.data.record.checkupNo, e.data.record)
      this.stale()
    })
    collection.hooks.on('update', (e) => {
      const { prevRecord, nextRecord, path } = e.data
      if (prevRecord.checkupNo !== nextRecord.checkupNo) this.byNo.delete(prevRecord.checkupNo)
      this.byNo.set(nextRecord.checkupNo, nextRecord)
      if (LISTED_FIELDS.has(String(path[0]))) this.stale()
    })
    collection.hooks.on('delete', (e) => {
      this.byNo.delete(e.data.deletedRecord.checkupNo)
      this.stale()
    })
  }

  get(checkupNo: number): CheckupRecord | undefined {
    return this.byNo.get(checkupNo)
  }

  /** The checkups a caller may see created within [start, end] (YYYYMMDD, inclusive). */
  range(caller: Caller, start: string, end: string): CheckupRange {
    const key = scopeKey(caller)
    const list = key ? this.scope(key, caller) : null
    if (!list || start > end) return emptyRange
    // newest first: the range starts at the first date <= end and stops before the first < start
    const lo = firstIndex(list.created, (d) => d <= end)
    const hi = firstIndex(list.created, (d) => d < start)
    const count = Math.max(0, hi - lo)
    const rows = (from: number, to: number) =>
      list.nos.slice(lo + Math.max(0, from), lo + Math.min(count, to)).map((no) => this.row(no))
    return {
      count,
      counts: { all: count, ...reportsBetween(list, lo, hi) },
      rows,
      all: () => rows(0, count),
      each: () => this.each(list, lo, hi),
      sorted: (order, shown) =>
        this.inOrder({ list, positions: null, start: lo, count }, order, shown),
      named: (text, shown) => {
        const positions = matching(namesOf(list, this.byNo), text, shown)
        // the matches inside the range: positions lo..hi-1 of the scope list
        const first = firstIndex(positions, (p) => p >= lo)
        const found = firstIndex(positions, (p) => p >= hi) - first
        const inRange = positions.subarray(first, first + found)
        return {
          count: found,
          rows: (from, to) =>
            Array.from(inRange.subarray(Math.max(0, from), Math.min(found, to)), (p) =>
              this.row(list.nos[p]),
            ),
          each: () => this.each(list, 0, found, inRange),
          sorted: (order, shown) =>
            this.inOrder({ list, positions, start: first, count: found }, order, shown),
        }
      },
    }
  }

  /**
   * The checkup of a number a scope list holds at a position read in range: the hooks keep every
   * such number indexed (the generators, which read every row of a file, assume as much).
   */
  private row(no: number | undefined): CheckupRecord {
    const record = no === undefined ? undefined : this.byNo.get(no)
    if (!record) throw new Error(`checkup index: no checkup ${no} listed`)
    return record
  }

  /** The rows of positions from..to-1 of the list (of `positions` of it, when given), lazily. */
  private *each(list: ScopeList, from: number, to: number, positions?: Int32Array) {
    for (let i = from; i < to; i++) yield this.byNo.get(list.nos[positions ? positions[i]! : i]!)!
  }

  /** The rows of a subset of a scope list in an order (issue 31), made when rows are asked. */
  private inOrder(
    subset: Subset,
    order: CheckupOrder,
    shown: (name: string) => string,
  ): CheckupRows {
    const { list, positions, start, count } = subset
    const byNo = this.byNo
    const ordered = () => orderOf(list, order, shown, byNo)
    const record = (o: ScopeOrder, place: number) => byNo.get(list.nos[o.positions[place]!]!)!
    return {
      count,
      rows: (from, to) => {
        from = Math.max(0, from)
        to = Math.min(count, to)
        if (from >= to) return []
        // the k-th smallest place of the run is the k-th row in this order
        const o = ordered()
        const places = placesOf(o, positions)
        return Array.from({ length: to - from }, (_, i) =>
          record(o, places.smallest(start, start + count, from + i)),
        )
      },
      *each() {
        if (count === 0) return
        // every row (a file): the run's places sorted once, rather than a search a row
        const o = ordered()
        const run = positions
          ? Int32Array.from(positions.subarray(start, start + count), (p) => o.place[p]!)
          : o.place.slice(start, start + count)
        for (const place of run.sort()) yield record(o, place)
      },
      sorted: (other, otherShown) => this.inOrder(subset, other, otherShown),
    }
  }

  private stale() {
    this.sorted = null
    this.scopes.clear()
  }

  private scope(key: string, caller: Caller): ScopeList {
    const known = this.scopes.get(key)
    if (known) return known
    this.sorted ??= [...this.byNo.values()].sort(listOrder)
    const list = scopeList(
      key === 'all' ? this.sorted : this.sorted.filter((c) => inScope(caller, c)),
    )
    this.scopes.set(key, list)
    return list
  }
}

const noRows: CheckupRows = { count: 0, rows: () => [], each: () => [], sorted: () => noRows }

const emptyRange: CheckupRange = {
  ...noRows,
  counts: countReports([]),
  all: () => [],
  named: () => noRows,
}

/** The first index whose value passes `test`, for a test that is false, then true, along the array. */
function firstIndex<T extends string | number>(
  values: ArrayLike<T>,
  test: (value: T) => boolean,
): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const value = values[mid]
    if (value !== undefined && test(value)) hi = mid
    else lo = mid + 1
  }
  return lo
}
