import type { ReactNode } from 'react'
import type { SortOrder } from '../../../domain/list-view'
import { GridTools } from '../grid-tools'
import { columnChoices, sortChoices, type LeafColumn } from './columns'
import type { GridColumnChooser, GridSort } from './props'

/** The grid's toolbar: the page's own controls, the sort select and the column menu. */
export function GridToolbar({
  leafColumns,
  sort,
  columnChooser,
  children,
}: {
  leafColumns: readonly LeafColumn[]
  sort: GridSort | undefined
  columnChooser: GridColumnChooser | undefined
  children: ReactNode
}) {
  return (
    <GridTools
      {...(sort
        ? {
            sort: {
              choices: sortChoices(leafColumns),
              current: sort.current,
              onSort: (key: string, order: SortOrder) => sort.onSort(key, order),
            },
          }
        : {})}
      {...(columnChooser
        ? { columns: { choices: columnChoices(leafColumns), onToggle: columnChooser.onToggle } }
        : {})}
    >
      {children}
    </GridTools>
  )
}
