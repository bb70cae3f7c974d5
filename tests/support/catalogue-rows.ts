import { ALWAYS_POSSIBLE } from '../../mock-server/scenarios'
import { operations } from '../../src/app/contract'
import { ERROR_PARTS } from '../../src/app/error-catalogue'
import { formatMessage } from '../../src/app/messages'
import { messageForFailure, type Failure } from '../../src/shared/domain/error-catalogue'
import type { Operation } from '../../src/shared/contract/operation'
import type { Locale } from '../../src/shared/domain/messages'

/** One row of the error catalogues (S1 §8, S2 §8) as the portal holds it. */
export interface CatalogueRow {
  feature: string
  operation: Operation
  /** a status, `other` (provoked by a status the row does not list) or a network failure */
  row: number | 'other' | 'network'
  /** the status the scenario answers with; null for a network failure */
  status: number | null
  key: string
}

const byId = new Map(operations.map((op) => [op.id, op]))

/** Every row: each operation's listed statuses, its `other` row and a network failure. */
export const CATALOGUE_ROWS: CatalogueRow[] = Object.entries(ERROR_PARTS).flatMap(
  ([feature, rows]) =>
    Object.entries(rows).flatMap(([id, row]) => {
      const operation = byId.get(id)
      if (!operation) throw new Error(`the catalogue names ${id}, which the contract lacks`)
      const listed = Object.keys(row)
        .filter((k) => k !== 'other')
        .map(Number)
      const otherStatus = ALWAYS_POSSIBLE.find((s) => !listed.includes(s))!
      return [
        ...listed.map((status) => ({
          feature,
          operation,
          row: status,
          status,
          key: (row as Record<number, string>)[status]!,
        })),
        { feature, operation, row: 'other' as const, status: otherStatus, key: row.other },
        { feature, operation, row: 'network' as const, status: null, key: 'common.network' },
      ]
    }),
)

/** The body of `POST /__mock/scenarios` that provokes the row (until cleared, for everyone). */
export const scenarioFor = (r: CatalogueRow) => ({
  operation: r.operation.id,
  ...(r.row === 'network' ? { network: true } : { status: r.status }),
})

/** The failure the portal's client makes of the row's answer. */
export const failureOf = (r: CatalogueRow): Failure =>
  r.status === null
    ? { status: 0, message: '', kind: 'network' }
    : { status: r.status, message: '', kind: 'http' }

/** The text the portal shows for the row, filled as the portal fills it. */
export const shownText = (r: CatalogueRow, locale: Locale = 'ko'): string =>
  formatMessage(locale, messageForFailure(ERROR_PARTS[r.feature]![r.operation.id]!, failureOf(r)))
