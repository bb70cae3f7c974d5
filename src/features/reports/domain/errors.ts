import type { ErrorRow, ErrorRows } from '../../../shared/domain/error-catalogue'

/** S2 §8 report create or modify: 422, 423, 407, 406; other 'an error occurred'. */
const REPORT_RESULT = {
  403: 'common.noPermission',
  404: 'report.memberNotFound',
  406: 'report.invalidParam',
  407: 'report.noPredictable',
  422: 'report.exists',
  423: 'report.usageCountExceeded',
  other: 'common.error',
} as const satisfies ErrorRow

/** S2 §8 loading the target user (admin): 401 or 403 no permission; 400 not found; else error. */
const TARGET_LOAD = {
  400: 'report.targetNotFound',
  403: 'common.noPermission',
  other: 'common.errorWithCode',
} as const satisfies ErrorRow

/** The error catalogue rows of report entry (S2 §8): status -> message key. */
export const ERRORS = {
  // S2 §8 member search: 404 member not found; usage exceeded (402 here, decision 020)
  memberLookup: {
    402: 'report.usageExceeded',
    403: 'common.noPermission',
    404: 'report.memberNotFound',
    other: 'common.errorWithCode',
  },
  duplicateCheck: { 403: 'common.noPermission', other: 'common.errorWithCode' },
  createMemberReport: REPORT_RESULT,
  createNonMemberReport: REPORT_RESULT,
  addReport: REPORT_RESULT,
  modifyReport: REPORT_RESULT,
  healthCheckupInfo: TARGET_LOAD,
  getReport: TARGET_LOAD,
} as const satisfies ErrorRows
