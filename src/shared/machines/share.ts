import { assign } from 'xstate'
import { message } from '../domain/messages'
import type { ShareOutcome } from '../services/share'

/**
 * What a machine says when a share it started ends (issue 46): nothing when the phone's sheet
 * took it or the user closed it (the sheet is its own answer); that the words were copied where
 * the browser has no sheet; that it failed when neither the sheet nor the clipboard took it.
 */
export const SHARE_COPIED = { message: message('share.copied'), tone: 'success' as const }
export const SHARE_FAILED = { message: message('share.failed'), tone: 'error' as const }

/** The guards of a machine that offers 공유, which it registers in its setup (`...SHARE_GUARDS`). */
export const SHARE_GUARDS = {
  /** the share ended in the clipboard: the user is told, and how to send it on */
  sharedByCopy: (_: unknown, { outcome }: { outcome: ShareOutcome }) => outcome === 'copied',
}

/** The params of `sharedByCopy`: the outcome of the `share` child that ended. */
export const shareOutcome = ({ event }: { event: { output: ShareOutcome } }) => ({
  outcome: event.output,
})

/**
 * How a machine that offers 공유 hears its share end: the `share` child's outcome said (copied:
 * how to send it on; failed: that it did not go), and `sharing` cleared so SHARE is taken again.
 * Spread into the `on` of the state that spawns it (`spawnChild('share', { id: 'share' })` while
 * `sharing` is false), whose setup has the `notify` action and `SHARE_GUARDS`.
 */
export const SHARE_ENDED = {
  'xstate.done.actor.share': [
    {
      guard: { type: 'sharedByCopy', params: shareOutcome },
      actions: [{ type: 'notify', params: SHARE_COPIED }, assign({ sharing: false })],
    },
    { actions: assign({ sharing: false }) },
  ],
  'xstate.error.actor.share': {
    actions: [{ type: 'notify', params: SHARE_FAILED }, assign({ sharing: false })],
  },
} as const

/**
 * How a machine that offers 공유 hears its invoked `share` end (the `onDone` and `onError` of the
 * invocation, spread into it): as `SHARE_ENDED` says it, and then on to `target`.
 */
export const shareEndsIn = <Target extends string>(target: Target) =>
  ({
    onDone: [
      {
        guard: { type: 'sharedByCopy', params: shareOutcome },
        target,
        actions: { type: 'notify', params: SHARE_COPIED },
      },
      { target },
    ],
    onError: { target, actions: { type: 'notify', params: SHARE_FAILED } },
  }) as const
