import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** The error catalogue rows of the gift feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  // S1 §8 Gift: 405 (list or check) the account cannot gift; 404 id not found; other error
  licenseList: { 404: 'gift.notFound', 405: 'gift.cannotGift', other: 'gift.error' },
  giftCheckUser: { 404: 'gift.notFound', 405: 'gift.cannotGift', other: 'gift.error' },
  gift: { 404: 'gift.notFound', 405: 'gift.cannotGift', other: 'gift.error' },
} as const satisfies ErrorRows
