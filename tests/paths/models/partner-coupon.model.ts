import { couponMachine } from '../../../src/features/partner/machines/coupon-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import { defineModel, failuresOf } from '../model'

/** a deep link `isOpenableLink` takes (the app's own scheme) and two it refuses */
const OPENABLE = 'checkupapp://coupon?code=COUPON-OK'
const REFUSED = ['javascript:alert(1)', '//evil.example/coupon']

/**
 * /li/Coupon?code (S2 §2.5, §5.3, §8; issue 46): a coupon code handed over, the gateway's deep
 * link (one that opens, ones refused, every documented failure), opening it again, going back
 * from the failure, and 공유: the `share` child it spawns answers `shared`, `copied`, `cancelled`
 * or fails (its done/error events are listed while a share is under way).
 */
export default defineModel({
  machine: couponMachine,
  // a code handed over, and `/li/Coupon` opened without one ('coupon info inaccurate')
  inputs: [
    { code: ' COUPON-OK ', canGoBack: true },
    { code: null, canGoBack: true },
  ],
  events: (snapshot) => [
    ...(snapshot.matches('opened') ? [{ type: 'OPEN' }, { type: 'SHARE' }] : []),
    ...(snapshot.matches('failed') ? [{ type: 'BACK' }] : []),
    ...((snapshot.context as { sharing: boolean }).sharing
      ? [
          { type: 'xstate.done.actor.share', actorId: 'share', output: 'shared' },
          { type: 'xstate.done.actor.share', actorId: 'share', output: 'copied' },
          { type: 'xstate.done.actor.share', actorId: 'share', output: 'cancelled' },
          { type: 'xstate.error.actor.share', actorId: 'share', error: new Error('share failed') },
        ]
      : []),
  ],
  answers: {
    couponDeepLink: {
      outputs: [OPENABLE, ...REFUSED],
      failures: failuresOf(ERRORS.gatewayCoupon),
      shows: { row: ERRORS.gatewayCoupon, read: (s) => s.context.error },
    },
  },
})
