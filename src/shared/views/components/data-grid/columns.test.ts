import { describe, expect, it } from 'vitest'
import type { GridColumn } from './columns'
import { countColumns, titleMeta } from './columns'

interface Stock {
  name: string
  kept: number
}

/** what the column draws in the cell of a row */
function cellOf(column: GridColumn<Stock>, original: Stock): unknown {
  const cell = column.cell
  return typeof cell === 'function'
    ? cell({ row: { original } } as Parameters<typeof cell>[0])
    : cell
}

describe('titleMeta (the name column of a grid)', () => {
  it('is bold, always shown and the title of a phone card, with its test id and sort key', () => {
    expect(titleMeta({ cellTestId: 'stock-name', sortKey: 'name' })).toEqual({
      cellTestId: 'stock-name',
      cellCss: { fontWeight: 'medium' },
      sortKey: 'name',
      required: true,
      card: 'title',
    })
  })

  it('names no sort key for a grid that does not sort', () => {
    expect(titleMeta({ cellTestId: 'stock-name' })).not.toHaveProperty('sortKey')
  })
})

describe('countColumns (a count, lined up at the end)', () => {
  it("draws the row's count with the locale's grouping", () => {
    const column = countColumns<Stock>('ko')({
      id: 'kept',
      header: 'Kept',
      count: (stock) => stock.kept,
    })
    expect(column.id).toBe('kept')
    expect(column.header).toBe('Kept')
    expect(cellOf(column, { name: 'apple', kept: 12345 })).toBe('12,345')
    expect(cellOf(column, { name: 'pear', kept: 0 })).toBe('0')
  })

  it('aligns at the end, with the meta the grid gives it', () => {
    const countColumn = countColumns<Stock>('en')
    expect(countColumn({ id: 'kept', header: 'Kept', count: (s) => s.kept }).meta).toEqual({
      align: 'end',
    })
    expect(
      countColumn({
        id: 'kept',
        header: 'Kept',
        meta: { cellTestId: 'stock-kept', sortKey: 'kept', card: 'fact' },
        count: (s) => s.kept,
      }).meta,
    ).toEqual({ align: 'end', cellTestId: 'stock-kept', sortKey: 'kept', card: 'fact' })
  })
})
