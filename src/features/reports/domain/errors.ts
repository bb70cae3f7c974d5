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

/**
 * Each write's rows are those of the statuses it answers (the catalogue matrix provokes every row,
 * issue 30): only the member report looks a member up (404); a modification makes no new report,
 * so it meets no existing one (422) and uses no right (423).
 */
const { 404: _memberNotFound, ...NO_MEMBER_RESULT } = REPORT_RESULT
const { 422: _exists, 423: _usage, ...MODIFY_RESULT } = NO_MEMBER_RESULT

/** S2 §8 loading the target user (admin): 401 or 403 no permission; 400 not found; else error. */
const TARGET_LOAD = {
  400: 'report.targetNotFound',
  403: 'common.noPermission',
  other: 'common.errorWithCode',
} as const satisfies ErrorRow

/** The error catalogue rows of report entry (S2 §8): status -> message key. */
export const ERRORS = {
  // S2 §8 member search: 404 member not found; 401 usage exceeded (a 401 that reaches the form
  // is the operation's own: a refused token ends the session instead, decision 020b)
  memberLookup: {
    401: 'report.usageExceeded',
    403: 'common.noPermission',
    404: 'report.memberNotFound',
    other: 'common.errorWithCode',
  },
  duplicateCheck: { 403: 'common.noPermission', other: 'common.errorWithCode' },
  createMemberReport: REPORT_RESULT,
  createNonMemberReport: NO_MEMBER_RESULT,
  addReport: NO_MEMBER_RESULT,
  modifyReport: MODIFY_RESULT,
  healthCheckupInfo: TARGET_LOAD,
  getReport: TARGET_LOAD,
} as const satisfies ErrorRows
