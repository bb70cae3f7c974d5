import type { ErrorRows } from '../shared/domain/error-catalogue'
import { ERRORS as session } from '../features/session/domain/errors'
import { ERRORS as dashboard } from '../features/dashboard/domain/errors'
import { ERRORS as adminDashboard } from '../features/admin-dashboard/domain/errors'
import { ERRORS as vouchers } from '../features/vouchers/domain/errors'
import { ERRORS as notifications } from '../features/notifications/domain/errors'
import { ERRORS as gift } from '../features/gift/domain/errors'
import { ERRORS as statistics } from '../features/statistics/domain/errors'
import { ERRORS as partner } from '../features/partner/domain/errors'
import { ERRORS as employees } from '../features/employees/domain/errors'
import { ERRORS as purchase } from '../features/purchase/domain/errors'
import { ERRORS as reports } from '../features/reports/domain/errors'

/** Each feature's rows; an operation belongs to exactly one feature (a test checks). */
export const ERROR_PARTS: Record<string, ErrorRows> = {
  session,
  dashboard,
  adminDashboard,
  vouchers,
  notifications,
  gift,
  statistics,
  partner,
  employees,
  purchase,
  reports,
}

/** The whole error catalogue (S1 §8, S2 §8), for the tests that walk it. */
export const ERROR_CATALOGUE = {
  ...session,
  ...dashboard,
  ...adminDashboard,
  ...vouchers,
  ...notifications,
  ...gift,
  ...statistics,
  ...partner,
  ...employees,
  ...purchase,
  ...reports,
} as const satisfies ErrorRows

export type CataloguedOperation = keyof typeof ERROR_CATALOGUE
