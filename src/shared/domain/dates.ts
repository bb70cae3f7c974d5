/**
 * Date helpers. S1 §9, S2 §9: the API carries dates as YYYYMMDD, the screens show
 * 'YYYY년 MM월 DD일'. All conversions use local time; a Date stands for the calendar day it
 * falls on locally.
 */

const API_DATE = /^(\d{4})(\d{2})(\d{2})$/

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/** The local calendar day of a valid Date, or null for an invalid one. */
const dayParts = (d: Date): { y: number; m: number; d: number } | null =>
  Number.isNaN(d.getTime()) ? null : { y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() }

/**
 * S1 §9 / S2 §9: a Date as the API string YYYYMMDD of its local calendar day.
 * Throws a RangeError for an invalid Date (like Date.prototype.toISOString): that is a bug of the
 * caller, not user input.
 */
export function toApiDate(d: Date): string {
  const p = dayParts(d)
  if (!p) throw new RangeError('toApiDate: invalid Date')
  return `${pad(p.y, 4)}${pad(p.m, 2)}${pad(p.d, 2)}`
}

/**
 * S1 §9 / S2 §9: parses YYYYMMDD (exactly 8 ASCII digits) into local midnight of that day; null
 * when the string is not a real calendar date (20230229, 20241301, 20240100 are null).
 */
export function fromApiDate(s: string): Date | null {
  const match = API_DATE.exec(s)
  if (!match) return null
  const y = Number(match[1])
  const m = Number(match[2])
  const day = Number(match[3])
  const date = new Date(2000, m - 1, day)
  // setFullYear keeps years 0..99 literal (the constructor would map them to 1900..1999).
  date.setFullYear(y, m - 1, day)
  date.setHours(0, 0, 0, 0)
  const p = dayParts(date)
  return p && p.y === y && p.m === m && p.d === day ? date : null
}

/** S1 §9 / S2 §9: true when the string is an API date (8 digits, a real calendar day). */
export const isValidApiDate = (s: string): boolean => fromApiDate(s) !== null

/**
 * S1 §9: 'YYYY년 MM월 DD일', zero padded, from a Date or an API string (YYYYMMDD).
 * An invalid Date or a string that is not a real API date gives '' (nothing to show).
 */
export function formatDisplayDate(dateOrApiString: Date | string): string {
  const date = typeof dateOrApiString === 'string' ? fromApiDate(dateOrApiString) : dateOrApiString
  const p = date ? dayParts(date) : null
  return p ? `${pad(p.y, 4)}년 ${pad(p.m, 2)}월 ${pad(p.d, 2)}일` : ''
}

export interface DateRange {
  /** YYYYMMDD */
  start: string
  /** YYYYMMDD */
  end: string
}

function addMonths(d: Date, months: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + months, 1)
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  return new Date(target.getFullYear(), target.getMonth(), Math.min(d.getDate(), lastDay))
}

/**
 * The issuance dashboard's default range (S1 §4): end is today; start is the end minus 6 months,
 * but if that falls in another year, the first day of the end date's month.
 */
export function defaultDashboardRange(today: Date): DateRange {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  const back = addMonths(end, -6)
  const start =
    back.getFullYear() === end.getFullYear() ? back : new Date(end.getFullYear(), end.getMonth(), 1)
  return { start: toApiDate(start), end: toApiDate(end) }
}

/** The admin dashboard's default range (S2 §9): the last one month to today. */
export function defaultAdminRange(today: Date): DateRange {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  return { start: toApiDate(addMonths(end, -1)), end: toApiDate(end) }
}

/** A range is valid when both ends are real dates, start <= end and end is not after today. */
export function isValidRange(range: DateRange, today: Date): boolean {
  return (
    isValidApiDate(range.start) &&
    isValidApiDate(range.end) &&
    range.start <= range.end &&
    range.end <= toApiDate(today)
  )
}

/** YYYYMMDD -> YYYY-MM-DD (the value of a date input). */
export const apiToIsoDate = (s: string): string =>
  `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`

/** YYYY-MM-DD (a date input) -> YYYYMMDD. */
export const isoToApiDate = (s: string): string => s.replace(/-/g, '')

/**
 * A range after one of its ends changed: a start after the end moves the end to it, an end before
 * the start moves the start to it, so picking dates in any order never throws the choice away.
 */
export function adjustRange(previous: DateRange, next: DateRange): DateRange {
  if (next.start <= next.end) return next
  return next.start !== previous.start
    ? { start: next.start, end: next.start }
    : { start: next.end, end: next.end }
}

/** A date-time for display: 'YYYY년 MM월 DD일 HH:mm' (S1 §9 date format, plus the time). */
export function formatDisplayDateTime(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${formatDisplayDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The range a filter moves to when the user picks `requested`, or null when it is not valid. */
export function nextRange(current: DateRange, requested: DateRange, today: Date): DateRange | null {
  const adjusted = adjustRange(current, requested)
  return isValidRange(adjusted, today) ? adjusted : null
}
