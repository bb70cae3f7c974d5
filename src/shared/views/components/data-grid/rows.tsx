import { useId } from 'react'
import type { Row, RowData } from '@tanstack/react-table'
import { useT } from '../../i18n'
import { ChevronDownIcon } from '../icons'
import { useCards, type CardLayout } from './cards'
import { CellContent } from './cells'
import { alignOf, type GridFeatures } from './columns'
import type { DataGridProps, GridSelection } from './props'

export interface GridRowsProps<T extends RowData> {
  rows: readonly Row<GridFeatures, T>[]
  rowProps: DataGridProps<T>['rowProps']
  selection: GridSelection<T> | undefined
  dimmed: boolean
  layout: CardLayout
}

/**
 * The grid's body: a row of plain cells per row shown, its checkbox first, and on a phone's
 * compact card the toggle that shows the row's other facts.
 */
export function GridRows<T extends RowData>({
  rows,
  rowProps,
  selection,
  dimmed,
  layout: { hasMore, titleIndex, labels, parts },
}: GridRowsProps<T>) {
  const t = useT()
  // drawn as cards below 1024 px; each row's title cell is named by the body's id and the row's index
  const cards = useCards()
  const ids = useId()
  return (
    <tbody style={{ opacity: dimmed ? 0.6 : 1 }}>
      {rows.map((row, rowIndex) => {
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
                  <CellContent render={cell.column.columnDef.cell} context={cell.getContext()} />
                </td>
              )
            })}
            {cards && hasMore ? (
              // the row's other facts, one tap away on a phone's compact card: the browser's
              // own disclosure, whose open state the card's rules read (styles.ts,
              // tr:has(details[open]))
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
  )
}
