import type { SortOrder } from '../../../src/shared/domain/list-view'
import type { CheckupRecord } from './records'
import { namesOf, viewOf } from './checkup-names'
import { keptLast, type CheckupOrder, type ScopeList, type ScopeOrder } from './checkup-scopes'
import { WaveletMatrix } from './wavelet-matrix'

/**
 * The other orders of the checkup list (issue 31): a scope list by a key, ascending or
 * descending, ties in list order, made once per order with a counting sort of the positions by
 * the rank of their key; and the places of a run of positions in that order as a wavelet matrix,
 * whose k-th smallest place is the k-th row of the run in that order.
 */

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

/** A key's values of a scope list's rows: a value per position, and how two values compare. */
interface KeyValues<V> {
  at: (position: number) => V
  compare: (a: V, b: V) => number
}

/** Strings by their code units, null (no report) after every string. */
const byString = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1

/**
 * A scope list in another order, made once and kept (by key, direction, and for names the names
 * as shown: site 48 and the others see different names): the positions counting-sorted by the
 * rank of their key, ascending positions within a rank, so equal keys keep the list order.
 */
export function orderOf(
  list: ScopeList,
  { key, order }: CheckupOrder,
  shown: (name: string) => string,
  byNo: ReadonlyMap<number, CheckupRecord>,
): ScopeOrder {
  const n = list.nos.length
  let make: () => ScopeOrder
  let id = `${key}:${order}`
  // `at` runs once per position (n times) as an order is made; positions 0..n-1 are in range
  if (key === 'userName') {
    // the names as this caller sees them, a distinct name at a time
    const names = namesOf(list, byNo)
    const { seen, id: view } = viewOf(names, shown)
    id += `:${view}`
    const at = (p: number) => seen[names.ids[p]!]!
    make = () => sortedPositions(n, { at, compare: koreanCollation.compare }, order)
  } else if (key === 'created') {
    const at = (p: number) => list.created[p]!
    make = () => sortedPositions(n, { at, compare: byString }, order)
  } else {
    const field = key
    const at = (p: number) => byNo.get(list.nos[p]!)![field]
    make = () => sortedPositions(n, { at, compare: byString }, order)
  }
  return keptLast(list.orders, id, KEPT_ORDERS, make)
}

/** Positions 0..n-1 by their values' ranks (descending: ranks reversed), then by position. */
function sortedPositions<V>(n: number, values: KeyValues<V>, order: SortOrder): ScopeOrder {
  // the distinct values, ranked: values the comparison holds equal share a rank
  const distinct = new Map<V, number>()
  const valueAt = new Int32Array(n)
  for (let p = 0; p < n; p++) {
    const value = values.at(p)
    let v = distinct.get(value)
    if (v === undefined) distinct.set(value, (v = distinct.size))
    valueAt[p] = v
  }
  const byValue = [...distinct].sort((a, b) => values.compare(a[0], b[0]))
  const rankOf = new Int32Array(distinct.size)
  let ranks = 0
  let before: [V, number] | undefined
  for (const entry of byValue) {
    if (before && values.compare(before[0], entry[0]) !== 0) ranks++
    rankOf[entry[1]] = ranks
    before = entry
  }
  ranks++
  // a counting sort, positions ascending within a rank (typed arrays read in range, n times)
  const starts = new Int32Array(ranks + 1)
  const rankAt = new Int32Array(n)
  for (let p = 0; p < n; p++) {
    const rank = rankOf[valueAt[p]!]!
    const at = order === 'asc' ? rank : ranks - 1 - rank
    rankAt[p] = at
    starts[at + 1]!++
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
export function placesOf(ordered: ScopeOrder, positions: Int32Array | null): WaveletMatrix {
  if (!positions) return (ordered.scope ??= new WaveletMatrix(ordered.place))
  let made = ordered.named.get(positions)
  if (!made) {
    made = new WaveletMatrix(Int32Array.from(positions, (p) => ordered.place[p]!))
    ordered.named.set(positions, made)
  }
  return made
}
