import type { Operation } from '../shared/contract/operation'
import * as auth from '../features/session/services/contract'
import * as checkup from '../features/dashboard/services/contract'
import * as admin from '../features/admin-dashboard/services/contract'
import * as voucher from '../features/vouchers/services/contract'
import * as notification from '../features/notifications/services/contract'
import * as payment from '../features/purchase/services/contract'
import * as gift from '../features/gift/services/contract'
import * as statistics from '../features/statistics/services/contract'
import * as partner from '../features/partner/services/contract'
import * as employees from '../features/employees/services/contract'
import * as report from '../features/reports/services/contract'

export {
  auth,
  checkup,
  admin,
  voucher,
  notification,
  payment,
  gift,
  statistics,
  partner,
  employees,
  report,
}

const areas: Record<string, unknown>[] = [
  auth,
  checkup,
  admin,
  voucher,
  notification,
  payment,
  gift,
  statistics,
  partner,
  employees,
  report,
]

/** Every operation of the contract (the feature modules also export schemas), for OpenAPI and tests. */
export const operations: readonly Operation[] = areas
  .flatMap((area) => Object.values(area))
  .filter(isOperation)

function isOperation(value: unknown): value is Operation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'statuses' in value
  )
}
