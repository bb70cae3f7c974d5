import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { formatDisplayDate, fromApiDate, isValidApiDate, toApiDate } from './dates'

const MIN = new Date(1900, 0, 1)
const MAX = new Date(2099, 11, 31, 23, 59, 59, 999)
const anyDate = fc.date({ min: MIN, max: MAX, noInvalidDate: true })

describe('toApiDate', () => {
  it('formats the local calendar day as YYYYMMDD, zero padded', () => {
    expect(toApiDate(new Date(2024, 1, 9))).toBe('20240209')
    expect(toApiDate(new Date(1999, 11, 31, 23, 59, 59))).toBe('19991231')
    expect(toApiDate(new Date(2000, 0, 1, 0, 0, 0))).toBe('20000101')
  })

  it('throws on an invalid Date', () => {
    expect(() => toApiDate(new Date(Number.NaN))).toThrow(RangeError)
  })

  it('gives 8 digits that match the local year, month and day (property)', () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        const s = toApiDate(d)
        expect(s).toMatch(/^\d{8}$/)
        expect(Number(s.slice(0, 4))).toBe(d.getFullYear())
        expect(Number(s.slice(4, 6))).toBe(d.getMonth() + 1)
        expect(Number(s.slice(6, 8))).toBe(d.getDate())
      }),
    )
  })
})

describe('fromApiDate', () => {
  it('parses a real date into local midnight', () => {
    const d = fromApiDate('20240229')
    expect(d).not.toBeNull()
    expect(d?.getFullYear()).toBe(2024)
    expect(d?.getMonth()).toBe(1)
    expect(d?.getDate()).toBe(29)
    expect(d?.getHours()).toBe(0)
    expect(d?.getMinutes()).toBe(0)
  })

  it('rejects days that do not exist', () => {
    expect(fromApiDate('20230229')).toBeNull()
    expect(fromApiDate('19000229')).toBeNull()
    expect(fromApiDate('20000229')).not.toBeNull()
    expect(fromApiDate('20240431')).toBeNull()
    expect(fromApiDate('20241301')).toBeNull()
    expect(fromApiDate('20240001')).toBeNull()
    expect(fromApiDate('20240100')).toBeNull()
    expect(fromApiDate('20240132')).toBeNull()
  })

  it('rejects anything that is not exactly 8 digits', () => {
    for (const s of [
      '',
      '2024021',
      '202402091',
      '2024-02-09',
      ' 20240209',
      '2024020a',
      '２０２４０２０９',
    ]) {
      expect(fromApiDate(s)).toBeNull()
    }
  })

  it('keeps two-digit years literal', () => {
    expect(fromApiDate('00500101')?.getFullYear()).toBe(50)
  })

  it('round-trips with toApiDate for any date from 1900 to 2099 (property)', () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        const s = toApiDate(d)
        const back = fromApiDate(s)
        expect(back).not.toBeNull()
        expect(back?.getFullYear()).toBe(d.getFullYear())
        expect(back?.getMonth()).toBe(d.getMonth())
        expect(back?.getDate()).toBe(d.getDate())
        expect(toApiDate(back as Date)).toBe(s)
      }),
    )
  })

  it('parses exactly the strings toApiDate can produce (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(19|20)\d{6}$/), (s) => {
        const d = fromApiDate(s)
        if (d) expect(toApiDate(d)).toBe(s)
        const month = Number(s.slice(4, 6))
        const day = Number(s.slice(6, 8))
        if (month < 1 || month > 12 || day < 1 || day > 31) expect(d).toBeNull()
      }),
    )
  })
})

describe('isValidApiDate', () => {
  it('accepts real dates and rejects others', () => {
    expect(isValidApiDate('20240229')).toBe(true)
    expect(isValidApiDate('20230229')).toBe(false)
    expect(isValidApiDate('2024-02-29')).toBe(false)
  })

  it('agrees with fromApiDate (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{8}$/)), (s) => {
        expect(isValidApiDate(s)).toBe(fromApiDate(s) !== null)
      }),
    )
  })
})

describe('formatDisplayDate', () => {
  it('shows YYYY년 MM월 DD일 zero padded, from a Date or an API string', () => {
    expect(formatDisplayDate(new Date(2024, 0, 5))).toBe('2024년 01월 05일')
    expect(formatDisplayDate('20241231')).toBe('2024년 12월 31일')
    expect(formatDisplayDate('19920201')).toBe('1992년 02월 01일')
  })

  it('gives an empty string for an invalid input', () => {
    expect(formatDisplayDate('20230229')).toBe('')
    expect(formatDisplayDate('garbage')).toBe('')
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('')
  })

  it('matches the API date parts for any date (property)', () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        const s = toApiDate(d)
        const expected = `${s.slice(0, 4)}년 ${s.slice(4, 6)}월 ${s.slice(6, 8)}일`
        expect(formatDisplayDate(d)).toBe(expected)
        expect(formatDisplayDate(s)).toBe(expected)
      }),
    )
  })
})
