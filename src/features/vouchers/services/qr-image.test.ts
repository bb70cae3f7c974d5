import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { qrModules } from './qr-image'

/** a QR's finder pattern: a 7 x 7 dark ring, a light ring, a 3 x 3 dark centre */
const isFinderAt = (m: boolean[][], top: number, left: number) =>
  [0, 6].every((i) =>
    [0, 1, 2, 3, 4, 5, 6].every((j) => m[top + i]![left + j] && m[top + j]![left + i]),
  ) && [2, 3, 4].every((i) => [2, 3, 4].every((j) => m[top + i]![left + j]))

describe('the QR picture shared from the popup (issue 46)', () => {
  it('is a square of modules with a quiet zone and the three finder patterns (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (link) => {
        const m = qrModules(link, 4)
        const n = m.length
        expect(m.every((row) => row.length === n)).toBe(true)
        // the quiet zone: four light modules all around
        for (let i = 0; i < n; i++)
          for (const j of [0, 1, 2, 3, n - 4, n - 3, n - 2, n - 1]) {
            expect(m[i]![j]).toBe(false)
            expect(m[j]![i]).toBe(false)
          }
        expect(isFinderAt(m, 4, 4)).toBe(true)
        expect(isFinderAt(m, 4, n - 11)).toBe(true)
        expect(isFinderAt(m, n - 11, 4)).toBe(true)
      }),
      { numRuns: 30 },
    )
  })

  it('a longer link needs at least as many modules', () => {
    const short = qrModules('http://x/voucher/qr/1').length
    const long = qrModules(`http://x/voucher/qr/${'a'.repeat(120)}`).length
    expect(long).toBeGreaterThan(short)
  })
})
