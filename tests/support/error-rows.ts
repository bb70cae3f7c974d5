import type { ErrorRow } from '../../src/shared/domain/error-catalogue'
import { ERROR_CATALOGUE, type CataloguedOperation } from '../../src/app/error-catalogue'

/** An operation's rows; an operation the catalogue does not hold is a mistake of the caller. */
export function rowsOf(operation: CataloguedOperation): ErrorRow {
  const rows = ERROR_CATALOGUE[operation]
  if (!rows) throw new Error(`the error catalogue has no rows for ${operation}`)
  return rows
}
