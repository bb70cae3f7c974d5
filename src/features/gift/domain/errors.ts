import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** The error catalogue rows of the gift feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  // S1 §8 Gift: 405 (list or check) the account cannot gift; 404 id not found; other error.
  // 400 is said more precisely than "other" (decision 019): the check refuses oneself and an
  // unlimited-use employee; a gift past a check is refused for its quantities (held, giftable,
  // expired, more than the usable count)
  licenseList: { 405: 'gift.cannotGift', other: 'gift.error' },
  giftCheckUser: {
    400: 'gift.cannotReceive',
    404: 'gift.notFound',
    405: 'gift.cannotGift',
    other: 'gift.error',
  },
  gift: {
    400: 'gift.invalidQuantity',
    404: 'gift.notFound',
    405: 'gift.cannotGift',
    other: 'gift.error',
  },
} as const satisfies ErrorRows
