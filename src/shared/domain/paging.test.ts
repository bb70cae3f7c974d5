import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { pageCount, pageSpan } from './paging'

describe('pageCount', () => {
  it('has page 1 for an empty list and a partial last page', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
  })

  it('holds every row, with no empty page beyond the first (property)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 200 }), (total, size) => {
        const pages = pageCount(total, size)
        expect(pages * size).toBeGreaterThanOrEqual(total)
        if (pages > 1) expect((pages - 1) * size).toBeLessThan(total)
      }),
    )
  })
})

describe('pageSpan', () => {
  it('gives the 1-based rows of a page', () => {
    expect(pageSpan(2, 25, 60)).toEqual({ from: 26, to: 50 })
    expect(pageSpan(3, 25, 60)).toEqual({ from: 51, to: 60 })
    expect(pageSpan(1, 25, 0)).toEqual({ from: 0, to: 0 })
  })

  it('spans at most a page inside the list (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (total, size) => {
        for (let page = 1; page <= pageCount(total, size); page++) {
          const { from, to } = pageSpan(page, size, total)
          if (total === 0) continue
          expect(from).toBeGreaterThanOrEqual(1)
          expect(to).toBeLessThanOrEqual(total)
          expect(to - from + 1).toBeLessThanOrEqual(size)
          expect(to).toBeGreaterThanOrEqual(from)
        }
      }),
    )
  })
})
