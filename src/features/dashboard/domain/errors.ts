import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** The error catalogue rows of the dashboard feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  checkupList: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    other: 'dashboard.loadFailed',
  },
  customerListExcel: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    422: 'dashboard.excelTooMany',
    other: 'common.error',
  },
  make: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    405: 'print.expired',
    other: 'print.error',
  },
  makeTempPDF: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    405: 'print.expired',
    other: 'print.error',
  },
  makePDF: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    405: 'print.expired',
    other: 'print.error',
  },
  addressChange: { 403: 'shipping.noPermission', other: 'shipping.error' },
} as const satisfies ErrorRows
