import { expect } from 'vitest'
import type { DateRange } from '../../src/shared/domain/dates'

/** A list's actor as a range pick sees it: it takes `RANGE.CHANGE` and holds the range. */
export interface RangedList {
  send(event: { type: 'RANGE.CHANGE'; range: DateRange }): void
  getSnapshot(): { context: { range: DateRange } }
}

/** The range the reversed picks leave: both ends on the day the last pick's end took. */
export const REVERSED_PICKS_RANGE: DateRange = { start: '20261101', end: '20261101' }

/** What the two reversed picks say (issue 48), in order: the day the other end took each time. */
export const REVERSED_PICK_NOTICES = [
  { key: 'dateRange.endMoved', params: { date: '2026년 11월 22일' } },
  { key: 'dateRange.startMoved', params: { date: '2026년 11월 01일' } },
]

/**
 * Picks 21 to 22 November 2026, then a reversed range each way (issue 48): a start past the end,
 * whose end moves to it, and an end before the start, whose start moves to it. A list whose today
 * is 22 November 2026 or later takes them; `settled` waits for it to list each range it took.
 */
export async function pickReversedRanges<A extends RangedList>(
  actor: A,
  settled: (actor: A) => Promise<unknown>,
): Promise<void> {
  actor.send({ type: 'RANGE.CHANGE', range: { start: '20261121', end: '20261122' } })
  await settled(actor)
  // start moved past the end
  actor.send({ type: 'RANGE.CHANGE', range: { start: '20261122', end: '20261110' } })
  expect(actor.getSnapshot().context.range).toEqual({ start: '20261122', end: '20261122' })
  await settled(actor)
  // end moved before the start
  actor.send({ type: 'RANGE.CHANGE', range: { start: '20261122', end: '20261101' } })
  expect(actor.getSnapshot().context.range).toEqual(REVERSED_PICKS_RANGE)
  await settled(actor)
}
