import { assign, setup } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { deepLinkStates } from './deep-link-states'

export interface LinkPageContext {
  code: string
  /** the tab has a page of the portal before this one */
  canGoBack: boolean
  /** the deep link opened */
  deepLink: string | null
  error: Message | null
}

/**
 * /li/Coupon?code (S2 §2.5, §5.3, §8): a missing code says 'coupon info inaccurate' and goes
 * back (`ALERT_THEN_BACK`); otherwise the coupon's deep link is created (gateway link coupon) and opened. 400 says
 * 'invalid value, re-enter'. A deep link that may not be opened (`isOpenableLink`) is refused.
 */
export const couponMachine = setup({
  types: {
    context: {} as LinkPageContext,
    input: {} as { code: string | null; canGoBack?: boolean },
    events: {} as { type: 'OPEN' } | { type: 'BACK' },
  },
  actors: {
    ownIndicator: noIndicator,
    couponDeepLink: notProvided<string, { code: string }>('couponDeepLink'),
  },
  actions: {
    openDeepLink: (_, _params: { link: string }) => {},
    goBack: () => {},
  },
  guards: {
    hasCode: ({ context }) => context.code !== '',
    canGoBack: ({ context }) => context.canGoBack,
  },
}).createMachine({
  id: 'partnerCoupon',
  context: ({ input }) => ({
    code: (input.code ?? '').trim(),
    canGoBack: input.canGoBack ?? false,
    deepLink: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasCode', target: 'asking' },
        { target: 'failed', actions: assign({ error: message('partner.coupon.inaccurate') }) },
      ],
    },
    ...deepLinkStates<LinkPageContext, { type: 'OPEN' } | { type: 'BACK' }>()(
      'couponDeepLink',
      ({ context }) => ({ code: context.code }),
      ERRORS.gatewayCoupon,
    ),
  },
})
