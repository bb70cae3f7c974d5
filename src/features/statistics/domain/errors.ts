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

/** the employee filter takes no parameter: no 400 (every row is provoked, issue 30) */
const { 400: _invalidParam, ...EMPLOYEES_ROW } = STATISTICS_ROW

export const ERRORS = {
  statisticsEmployees: EMPLOYEES_ROW,
  statisticsCheckup: STATISTICS_ROW,
  statisticsGift: STATISTICS_ROW,
  statisticsOrder: STATISTICS_ROW,
  statisticsOverview: STATISTICS_ROW,
  overviewExcel: { ...STATISTICS_ROW, 422: 'statistics.excelTooMany' },
  purchaseHistory: HISTORY_ROW,
  giftHistory: HISTORY_ROW,
} as const satisfies ErrorRows
