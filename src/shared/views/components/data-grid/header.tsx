import type { ReactNode } from 'react'
import { Table } from '@chakra-ui/react'
import type { Header, HeaderGroup, RowData } from '@tanstack/react-table'
import type { SortOrder } from '../../../domain/list-view'
import { useT } from '../../i18n'
import { SortIcon } from '../grid-tools'
import { headerRows } from '../grid-headers'
import { useCards, type CardLayout } from './cards'
import { alignOf, type GridColumnMeta, type GridFeatures } from './columns'
import type { GridSelection, GridSort } from './props'
import type { GridTable } from './table'

export interface GridHeaderProps<T extends RowData> {
  table: GridTable<T>
  headerGroups: readonly HeaderGroup<GridFeatures, T>[]
  leafHeaders: HeaderGroup<GridFeatures, T>['headers']
  labels: CardLayout['labels']
  selection: GridSelection<T> | undefined
  sort: GridSort | undefined
  /** the row of sums is drawn under the headers */
  sumRow: boolean
  /** the first page on its way: the headers are not drawn yet */
  firstLoad: boolean
}

/** The grid's header rows (grouped headers, the select-all checkbox) and its pinned row of sums. */
export function GridHeader<T extends RowData>({
  table,
  headerGroups,
  leafHeaders,
  labels,
  selection,
  sort,
  sumRow,
  firstLoad,
}: GridHeaderProps<T>) {
  const headerCells = headerRows(headerGroups)
  return (
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
          {headerCells[level]!.map(({ header, rowSpan }) => (
            <ColumnHeader
              key={header.id}
              table={table}
              header={header}
              rowSpan={rowSpan}
              sort={sort}
            />
          ))}
        </Table.Row>
      ))}
      {sumRow ? (
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
  )
}

/** A column's (or a group's) header cell: a sortable leaf's is a button that sorts by it. */
function ColumnHeader<T extends RowData>({
  table,
  header,
  rowSpan,
  sort,
}: {
  table: GridTable<T>
  header: Header<GridFeatures, T, unknown>
  rowSpan: number
  sort: GridSort | undefined
}) {
  const t = useT()
  const meta = header.column.columnDef.meta
  const grouping = header.subHeaders.length > 0
  // a sortable leaf: its order, null when the list is sorted by another column
  const order = grouping || header.isPlaceholder ? undefined : sortOf(sort, meta)
  const text = header.column.columnDef.header
  const sortKey = meta?.sortKey
  return (
    <Table.ColumnHeader
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
            typeof text === 'string' && text !== '' ? t('grid.sortBy', { column: text }) : undefined
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
}

/** A leaf's sort order: undefined when it is not sortable, null when another column sorts. */
function sortOf(sort: GridSort | undefined, meta: GridColumnMeta | undefined) {
  return sort && meta?.sortKey !== undefined
    ? sort.current.key === meta.sortKey
      ? sort.current.order
      : null
    : undefined
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
