import { isRecord } from '../domain/objects'
import { PATHS } from '../domain/routes'

/** Browser storage keys of the preferences. S2 client state. */
export const PREFERENCE_KEYS = {
  homeRoute: 'home-route',
  orange: 'orange',
  partnerSid: 'sid',
  /** `view:<userId>:<list>`: the query of a list as its user left it (issue 31) */
  listView: 'view',
  /** `columns:<userId>:<grid>`: the columns a user hid in a grid, as JSON (issue 31) */
  hiddenColumns: 'columns',
} as const

/** The longest list query kept (a name search and a few fields are far shorter). */
const LIST_VIEW_MAX = 2000

/** The sid a partner handed over and what it said (S2 client state `sid`; S2 §4 callback). */
export interface StoredSid {
  sid: string
  name: string
  siteId: number
  userId: string
}

function parseStoredSid(text: string | null): StoredSid | null {
  if (!text) return null
  try {
    const v: unknown = JSON.parse(text)
    return isRecord(v) &&
      typeof v.sid === 'string' &&
      typeof v.name === 'string' &&
      typeof v.siteId === 'number' &&
      typeof v.userId === 'string'
      ? { sid: v.sid, name: v.name, siteId: v.siteId, userId: v.userId }
      : null
  } catch {
    return null
  }
}

/** The stored home route and orange flag (S1 §2 entry page), behind one adapter. */
export interface Preferences {
  homeRoute(): string
  setHomeRoute(route: string): void
  orange(): boolean
  setOrange(on: boolean): void
  /** the partner's hand-over the callback stored, until the greeting is left */
  partnerSid(): StoredSid | null
  setPartnerSid(value: StoredSid | null): void
  /** the query of a list as the user left it, '' when none is kept */
  listView(userId: string, list: string): string
  /** keeps a list's query for the user ('' forgets it) */
  setListView(userId: string, list: string, query: string): void
  /** the column ids the user hid in a grid */
  hiddenColumns(userId: string, grid: string): string[]
  setHiddenColumns(userId: string, grid: string, columns: readonly string[]): void
}

function parseColumns(text: string | null): string[] {
  if (!text) return []
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []
  } catch {
    return []
  }
}

export function webPreferences(storage: Storage): Preferences {
  return {
    homeRoute: () => storage.getItem(PREFERENCE_KEYS.homeRoute) ?? PATHS.home,
    setHomeRoute: (route) => storage.setItem(PREFERENCE_KEYS.homeRoute, route),
    orange: () => storage.getItem(PREFERENCE_KEYS.orange) === 'true',
    setOrange: (on) =>
      on
        ? storage.setItem(PREFERENCE_KEYS.orange, 'true')
        : storage.removeItem(PREFERENCE_KEYS.orange),
    partnerSid: () => parseStoredSid(storage.getItem(PREFERENCE_KEYS.partnerSid)),
    setPartnerSid: (value) =>
      value
        ? storage.setItem(PREFERENCE_KEYS.partnerSid, JSON.stringify(value))
        : storage.removeItem(PREFERENCE_KEYS.partnerSid),
    listView: (userId, list) =>
      storage.getItem(`${PREFERENCE_KEYS.listView}:${userId}:${list}`)?.slice(0, LIST_VIEW_MAX) ??
      '',
    setListView(userId, list, query) {
      const key = `${PREFERENCE_KEYS.listView}:${userId}:${list}`
      if (query && query.length <= LIST_VIEW_MAX) storage.setItem(key, query)
      else storage.removeItem(key)
    },
    hiddenColumns: (userId, grid) =>
      parseColumns(storage.getItem(`${PREFERENCE_KEYS.hiddenColumns}:${userId}:${grid}`)),
    setHiddenColumns(userId, grid, columns) {
      const key = `${PREFERENCE_KEYS.hiddenColumns}:${userId}:${grid}`
      if (columns.length > 0) storage.setItem(key, JSON.stringify(columns))
      else storage.removeItem(key)
    },
  }
}
