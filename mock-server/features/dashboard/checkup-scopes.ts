import type { CheckupSortKey } from '../../../src/features/dashboard/domain/checkup'
import type { SortOrder } from '../../../src/shared/domain/list-view'
import type { CheckupRecord } from './records'
import type { WaveletMatrix } from './wavelet-matrix'

/**
 * What the checkup index (checkup-index.ts) keeps per scope: the scope's checkups in list order,
 * and what is made from them on demand and kept beside them, its names (checkup-names.ts) and
 * its other orders (checkup-orders.ts).
 */

/** The list order and the orders of issue 31: a sort key and a direction. */
export interface CheckupOrder {
  key: CheckupSortKey
  order: SortOrder
}

/** One scope's checkups in list order: numbers, dates, and counts of reports before each row. */
export interface ScopeList {
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
export interface ScopeOrder {
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
export interface ScopeNames {
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
export interface NamesView {
  seen: string[]
  id: number
}

/** A scope list of checkups already in list order and in the scope: its counts made once. */
export function scopeList(rows: readonly CheckupRecord[]): ScopeList {
  const simpleBefore = new Int32Array(rows.length + 1)
  const premiumBefore = new Int32Array(rows.length + 1)
  let simple = 0
  let premium = 0
  rows.forEach((c, i) => {
    if (c.reportType === 'S') simple++
    else if (c.reportType === 'F') premium++
    simpleBefore[i + 1] = simple
    premiumBefore[i + 1] = premium
  })
  return {
    nos: rows.map((c) => c.checkupNo),
    created: rows.map((c) => c.created),
    simpleBefore,
    premiumBefore,
    names: null,
    orders: new Map(),
  }
}

/**
 * What `kept` holds under `key`, else what `make` makes; either way kept as the last used, and
 * past `most` entries the oldest used is dropped.
 */
export function keptLast<K, V>(kept: Map<K, V>, key: K, most: number, make: () => V): V {
  const known = kept.get(key)
  // the last used goes last: the oldest used is the one dropped
  kept.delete(key)
  const value = known ?? make()
  kept.set(key, value)
  if (kept.size > most) {
    const oldest = kept.keys().next()
    if (!oldest.done) kept.delete(oldest.value)
  }
  return value
}

/** The simple and premium reports among rows lo..hi-1 of a scope list (0 <= lo <= hi <= n). */
export function reportsBetween(
  list: ScopeList,
  lo: number,
  hi: number,
): { simple: number; premium: number } {
  const { simpleBefore, premiumBefore } = list
  return {
    simple: (simpleBefore[hi] ?? 0) - (simpleBefore[lo] ?? 0),
    premium: (premiumBefore[hi] ?? 0) - (premiumBefore[lo] ?? 0),
  }
}
