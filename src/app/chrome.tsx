/**
 * The chrome chunk (issue 8, decisions 022, 025 and 083): the shell of the pages drawn with Chakra
 * (the theme's provider, the layouts without an app bar) and the messages of the shared list
 * pieces. The route loader loads it with the first route that has a chunk, and the app bar's part
 * (`app-bar-chrome.tsx`) beside it for a route of the v2 layout.
 */
import type { CataloguePart } from '../shared/views/feature'
import * as lists from '../shared/domain/messages/lists'
import * as share from '../shared/domain/messages/share'
import { chrome } from '../features/shell/chrome'
import type { ShellChrome } from '../features/shell'
import { preloadOnUseParts } from '../shared/views/components/on-use'

/** The messages of every page the chrome draws: the shared list pieces'. */
export const CHROME_MESSAGES: Record<string, CataloguePart> = { lists, share }

/** The chrome without the app bar: its frame and layouts, and the parts loaded on first use. */
export interface MountedFrame {
  chrome: ShellChrome
  messages: Record<string, CataloguePart>
  /** fetches the menus, dialogs and drawer the pages drawn so far load on their first use */
  preloadParts: () => void
}

export const FRAME_CHROME: MountedFrame = {
  chrome,
  messages: CHROME_MESSAGES,
  preloadParts: preloadOnUseParts,
}
