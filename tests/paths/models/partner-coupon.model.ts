import { couponMachine } from '../../../src/features/partner/machines/coupon-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import { mountCoupon } from '../../../src/features/partner/plain-screens'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'

/**
 * a deep link `isOpenableLink` takes (the app's own scheme: the mock gateway's for COUPON-OK,
 * FIXTURES.md) and two it refuses
 */
const OPENABLE = 'checkupapp://coupon?clink=COUPON-OK&licenseType=C'
const REFUSED = ['javascript:alert(1)', '//evil.example/coupon']

/** /li/Coupon?code=COUPON-OK entered (the page's input is the model's) */
const ENTRY: PageEntry = {
  routeId: 'liCoupon',
  path: '/li/Coupon',
  params: {},
  search: new URLSearchParams({ code: 'COUPON-OK' }),
  session: null,
  today: new Date(),
}

/** the page actor's logic as the mount gives it: the wired machine (typed as a page actor's) */
const pageLogic = (logic: unknown) => logic as typeof couponMachine

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
  live: {
    // the page opens without sign-in; the live run signs in all the same (the partner-channel
    // demo user), and no call of the page reads who is signed in
    account: 'OL1000001',
    // the share child is the portal's sharer over a clipboard and a share sheet that answer as
    // the path says
    wire: (ctx) =>
      pageLogic(mountCoupon(ctx).actors(ENTRY).coupon!.logic).provide({
        actions: { notify: () => {} },
      }),
    device: { share: 'share' },
    operations: { couponDeepLink: 'gatewayCoupon' },
    // a deep link the page refuses to open: a QA scenario answers the gateway with it
    given: { couponDeepLink: { 1: { deeplink: REFUSED[0] } } },
    minimumPaths: 9,
  },
})
