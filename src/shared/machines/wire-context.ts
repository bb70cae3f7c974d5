import type { AnyActorRef } from 'xstate'
import type { ApiClient, DownloadedFile } from '../services/http-client'
import type { Clipboard } from '../services/clipboard'
import type { Preferences } from '../services/preferences'

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
  /** the portal's own origin, for links it hands out (the FC link) */
  origin: string
}
