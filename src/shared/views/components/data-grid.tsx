import { useDeferredValue, useId, useMemo, type ButtonHTMLAttributes, type ReactNode } from 'react'
import {
  Box,
  Table,
  useBreakpointValue,
  useRecipe,
  useSlotRecipe,
  type SystemStyleObject,
  type TableColumnHeaderProps,
} from '@chakra-ui/react'
import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type Row,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table'
import type { Message, MessageKey } from '../../domain/messages'
import { PAGE_SIZE } from '../../domain/codes'
import type { SortOrder, SortState } from '../../domain/list-view'
import type { ListViewEvent } from '../../machines/list-view'
import { useT } from '../i18n'
import { GridStatus } from './grid-status'
import { GridTools, SortIcon, type ColumnChoice, type SortChoice } from './grid-tools'
import { Pager } from './pager'
import { ChevronDownIcon } from './icons'
import { headerRows } from './grid-headers'
import { ACCENT_PALETTE } from '../accent'

/**
 * A body cell's content. TanStack's `FlexRender` mounts a cell function as a component of its
 * own, so columns made again (a page whose actor started anew makes them with the new `send`)
 * were new component types and every cell was mounted again: a row menu opened in that instant
 * closed under the pointer. Called here by one component type, a cell keeps what it holds.
 */
function CellContent({ render, context }: { render: unknown; context: unknown }): ReactNode {
  return typeof render === 'function'
    ? (render as (context: unknown) => ReactNode)(context)
    : (render as ReactNode)
}

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
  columnMeta: {} as GridColumnMeta,
})
export type GridFeatures = typeof GRID_FEATURES

/** A column of the grid: `gridColumns<T>()` builds them (accessor, display, group). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the columns of one grid hold values of several types
export type GridColumn<T extends RowData> = ColumnDef<GridFeatures, T, any>

/**
 * A button in a cell (print, PDF, shipping): a plain `<button>` the table styles once as Chakra's
 * xs button draws it. A Chakra `Button` per row resolved its recipe and styles for each of them,
 * which made a page of rows a long task (issue 27).
 */
export function CellButton({
  variant = 'outline',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { variant?: 'outline' | 'ghost' }) {
  return <button type="button" data-cell-button={variant} {...props} />
}

/** A colour-coded label in a cell (report type, status), drawn as Chakra's badge by the table. */
export function CellBadge({ palette, children }: { palette: BadgePalette; children: ReactNode }) {
  return (
    <span data-cell-badge="" data-palette={palette}>
      {children}
    </span>
  )
}

/** A cell's secondary text (an id after a name), in the muted colour. */
export function CellNote({ children }: { children: ReactNode }) {
  return <span data-cell-note="">{children}</span>
}

/** the palettes a `CellBadge` may take */
const BADGE_PALETTES = ['gray', 'blue', 'cyan', 'purple', 'green', 'orange'] as const
export type BadgePalette = (typeof BADGE_PALETTES)[number]

/** The column helper of the grid for rows of type `T`. */
export const gridColumns = <T extends RowData>() => createColumnHelper<GridFeatures, T>()

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

/** The events a paged-search list machine takes from its grid (shared/machines/paged-search). */
export type PagedListEvent = { type: 'PAGE.CHANGE'; page: number } | { type: 'RELOAD' }

/**
 * The grid props of a list whose view its user shapes (issue 31), kept by a machine with the
 * shared `listView` piece: its sort and hidden columns shown, the header clicks, the sort select
 * and the column menu sent as its events.
 */
export function shapedList(
  view: { sort: SortState; hidden: readonly string[] },
  send: (event: ListViewEvent) => void,
): { sort: GridSort; columnChooser: GridColumnChooser } {
  return {
    sort: {
      current: view.sort,
      onSort: (key, order) => send({ type: 'SORT.CHANGE', key, ...(order ? { order } : {}) }),
    },
    columnChooser: {
      hidden: view.hidden,
      onToggle: (column) => send({ type: 'COLUMN.TOGGLE', column }),
    },
  }
}

/**
 * The grid props of a server-paged list kept by a paged-search machine: the pager once the first
 * page has come (none before), and a retry that asks again.
 */
export function serverPaged(
  data: { total: number } | null,
  page: number,
  send: (event: PagedListEvent) => void,
): Pick<DataGridProps<RowData>, 'paging' | 'onRetry'> {
  return {
    ...(data
      ? {
          paging: {
            page,
            size: PAGE_SIZE.grid,
            total: data.total,
            onPage: (p: number) => send({ type: 'PAGE.CHANGE', page: p }),
          },
        }
      : {}),
    onRetry: () => send({ type: 'RELOAD' }),
  }
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

const EMPTY: readonly never[] = []

/** A leaf column as the toolbar sees it. */
interface LeafColumn {
  id: string
  columnDef: { header?: unknown; meta?: GridColumnMeta }
  parent?: LeafColumn
  getIsVisible: () => boolean
}

/**
 * The portal's one grid (issue 11), on TanStack Table v9: column definitions with grouped
 * headers, a checkbox column with a per-row selectable rule, server or client paging, a pinned
 * sum row, and its loading, empty and error states. From 1024 px every row stays one line
 * (`nowrap`) and a grid wider than its box scrolls inside it; below, each row is a card of
 * "header: value" lines (decision 033), so a phone sees every value and every row action without
 * scrolling sideways. One markup for both: the cells carry their header's label (`data-label`).
 */
export function DataGrid<T extends RowData>(props: DataGridProps<T>) {
  // The rows, and what says which rows and in what state, drawn as deferred work: a list's answer
  // changes its machine at once, and React draws the new rows in slices between which the phone
  // paints and answers input, not in one long task (issue 45, decision 064). What the user does to
  // the grid itself (selection, sort, columns) is drawn at once.
  const { data, loading, awaiting, error, paging } = props
  const answer = useDeferredValue(
    useMemo(
      () => ({ data, loading, awaiting, error, page: paging?.page, total: paging?.total }),
      [data, loading, awaiting, error, paging?.page, paging?.total],
    ),
  )
  const { page, total, ...rest } = answer
  return (
    <GridOf
      {...props}
      {...rest}
      {...(paging && page !== undefined
        ? { paging: { ...paging, page, ...(total === undefined ? {} : { total }) } }
        : {})}
    />
  )
}

function GridOf<T extends RowData>({
  columns,
  data,
  rowId,
  rowProps,
  selection,
  paging,
  sumRow = false,
  loading = false,
  awaiting = false,
  dimmed = loading,
  error = null,
  emptyText,
  onRetry = () => {},
  interactive = false,
  rowHeight,
  label,
  sort,
  columnChooser,
  toolbar,
}: DataGridProps<T>) {
  const t = useT()
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
  const rows = data as T[]
  const table = useTable({
    features: GRID_FEATURES,
    columns: columns as GridColumn<T>[],
    data: rows,
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
  const headerGroups = table.getHeaderGroups()
  const headerCells = headerRows(headerGroups)
  const leafHeaders = headerGroups[headerGroups.length - 1]?.headers ?? []
  const shownRows = table.getRowModel().rows
  const alignOf = (meta: GridColumnMeta | undefined) =>
    meta?.align === 'end' ? ('end' as const) : undefined
  // a grid whose columns name their card parts is drawn as compact cards on a phone
  const compact = leafHeaders.some((h) => h.column.columnDef.meta?.card !== undefined)
  const hasMore = compact && leafHeaders.some((h) => h.column.columnDef.meta?.card === undefined)
  const cards = useCards()
  const ids = useId()
  const titleIndex = leafHeaders.findIndex((h) => h.column.columnDef.meta?.card === 'title')
  const bodyCss = useBodyCss(leafHeaders, rowHeight, interactive, compact, selection !== undefined)
  const labels = leafHeaders.map((h) => columnLabel(h.column))
  const parts = leafHeaders.map((h) =>
    compact ? (h.column.columnDef.meta?.card ?? 'more') : undefined,
  )
  // the first page on its way: the grid keeps a page of rows' room and draws no headers yet, so
  // nothing below it moves when the rows come and the headers take their widths once (CLS)
  const firstLoad = (loading || awaiting) && data.length === 0 && !error
  const reservedRows = paging?.size ?? PAGE_SIZE.grid
  const leafColumns = table.getAllLeafColumns() as unknown as LeafColumn[]
  const sortOf = (meta: GridColumnMeta | undefined) =>
    sort && meta?.sortKey !== undefined
      ? sort.current.key === meta.sortKey
        ? sort.current.order
        : null
      : undefined

  return (
    <>
      {sort || columnChooser || toolbar ? (
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
          {toolbar}
        </GridTools>
      ) : null}
      <Box
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        overflowX="auto"
        position="relative"
        aria-busy={loading}
        minH={
          firstLoad
            ? `calc(${reservedRows} * ${rowHeight ? `var(--chakra-sizes-${rowHeight})` : '2.5rem'})`
            : undefined
        }
        data-reserved={firstLoad ? reservedRows : undefined}
        // a grid wider than the screen scrolls sideways: the keyboard can scroll it too
        tabIndex={0}
        role="group"
        aria-label={label}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'accent.focusRing',
          outlineOffset: '2px',
        }}
      >
        <Table.Root
          size="sm"
          interactive={interactive}
          whiteSpace={{ lg: 'nowrap' }}
          aria-label={label}
          css={bodyCss}
          // a table drawn as cards keeps its table semantics for assistive tech
          role="table"
        >
          <Table.Header display={firstLoad ? 'none' : undefined}>
            {headerGroups.map((group, level) => (
              <Table.Row key={group.id}>
                {selection ? (
                  level === 0 ? (
                    <Table.ColumnHeader
                      w="40px"
                      rowSpan={headerGroups.length}
                      data-select=""
                      data-label={selection.allLabel}
                    >
                      <label data-select-target="" data-label={selection.allLabel}>
                        <input
                          type="checkbox"
                          checked={table.getIsAllPageRowsSelected()}
                          onChange={() => selection.onTogglePage()}
                          aria-label={selection.allLabel}
                          data-testid="grid-select-page"
                        />
                      </label>
                    </Table.ColumnHeader>
                  ) : null
                ) : null}
                {headerCells[level]!.map(({ header, rowSpan }) => {
                  const meta = header.column.columnDef.meta
                  const grouping = header.subHeaders.length > 0
                  // a sortable leaf: its order, null when the list is sorted by another column
                  const order = grouping || header.isPlaceholder ? undefined : sortOf(meta)
                  const text = header.column.columnDef.header
                  const sortKey = meta?.sortKey
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      colSpan={header.colSpan}
                      rowSpan={rowSpan > 1 ? rowSpan : undefined}
                      textAlign={grouping ? 'center' : alignOf(meta)}
                      data-testid={header.isPlaceholder ? undefined : meta?.headerTestId}
                      borderBottomWidth={grouping ? '1px' : undefined}
                      aria-sort={
                        order === undefined
                          ? undefined
                          : order === null
                            ? 'none'
                            : order === 'asc'
                              ? 'ascending'
                              : 'descending'
                      }
                      {...meta?.headerProps}
                    >
                      {header.isPlaceholder ? null : order !== undefined && sort && sortKey ? (
                        <SortButton
                          order={order}
                          label={
                            typeof text === 'string' && text !== ''
                              ? t('grid.sortBy', { column: text })
                              : undefined
                          }
                          onSort={() => sort.onSort(sortKey)}
                        >
                          <table.FlexRender header={header} />
                        </SortButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.ColumnHeader>
                  )
                })}
              </Table.Row>
            ))}
            {sumRow && data.length > 0 ? (
              <Table.Row
                data-testid="grid-sum-row"
                position="sticky"
                top={0}
                bg="gray.50"
                fontWeight="semibold"
              >
                {selection ? <Table.Cell /> : null}
                {leafHeaders.map((header, index) => (
                  <Table.Cell
                    key={header.id}
                    textAlign={alignOf(header.column.columnDef.meta)}
                    data-label={labels[index]}
                  >
                    {header.column.columnDef.footer ? <table.FlexRender footer={header} /> : null}
                  </Table.Cell>
                ))}
              </Table.Row>
            ) : null}
          </Table.Header>
          {/* the body's rows and cells are plain elements styled once by the table (bodyCss):
              a Chakra component per cell cost a sign-in about a fifth of its time */}
          <tbody style={{ opacity: dimmed ? 0.6 : 1 }}>
            {shownRows.map((row, rowIndex) => {
              const titleId = `${ids}-${rowIndex}`
              return (
                <tr key={row.id} {...rowProps?.(row.original)}>
                  {selection ? (
                    <td data-select="">
                      <label data-select-target="">
                        <input
                          type="checkbox"
                          checked={row.getIsSelected()}
                          disabled={!row.getCanSelect()}
                          onChange={() => selection.onToggleRow(row.original)}
                          aria-label={selection.rowLabel(row.original)}
                        />
                      </label>
                    </td>
                  ) : null}
                  {row.getVisibleCells().map((cell, index) => {
                    const meta = cell.column.columnDef.meta
                    return (
                      <td
                        key={cell.id}
                        id={cards && hasMore && index === titleIndex ? titleId : undefined}
                        data-column={index}
                        data-align={alignOf(meta)}
                        data-label={labels[index]}
                        data-card={parts[index]}
                        data-testid={meta?.cellTestId}
                      >
                        <CellContent
                          render={cell.column.columnDef.cell}
                          context={cell.getContext()}
                        />
                      </td>
                    )
                  })}
                  {cards && hasMore ? (
                    // the row's other facts, one tap away on a phone's compact card: the browser's
                    // own disclosure, whose open state the rules below read (tr:has(details[open]))
                    <td data-card="toggle">
                      <details data-testid="grid-row-more">
                        <summary
                          data-cell-button="ghost"
                          aria-describedby={titleIndex >= 0 ? titleId : undefined}
                        >
                          <span data-when="closed">{t('grid.more')}</span>
                          <span data-when="open">{t('grid.less')}</span>
                          <ChevronDownIcon />
                        </summary>
                      </details>
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </Table.Root>
        <GridStatus
          loading={loading}
          rowsShown={data.length > 0}
          empty={!loading && !awaiting && !error && data.length === 0}
          emptyText={emptyText}
          error={error}
          onRetry={onRetry}
        />
      </Box>
      {/* nothing to page through: the empty text says it all */}
      {paging && (paging.total ?? data.length) > 0 ? (
        <Pager
          page={paging.page}
          size={paging.size}
          total={paging.total ?? data.length}
          onPage={paging.onPage}
        />
      ) : null}
    </>
  )
}

/**
 * The styles of the body's plain rows and cells, made once per table from Chakra's own table
 * recipe (size sm, the line variant), with each column's extra styles and alignment: the body
 * looks as Chakra's `Table.Row` and `Table.Cell` draw it without a component per cell.
 */
function useBodyCss(
  leafHeaders: readonly { column: { columnDef: { meta?: GridColumnMeta } } }[],
  rowHeight: string | undefined,
  interactive: boolean,
  compact: boolean,
  selectable: boolean,
): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' })
  const button = useRecipe({ key: 'button' })
  const badge = useRecipe({ key: 'badge' })
  const columns = leafHeaders.map((h) => h.column.columnDef.meta?.cellCss)
  const key = JSON.stringify([columns, rowHeight, interactive, compact, selectable])
  return useMemo(() => {
    const outline = button({ size: 'xs', variant: 'outline' })
    return bodyCss(
      recipe({ size: 'sm', variant: 'line', interactive }) as Record<
        'row' | 'cell' | 'body',
        SystemStyleObject
      >,
      { outline, ghost: button({ size: 'xs', variant: 'ghost' }), badge: badge({}) },
      columns,
      rowHeight,
      compact ? compactCss(selectable, outline) : CARD_CSS,
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is what the styles depend on
  }, [key])
}

/**
 * A sortable header's button: the header and its arrow. Below 1024 px the headers are read, not
 * drawn, and the toolbar's select sorts: the button leaves the tab order there, so the keyboard
 * never lands on a button it cannot see.
 */
function SortButton({
  order,
  label,
  onSort,
  children,
}: {
  order: SortOrder | null
  label: string | undefined
  onSort: () => void
  children: ReactNode
}) {
  const cards = useCards()
  return (
    <button
      type="button"
      data-sort-button=""
      aria-label={label}
      tabIndex={cards ? -1 : undefined}
      onClick={onSort}
    >
      {children}
      <SortIcon order={order} />
    </button>
  )
}

/** Below 1024 px a grid is drawn as cards: true there (read on the first render, no flash). */
function useCards(): boolean {
  return useBreakpointValue({ base: true, lg: false }, { ssr: false }) ?? false
}

/**
 * The column visibility TanStack draws from the machine's hidden columns: a `required` column is
 * always shown, and a state that would hide every column shows them all.
 */
function visibilityOf<T extends RowData>(
  columns: readonly GridColumn<T>[],
  hidden: readonly string[],
): ColumnVisibilityState {
  if (hidden.length === 0) return {}
  const leaves: { id: string; required: boolean }[] = []
  const walk = (defs: readonly GridColumn<T>[]) => {
    for (const def of defs) {
      const children = (def as { columns?: GridColumn<T>[] }).columns
      if (children) walk(children)
      else {
        // the id TanStack gives the column: its id, its accessor key, or its text header
        const key = (def as { accessorKey?: unknown }).accessorKey
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
function sortChoices(leaves: readonly LeafColumn[]): SortChoice[] {
  return leaves.flatMap((column) => {
    const key = column.columnDef.meta?.sortKey
    const label = columnLabel(column)
    return key !== undefined && label !== undefined ? [{ key, label }] : []
  })
}

/** The column chooser's choices: every leaf column with a text header that is not required. */
function columnChoices(leaves: readonly LeafColumn[]): ColumnChoice[] {
  return leaves.flatMap((column) => {
    const label = columnLabel(column)
    return typeof column.columnDef.header === 'string' &&
      label !== undefined &&
      column.columnDef.meta?.required !== true
      ? [{ id: column.id, label, shown: column.getIsVisible() }]
      : []
  })
}

/** A column's header text with its groups' before it ("지급 · 수량"): a card's line label. */
export function columnLabel(column: {
  columnDef: { header?: unknown }
  parent?: { columnDef: { header?: unknown }; parent?: unknown }
}): string | undefined {
  const parts: string[] = []
  for (let c: typeof column | undefined = column; c; c = c.parent as typeof column | undefined) {
    const header = c.columnDef.header
    if (typeof header === 'string' && header !== '') parts.unshift(header)
  }
  return parts.length > 0 ? parts.join(' · ') : undefined
}

/** Below 1024 px, either card: the headers read by screen readers, the select-all drawn. */
const CARD_HEAD_CSS: SystemStyleObject = {
  display: 'block',
  '& > thead, & > tbody': { display: 'block' },
  '& > thead > tr': { display: 'block' },
  // headers are read by screen readers, not drawn; the page's select-all stays at hand, with its
  // label beside it
  '& > thead > tr > th:not([data-select])': { srOnly: true },
  '& > thead > tr > th[data-select]': {
    display: 'flex',
    width: 'auto',
    p: 0,
    borderBottomWidth: '1px',
  },
  // the whole line is the select-all's target, its checkbox in line with the rows' own
  '& > thead > tr > th[data-select] > label': {
    flex: 1,
    justifyContent: 'flex-start',
    gap: 3.5,
    ps: '14px',
    _after: { content: 'attr(data-label)', fontSize: 'sm', color: 'fg.muted' },
  },
  '& > thead > tr[data-testid=grid-sum-row]': { position: 'static' },
}

/** A card's "header: value" line: the label at the start, the value (one or more pieces) at the end. */
const LINE_CSS: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  columnGap: 2,
  minH: 8,
  px: 0,
  py: 0.5,
  borderBottomWidth: 0,
  textAlign: 'end',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
}

/** The label of a card's line: its column's header. */
const LINE_LABEL_CSS: SystemStyleObject = {
  content: 'attr(data-label)',
  flexShrink: 0,
  maxW: '65%',
  marginInlineEnd: 'auto',
  textAlign: 'start',
  color: 'fg.muted',
  fontWeight: 'normal',
}

/** Below 1024 px: a row is a card of "header: value" lines (a grid of numbers). */
const CARD_CSS: SystemStyleObject = {
  ...CARD_HEAD_CSS,
  '& > tbody > tr, & > thead > tr[data-testid=grid-sum-row]': {
    display: 'block',
    px: 3,
    py: 2,
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& > tbody > tr:last-of-type': { borderBottomWidth: 0 },
  '& > tbody > tr > td, & > thead > tr[data-testid=grid-sum-row] > td': LINE_CSS,
  '& > tbody > tr > td[data-label]::before, & > thead > tr > td[data-label]::before':
    LINE_LABEL_CSS,
  // an empty cell (a column without a sum, a row without a menu) is no line of the card
  '& > tbody > tr > td:empty, & > thead > tr[data-testid=grid-sum-row] > td:empty': {
    display: 'none',
  },
}

/**
 * Below 1024 px, a grid whose columns name their card parts: a row is a compact card (issue 46).
 * Its first line the title and the aside, then the labelled facts, then its actions as buttons
 * in one row with 자세히 at the end, which shows the other columns as "header: value" lines.
 * The row's checkbox is a strip down the card's start, as tall as the card. The lines are one
 * wrapping flex row cut by the row's own `::before` and `::after` (an item as wide as the card):
 * the cells keep their table markup, in their columns' order.
 */
function compactCss(selectable: boolean, outline: SystemStyleObject): SystemStyleObject {
  return {
    ...CARD_HEAD_CSS,
    '& > tbody > tr': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 3,
      position: 'relative',
      minH: selectable ? 14 : undefined,
      py: 2,
      ps: selectable ? 12 : 3,
      pe: 3,
      borderBottomWidth: '1px',
      borderColor: 'border',
      _before: { content: '""', order: 2, flexBasis: '100%' },
      _after: { content: '""', order: 5, flexBasis: '100%' },
    },
    '& > tbody > tr:last-of-type': { borderBottomWidth: 0 },
    '& > tbody > tr > td': { display: 'block', p: 0, borderBottomWidth: 0, minW: 0 },
    '& > tbody > tr > td[data-select]': {
      position: 'absolute',
      insetStart: 0,
      top: 0,
      bottom: 0,
      w: 12,
      display: 'flex',
    },
    '& > tbody > tr > td[data-select] > label': { flex: 1 },
    '& > tbody > tr > td[data-card=title]': {
      order: 1,
      flex: '1 1 auto',
      fontSize: 'md',
      fontWeight: 'semibold',
      overflowWrap: 'anywhere',
    },
    '& > tbody > tr > td[data-card=aside]': { order: 1 },
    '& > tbody > tr > td[data-card=fact]': {
      order: 3,
      fontSize: 'sm',
      pt: 0.5,
      _before: { content: 'attr(data-label)', color: 'fg.muted', marginInlineEnd: 1 },
    },
    '& > tbody > tr > td[data-card=more]': { ...LINE_CSS, display: 'none', order: 4 },
    '& > tbody > tr:has(> td > details[open]) > td[data-card=more]': {
      display: 'flex',
      flexBasis: '100%',
    },
    '& > tbody > tr > td[data-card=more][data-label]::before': LINE_LABEL_CSS,
    '& > tbody > tr > td[data-card=action], & > tbody > tr > td[data-card=toggle]': {
      order: 6,
      pt: 1,
    },
    // a row's actions look like the buttons they are; 자세히 is a quieter accent button
    '& > tbody > tr > td[data-card=action] [data-cell-button]': outline,
    '& > tbody > tr > td[data-card=toggle]': { marginInlineStart: 'auto' },
    '& > tbody > tr > td[data-card=toggle] summary': {
      colorPalette: ACCENT_PALETTE,
      color: 'colorPalette.fg',
      gap: 1,
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
    },
    '& > tbody > tr > td[data-card=toggle] details[open] svg': { transform: 'rotate(180deg)' },
    '& > tbody > tr > td[data-card=toggle] details:not([open]) [data-when=open], & > tbody > tr > td[data-card=toggle] details[open] [data-when=closed]':
      { display: 'none' },
    // a cell with nothing in it (a row without a menu) takes no room
    '& > tbody > tr > td:empty': { display: 'none' },
  }
}

function bodyCss(
  styles: Record<'row' | 'cell' | 'body', SystemStyleObject>,
  cells: Record<'outline' | 'ghost' | 'badge', SystemStyleObject>,
  columns: readonly (SystemStyleObject | undefined)[],
  rowHeight: string | undefined,
  cardCss: SystemStyleObject,
): SystemStyleObject {
  const css: Record<string, SystemStyleObject> = {
    '& > tbody': styles.body,
    '& > tbody > tr': { ...styles.row, ...(rowHeight ? { h: { lg: rowHeight } } : {}) },
    '& > tbody > tr > td': styles.cell,
    '& > tbody > tr > td[data-align=end]': { textAlign: 'end' },
    // a checkbox's label is its target: a thumb's 44 px below 1024 px, 24 px from there (its
    // room taken from the cell's padding, so a row is as tall as before)
    '& label[data-select-target]': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      minW: { base: '11', lg: '6' },
      minH: { base: '11', lg: '6' },
      my: { lg: '-2px' },
      cursor: 'pointer',
    },
    '& input[type=checkbox]': {
      boxSize: { base: '5', lg: '4' },
      m: 0,
      verticalAlign: 'middle',
      accentColor: 'colorPalette.solid',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    },
    '& [data-cell-button=outline]': cells.outline,
    '& [data-cell-button=ghost]': cells.ghost,
    '& [data-cell-badge]': cells.badge,
    '& [data-cell-note]': { color: 'gray.500' },
    // a sortable header: its text and arrow as one button that looks as the header does
    '& [data-sort-button]': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 1,
      minH: '6',
      p: 0,
      my: '-2px',
      mx: 0,
      border: 0,
      bg: 'transparent',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'inherit',
      cursor: 'pointer',
      borderRadius: 'l1',
      _hover: { color: 'fg' },
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'accent.focusRing',
        outlineOffset: '2px',
      },
      '& svg': { flexShrink: 0 },
    },
    '& [data-sort-icon=none]': { opacity: 0.4 },
  }
  for (const palette of BADGE_PALETTES)
    css[`& [data-palette=${palette}]`] = { colorPalette: palette }
  // a column's own styles (a pinned edge, a menu cell's padding) belong to the one-line rows
  columns.forEach((extra, index) => {
    if (extra) css[`& > tbody > tr > td[data-column="${index}"]`] = { lg: extra }
  })
  return { ...css, lgDown: cardCss } as SystemStyleObject
}
