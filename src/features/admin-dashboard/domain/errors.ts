import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/** The error catalogue rows of the admin-dashboard feature (S1 §8, S2 §8): status -> message key. */
export const ERRORS = {
  adminList: {
    400: 'admin.invalidParam',
    401: 'common.noPermission',
    403: 'common.noPermission',
    other: 'common.errorWithCode',
  },
  adminPdf: {
    400: 'admin.invalidAccess',
    401: 'common.noPermission',
    403: 'common.noPermission',
    other: 'common.errorWithCode',
  },
} as const satisfies ErrorRows
