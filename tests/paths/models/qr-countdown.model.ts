import { qrCountdownMachine } from '../../../src/features/vouchers/machines/qr-countdown-machine'
import type { ShareOutcome } from '../../../src/shared/services/share'
import { defineModel } from '../model'

interface QrCountdownContext {
  link: string
  remaining: number
  sharing: boolean
}

const OUTCOMES: ShareOutcome[] = ['shared', 'copied', 'cancelled']

/**
 * The QR popup's countdown (S1 §4, issue 46): CONFIRM, SHARE while a share runs and while none
 * does, the share child ending in each outcome or failing (its done and error events, sent while
 * it runs), and the tick (the walk's own delay). It starts at 2 s, not QR_VALIDITY_SECONDS: the
 * walk abstracts the seconds to zero / one / more, and from 120 every tick would lead to a
 * snapshot already seen ("more"), so the countdown would never be seen to end.
 */
export default defineModel({
  machine: qrCountdownMachine,
  input: { link: 'https://qr.example/v/abc', seconds: 2 },
  events: (snapshot) => {
    if (!snapshot.matches('counting')) return []
    const context = snapshot.context as QrCountdownContext
    return [
      { type: 'CONFIRM' },
      { type: 'SHARE' },
      ...(context.sharing
        ? [
            ...OUTCOMES.map((output) => ({ type: 'xstate.done.actor.share', output })),
            { type: 'xstate.error.actor.share', error: new Error('no sheet, no clipboard') },
          ]
        : []),
    ]
  },
  serialize: (snapshot) => {
    const { remaining, sharing } = snapshot.context as QrCountdownContext
    return {
      value: snapshot.value,
      remaining: remaining <= 0 ? 'zero' : remaining === 1 ? 'one' : 'more',
      sharing,
    }
  },
  depth: 8,
})
