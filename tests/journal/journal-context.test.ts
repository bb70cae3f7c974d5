import { describe, expect, it } from 'vitest'
import { assign, createActor, createMachine, setup } from 'xstate'
import {
  CONTEXT_COPY,
  REDACTED,
  createJournal,
  redact,
  snapshotContext,
} from '../../src/shared/machines/journal'

describe('snapshotContext', () => {
  it('keeps plain data as it is', () => {
    const context = { count: 2, name: '김건강', list: [1, 'a', null], nested: { ok: true } }
    expect(snapshotContext(context)).toEqual(context)
  })

  it('names an actor by its id and drops functions, undefined and symbols', () => {
    const child = createActor(createMachine({}), { id: 'child-1' })
    const copy = snapshotContext({
      ref: child,
      refs: [child],
      fn: () => 1,
      missing: undefined,
      sym: Symbol('s'),
      list: [() => 1],
    })
    expect(copy).toEqual({
      ref: { actorRef: 'child-1' },
      refs: [{ actorRef: 'child-1' }],
      list: [null],
    })
  })

  it('is JSON-safe: dates, maps, sets, errors, bigints, cycles and non-finite numbers', () => {
    const cycle: Record<string, unknown> = { name: 'loop' }
    cycle.self = cycle
    const error = Object.assign(new Error('no'), { status: 404 })
    const copy = snapshotContext({
      at: new Date('2024-01-02T03:04:05.000Z'),
      map: new Map([['k', 1]]),
      set: new Set([1, 2]),
      error,
      big: 10n,
      nan: Number.NaN,
      cycle,
    })
    expect(copy).toEqual({
      at: '2024-01-02T03:04:05.000Z',
      map: [['k', 1]],
      set: [1, 2],
      error: { name: 'Error', message: 'no', status: 404 },
      big: '10n',
      nan: 'NaN',
      cycle: { name: 'loop', self: '[circular]' },
    })
    expect(JSON.parse(JSON.stringify(copy))).toEqual(copy)
  })

  it('is bounded: depth, list length, string length and values in all', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 10; i++) deep = { inner: deep }
    let walked = snapshotContext(deep)
    let levels = 0
    while (typeof walked === 'object' && walked !== null) {
      walked = (walked as { inner: unknown }).inner
      levels++
    }
    expect(levels).toBe(CONTEXT_COPY.depth)
    expect(walked).toBe('…')

    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i }))
    const list = snapshotContext({ rows }) as { rows: unknown[] }
    expect(list.rows).toHaveLength(CONTEXT_COPY.items + 1)
    expect(list.rows.at(-1)).toBe(`… ${100_000 - CONTEXT_COPY.items} more`)

    const long = snapshotContext('x'.repeat(10_000)) as string
    expect(long.length).toBe(CONTEXT_COPY.stringLength + 1)

    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))
    const copy = snapshotContext(wide) as Record<string, unknown>
    expect(Object.values(copy).filter((v) => v !== '…').length).toBeLessThan(CONTEXT_COPY.values)
  })

  it('redacts secrets as events are', () => {
    expect(
      snapshotContext({
        values: { newPassword: 'Abcd123!', confirm: 'Abcd123!', userId: 'fc0001' },
      }),
    ).toEqual({ values: { newPassword: REDACTED, confirm: REDACTED, userId: 'fc0001' } })
  })
})

describe('the journal keeps the context in development', () => {
  const counter = setup({
    types: { context: {} as { count: number; owner: string } },
  }).createMachine({
    id: 'counter',
    context: { count: 0, owner: 'kim' },
    on: {
      INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
      PING: {},
    },
  })

  it('records the context after each event, with the machine id', () => {
    const journal = createJournal({ limit: 10 })
    const actor = createActor(counter, { systemId: 'tally', inspect: journal.inspect }).start()
    actor.send({ type: 'INC' })
    actor.send({ type: 'INC' })
    expect(journal.entries().map((e) => e.context)).toEqual([
      { count: 0, owner: 'kim' },
      { count: 1, owner: 'kim' },
      { count: 2, owner: 'kim' },
    ])
    expect(journal.entries()[0]).toMatchObject({ actor: 'tally', machine: 'counter' })
    const exported = JSON.parse(journal.exportJson()) as { entries: { context: unknown }[] }
    expect(exported.entries[2]!.context).toEqual({ count: 2, owner: 'kim' })
  })

  it('copies a context once while it stays the same', () => {
    const journal = createJournal({ limit: 10 })
    const actor = createActor(counter, { inspect: journal.inspect }).start()
    actor.send({ type: 'PING' })
    actor.send({ type: 'PING' })
    const [first, second, third] = journal.entries()
    expect(second!.context).toBe(first!.context)
    expect(third!.context).toBe(first!.context)
    actor.send({ type: 'INC' })
    expect(journal.entries()[3]!.context).not.toBe(first!.context)
  })

  it('never keeps a password a machine context holds', () => {
    const journal = createJournal()
    const form = createMachine({
      id: 'form',
      context: { userId: '', password: '' },
      on: {
        TYPE: {
          actions: assign({ userId: 'fc0001', password: 'S3cret!pw' }),
        },
      },
    })
    createActor(form, { inspect: journal.inspect }).start().send({ type: 'TYPE' })
    expect(journal.entries().at(-1)!.context).toEqual({ userId: 'fc0001', password: REDACTED })
    expect(journal.exportJson()).not.toContain('S3cret')
  })

  it('a limit of 0 copies nothing', () => {
    let touched = 0
    const probe = () => ({
      probe: {
        get value() {
          touched++
          return 1
        },
      },
    })
    const machine = createMachine({ id: 'spy', context: probe, on: { GO: {} } })
    const on = createJournal({ limit: 5 })
    createActor(machine, { inspect: on.inspect }).start().send({ type: 'GO' })
    expect(touched).toBeGreaterThan(0)

    touched = 0
    const off = createJournal({ limit: 0 })
    createActor(machine, { inspect: off.inspect }).start().send({ type: 'GO' })
    expect(off.entries()).toEqual([])
    expect(touched).toBe(0)
  })
})

describe('redact', () => {
  it('names an actor an event carries by its id', () => {
    const asker = createActor(createMachine({}), { id: 'asker-1' })
    expect(redact({ type: 'SESSION.ASK', question: 'current', replyTo: asker })).toEqual({
      type: 'SESSION.ASK',
      question: 'current',
      replyTo: { actorRef: 'asker-1' },
    })
  })
})
