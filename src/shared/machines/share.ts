import { message } from '../domain/messages'
import type { ShareOutcome } from '../services/share'

/**
 * What a machine says when a share it started ends (issue 46): nothing when the phone's sheet
 * took it or the user closed it (the sheet is its own answer); that the words were copied where
 * the browser has no sheet; that it failed when neither the sheet nor the clipboard took it.
 */
export const SHARE_COPIED = { message: message('share.copied'), tone: 'success' as const }
export const SHARE_FAILED = { message: message('share.failed'), tone: 'error' as const }

/** the share ended in the clipboard: the user is told, and how to send it on */
export const sharedByCopy = ({ event }: { event: { output: ShareOutcome } }) =>
  event.output === 'copied'
