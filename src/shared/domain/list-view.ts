import { isValidRange, type DateRange } from './dates'
import { isOneOf, keysOf } from './objects'

/**
 * How a list is shown: its sort and the columns its user hid (issue 31). The filters are the
 * list's own; the sort and the hidden columns are the same for every grid, so one grid draws
 * them and one machine piece (`shared/machines/list-view`) keeps them.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** A list's order: the key the server (or the grid) sorts by, and which way. */
export interface SortState<K extends string = string> {
  key: K
  order: SortOrder
}

/** What the view of every paged list holds beside its filters: the page shown and the order. */
export interface PagedView<K extends string = string> {
  page: number
  sort: SortState<K>
}

/**
 * The order after the user picked a column (and maybe a direction): the same column again turns
 * the other way; another column starts the way its first order says (dates newest first, names
 * from ㄱ).
 */
export function nextSort<K extends string>(
  current: SortState,
  key: K,
  first: (key: K) => SortOrder,
  order?: SortOrder,
): SortState<K> {
  if (order) return { key, order }
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' }
  return { key, order: first(key) }
}

/**
 * One part of a list's view as it is written in the URL's query and in the user's memory (the
 * same text): how it is read back, refused values read as absent (a hand-edited or old link
 * never shows a broken list), and how it is written.
 */
export interface ViewField<V> {
  read(params: URLSearchParams): V | undefined
  write(value: V, params: URLSearchParams): void
  same(a: V, b: V): boolean
}

/** A list's view: each field's value. */
export type ViewFields<T> = { [K in keyof T]: ViewField<T[K]> }

/**
 * The view a query gives: each field it holds (and the field accepts), the default for the
 * rest. `null` when the query holds none of the fields (nothing to restore from it).
 */
export function readView<T extends object>(
  fields: ViewFields<T>,
  query: string | URLSearchParams,
  defaults: T,
): T | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  let found = false
  const view = { ...defaults }
  for (const key of keysOf(fields)) {
    const value = fields[key].read(params)
    if (value === undefined) continue
    view[key] = value
    found = true
  }
  return found ? view : null
}

/**
 * The view a visit of a list starts with: the address's query when it holds any of the list's
 * fields (a shared link, a reload, Back), else the one the user left (`kept`, a query from their
 * memory), else the defaults.
 */
export function startingView<T extends object>(
  fields: ViewFields<T>,
  defaults: T,
  address: string | URLSearchParams,
  kept: string,
): T {
  return readView(fields, address, defaults) ?? readView(fields, kept, defaults) ?? defaults
}

/** The query of a view: only the fields that differ from the defaults, in the fields' order. */
export function writeView<T extends object>(fields: ViewFields<T>, view: T, defaults: T): string {
  const params = new URLSearchParams()
  for (const key of keysOf(fields))
    if (!fields[key].same(view[key], defaults[key])) fields[key].write(view[key], params)
  return params.toString()
}

/** The longest page number a query may ask for (a list never has more pages). */
const PAGE_MAX = 1_000_000

/** `page=N`: a whole number from 1. */
export const pageField: ViewField<number> = {
  read(params) {
    const text = params.get('page')
    if (text === null || !/^[1-9]\d{0,6}$/.test(text)) return undefined
    const page = Number(text)
    return page <= PAGE_MAX ? page : undefined
  },
  write: (value, params) => params.set('page', String(value)),
  same: (a, b) => a === b,
}

/** `sort=key&order=asc|desc`, the key one of `keys` (the contract's). */
export function sortField<K extends string>(keys: readonly K[]): ViewField<SortState<K>> {
  return {
    read(params) {
      const key = params.get('sort')
      const order = params.get('order')
      if (!key || !isOneOf(keys, key)) return undefined
      if (order !== 'asc' && order !== 'desc') return undefined
      return { key, order }
    },
    write(value, params) {
      params.set('sort', value.key)
      params.set('order', value.order)
    },
    same: (a, b) => a.key === b.key && a.order === b.order,
  }
}

/** A text the list searches by (`name=…`), read only when `accept` takes it. */
export function textField(name: string, accept: (text: string) => boolean): ViewField<string> {
  return {
    read(params) {
      const text = params.get(name)
      return text !== null && accept(text) ? text : undefined
    },
    write: (value, params) => params.set(name, value),
    same: (a, b) => a === b,
  }
}

/** `start=YYYYMMDD&end=YYYYMMDD`: a range the date filter would take on `today`. */
export function rangeField(today: Date): ViewField<DateRange> {
  return {
    read(params) {
      const start = params.get('start')
      const end = params.get('end')
      if (start === null || end === null) return undefined
      return isValidRange({ start, end }, today) ? { start, end } : undefined
    },
    write(value, params) {
      params.set('start', value.start)
      params.set('end', value.end)
    },
    same: (a, b) => a.start === b.start && a.end === b.end,
  }
}

/** One collator for every client sort: Korean order, made once (a collator is costly to make). */
const KOREAN = new Intl.Collator('ko')

/**
 * The rows in the order `sort` says, for a list the client holds whole (issue 31): numbers by
 * value, texts by the Korean collator, a missing value (null) last whichever way; ties keep the
 * order the rows were given in both directions (the list's own order breaks them). `value`
 * reads a row's value for a key. The rows given are not changed.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  value: (row: T, key: K) => string | number | null,
): T[] {
  const sign = sort.order === 'asc' ? 1 : -1
  const keyed = rows.map((row, index) => ({ row, index, value: value(row, sort.key) }))
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.index - b.index
      return a.value === null ? 1 : -1
    }
    const order =
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : KOREAN.compare(String(a.value), String(b.value))
    return order !== 0 ? sign * order : a.index - b.index
  })
  return keyed.map((k) => k.row)
}
