import { useMemo, type ButtonHTMLAttributes, type ReactNode } from 'react'
import {
  Box,
  Table,
  useRecipe,
  useSlotRecipe,
  type SystemStyleObject,
  type TableColumnHeaderProps,
} from '@chakra-ui/react'
import {
  createColumnHelper,
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table'
import type { Message, MessageKey } from '../../domain/messages'
import { PAGE_SIZE } from '../../domain/codes'
import { GridStatus } from './grid-status'
import { Pager } from './pager'

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
}

/** The table features of the portal's one grid: row selection, paging, typed column meta. */
export const GRID_FEATURES = tableFeatures({
  rowSelectionFeature,
  rowPaginationFeature,
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

/** The events a paged-search list machine takes from its grid (shared/machines/paged-search). */
export type PagedListEvent = { type: 'PAGE.CHANGE'; page: number } | { type: 'RELOAD' }

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
}

const EMPTY: readonly never[] = []

/**
 * The portal's one grid (issue 11), on TanStack Table v9: column definitions with grouped
 * headers, a checkbox column with a per-row selectable rule, server or client paging, a pinned
 * sum row, and its loading, empty and error states. From 1024 px every row stays one line
 * (`nowrap`) and a grid wider than its box scrolls inside it; below, each row is a card of
 * "header: value" lines (decision 033), so a phone sees every value and every row action without
 * scrolling sideways. One markup for both: the cells carry their header's label (`data-label`).
 */
export function DataGrid<T extends RowData>({
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
}: DataGridProps<T>) {
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selection?.selected ?? EMPTY).map((id) => [id, true])),
    [selection?.selected],
  )
  const selectable = selection?.selectable
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
      pagination: {
        pageIndex: paging ? paging.page - 1 : 0,
        pageSize: paging?.size ?? Math.max(1, data.length),
      },
    },
  })
  const headerGroups = table.getHeaderGroups()
  const leafHeaders = headerGroups[headerGroups.length - 1]?.headers ?? []
  const shownRows = table.getRowModel().rows
  const alignOf = (meta: GridColumnMeta | undefined) =>
    meta?.align === 'end' ? ('end' as const) : undefined
  const bodyCss = useBodyCss(leafHeaders, rowHeight, interactive)
  const labels = leafHeaders.map((h) => columnLabel(h.column))
  // the first page on its way: the grid keeps a page of rows' room and draws no headers yet, so
  // nothing below it moves when the rows come and the headers take their widths once (CLS)
  const firstLoad = (loading || awaiting) && data.length === 0 && !error
  const reservedRows = paging?.size ?? PAGE_SIZE.grid

  return (
    <>
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
                      <input
                        type="checkbox"
                        checked={table.getIsAllPageRowsSelected()}
                        onChange={() => selection.onTogglePage()}
                        aria-label={selection.allLabel}
                        data-testid="grid-select-page"
                      />
                    </Table.ColumnHeader>
                  ) : null
                ) : null}
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta
                  const grouping = header.subHeaders.length > 0
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      colSpan={header.colSpan}
                      textAlign={grouping ? 'center' : alignOf(meta)}
                      data-testid={header.isPlaceholder ? undefined : meta?.headerTestId}
                      borderBottomWidth={grouping ? '1px' : undefined}
                      {...meta?.headerProps}
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
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
            {shownRows.map((row) => (
              <tr key={row.id} {...rowProps?.(row.original)}>
                {selection ? (
                  <td>
                    <input
                      type="checkbox"
                      checked={row.getIsSelected()}
                      disabled={!row.getCanSelect()}
                      onChange={() => selection.onToggleRow(row.original)}
                      aria-label={selection.rowLabel(row.original)}
                    />
                  </td>
                ) : null}
                {row.getAllCells().map((cell, index) => {
                  const meta = cell.column.columnDef.meta
                  return (
                    <td
                      key={cell.id}
                      data-column={index}
                      data-align={alignOf(meta)}
                      data-label={labels[index]}
                      data-testid={meta?.cellTestId}
                    >
                      <CellContent
                        render={cell.column.columnDef.cell}
                        context={cell.getContext()}
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
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
): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' })
  const button = useRecipe({ key: 'button' })
  const badge = useRecipe({ key: 'badge' })
  const columns = leafHeaders.map((h) => h.column.columnDef.meta?.cellCss)
  const key = JSON.stringify([columns, rowHeight, interactive])
  return useMemo(
    () =>
      bodyCss(
        recipe({ size: 'sm', variant: 'line', interactive }) as Record<
          'row' | 'cell' | 'body',
          SystemStyleObject
        >,
        {
          outline: button({ size: 'xs', variant: 'outline' }),
          ghost: button({ size: 'xs', variant: 'ghost' }),
          badge: badge({}),
        },
        columns,
        rowHeight,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is what the styles depend on
    [key],
  )
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

/** Below 1024 px: a row is a card of "header: value" lines; the headers read by screen readers. */
const CARD_CSS: SystemStyleObject = {
  display: 'block',
  '& > thead, & > tbody': { display: 'block' },
  '& > thead > tr': { display: 'block' },
  // headers are read by screen readers, not drawn; the page's select-all stays at hand, with its
  // label beside it
  '& > thead > tr > th:not([data-select])': { srOnly: true },
  '& > thead > tr > th[data-select]': {
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    width: 'auto',
    px: 3,
    py: 2,
    borderBottomWidth: '1px',
    _after: { content: 'attr(data-label)', fontSize: 'sm', color: 'fg.muted' },
  },
  '& > thead > tr[data-testid=grid-sum-row]': { position: 'static' },
  '& > tbody > tr, & > thead > tr[data-testid=grid-sum-row]': {
    display: 'block',
    px: 3,
    py: 2,
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& > tbody > tr:last-of-type': { borderBottomWidth: 0 },
  '& > tbody > tr > td, & > thead > tr[data-testid=grid-sum-row] > td': {
    display: 'flex',
    alignItems: 'center',
    // the label at the start, the value (one or more pieces) together at the end
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
  },
  '& > tbody > tr > td[data-label]::before, & > thead > tr > td[data-label]::before': {
    content: 'attr(data-label)',
    flexShrink: 0,
    maxW: '65%',
    marginInlineEnd: 'auto',
    textAlign: 'start',
    color: 'fg.muted',
    fontWeight: 'normal',
  },
  // an empty cell (a column without a sum, a row without a menu) is no line of the card
  '& > tbody > tr > td:empty, & > thead > tr[data-testid=grid-sum-row] > td:empty': {
    display: 'none',
  },
}

function bodyCss(
  styles: Record<'row' | 'cell' | 'body', SystemStyleObject>,
  cells: Record<'outline' | 'ghost' | 'badge', SystemStyleObject>,
  columns: readonly (SystemStyleObject | undefined)[],
  rowHeight: string | undefined,
): SystemStyleObject {
  const css: Record<string, SystemStyleObject> = {
    '& > tbody': styles.body,
    '& > tbody > tr': { ...styles.row, ...(rowHeight ? { h: { lg: rowHeight } } : {}) },
    '& > tbody > tr > td': styles.cell,
    '& > tbody > tr > td[data-align=end]': { textAlign: 'end' },
    '& input[type=checkbox]': {
      boxSize: '4',
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
  }
  for (const palette of BADGE_PALETTES)
    css[`& [data-palette=${palette}]`] = { colorPalette: palette }
  // a column's own styles (a pinned edge, a menu cell's padding) belong to the one-line rows
  columns.forEach((extra, index) => {
    if (extra) css[`& > tbody > tr > td[data-column="${index}"]`] = { lg: extra }
  })
  return { ...css, lgDown: CARD_CSS } as SystemStyleObject
}
