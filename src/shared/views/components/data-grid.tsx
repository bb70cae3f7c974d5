/**
 * The portal's one grid (`DataGrid`), its column helpers and cell pieces: the public module of
 * the files in `./data-grid/`, one concern each: the grid (`grid.tsx`), its props, its columns,
 * its TanStack table, the header and sum rows, the body rows, the toolbar, the cells, the
 * compact cards and the styles.
 */
export { DataGrid, serverPaged, shapedList, type PagedListEvent } from './data-grid/grid'
export type {
  DataGridProps,
  GridColumnChooser,
  GridPaging,
  GridSelection,
  GridSort,
} from './data-grid/props'
export {
  GRID_FEATURES,
  columnLabel,
  countColumns,
  gridColumns,
  titleMeta,
  type CardPart,
  type CountColumn,
  type GridColumn,
  type GridColumnMeta,
  type GridFeatures,
} from './data-grid/columns'
export { CellBadge, CellButton, CellNote, type BadgePalette } from './data-grid/cells'
