import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** Deactivating and deleting an employee answer alike (S1 §8; 201 for both, decision 019). */
const REMOVE_EMPLOYEE = {
  201: 'employees.holdsVouchers',
  401: 'common.noPermission',
  403: 'common.noPermission',
  404: 'employees.notFound',
  405: 'employees.otherBranch',
  other: 'common.errorWithCode',
} as const

/** The error catalogue rows of the employees feature (S1 §8): status -> message key. */
export const ERRORS = {
  // S1 §8 employee page load: any non-200 gives no permission (and back)
  employeeList: { other: 'common.noPermission' },
  employeeListExcel: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    422: 'employees.excelTooMany',
    other: 'common.errorWithCode',
  },
  // S1 §8 distribute: 400 wrong quantity; others 'error (status)'
  distribute: { 400: 'employees.badQuantity', other: 'common.errorWithCode' },
  // S1 §8 reset password: 401/403 no permission; 405 other company or branch member
  resetPassword: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    404: 'employees.notFound',
    405: 'employees.otherMember',
    other: 'common.error',
  },
  // S1 §8 deactivate: 201 has vouchers; 401 no permission (then back); 403; 404; 405 branch
  deactivateEmployee: REMOVE_EMPLOYEE,
  // S1 §8 delete: 401 (back); 403; 404; 405; other — 201 as for deactivation (decision 019)
  deleteEmployee: REMOVE_EMPLOYEE,
  updateEmployee: {
    400: 'employees.badInput',
    401: 'common.noPermission',
    403: 'common.noPermission',
    404: 'employees.notFound',
    405: 'employees.otherBranch',
    other: 'common.errorWithCode',
  },
  // S1 §8 add employee: 403 no permission; 405 already registered; other error
  addEmployee: {
    403: 'common.noPermission',
    405: 'employees.alreadyRegistered',
    other: 'common.errorWithCode',
  },
  fetchBranch: { other: 'common.noPermission' },
  // S1 §8 add branch: 401 token expired then back; 403 no permission; other error
  addBranch: {
    401: 'employees.tokenExpired',
    403: 'common.noPermission',
    other: 'common.errorWithCode',
  },
} as const satisfies ErrorRows
