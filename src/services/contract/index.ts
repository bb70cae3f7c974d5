import * as auth from './auth'
import * as site from './site'
import * as checkup from './checkup'
import * as voucher from './voucher'
import * as notification from './notification'
import * as payment from './payment'
import * as gift from './gift'
import type { Operation } from './operation'

export { auth, site, checkup, voucher, notification, payment, gift }
export * from './common'
export * from './operation'

const areas: Record<string, unknown>[] = [auth, site, checkup, voucher, notification, payment, gift]

/** Every operation of the contract (area modules also export schemas), for OpenAPI and tests. */
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
