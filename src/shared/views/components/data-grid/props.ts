import type { ReactNode } from 'react'
import type { RowData } from '@tanstack/react-table'
import type { Message, MessageKey } from '../../../domain/messages'
import type { SortOrder, SortState } from '../../../domain/list-view'
import type { GridColumn } from './columns'

/**
 * Row selection the grid shows; the machine owns it: the grid only reports toggles. A row is
 * checkable when `selectable` says so (S1 §5: only rows with pdfPrint Y).
 */
export interface GridSelection<T> {
  selected: readonly string[]
  selectable?: (row: T) => boolean
  onToggleRow: (row: T) => void
  onTogglePage: () => void
  /** the header checkbox's label */
  allLabel: string
  rowLabel: (row: T) => string
}

/**
 * Paging: with `total` the rows are the server's page (server paging); without it the grid cuts
 * `data` into pages itself (client paging, S2 §9 statistics grids).
 */
export interface GridPaging {
  /** 1-based */
  page: number
  size: number
  total?: number
  onPage: (page: number) => void
}

/**
 * The sort the grid shows (issue 31); the machine keeps it. A sortable column's header is a
 * button reporting its key (no order: the machine turns it, `nextSort`); below 1024 px, where
 * the headers are not drawn, the toolbar's select reports a key and an order.
 */
export interface GridSort {
  current: SortState
  onSort: (key: string, order?: SortOrder) => void
}

/**
 * The columns the user hid (issue 31); the machine keeps them. The toolbar's menu offers every
 * leaf column with a text header that is not `required`, and reports a toggle by column id.
 */
export interface GridColumnChooser {
  hidden: readonly string[]
  onToggle: (columnId: string) => void
}

export interface DataGridProps<T extends RowData> {
  columns: readonly GridColumn<T>[]
  data: readonly T[]
  rowId: (row: T) => string
  /** attributes of a data row (`data-testid`, `data-*`) */
  rowProps?: (row: T) => Record<string, string | number | undefined>
  selection?: GridSelection<T>
  paging?: GridPaging
  /** a row of sums pinned at the top under the headers, from the columns' `footer` (S2 §2.8) */
  sumRow?: boolean
  /** the list is loading: the grid is busy and shows its spinner */
  loading?: boolean
  /**
   * rows are expected but not asked for yet (the page reads the user first): the grid keeps their
   * room and says nothing, another indicator tells of the wait
   */
  awaiting?: boolean
  /** rows are dimmed while a new list is on its way (typing a search) */
  dimmed?: boolean
  error?: Message | null
  emptyText: MessageKey
  onRetry?: () => void
  /** hovering highlights a row */
  interactive?: boolean
  /** one height for every row (rows with and without a button) */
  rowHeight?: string
  label?: string
  /** sortable headers (columns with a `sortKey`) and, below 1024 px, a sort select */
  sort?: GridSort
  /** a menu of the columns the user may hide; hidden ones are not drawn */
  columnChooser?: GridColumnChooser
  /** the page's own controls (a reset button) at the start of the grid's toolbar */
  toolbar?: ReactNode
}
