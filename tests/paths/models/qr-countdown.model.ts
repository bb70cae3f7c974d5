import { qrCountdownMachine } from '../../../src/features/vouchers/machines/qr-countdown-machine'
import type { ShareOutcome } from '../../../src/shared/services/share'
import type { ApiError } from '../../../src/shared/services/api-error'
import { wireVouchers } from '../../../src/features/vouchers/app-bar'
import { providedLogic } from '../../support/wired'
import { defineModel } from '../model'

interface QrCountdownContext {
  link: string
  remaining: number
  sharing: boolean
}

/**
 * What the spawned share can answer: an outcome, or neither the sheet nor the clipboard took it.
 * The walk adds only an invocation's answers: the events below send these while a share runs.
 * 'copied' first: in node there is no share sheet, so the live run's share copies.
 */
const SHARE = {
  outputs: ['copied', 'shared', 'cancelled'] satisfies ShareOutcome[],
  failures: [new Error('no sheet, no clipboard') as ApiError],
}

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
            ...SHARE.outputs.map((output) => ({ type: 'xstate.done.actor.share', output })),
            ...SHARE.failures.map((error) => ({ type: 'xstate.error.actor.share', error })),
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
  answers: { share: SHARE },
  depth: 8,
  live: {
    // the popup's countdown as the voucher tools wire it (their `qrCountdown`), its share the
    // portal's sharer over the test's clipboard; it calls nothing, so nobody signs in. Each tick
    // passes on the path's clock, and each step reaches the walked seconds and share; the
    // clipboard and the share sheet answer as the path says
    wire: (ctx) =>
      providedLogic(wireVouchers(ctx).voucherBar, 'qrCountdown').provide({
        actions: { notify: () => {} },
      }),
    device: { share: 'share' },
    operations: {},
    shape: true,
    minimumPaths: 6,
  },
})
