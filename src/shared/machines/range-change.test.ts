import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import type { DateRange } from '../domain/dates'
import { nextRange } from '../domain/dates'
import { message, type Message } from '../domain/messages'
import { RANGE_GUARDS, rangeChange } from './range-change'

const TODAY = new Date(2026, 10, 22)

/** A list whose range `rangeChange` changes: `loading` counts the loads. */
function list(options?: { reload?: boolean }) {
  const notify = vi.fn<(message: Message, tone: string) => void>()
  const machine = setup({
    types: {
      context: {} as { range: DateRange; today: Date; loads: number },
      events: {} as { type: 'RANGE.CHANGE'; range: DateRange } | { type: 'LOADED' },
    },
    actions: {
      notify: (_, params: { message: Message; tone: 'info' | 'error' }) =>
        notify(params.message, params.tone),
      takeRange: assign(({ context, event }) =>
        event.type === 'RANGE.CHANGE'
          ? { range: nextRange(context.range, event.range, context.today)! }
          : {},
      ),
    },
    guards: RANGE_GUARDS,
  }).createMachine({
    context: { range: { start: '20261101', end: '20261120' }, today: TODAY, loads: 0 },
    initial: 'list',
    states: {
      list: {
        initial: 'ready',
        states: {
          ready: {},
          loading: {
            entry: assign({ loads: ({ context }) => context.loads + 1 }),
            on: { LOADED: 'ready' },
          },
        },
        on: { 'RANGE.CHANGE': rangeChange(options) },
      },
    },
  })
  return { actor: createActor(machine).start(), notify }
}

describe('rangeChange (S1 §2 dates, issue 48)', () => {
  it('takes a range in order and loads it, saying nothing', () => {
    const { actor, notify } = list()
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261102', end: '20261110' } })
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '20261102', end: '20261110' },
      loads: 1,
    })
    expect(notify).not.toHaveBeenCalled()
  })

  it('takes a reversed pick with its other end moved, and says which end moved', () => {
    const { actor, notify } = list()
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261121', end: '20261120' } })
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '20261121', end: '20261121' },
      loads: 1,
    })
    expect(notify).toHaveBeenLastCalledWith(
      { key: 'dateRange.endMoved', params: { date: '2026년 11월 21일' } },
      'info',
    )
    actor.send({ type: 'LOADED' })
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261121', end: '20261101' } })
    expect(actor.getSnapshot().context.range).toEqual({ start: '20261101', end: '20261101' })
    expect(notify).toHaveBeenLastCalledWith(
      { key: 'dateRange.startMoved', params: { date: '2026년 11월 01일' } },
      'info',
    )
  })

  it('refuses a range the rule refuses: said, not taken, not loaded', () => {
    const { actor, notify } = list()
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261101', end: '20261230' } })
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '20261101', end: '20261120' },
      loads: 0,
    })
    expect(notify).toHaveBeenCalledExactlyOnceWith(message('dateRange.invalid'), 'error')
  })

  it('a screen that searches on its button takes the range and loads nothing (S2 §9)', () => {
    const { actor, notify } = list({ reload: false })
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261121', end: '20261120' } })
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '20261121', end: '20261121' },
      loads: 0,
    })
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
    expect(notify).toHaveBeenCalledTimes(1)
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261121', end: '20261230' } })
    expect(actor.getSnapshot().context.range).toEqual({ start: '20261121', end: '20261121' })
    expect(notify).toHaveBeenLastCalledWith(message('dateRange.invalid'), 'error')
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261105', end: '20261112' } })
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '20261105', end: '20261112' },
      loads: 0,
    })
  })
})
