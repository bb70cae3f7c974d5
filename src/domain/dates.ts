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
