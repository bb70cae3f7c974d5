import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { LOCALES } from './messages'
import { formatNumber } from './numbers'

describe('formatNumber', () => {
  it('groups thousands in every locale', () => {
    expect(formatNumber(1234567, 'ko')).toBe('1,234,567')
    expect(formatNumber(45000, 'en')).toBe('45,000')
  })

  it('reads back to the same whole number (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: -1e9, max: 1e9 }), (l, n) => {
        expect(Number(formatNumber(n, l).replace(/,/g, ''))).toBe(n)
      }),
    )
  })
})
