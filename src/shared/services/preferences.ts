import { PATHS } from '../domain/routes'

/** Browser storage keys of the preferences. S2 client state. */
export const PREFERENCE_KEYS = {
  homeRoute: 'home-route',
  orange: 'orange',
  partnerSid: 'sid',
} as const

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
    const v = JSON.parse(text) as Partial<StoredSid> | null
    return typeof v?.sid === 'string' &&
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
  }
}
