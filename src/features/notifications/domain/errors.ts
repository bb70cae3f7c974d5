import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** The error catalogue rows of the notifications feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  notificationRead: { other: 'common.error' },
} as const satisfies ErrorRows
