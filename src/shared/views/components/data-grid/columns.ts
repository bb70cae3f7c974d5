import type { SystemStyleObject, TableColumnHeaderProps } from '@chakra-ui/react'
import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  tableFeatures,
  type ColumnHelper,
  type ColumnVisibilityState,
  type RowData,
} from '@tanstack/react-table'
import type { ColumnChoice, SortChoice } from '../grid-tools'
import type { Locale } from '../../../domain/messages'
import { formatNumber } from '../../../domain/numbers'

/** What a column may say about how its header and cells are drawn. */
export interface GridColumnMeta {
  /** `data-testid` of the column's header cell */
  headerTestId?: string
  /** `data-testid` of each of its cells */
  cellTestId?: string
  /** numbers line up at the end */
  align?: 'start' | 'end'
  /** extra styles of each of its cells (a menu cell's smaller padding) */
  cellCss?: SystemStyleObject
  /** extra props of its header cell (a column pinned to an edge) */
  headerProps?: TableColumnHeaderProps
  /** the list may be sorted by this column: the key its machine (or the server) sorts by */
  sortKey?: string
  /** the column is always shown: the column chooser does not offer it */
  required?: boolean
  /**
   * Where the column sits on a phone's compact card (below 1024 px): `title` the row's name on
   * the first line, `aside` at that line's end (a badge), `fact` a labelled fact on the lines
   * below, `action` a button in the card's row of actions. In a grid where a column names a
   * part, the columns that name none are one tap away (the card's 자세히); a grid where none
   * does draws every cell as a "header: value" line (a grid of numbers).
   */
  card?: CardPart
}

/** The type of the columns' meta, for TanStack: it reads the slot's type only, never its value. */
const GRID_COLUMN_META: GridColumnMeta = {}

/** The parts of a compact card a column may take (`GridColumnMeta.card`). */
export type CardPart = 'title' | 'aside' | 'fact' | 'action'

/**
 * The table features of the portal's one grid: row selection, paging, the columns a user hid,
 * typed column meta.
 */
export const GRID_FEATURES = tableFeatures({
  rowSelectionFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: GRID_COLUMN_META,
})
export type GridFeatures = typeof GRID_FEATURES

/**
 * A column of the grid: `gridColumns<T>()` builds them (accessor, display, group). The columns of
 * one grid hold values of several types: TanStack's own list of such columns (`helper.columns`)
 * gives the type of each.
 */
export type GridColumn<T extends RowData> = ReturnType<
  ColumnHelper<GridFeatures, T>['columns']
>[number]

/** The column helper of the grid for rows of type `T`. */
export const gridColumns = <T extends RowData>() => createColumnHelper<GridFeatures, T>()

/** A leaf column as the toolbar sees it. */
export interface LeafColumn {
  id: string
  columnDef: { header?: unknown; meta?: GridColumnMeta }
  parent?: LeafColumn
  getIsVisible: () => boolean
}

/** A header's or a cell's alignment: numbers line up at the end. */
export const alignOf = (meta: GridColumnMeta | undefined) =>
  meta?.align === 'end' ? ('end' as const) : undefined

/**
 * The column visibility TanStack draws from the machine's hidden columns: a `required` column is
 * always shown, and a state that would hide every column shows them all.
 */
export function visibilityOf<T extends RowData>(
  columns: readonly GridColumn<T>[],
  hidden: readonly string[],
): ColumnVisibilityState {
  if (hidden.length === 0) return {}
  const leaves: { id: string; required: boolean }[] = []
  const walk = (defs: readonly GridColumn<T>[]) => {
    for (const def of defs) {
      const children = 'columns' in def ? def.columns : undefined
      if (children) walk(children)
      else {
        // the id TanStack gives the column: its id, its accessor key, or its text header
        const key = 'accessorKey' in def ? def.accessorKey : undefined
        const id =
          def.id ??
          (key === undefined ? undefined : String(key).replaceAll('.', '_')) ??
          (typeof def.header === 'string' ? def.header : undefined)
        if (id !== undefined) leaves.push({ id, required: def.meta?.required === true })
      }
    }
  }
  walk(columns)
  const hide = new Set(hidden)
  const hideable = leaves.filter((leaf) => !leaf.required && hide.has(leaf.id))
  if (hideable.length === leaves.length) return {}
  return Object.fromEntries(hideable.map((leaf) => [leaf.id, false]))
}

/** The toolbar's sort choices: every sortable leaf column with a text header. */
export function sortChoices(leaves: readonly LeafColumn[]): SortChoice[] {
  return leaves.flatMap((column) => {
    const key = column.columnDef.meta?.sortKey
    const label = columnLabel(column)
    return key !== undefined && label !== undefined ? [{ key, label }] : []
  })
}

/** The column chooser's choices: every leaf column with a text header that is not required. */
export function columnChoices(leaves: readonly LeafColumn[]): ColumnChoice[] {
  return leaves.flatMap((column) => {
    const label = columnLabel(column)
    return typeof column.columnDef.header === 'string' &&
      label !== undefined &&
      column.columnDef.meta?.required !== true
      ? [{ id: column.id, label, shown: column.getIsVisible() }]
      : []
  })
}

/** A column with its header, in its groups (a leaf's parent is its group). */
interface LabelledColumn {
  columnDef: { header?: unknown }
  parent?: LabelledColumn
}

/** A column's header text with its groups' before it ("지급 · 수량"): a card's line label. */
export function columnLabel(column: LabelledColumn): string | undefined {
  const parts: string[] = []
  for (let c: LabelledColumn | undefined = column; c; c = c.parent) {
    const header = c.columnDef.header
    if (typeof header === 'string' && header !== '') parts.unshift(header)
  }
  return parts.length > 0 ? parts.join(' · ') : undefined
}

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
