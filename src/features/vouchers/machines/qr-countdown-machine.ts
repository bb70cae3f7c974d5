import { assign, setup, spawnChild } from 'xstate'
import { QR_VALIDITY_SECONDS } from '../domain/codes'
import type { Message } from '../../../shared/domain/messages'
import type { ShareOutcome } from '../../../shared/services/share'
import { notProvided } from '../../../shared/machines/not-provided'
import { SHARE_ENDED, SHARE_GUARDS } from '../../../shared/machines/share'

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  input?: { link: string; seconds?: number }
  context?: { link: string; remaining: number; sharing: boolean }
  events?: { type: 'CONFIRM' } | { type: 'SHARE' }
  children?: { share: 'share' }
} = {}

/**
 * The voucher QR popup's countdown (S1 §4): 120 s shown as mm:ss; at 0 it closes; CONFIRM closes it
 * and clears the timer. The tick is a named delay, so tests run it on a simulated clock. SHARE
 * hands the QR's link, with the QR as a picture, to the phone's share sheet (issue 46) while the
 * countdown runs on.
 */
export const qrCountdownMachine = setup({
  types,
  actors: {
    share: notProvided<ShareOutcome, { link: string }>('share'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
  },
  guards: {
    ...SHARE_GUARDS,
    timeUp: ({ context }) => context.remaining <= 0,
    /** no share is running: one at a time */
    notSharing: ({ context }) => !context.sharing,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'qrCountdown',
  context: ({ input }) => ({
    link: input.link,
    remaining: input.seconds ?? QR_VALIDITY_SECONDS,
    sharing: false,
  }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: 'timeUp', target: 'closed' },
      after: {
        tick: {
          target: 'counting',
          reenter: true,
          actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
        },
      },
      on: {
        CONFIRM: 'closed',
        // a share is a child beside the countdown: the tick is not restarted by it
        SHARE: {
          guard: 'notSharing',
          actions: [
            spawnChild('share', { id: 'share', input: ({ context }) => ({ link: context.link }) }),
            assign({ sharing: true }),
          ],
        },
        ...SHARE_ENDED,
      },
    },
    closed: { type: 'final' },
  },
})
