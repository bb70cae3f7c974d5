import type { CheckupRecord } from './records'
import { keptLast, type NamesView, type ScopeList, type ScopeNames } from './checkup-scopes'

/**
 * The name search of the checkup index (issue 29) and the names its name orders sort (issue 31):
 * a scope's distinct customer names, each with the positions of its rows, so that a search tests
 * each distinct name once (a few hundred, not 100,000 rows) and merges the positions of the names
 * that match once, kept for the next page.
 */

/** How many merged name matches a scope list keeps (the oldest used goes first). */
const KEPT_MATCHES = 16

/** How many ways of showing its names a scope list keeps for the name orders (the same). */
const KEPT_VIEWS = 4

/** The scope's distinct names with their positions, made once per scope list. */
export function namesOf(list: ScopeList, byNo: ReadonlyMap<number, CheckupRecord>): ScopeNames {
  if (list.names) return list.names
  const byName = new Map<string, number[]>()
  list.nos.forEach((no, position) => {
    // every row, once per scope list: a number the list holds is always indexed
    const name = byNo.get(no)!.userName
    let positions = byName.get(name)
    if (!positions) byName.set(name, (positions = []))
    positions.push(position)
  })
  const found = [...byName.values()]
  const ids = new Int32Array(list.nos.length)
  found.forEach((positions, id) => {
    for (const p of positions) ids[p] = id
  })
  list.names = {
    names: [...byName.keys()],
    positions: found.map((p) => Int32Array.from(p)),
    matches: new Map(),
    found: new WeakMap(),
    ids,
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
export function viewOf(index: ScopeNames, shown: (name: string) => string): NamesView {
  const seen = index.names.map(shown)
  const at = index.views.findIndex((v) => v.seen.every((name, id) => name === seen[id]))
  const [known] = at < 0 ? [] : index.views.splice(at, 1)
  const view = known ?? { seen, id: ++viewsMade }
  index.views.push(view)
  if (index.views.length > KEPT_VIEWS) index.views.shift()
  return view
}

/**
 * The positions (ascending) of the rows whose shown name holds `text`: each distinct name is
 * shown and tested once; the positions of the names that match are merged and kept, so the next
 * page, or another range, of the same search is two binary searches.
 */
export function matching(
  index: ScopeNames,
  text: string,
  shown: (name: string) => string,
): Int32Array {
  let byText = index.found.get(shown)
  if (!byText) index.found.set(shown, (byText = new Map()))
  return keptLast(byText, text, KEPT_MATCHES, () => merging(index, text, shown))
}

/** The positions of the names `shown` shows holding `text`, merged (kept by the names' ids). */
function merging(index: ScopeNames, text: string, shown: (name: string) => string): Int32Array {
  const ids: number[] = []
  const runs: Int32Array[] = []
  index.names.forEach((name, id) => {
    const run = index.positions[id]
    if (run && shown(name).includes(text)) {
      ids.push(id)
      runs.push(run)
    }
  })
  const [only] = runs
  if (only && runs.length === 1) return only
  return keptLast(index.matches, ids.join(','), KEPT_MATCHES, () => {
    const merged = new Int32Array(runs.reduce((n, run) => n + run.length, 0))
    let at = 0
    for (const run of runs) {
      merged.set(run, at)
      at += run.length
    }
    return merged.sort()
  })
}
