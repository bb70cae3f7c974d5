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
 *   two binary searches, its counters two subtractions and a page a slice.
 *
 * The collection's hooks keep the number index current on every create, update and delete; the
 * scope lists are rebuilt on the next query after a create, a delete or a change of a field they
 * are ordered or counted by (none of the handlers does either: they change addresses and print
 * flags).
 */

/** The fields a scope list is chosen, ordered or counted by. */
const LISTED_FIELDS = new Set([
  'checkupNo',
  'created',
  'siteId',
  'branchCode',
  'employeeId',
  'reportType',
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

/** One scope's checkups in list order: numbers, dates, and counts of reports before each row. */
interface ScopeList {
  nos: number[]
  created: string[]
  /** simpleBefore[i]: simple reports among rows 0..i-1 (length n + 1) */
  simpleBefore: Int32Array
  premiumBefore: Int32Array
}

/** The rows of a date range in one scope: a window of a scope list. */
export interface CheckupRange {
  count: number
  counts: CheckupCounts
  /** the rows from..to-1 of the range, in list order */
  rows(from: number, to: number): CheckupRecord[]
  /** every row of the range, in list order (O(range)) */
  all(): CheckupRecord[]
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
    }
    this.scopes.set(key, list)
    return list
  }
}

const emptyRange: CheckupRange = {
  count: 0,
  counts: countReports([]),
  rows: () => [],
  all: () => [],
}

/** The first index whose value passes `test`, for a test that is false, then true, along the array. */
function firstIndex(values: readonly string[], test: (value: string) => boolean): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (test(values[mid]!)) hi = mid
    else lo = mid + 1
  }
  return lo
}
