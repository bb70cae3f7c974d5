import type { ApiClient, DownloadedFile } from '../services/http-client'
import type { Clipboard } from '../services/clipboard'
import type { Preferences } from '../services/preferences'
import type { FrameMemory } from '../services/frame-memory'
import type { Sharer } from '../services/share'
import type { DraftStore } from '../services/drafts'

/**
 * What `src/app` gives each feature's `wire.ts`: the one HTTP client and the browser's effects.
 * A wire turns them into the services and actions its machines name.
 */
export interface WireContext {
  client: ApiClient
  prefs: Preferences
  clipboard: Clipboard
  /** the phone's share sheet, else the clipboard (issue 46) */
  sharer: Sharer
  navigate(to: string, options?: { replace?: boolean }): void
  /**
   * shows `query` as the address's query while `path` is the page in the address bar (a list's
   * filters, issue 31), replacing the history entry; nothing once another page is there
   */
  replaceQuery(path: string, query: string): void
  /** opens a page in a new window without access back to the portal */
  openWindow(url: string): void
  /** hands a downloaded file to the browser */
  saveFile(file: DownloadedFile): void
  /** leaves the portal for a page outside it, in this window (a deep link, the service site) */
  leave(url: string): void
  /** goes back one page in the browser's history (S2 §4 link pages: a missing code goes back) */
  back(): void
  /** whether the page before this one in the tab is the portal's (something to go back to) */
  canGoBack(): boolean
  /** the portal's own origin, for links it hands out (the FC link) */
  origin: string
  /** what the next signed-in frame shows before the portal has started (decision 052) */
  frameMemory: FrameMemory
  /** what a user typed into a form and has not sent, per user (issue 46) */
  drafts: DraftStore
}

/**
 * The portal's settings (from the environment, `src/app/main.tsx`), as the features that read
 * them declare them: each adds its own by declaration merging, in its folder
 * (`declare module '.../shared/machines/wire-context' { interface PortalSettings { payment?: ... } }`),
 * so this layer knows none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface PortalSettings {}

/** A route chunk's feature context: the wire context and the portal's settings. */
export interface FeatureContext extends WireContext {
  settings: PortalSettings
}

/**
 * A feature's wiring done once per portal: a route chunk is mounted when its first route is
 * entered, and two routes of one chunk (give, mobile give) share the same machines.
 */
export function wiredOnce<T>(wire: (ctx: FeatureContext) => T): (ctx: FeatureContext) => T {
  // boxed: a wiring whose value is undefined is still wired once
  const wired = new WeakMap<FeatureContext, { value: T }>()
  return (ctx) => {
    const known = wired.get(ctx)
    if (known) return known.value
    const value = wire(ctx)
    wired.set(ctx, { value })
    return value
  }
}
