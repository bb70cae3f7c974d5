import { assign, setup, spawnChild } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import type { ShareOutcome } from '../../../shared/services/share'
import { notProvided } from '../../../shared/machines/not-provided'
import { SHARE_ENDED, SHARE_GUARDS } from '../../../shared/machines/share'
import { uiIndicator } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { DEEP_LINK_GUARDS, deepLinkStates } from './deep-link-states'

export interface LinkPageContext {
  code: string
  /** the tab has a page of the portal before this one */
  canGoBack: boolean
  /** the deep link opened */
  deepLink: string | null
  error: Message | null
}

/** The coupon page's context: a link page's, and a share under way (issue 46). */
export interface CouponContext extends LinkPageContext {
  sharing: boolean
}

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  context?: CouponContext
  input?: { code: string | null; canGoBack?: boolean }
  events?: { type: 'OPEN' } | { type: 'BACK' } | { type: 'SHARE' }
  children?: { share: 'share' }
} = {}

/**
 * /li/Coupon?code (S2 §2.5, §5.3, §8): a missing code says 'coupon info inaccurate' and goes
 * back (`ALERT_THEN_BACK`); otherwise the coupon's deep link is created (gateway link coupon) and opened. 400 says
 * 'invalid value, re-enter'. A deep link that may not be opened (`isOpenableLink`) is refused.
 * Once the app was opened, SHARE hands the coupon on to the phone's share sheet (issue 46: a
 * coupon opened on a computer, or on a phone without the app, goes on to the phone that has it).
 */
export const couponMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    couponDeepLink: notProvided<string, { code: string }>('couponDeepLink'),
    share: notProvided<ShareOutcome, { code: string }>('share'),
  },
  actions: {
    openDeepLink: (_, _params: { link: string }) => {},
    goBack: () => {},
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
  },
  guards: {
    ...DEEP_LINK_GUARDS,
    ...SHARE_GUARDS,
    hasCode: ({ context }) => context.code !== '',
    canGoBack: ({ context }) => context.canGoBack,
    /** the coupon is known good (the app was opened with it) and no share is running */
    mayShare: ({ context }) => context.deepLink !== null && !context.sharing,
  },
}).createMachine({
  id: 'partnerCoupon',
  context: ({ input }) => ({
    code: (input.code ?? '').trim(),
    canGoBack: input.canGoBack ?? false,
    deepLink: null,
    error: null,
    sharing: false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasCode', target: 'asking' },
        { target: 'failed', actions: assign({ error: message('partner.coupon.inaccurate') }) },
      ],
    },
    ...deepLinkStates<CouponContext, { type: 'OPEN' } | { type: 'BACK' } | { type: 'SHARE' }>()(
      'couponDeepLink',
      ({ context }) => ({ code: context.code }),
      ERRORS.gatewayCoupon,
    ),
  },
  on: {
    // one share at a time, once the coupon is known good (the app was opened with it)
    SHARE: {
      guard: 'mayShare',
      actions: [
        spawnChild('share', { id: 'share', input: ({ context }) => ({ code: context.code }) }),
        assign({ sharing: true }),
      ],
    },
    ...SHARE_ENDED,
  },
})
