import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { Box, Table } from '@chakra-ui/react'
import type { RowData } from '@tanstack/react-table'
import { PAGE_SIZE } from '../../../domain/codes'
import type { SortState } from '../../../domain/list-view'
import type { ListViewEvent } from '../../../machines/list-view'
// the table's hook first: a chunk's modules follow the order of the imports, and TanStack's code
// ahead of the grid's own keeps the grid's chunk some 160 B (gzip) smaller
import { useGridTable } from './table'
import { GridStatus } from '../grid-status'
import { Pager } from '../pager'
import { cardLayout } from './cards'
import type { LeafColumn } from './columns'
import { GridHeader } from './header'
import type { DataGridProps, GridColumnChooser, GridSort } from './props'
import { GridRows } from './rows'
import { useBodyCss } from './styles'
import { GridToolbar } from './toolbar'

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
  // What it says to assistive tech and to tests (aria-busy) is not deferred: busy from the moment
  // rows are asked for until the rows drawn are the latest answer's, so a quick answer whose
  // loading state was never drawn still leaves no moment of old rows that say they are current.
  const { data, loading, awaiting, error, paging } = props
  const latest = useMemo(
    () => ({ data, loading, awaiting, error, page: paging?.page, total: paging?.total }),
    [data, loading, awaiting, error, paging?.page, paging?.total],
  )
  const answer = useDeferredValue(latest)
  const { page, total, ...rest } = answer
  return (
    <GridOf
      {...props}
      {...rest}
      busy={!!loading || answer !== latest}
      {...(paging && page !== undefined
        ? { paging: { ...paging, page, ...(total === undefined ? {} : { total }) } }
        : {})}
    />
  )
}

// The grid props a list's machine gives (below) live with the grid: every page with a grid loads
// this module, and in a file of their own, loaded by only some of them, they became a chunk of
// their own (a request and some 100 B gzip more).

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
  busy = loading,
}: DataGridProps<T> & { busy?: boolean }) {
  const table = useGridTable({ columns, data, rowId, selection, paging, columnChooser })
  const headerGroups = table.getHeaderGroups()
  const leafHeaders = headerGroups[headerGroups.length - 1]?.headers ?? []
  const shownRows = table.getRowModel().rows
  const layout = cardLayout(leafHeaders)
  const bodyCss = useBodyCss(
    leafHeaders,
    rowHeight,
    interactive,
    layout.compact,
    selection !== undefined,
  )
  // the first page on its way: the grid keeps a page of rows' room and draws no headers yet, so
  // nothing below it moves when the rows come and the headers take their widths once (CLS)
  const firstLoad = (loading || awaiting) && data.length === 0 && !error
  const leafColumns: readonly LeafColumn[] = table.getAllLeafColumns()

  return (
    <>
      {sort || columnChooser || toolbar ? (
        <GridToolbar leafColumns={leafColumns} sort={sort} columnChooser={columnChooser}>
          {toolbar}
        </GridToolbar>
      ) : null}
      <GridFrame
        busy={busy}
        room={firstLoad ? { rows: paging?.size ?? PAGE_SIZE.grid, rowHeight } : null}
        label={label}
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
          <GridHeader
            table={table}
            headerGroups={headerGroups}
            leafHeaders={leafHeaders}
            labels={layout.labels}
            selection={selection}
            sort={sort}
            sumRow={sumRow && data.length > 0}
            firstLoad={firstLoad}
          />
          {/* the body's rows and cells are plain elements styled once by the table (bodyCss):
              a Chakra component per cell cost a sign-in about a fifth of its time */}
          <GridRows
            rows={shownRows}
            rowProps={rowProps}
            selection={selection}
            dimmed={dimmed}
            layout={layout}
          />
        </Table.Root>
        <GridStatus
          loading={loading}
          rowsShown={data.length > 0}
          empty={!loading && !awaiting && !error && data.length === 0}
          emptyText={emptyText}
          error={error}
          onRetry={onRetry}
        />
      </GridFrame>
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
 * The grid's box: a grid wider than it scrolls inside it, and while the first page is on its way
 * it keeps a page of rows' room.
 */
function GridFrame({
  busy,
  room,
  label,
  children,
}: {
  busy: boolean
  /** the room kept for a page of rows while the first is on its way (none once it is there) */
  room: { rows: number; rowHeight: string | undefined } | null
  label: string | undefined
  children: ReactNode
}) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      overflowX="auto"
      position="relative"
      aria-busy={busy}
      minH={
        room
          ? `calc(${room.rows} * ${room.rowHeight ? `var(--chakra-sizes-${room.rowHeight})` : '2.5rem'})`
          : undefined
      }
      data-reserved={room?.rows}
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
      {children}
    </Box>
  )
}
