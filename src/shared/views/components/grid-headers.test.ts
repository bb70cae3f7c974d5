import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { headerRows } from './grid-headers'

/** a header as TanStack gives it: a column, or a placeholder standing for one */
interface H {
  id: string
  isPlaceholder: boolean
  column: { id: string }
  colSpan: number
}
const real = (column: string, colSpan = 1): H => ({
  id: column,
  isPlaceholder: false,
  column: { id: column },
  colSpan,
})
const placeholder = (column: string, level: number, colSpan = 1): H => ({
  id: `${level}_${column}_placeholder`,
  isPlaceholder: true,
  column: { id: column },
  colSpan,
})

describe('headerRows (issue 48: no empty header cells over grouped columns)', () => {
  it("draws an ungrouped column's own header once, spanning the rows of its placeholders", () => {
    // the statistics overview's shape: date | signUps(2) | reports(simple(2) premium(2))
    const groups = [
      {
        headers: [placeholder('date', 0), placeholder('signUps', 0, 2), real('reports', 4)],
      },
      {
        headers: [
          placeholder('date', 1),
          real('signUps', 2),
          real('simple', 2),
          real('premium', 2),
        ],
      },
      {
        headers: ['date', 'managers', 'users', 'sa', 'sc', 'pa', 'pc'].map((c) => real(c)),
      },
    ]
    const rows = headerRows(groups)
    const drawn = rows.map((row) => row.map((c) => `${c.header.id}/${c.rowSpan}`))
    expect(drawn).toEqual([
      ['date/3', 'signUps/2', 'reports/1'],
      ['simple/1', 'premium/1'],
      ['managers/1', 'users/1', 'sa/1', 'sc/1', 'pa/1', 'pc/1'],
    ])
    expect(rows.flat().some((c) => c.header.isPlaceholder)).toBe(false)
  })

  it('leaves a grid without groups as it is: one row, every header spanning one', () => {
    const groups = [{ headers: [real('a'), real('b')] }]
    expect(headerRows(groups)).toEqual([
      [
        { header: groups[0]!.headers[0], rowSpan: 1 },
        { header: groups[0]!.headers[1], rowSpan: 1 },
      ],
    ])
  })

  it('for any column depths: each column drawn once, every row of the head covered, no placeholder drawn', () => {
    // columns of depth 1..depth (1 = a leaf alone); TanStack's layout puts each column's own
    // header in the last row and its placeholders in the rows above it
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 8 }),
        (levels, above) => {
          const columns = above.map((n, i) => ({
            id: `c${i}`,
            placeholders: Math.min(n, levels - 1),
          }))
          const groups = Array.from({ length: levels }, (_, level) => ({
            headers: columns.flatMap((c) => {
              const first = levels - 1 - c.placeholders
              if (level < first) return [] // a group above it would stand here; none in this shape
              return [level < levels - 1 ? placeholder(c.id, level) : real(c.id)]
            }),
          }))
          const rows = headerRows(groups)
          const cells = rows.flat()
          expect(cells.every((c) => !c.header.isPlaceholder)).toBe(true)
          expect(cells.map((c) => c.header.id).sort()).toEqual(columns.map((c) => c.id).sort())
          for (const [level, row] of rows.entries())
            for (const cell of row) {
              const column = columns.find((c) => c.id === cell.header.id)!
              expect(level).toBe(levels - 1 - column.placeholders)
              expect(cell.rowSpan).toBe(column.placeholders + 1)
            }
        },
      ),
    )
  })
})
