import { formatDisplayDate, type DateRange } from './dates'
import { message, type Message } from './messages'

/**
 * What `adjustRange` moved to keep a picked range in order, for the user to be told (issue 48: a
 * reversed range was rewritten without a word): the end (a start picked after it), the start (an
 * end picked before it), or nothing.
 */
export function rangeAdjustment(previous: DateRange, next: DateRange): Message | null {
  if (next.start <= next.end) return null
  return next.start !== previous.start
    ? message('dateRange.endMoved', { date: formatDisplayDate(next.start) })
    : message('dateRange.startMoved', { date: formatDisplayDate(next.end) })
}
