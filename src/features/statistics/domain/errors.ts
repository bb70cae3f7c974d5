import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/**
 * The statistics calls' rows of the error catalogue (S2 §8): 401 'no permission' (then home),
 * on the history pages 'log in again'; 403 'no permission'; 400 a bad filter; other 'error
 * (status)'.
 */
const STATISTICS_ROW = {
  400: 'statistics.invalidParam',
  401: 'common.noPermission',
  403: 'common.noPermission',
  other: 'statistics.errorWithStatus',
} as const
const HISTORY_ROW = { ...STATISTICS_ROW, 401: 'statistics.loginAgain' } as const

export const ERRORS = {
  statisticsEmployees: STATISTICS_ROW,
  statisticsCheckup: STATISTICS_ROW,
  statisticsGift: STATISTICS_ROW,
  statisticsOrder: STATISTICS_ROW,
  statisticsOverview: STATISTICS_ROW,
  overviewExcel: STATISTICS_ROW,
  purchaseHistory: HISTORY_ROW,
  giftHistory: HISTORY_ROW,
} as const satisfies ErrorRows
