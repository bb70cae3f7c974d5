import { describe, it, expect, vi } from 'vitest'
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

  it('is the locale’s own formatting of any number, however often it is asked (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.double(), (l, n) => {
        const tag = l === 'ko' ? 'ko-KR' : 'en-US'
        expect(formatNumber(n, l)).toBe(n.toLocaleString(tag))
        expect(formatNumber(n, l)).toBe(formatNumber(n, l))
      }),
    )
  })

  it('builds one formatter per locale, not one per number', async () => {
    vi.resetModules()
    const fresh = await import('./numbers')
    const Original = Intl.NumberFormat
    let built = 0
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        built++
      }
    } as typeof Original
    try {
      for (let n = 0; n < 50; n++) {
        expect(fresh.formatNumber(n * 1000, 'ko')).toBe((n * 1000).toLocaleString('ko-KR'))
        fresh.formatNumber(n * 1000, 'en')
      }
    } finally {
      Intl.NumberFormat = Original
    }
    expect(built).toBe(2)
  })
})
