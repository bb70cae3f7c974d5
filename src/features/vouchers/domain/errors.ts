import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** The error catalogue rows of the vouchers feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  // the lookup uses no right: no 406 (every row is provoked, issue 30)
  checkCustomer: {
    402: 'give.alreadyHolds',
    403: 'give.noRole',
    404: 'give.notFound',
    other: 'give.error',
  },
  setVoucher: {
    402: 'give.alreadyHolds',
    403: 'give.noRole',
    404: 'give.notFound',
    406: 'give.noUsableRights',
    other: 'give.error',
  },
  createVoucher: { 403: 'common.noPermission', 406: 'give.noUsableRights', other: 'voucher.error' },
  voucherHistoryExcel: {
    403: 'common.noPermission',
    422: 'voucher.excelTooMany',
    other: 'common.error',
  },
} as const satisfies ErrorRows
