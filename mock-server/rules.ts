import { fromApiDate, toApiDate } from '../src/shared/domain/dates'

/** Days after its creation during which a checkup may be printed; later prints answer 405. */
export const PRINT_PERIOD_DAYS = 90

/**
 * How long a temporary PDF link (`/api/print/temp/{id}`, the print view's `?tempPdf=`) works after
 * it was made: 10 minutes, long enough to open the print view and print, short enough that a link
 * left in a history or a log is dead. Whoever holds the link gets the report without a token.
 */
export const TEMP_PDF_TTL_MS = 10 * 60_000

export const tempPdfExpired = (createdAt: string, now: Date): boolean =>
  now.getTime() - Date.parse(createdAt) >= TEMP_PDF_TTL_MS

export function printExpired(created: string, today: Date): boolean {
  const day = fromApiDate(created)
  if (!day) return true
  const deadline = new Date(day.getFullYear(), day.getMonth(), day.getDate() + PRINT_PERIOD_DAYS)
  return toApiDate(today) > toApiDate(deadline)
}

export function todayOf(config: { MOCK_TODAY?: string | undefined }): Date {
  return (config.MOCK_TODAY && fromApiDate(config.MOCK_TODAY)) || new Date()
}
