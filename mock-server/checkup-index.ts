import type { Collection } from '@msw/data'
import type { z } from 'zod'
import { countReports, type CheckupCounts } from '../src/features/dashboard/domain/checkup'
import type { CheckupRecord, StaffRecord } from './schemas'
import { reaches, type ScopedCaller } from './scope'

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
 *   and the range, the total and the page are again two binary searches and a slice.
 *
 * The collection's hooks keep the number index current on every create, update and delete; the
 * scope lists (and their names) are rebuilt on the next query after a create, a delete or a
 * change of a field they are ordered, counted or searched by (none of the handlers does either:
 * they change addresses and print flags).
 */

/** The fields a scope list is chosen, ordered, counted or searched by. */
const LISTED_FIELDS = new Set([
  'checkupNo',
  'created',
  'siteId',
  'branchCode',
  'employeeId',
  'reportType',
  'userName',
])

/** How many merged name matches a scope list keeps (the oldest used goes first). */
const KEPT_MATCHES = 16

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

/** One scope's checkups in list order: numbers, dates, and counts of reports before each row. */
interface ScopeList {
  nos: number[]
  created: string[]
  /** simpleBefore[i]: simple reports among rows 0..i-1 (length n + 1) */
  simpleBefore: Int32Array
  premiumBefore: Int32Array
  /** the distinct customer names and where they are, made with the first name search */
  names: ScopeNames | null
}

/** A scope's distinct customer names, each with the positions of its rows (ascending). */
interface ScopeNames {
  names: string[]
  positions: Int32Array[]
  /** the merged positions of a set of names (by their ids), the last used last */
  matches: Map<string, Int32Array>
}

/** The rows of a range (or of a name search in it), a window of a scope list. */
export interface CheckupRows {
  count: number
  /** the rows from..to-1, in list order */
  rows(from: number, to: number): CheckupRecord[]
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

export class CheckupIndex {
  private readonly byNo = new Map<number, CheckupRecord>()
  private readonly scopes = new Map<string, ScopeList>()
  private sorted: CheckupRecord[] | null = null

  constructor(collection: Collection<z.ZodType<CheckupRecord>>) {
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
    const simple = list.simpleBefore[hi]! - list.simpleBefore[lo]!
    const premium = list.premiumBefore[hi]! - list.premiumBefore[lo]!
    const rows = (from: number, to: number) =>
      list.nos
        .slice(lo + Math.max(0, from), lo + Math.min(count, to))
        .map((no) => this.byNo.get(no)!)
    return {
      count,
      counts: { all: count, simple, premium },
      rows,
      all: () => rows(0, count),
      named: (text, shown) => {
        const positions = matching(namesOf(list, this.byNo), text, shown)
        // the matches inside the range: positions lo..hi-1 of the scope list
        const first = firstIndex(positions, (p) => p >= lo)
        const found = firstIndex(positions, (p) => p >= hi) - first
        return {
          count: found,
          rows: (from, to) =>
            Array.from(
              positions.subarray(first + Math.max(0, from), first + Math.min(found, to)),
              (p) => this.byNo.get(list.nos[p]!)!,
            ),
        }
      },
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
    const rows = key === 'all' ? this.sorted : this.sorted.filter((c) => inScope(caller, c))
    const simpleBefore = new Int32Array(rows.length + 1)
    const premiumBefore = new Int32Array(rows.length + 1)
    rows.forEach((c, i) => {
      simpleBefore[i + 1] = simpleBefore[i]! + (c.reportType === 'S' ? 1 : 0)
      premiumBefore[i + 1] = premiumBefore[i]! + (c.reportType === 'F' ? 1 : 0)
    })
    const list: ScopeList = {
      nos: rows.map((c) => c.checkupNo),
      created: rows.map((c) => c.created),
      simpleBefore,
      premiumBefore,
      names: null,
    }
    this.scopes.set(key, list)
    return list
  }
}

const noRows: CheckupRows = { count: 0, rows: () => [] }

const emptyRange: CheckupRange = {
  ...noRows,
  counts: countReports([]),
  all: () => [],
  named: () => noRows,
}

/** The scope's distinct names with their positions, made once per scope list. */
function namesOf(list: ScopeList, byNo: ReadonlyMap<number, CheckupRecord>): ScopeNames {
  if (list.names) return list.names
  const ids = new Map<string, number>()
  const found: number[][] = []
  list.nos.forEach((no, position) => {
    const name = byNo.get(no)!.userName
    let id = ids.get(name)
    if (id === undefined) {
      ids.set(name, (id = found.length))
      found.push([])
    }
    found[id]!.push(position)
  })
  list.names = {
    names: [...ids.keys()],
    positions: found.map((p) => Int32Array.from(p)),
    matches: new Map(),
  }
  return list.names
}

/**
 * The positions (ascending) of the rows whose shown name holds `text`: each distinct name is
 * shown and tested once; the positions of the names that match are merged and kept, so the next
 * page, or another range, of the same search is two binary searches.
 */
function matching(index: ScopeNames, text: string, shown: (name: string) => string): Int32Array {
  const ids: number[] = []
  index.names.forEach((name, id) => {
    if (shown(name).includes(text)) ids.push(id)
  })
  if (ids.length === 1) return index.positions[ids[0]!]!
  const key = ids.join(',')
  const kept = index.matches.get(key)
  if (kept) {
    // the last used goes last: the oldest used is the one dropped
    index.matches.delete(key)
    index.matches.set(key, kept)
    return kept
  }
  const merged = new Int32Array(ids.reduce((n, id) => n + index.positions[id]!.length, 0))
  let at = 0
  for (const id of ids) {
    merged.set(index.positions[id]!, at)
    at += index.positions[id]!.length
  }
  merged.sort()
  index.matches.set(key, merged)
  if (index.matches.size > KEPT_MATCHES)
    index.matches.delete(index.matches.keys().next().value as string)
  return merged
}

/** The first index whose value passes `test`, for a test that is false, then true, along the array. */
function firstIndex<T>(values: ArrayLike<T>, test: (value: T) => boolean): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (test(values[mid]!)) hi = mid
    else lo = mid + 1
  }
  return lo
}
