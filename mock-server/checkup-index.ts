import type { Collection } from '@msw/data'
import type { z } from 'zod'
import {
  countReports,
  type CheckupCounts,
  type CheckupSortKey,
} from '../src/features/dashboard/domain/checkup'
import type { SortOrder } from '../src/shared/domain/list-view'
import type { StaffRecord } from './schemas'
import type { RecordOf } from './feature'
import { reaches, type ScopedCaller } from './scope'

type CheckupRecord = RecordOf<'checkups'>

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

/** How many merged name matches a scope list keeps (the oldest used goes first). */
const KEPT_MATCHES = 16

/** How many ways of showing its names a scope list keeps for the name orders (the same). */
const KEPT_VIEWS = 4

/**
 * How many orders a scope list keeps: every key both ways, and the names' orders of a few ways
 * of showing them (plain, site 48 masked); the oldest used goes first.
 */
const KEPT_ORDERS = 12

/**
 * Customer names sort in the Korean collation (issue 31): Intl.Collator('ko'), the collation
 * `localeCompare(other, 'ko')` uses, made once rather than per comparison.
 */
const koreanCollation = new Intl.Collator('ko')

/** The list order and the orders of issue 31: a sort key and a direction. */
export interface CheckupOrder {
  key: CheckupSortKey
  order: SortOrder
}

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
  /** the list in other orders, by key and direction (and the names as shown), the last used last */
  orders: Map<string, ScopeOrder>
}

/** A scope list in another order: ties (equal keys) in list order, whichever the direction. */
interface ScopeOrder {
  /** the positions of the scope list in this order */
  positions: Int32Array
  /** place[p]: where position p is in `positions` */
  place: Int32Array
  /** the places of positions 0..n-1, as a wavelet matrix; made with the first range's page */
  scope: WaveletMatrix | null
  /** the places of a name search's merged positions, by those positions, while both are kept */
  named: WeakMap<Int32Array, WaveletMatrix>
}

/** A scope's distinct customer names, each with the positions of its rows (ascending). */
interface ScopeNames {
  names: string[]
  positions: Int32Array[]
  /** the merged positions of a set of names (by their ids), the last used last */
  matches: Map<string, Int32Array>
  /**
   * a name search's positions by the way names are shown (the same function for callers shown
   * names alike) and the text, the last used last: a search asked again tests no name
   */
  found: WeakMap<(name: string) => string, Map<string, Int32Array>>
  /** ids[p]: the id of the name at position p */
  ids: Int32Array
  /** the ways the names were shown for a sort (plain, site 48 masked), the last used last */
  views: NamesView[]
}

/** The scope's names as some callers are shown them (`seen[id]`), numbered for its orders. */
interface NamesView {
  seen: string[]
  id: number
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
              this.byNo.get(list.nos[p]!)!,
            ),
          each: () => this.each(list, 0, found, inRange),
          sorted: (order, shown) =>
            this.inOrder({ list, positions, start: first, count: found }, order, shown),
        }
      },
    }
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
      orders: new Map(),
    }
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
  const idAt = new Int32Array(list.nos.length)
  found.forEach((positions, id) => {
    for (const p of positions) idAt[p] = id
  })
  list.names = {
    names: [...ids.keys()],
    positions: found.map((p) => Int32Array.from(p)),
    matches: new Map(),
    found: new WeakMap(),
    ids: idAt,
    views: [],
  }
  return list.names
}

/** Ways of showing names made so far: a new one is numbered with the next. */
let viewsMade = 0

/**
 * The scope's names as `shown` shows them, each distinct name shown once (as a name search does),
 * and which of the kept ways of showing them that is: the names' orders are kept per way.
 */
function viewOf(index: ScopeNames, shown: (name: string) => string): NamesView {
  const seen = index.names.map(shown)
  const at = index.views.findIndex((v) => v.seen.every((name, id) => name === seen[id]))
  const view = at < 0 ? { seen, id: ++viewsMade } : index.views.splice(at, 1)[0]!
  index.views.push(view)
  if (index.views.length > KEPT_VIEWS) index.views.shift()
  return view
}

/** A key's values of a scope list's rows: a value per position, and how two values compare. */
interface KeyValues {
  at: (position: number) => string | null
  compare: (a: string | null, b: string | null) => number
}

/** Strings by their code units, null (no report) after every string. */
const byString = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1

/**
 * A scope list in another order, made once and kept (by key, direction, and for names the names
 * as shown: site 48 and the others see different names): the positions counting-sorted by the
 * rank of their key, ascending positions within a rank, so equal keys keep the list order.
 */
function orderOf(
  list: ScopeList,
  { key, order }: CheckupOrder,
  shown: (name: string) => string,
  byNo: ReadonlyMap<number, CheckupRecord>,
): ScopeOrder {
  let values: KeyValues
  let id = `${key}:${order}`
  if (key === 'userName') {
    // the names as this caller sees them, a distinct name at a time
    const names = namesOf(list, byNo)
    const { seen, id: view } = viewOf(names, shown)
    id += `:${view}`
    values = {
      at: (p) => seen[names.ids[p]!]!,
      compare: (a, b) => koreanCollation.compare(a!, b!),
    }
  } else if (key === 'created') {
    values = { at: (p) => list.created[p]!, compare: byString }
  } else {
    const field = key
    values = { at: (p) => byNo.get(list.nos[p]!)![field], compare: byString }
  }
  const kept = list.orders.get(id)
  if (kept) {
    list.orders.delete(id)
    list.orders.set(id, kept)
    return kept
  }
  const made = sortedPositions(list.nos.length, values, order)
  list.orders.set(id, made)
  if (list.orders.size > KEPT_ORDERS) list.orders.delete(list.orders.keys().next().value as string)
  return made
}

/** Positions 0..n-1 by their values' ranks (descending: ranks reversed), then by position. */
function sortedPositions(n: number, values: KeyValues, order: SortOrder): ScopeOrder {
  // the distinct values, ranked: values the comparison holds equal share a rank
  const distinct = new Map<string | null, number>()
  const valueAt = new Int32Array(n)
  const list: (string | null)[] = []
  for (let p = 0; p < n; p++) {
    const value = values.at(p)
    let v = distinct.get(value)
    if (v === undefined) {
      distinct.set(value, (v = list.length))
      list.push(value)
    }
    valueAt[p] = v
  }
  const byValue = list.map((_, v) => v).sort((a, b) => values.compare(list[a]!, list[b]!))
  const rankOf = new Int32Array(list.length)
  let ranks = 0
  byValue.forEach((v, i) => {
    if (i > 0 && values.compare(list[byValue[i - 1]!]!, list[v]!) !== 0) ranks++
    rankOf[v] = ranks
  })
  ranks++
  // a counting sort: positions ascending within a rank
  const starts = new Int32Array(ranks + 1)
  const rankAt = new Int32Array(n)
  for (let p = 0; p < n; p++) {
    const rank = rankOf[valueAt[p]!]!
    rankAt[p] = order === 'asc' ? rank : ranks - 1 - rank
    starts[rankAt[p]! + 1]!++
  }
  for (let r = 0; r < ranks; r++) starts[r + 1]! += starts[r]!
  const positions = new Int32Array(n)
  const place = new Int32Array(n)
  for (let p = 0; p < n; p++) {
    const at = starts[rankAt[p]!]!++
    positions[at] = p
    place[p] = at
  }
  return { positions, place, scope: null, named: new WeakMap() }
}

/**
 * The places in an order of the scope's positions (`positions` null) or of a name search's, as a
 * wavelet matrix: made with the first page that needs it, kept with the order (and the search).
 */
function placesOf(ordered: ScopeOrder, positions: Int32Array | null): WaveletMatrix {
  if (!positions) return (ordered.scope ??= new WaveletMatrix(ordered.place))
  let made = ordered.named.get(positions)
  if (!made) {
    made = new WaveletMatrix(Int32Array.from(positions, (p) => ordered.place[p]!))
    ordered.named.set(positions, made)
  }
  return made
}

/**
 * A wavelet matrix over a sequence of values in 0..2^levels-1 (here places, below the scope's
 * length): a bit vector a level, from the highest bit down, each level's sequence the previous
 * one's stably split by that bit (zeros first). `smallest(from, to, k)`, the k-th smallest value
 * of the run from..to-1, follows the run down the levels: log n steps of two counts each,
 * whatever the run's length (Navarro, "Wavelet trees for all", 2014; Claude, Navarro and Ordóñez,
 * "The wavelet matrix", 2015).
 */
export class WaveletMatrix {
  private readonly levels: number
  /** level l's bits at words [l * words, (l + 1) * words) */
  private readonly bits: Uint32Array
  /** level l's zeros before word w: zerosBefore[l * (words + 1) + w] */
  private readonly zerosBefore: Int32Array
  /** level l's zeros in all */
  private readonly zeros: Int32Array
  private readonly words: number

  constructor(values: Int32Array) {
    const n = values.length
    let top = 0
    for (const v of values) top = Math.max(top, v)
    this.levels = Math.max(1, 32 - Math.clz32(top))
    this.words = (n >>> 5) + 1
    this.bits = new Uint32Array(this.levels * this.words)
    this.zerosBefore = new Int32Array(this.levels * (this.words + 1))
    this.zeros = new Int32Array(this.levels)
    let current = Int32Array.from(values)
    let next = new Int32Array(n)
    for (let l = 0; l < this.levels; l++) {
      const bit = this.levels - 1 - l
      const words = l * this.words
      let zeros = 0
      for (let i = 0; i < n; i++) {
        if ((current[i]! >>> bit) & 1) this.bits[words + (i >>> 5)]! |= 1 << (i & 31)
        else zeros++
      }
      const dir = l * (this.words + 1)
      for (let w = 0; w < this.words; w++)
        this.zerosBefore[dir + w + 1] =
          this.zerosBefore[dir + w]! + 32 - popcount(this.bits[words + w]!)
      this.zeros[l] = zeros
      let z = 0
      let o = zeros
      for (let i = 0; i < n; i++) {
        const v = current[i]!
        if ((v >>> bit) & 1) next[o++] = v
        else next[z++] = v
      }
      ;[current, next] = [next, current]
    }
  }

  /** The zeros of level l among its first i bits. */
  private zerosUpTo(l: number, i: number): number {
    const w = i >>> 5
    const below = this.bits[l * this.words + w]! & ((1 << (i & 31)) - 1)
    return this.zerosBefore[l * (this.words + 1) + w]! + (i & 31) - popcount(below)
  }

  /** The k-th smallest (0-based) of values from..to-1 (0 <= k < to - from). */
  smallest(from: number, to: number, k: number): number {
    let value = 0
    for (let l = 0; l < this.levels; l++) {
      const zFrom = this.zerosUpTo(l, from)
      const zTo = this.zerosUpTo(l, to)
      if (k < zTo - zFrom) {
        from = zFrom
        to = zTo
      } else {
        k -= zTo - zFrom
        value |= 1 << (this.levels - 1 - l)
        from = this.zeros[l]! + from - zFrom
        to = this.zeros[l]! + to - zTo
      }
    }
    return value
  }
}

/** The set bits of a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  x = (x + (x >>> 4)) & 0x0f0f0f0f
  return Math.imul(x, 0x01010101) >>> 24
}

/**
 * The positions (ascending) of the rows whose shown name holds `text`: each distinct name is
 * shown and tested once; the positions of the names that match are merged and kept, so the next
 * page, or another range, of the same search is two binary searches.
 */
function matching(index: ScopeNames, text: string, shown: (name: string) => string): Int32Array {
  let byText = index.found.get(shown)
  if (!byText) index.found.set(shown, (byText = new Map()))
  const known = byText.get(text)
  // the last used goes last: the oldest used is the one dropped
  byText.delete(text)
  const positions = known ?? merging(index, text, shown)
  byText.set(text, positions)
  if (byText.size > KEPT_MATCHES) byText.delete(byText.keys().next().value as string)
  return positions
}

/** The positions of the names `shown` shows holding `text`, merged (kept by the names' ids). */
function merging(index: ScopeNames, text: string, shown: (name: string) => string): Int32Array {
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
