import { assign, setup } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { deepLinkStates } from './deep-link-states'

export interface LinkPageContext {
  code: string
  /** the deep link opened */
  deepLink: string | null
  error: Message | null
}

/**
 * /li/Coupon?code (S2 §2.5, §5.3, §8): a missing code says 'coupon info inaccurate' and goes
 * back; otherwise the coupon's deep link is created (gateway link coupon) and opened. 400 says
 * 'invalid value, re-enter'. A deep link that may not be opened (`isOpenableLink`) is refused.
 */
export const couponMachine = setup({
  types: {
    context: {} as LinkPageContext,
    input: {} as { code: string | null },
    events: {} as { type: 'OPEN' },
  },
  actors: {
    ownIndicator: noIndicator,
    couponDeepLink: notProvided<string, { code: string }>('couponDeepLink'),
  },
  actions: {
    openDeepLink: (_, _params: { link: string }) => {},
    notify: (_, _params: { message: Message }) => {},
    goBack: () => {},
  },
  guards: {
    hasCode: ({ context }) => context.code !== '',
  },
}).createMachine({
  id: 'partnerCoupon',
  context: ({ input }) => ({ code: (input.code ?? '').trim(), deepLink: null, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasCode', target: 'asking' },
        { target: 'failed', actions: assign({ error: message('partner.coupon.inaccurate') }) },
      ],
    },
    ...deepLinkStates<LinkPageContext, { type: 'OPEN' }>()(
      'couponDeepLink',
      ({ context }) => ({ code: context.code }),
      ERRORS.gatewayCoupon,
    ),
  },
})
