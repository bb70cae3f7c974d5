import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  adjustRange,
  nextRange,
  formatDisplayDateTime,
  apiToIsoDate,
  defaultAdminRange,
  defaultDashboardRange,
  fromApiDate,
  isoToApiDate,
  isValidRange,
  toApiDate,
} from './dates'

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d)
const lastDayOf = (y: number, m: number) => new Date(y, m, 0).getDate()

/** any day of 2000..2099, at any time of that day */
const anyDay = fc
  .record({
    y: fc.integer({ min: 2000, max: 2099 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
    minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  })
  .map(({ y, m, d, minutes }) => {
    const date = new Date(y, m - 1, Math.min(d, lastDayOf(y, m)))
    date.setHours(Math.floor(minutes / 60), minutes % 60)
    return date
  })

describe('defaultDashboardRange (S1 §4)', () => {
  it.each([
    [day(2026, 11, 22), '20260522', '20261122'],
    // 6 months back is in 2025: the first of the end's month
    [day(2026, 3, 10), '20260301', '20260310'],
    [day(2026, 7, 1), '20260101', '20260701'],
    // 6 months back has no 31st: clamped to the end of February
    [day(2026, 8, 31), '20260228', '20260831'],
    [day(2028, 8, 31), '20280229', '20280831'],
    [day(2026, 12, 31), '20260630', '20261231'],
    [day(2026, 6, 30), '20260601', '20260630'],
    [day(2026, 1, 1), '20260101', '20260101'],
  ])('%s -> %s..%s', (today, start, end) => {
    expect(defaultDashboardRange(today)).toEqual({ start, end })
  })

  it('ignores the time of day', () => {
    const late = new Date(2026, 10, 22, 23, 59, 59, 999)
    expect(defaultDashboardRange(late)).toEqual({ start: '20260522', end: '20261122' })
  })

  it('end is today, start in the same year, 6 months back from July on (property)', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const { start, end } = defaultDashboardRange(today)
        const y = today.getFullYear()
        const m = today.getMonth() + 1
        const d = today.getDate()
        expect(end).toBe(toApiDate(today))
        expect(fromApiDate(start)).not.toBeNull()
        expect(start <= end).toBe(true)
        expect(start.slice(0, 4)).toBe(end.slice(0, 4))
        const expected = m >= 7 ? day(y, m - 6, Math.min(d, lastDayOf(y, m - 6))) : day(y, m, 1)
        expect(start).toBe(toApiDate(expected))
      }),
    )
  })
})

describe('defaultAdminRange (S2 §9)', () => {
  it.each([
    [day(2026, 3, 31), '20260228', '20260331'],
    [day(2026, 11, 22), '20261022', '20261122'],
    [day(2026, 1, 15), '20251215', '20260115'],
    [day(2024, 3, 30), '20240229', '20240330'],
  ])('%s -> %s..%s', (today, start, end) => {
    expect(defaultAdminRange(today)).toEqual({ start, end })
  })

  it('ends today and starts one month back, clamped to month end (property)', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const { start, end } = defaultAdminRange(today)
        expect(end).toBe(toApiDate(today))
        const prev = new Date(today.getFullYear(), today.getMonth() - 1, 1)
        const d = Math.min(today.getDate(), lastDayOf(prev.getFullYear(), prev.getMonth() + 1))
        expect(start).toBe(toApiDate(new Date(prev.getFullYear(), prev.getMonth(), d)))
        expect(start < end).toBe(true)
      }),
    )
  })
})

describe('isValidRange', () => {
  const today = day(2026, 11, 22)

  it('accepts a range ending today, a one-day range and the default range', () => {
    expect(isValidRange({ start: '20260522', end: '20261122' }, today)).toBe(true)
    expect(isValidRange({ start: '20261122', end: '20261122' }, today)).toBe(true)
    expect(isValidRange(defaultDashboardRange(today), today)).toBe(true)
  })

  it('refuses start after end', () => {
    expect(isValidRange({ start: '20261101', end: '20261031' }, today)).toBe(false)
  })

  it('refuses an end after today', () => {
    expect(isValidRange({ start: '20261101', end: '20261123' }, today)).toBe(false)
  })

  it('refuses an invalid date on either end', () => {
    expect(isValidRange({ start: '20260231', end: '20261122' }, today)).toBe(false)
    expect(isValidRange({ start: '20260101', end: '2026-11-22' }, today)).toBe(false)
    expect(isValidRange({ start: '', end: '20261122' }, today)).toBe(false)
    expect(isValidRange({ start: '20261301', end: '20261122' }, today)).toBe(false)
  })

  it('the default dashboard and admin ranges are always valid (property)', () => {
    fc.assert(
      fc.property(anyDay, (t) => {
        expect(isValidRange(defaultDashboardRange(t), t)).toBe(true)
        expect(isValidRange(defaultAdminRange(t), t)).toBe(true)
      }),
    )
  })
})

describe('apiToIsoDate / isoToApiDate', () => {
  it('converts both ways', () => {
    expect(apiToIsoDate('20261122')).toBe('2026-11-22')
    expect(isoToApiDate('2026-11-22')).toBe('20261122')
  })

  it('round trips any API date (property)', () => {
    fc.assert(
      fc.property(anyDay, (d) => {
        const api = toApiDate(d)
        const iso = apiToIsoDate(api)
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(isoToApiDate(iso)).toBe(api)
        expect(apiToIsoDate(isoToApiDate(iso))).toBe(iso)
      }),
    )
  })
})

describe('adjustRange', () => {
  it('keeps a range in order as it is', () => {
    expect(
      adjustRange({ start: '20260101', end: '20260201' }, { start: '20260105', end: '20260201' }),
    ).toEqual({
      start: '20260105',
      end: '20260201',
    })
  })
  it('a start moved past the end pulls the end along; an end moved before the start pulls the start', () => {
    const prev = { start: '20260101', end: '20260201' }
    expect(adjustRange(prev, { start: '20260301', end: '20260201' })).toEqual({
      start: '20260301',
      end: '20260301',
    })
    expect(adjustRange(prev, { start: '20260101', end: '20251201' })).toEqual({
      start: '20251201',
      end: '20251201',
    })
  })
  it('property: the result is always in order and keeps the end the user just chose', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => toApiDate(new Date(2020, 0, 1 + n)))
    fc.assert(
      fc.property(day, day, day, (a, b, c) => {
        const prev = a <= b ? { start: a, end: b } : { start: b, end: a }
        const startMoved = adjustRange(prev, { start: c, end: prev.end })
        expect(startMoved.start <= startMoved.end).toBe(true)
        expect(startMoved.start).toBe(c)
        const endMoved = adjustRange(prev, { start: prev.start, end: c })
        expect(endMoved.start <= endMoved.end).toBe(true)
        expect(endMoved.end).toBe(c)
      }),
    )
  })
})

describe('formatDisplayDateTime', () => {
  it('shows the S1 §9 date with the time', () => {
    expect(formatDisplayDateTime(new Date(2026, 10, 21, 9, 5).toISOString())).toBe(
      '2026년 11월 21일 09:05',
    )
    expect(formatDisplayDateTime('not a date')).toBe('')
  })
})

describe('nextRange', () => {
  const today = new Date(2026, 10, 22)
  const current = { start: '20260522', end: '20261122' }
  it('moves to the adjusted range when it is valid, else answers null', () => {
    expect(nextRange(current, { start: '20261001', end: '20261122' }, today)).toEqual({
      start: '20261001',
      end: '20261122',
    })
    expect(nextRange(current, { start: '20261122', end: '20261001' }, today)).toEqual({
      start: '20261122',
      end: '20261122',
    })
    expect(nextRange(current, { start: '20261101', end: '20261123' }, today)).toBeNull()
    expect(nextRange(current, { start: '20261301', end: '20261120' }, today)).toBeNull()
  })
})
