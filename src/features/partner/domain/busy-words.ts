import type { MessageKey } from '../../../shared/domain/messages'

/**
 * What each link page says while it works, under its spinner: the route's frame in the HTML
 * (its manifest's `busy`, decision 082) and the page the portal then draws say the same words.
 */
export const BUSY_WORDS = {
  callback: 'partner.callback.title',
  coupon: 'partner.coupon.opening',
  fcLink: 'partner.fcLink.checking',
} as const satisfies Record<string, MessageKey>
