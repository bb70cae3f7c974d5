import { assign, setup } from 'xstate'
import { QR_VALIDITY_SECONDS } from '../domain/codes'

/**
 * The voucher QR popup's countdown (S1 §4): 120 s shown as mm:ss; at 0 it closes; CONFIRM closes it
 * and clears the timer. The tick is a named delay, so tests run it on a simulated clock.
 */
export const qrCountdownMachine = setup({
  types: {
    input: {} as { link: string; seconds?: number },
    context: {} as { link: string; remaining: number },
    events: {} as { type: 'CONFIRM' },
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'qrCountdown',
  context: ({ input }) => ({
    link: input.link,
    remaining: input.seconds ?? QR_VALIDITY_SECONDS,
  }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: ({ context }) => context.remaining <= 0, target: 'closed' },
      after: {
        tick: {
          target: 'counting',
          reenter: true,
          actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
        },
      },
      on: { CONFIRM: 'closed' },
    },
    closed: { type: 'final' },
  },
})
