import { fromApiDate, toApiDate } from '../src/shared/domain/dates'

/** Days after its creation during which a checkup may be printed; later prints answer 405. */
export const PRINT_PERIOD_DAYS = 90

export function printExpired(created: string, today: Date): boolean {
  const day = fromApiDate(created)
  if (!day) return true
  const deadline = new Date(day.getFullYear(), day.getMonth(), day.getDate() + PRINT_PERIOD_DAYS)
  return toApiDate(today) > toApiDate(deadline)
}

export function todayOf(config: { MOCK_TODAY?: string | undefined }): Date {
  return (config.MOCK_TODAY && fromApiDate(config.MOCK_TODAY)) || new Date()
}
