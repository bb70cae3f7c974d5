import * as auth from './auth'
import * as site from './site'
import type { Operation } from './operation'

export { auth, site }
export * from './common'
export * from './operation'

/** Every operation of the contract, for the OpenAPI export and the contract tests. */
export const operations: readonly Operation[] = [...Object.values(auth), ...Object.values(site)]
