import { DEMO_SUPPORT, type SupportContacts } from '../domain/support-contacts'
import type { AnyActorRef } from 'xstate'
import type { ApiClient, DownloadedFile } from '../services/http-client'
import type { Clipboard } from '../services/clipboard'
import type { Preferences } from '../services/preferences'
import type { PartnerLinks } from '../services/env'

export type { PartnerLinks }

/**
 * What `src/app` gives each feature's `wire.ts`: the one HTTP client and the browser's effects.
 * A wire turns them into the services and actions its machines name.
 */
export interface WireContext {
  client: ApiClient
  /** the root of the portal's actor system (its long-lived actors are its children) */
  portal: () => AnyActorRef
  prefs: Preferences
  clipboard: Clipboard
  navigate(to: string, options?: { replace?: boolean }): void
  /** opens a page in a new window without access back to the portal */
  openWindow(url: string): void
  /** hands a downloaded file to the browser */
  saveFile(file: DownloadedFile): void
  /** leaves the portal for a page outside it, in this window (a deep link, the service site) */
  leave(url: string): void
  /** goes back one page in the browser's history (S2 §4 link pages: a missing code goes back) */
  back(): void
  /** the portal's own origin, for links it hands out (the FC link) */
  origin: string
}

/** The portal's settings a feature's wiring reads (from the environment, `src/app/main.tsx`). */
export interface PortalSettings {
  /** host of the external print view; empty = this origin */
  checkupHost: string
  addressSearch: 'kakao' | 'offline'
  /** where the partner pages send a visitor (S2 §2.5; `partnerLinksFor` in env.ts) */
  partnerLinks: PartnerLinks
  /** the payment provider (decision 018): PortOne's SDK, or the mock's offline checkout */
  payment: PaymentSettings
}

export interface PaymentSettings {
  provider: 'portone' | 'offline'
  /** the PortOne v1 SDK's script URL */
  scriptUrl: string
  /** the merchant code given to IMP.init */
  merchantCode: string
  /** the support contacts a failed payment offers (S1 §2: a chat link and a phone line) */
  support: SupportContacts
}

/** The offline checkout: what tests and a portal without payment settings use. */
export const OFFLINE_PAYMENT: PaymentSettings = {
  provider: 'offline',
  scriptUrl: '',
  merchantCode: '',
  support: DEMO_SUPPORT,
}

/** A route chunk's feature context: the wire context and the portal's settings. */
export interface FeatureContext extends WireContext {
  settings: PortalSettings
}

/**
 * A feature's wiring done once per portal: a route chunk is mounted when its first route is
 * entered, and two routes of one chunk (give, mobile give) share the same machines.
 */
export function wiredOnce<T>(wire: (ctx: FeatureContext) => T): (ctx: FeatureContext) => T {
  const wired = new WeakMap<FeatureContext, T>()
  return (ctx) => {
    if (!wired.has(ctx)) wired.set(ctx, wire(ctx))
    return wired.get(ctx)!
  }
}
