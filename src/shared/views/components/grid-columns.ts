import type { RowData } from '@tanstack/react-table'
import type { Locale } from '../../domain/messages'
import { formatNumber } from '../../domain/numbers'
import { gridColumns, type GridColumn, type GridColumnMeta } from './data-grid'

/**
 * The meta of a grid's name column (the customer, the employee, the product): bold, always shown,
 * the first line of a phone's card.
 */
export const titleMeta = (
  meta: Pick<GridColumnMeta, 'cellTestId' | 'sortKey'>,
): GridColumnMeta => ({
  ...meta,
  cellCss: { fontWeight: 'medium' },
  required: true,
  card: 'title',
})

/** A count column: its id, header and meta, and the count it shows of a row. */
export interface CountColumn<T> {
  id: string
  header: string
  meta?: GridColumnMeta
  count: (row: T) => number
}

/**
 * The count columns of a grid of rows of type `T`: the number with the locale's grouping, lined up
 * at the end with the other numbers.
 */
export function countColumns<T extends RowData>(locale: Locale) {
  const col = gridColumns<T>()
  return ({ count, meta, ...column }: CountColumn<T>): GridColumn<T> =>
    col.display({
      ...column,
      meta: { align: 'end', ...meta },
      cell: ({ row }) => formatNumber(count(row.original), locale),
    })
}
