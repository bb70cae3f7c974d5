import { useMemo } from 'react'
import {
  useTable,
  type ReactTable,
  type Row,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table'
import { GRID_FEATURES, visibilityOf, type GridFeatures } from './columns'
import type { DataGridProps } from './props'

const EMPTY: readonly never[] = []

/** The TanStack table of a grid with rows of type `T`. */
export type GridTable<T extends RowData> = ReactTable<GridFeatures, T>

/**
 * The grid's TanStack table: the rows, their selection and the columns shown as the machine keeps
 * them, its page cut from `data` (client paging) or `data` as the page (server paging).
 */
export function useGridTable<T extends RowData>({
  columns,
  data,
  rowId,
  selection,
  paging,
  columnChooser,
}: Pick<
  DataGridProps<T>,
  'columns' | 'data' | 'rowId' | 'selection' | 'paging' | 'columnChooser'
>): GridTable<T> {
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selection?.selected ?? EMPTY).map((id) => [id, true])),
    [selection?.selected],
  )
  const selectable = selection?.selectable
  const columnVisibility = useMemo(
    () => visibilityOf(columns, columnChooser?.hidden ?? EMPTY),
    [columns, columnChooser?.hidden],
  )
  const clientPaging = paging !== undefined && paging.total === undefined
  return useTable({
    features: GRID_FEATURES,
    columns,
    data,
    getRowId: (row: T) => rowId(row),
    enableRowSelection: (row: Row<GridFeatures, T>) =>
      selectable ? selectable(row.original) : true,
    // without client paging the rows given are the rows shown
    manualPagination: !clientPaging,
    ...(paging?.total !== undefined ? { rowCount: paging.total } : {}),
    autoResetPageIndex: false,
    state: {
      rowSelection,
      columnVisibility,
      pagination: {
        pageIndex: paging ? paging.page - 1 : 0,
        pageSize: paging?.size ?? Math.max(1, data.length),
      },
    },
  })
}
