import { describe, expect, it } from 'vitest'
import { nextRange, type DateRange } from '../../src/shared/domain/dates'
import { pickReversedRanges, REVERSED_PICKS_RANGE, type RangedList } from './reversed-range'

const TODAY = new Date(2026, 10, 22)

/** A list that takes each pick as `take` says and records what it was sent and when it settled. */
function fakeList(take: (range: DateRange, picked: DateRange) => DateRange) {
  let range: DateRange = { start: '20261101', end: '20261120' }
  const log: string[] = []
  const list: RangedList = {
    send: ({ range: picked }) => {
      log.push(`pick ${picked.start}-${picked.end}`)
      range = take(range, picked)
    },
    getSnapshot: () => ({ context: { range } }),
  }
  const settled = async () => {
    log.push('settled')
  }
  return { list, settled, log }
}

describe('pickReversedRanges', () => {
  it('picks a range, then one reversed each way, and waits for the list after each', async () => {
    const { list, settled, log } = fakeList((range, picked) => nextRange(range, picked, TODAY)!)
    await pickReversedRanges(list, settled)
    expect(log).toEqual([
      'pick 20261121-20261122',
      'settled',
      'pick 20261122-20261110',
      'settled',
      'pick 20261122-20261101',
      'settled',
    ])
    expect(list.getSnapshot().context.range).toEqual(REVERSED_PICKS_RANGE)
  })

  it('fails for a list that keeps a reversed pick as it was picked', async () => {
    const { list, settled } = fakeList((_range, picked) => picked)
    await expect(pickReversedRanges(list, settled)).rejects.toThrow()
  })
})
