import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { createJournal, type JournalEntry } from '../../../../shared/machines/journal'
import { indexAtTime, indexOfSeq, parseJournalFile, readLoadedFiles, statesAt } from './replay'

const entry = (seq: number, actor: string, type: string, state: unknown): JournalEntry => ({
  seq,
  at: '2024-01-01T00:00:00.000Z',
  actor,
  event: { type },
  state,
})

const entries = [
  entry(1, 'session', 'xstate.init', { signedOut: 'idle' }),
  entry(2, 'ui', 'xstate.init', 'idle'),
  entry(3, 'session', 'FETCH', { signedOut: 'anonymous' }),
  entry(4, 'session', 'LOGIN', 'loggingIn'),
  entry(5, 'ui', 'REQUEST.START', 'busy'),
]

describe('statesAt', () => {
  it('gives each actor its last entry at or before the index', () => {
    const at = statesAt(entries, 2)
    expect([...at.keys()]).toEqual(['session', 'ui'])
    expect(at.get('session')!.state).toEqual({ signedOut: 'anonymous' })
    expect(at.get('ui')!.state).toBe('idle')
    expect(statesAt(entries, 4).get('session')!.state).toBe('loggingIn')
  })

  it('leaves out the actors not started yet, and everything before the first entry', () => {
    expect([...statesAt(entries, 0).keys()]).toEqual(['session'])
    expect(statesAt(entries, -1).size).toBe(0)
    expect(statesAt(entries, 99).get('ui')!.seq).toBe(5)
  })

  it('gives what a journal recorded of a machine as it ran, context included', () => {
    const journal = createJournal()
    const counter = createMachine({
      id: 'counter',
      context: { count: 0 },
      initial: 'low',
      states: {
        low: {
          on: {
            INC: [
              {
                guard: ({ context }) => context.count >= 1,
                target: 'high',
                actions: ({ context }) => context,
              },
              { actions: [], target: 'low', reenter: true },
            ],
          },
        },
        high: {},
      },
    })
    const actor = createActor(counter.provide({}).provide({}), { inspect: journal.inspect }).start()
    actor.send({ type: 'INC' })
    const recorded = journal.entries()
    expect(statesAt(recorded, recorded.length - 1).get('counter')).toMatchObject({
      machine: 'counter',
      state: 'low',
      context: { count: 0 },
    })
  })
})

describe('indexOfSeq', () => {
  it('finds an entry by its number, else the one before', () => {
    expect(indexOfSeq(entries, 3)).toBe(2)
    expect(indexOfSeq([entries[0]!, entries[4]!], 3)).toBe(0)
    expect(indexOfSeq(entries, 0)).toBe(-1)
  })
})

describe('parseJournalFile', () => {
  it('reads an exported journal, ordered by number', () => {
    const journal = createJournal()
    createActor(
      createMachine({ id: 'm', initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } }),
      {
        inspect: journal.inspect,
      },
    )
      .start()
      .send({ type: 'GO' })
    const parsed = parseJournalFile(journal.exportJson())!
    expect(parsed.map((e) => e.state)).toEqual(['a', 'b'])
    const shuffled = JSON.stringify({ version: 1, entries: [entries[2], entries[0]] })
    expect(parseJournalFile(shuffled)!.map((e) => e.seq)).toEqual([1, 3])
  })

  it('refuses what is not one', () => {
    expect(parseJournalFile('not json')).toBeNull()
    expect(parseJournalFile('{"version":2,"entries":[]}')).toBeNull()
    expect(parseJournalFile('{"version":1}')).toBeNull()
    expect(parseJournalFile('{"version":1,"entries":[{"seq":1}]}')).toBeNull()
    expect(parseJournalFile('{"version":1,"entries":[]}')).toEqual([])
  })
})

describe('files chosen together (issue 50)', () => {
  const journal = JSON.stringify({
    version: 1,
    entries: [
      { seq: 1, at: '2026-11-27T06:00:00.000Z', actor: 'a', event: { type: 'x' }, state: 's' },
    ],
  })
  const har = (path: string) =>
    JSON.stringify({
      log: {
        version: '1.2',
        creator: { name: 't', version: '1' },
        entries: [
          {
            startedDateTime: '2026-11-27T06:00:01.000Z',
            request: { method: 'GET', url: `http://x.test${path}` },
            response: { status: 200 },
          },
        ],
      },
    })

  it('reads a journal with its HAR, a HAR alone, and refuses a file that is neither', () => {
    const both = readLoadedFiles([
      { name: 'r.json', text: journal },
      { name: 'r.har', text: har('/a') },
    ])
    expect(both).toMatchObject({ name: 'r.json', har: { name: 'r.har' } })
    expect(both!.entries).toHaveLength(1)
    // the lists another tool may leave out are there to read
    expect(both!.har!.entries[0]!.request.headers).toEqual([])
    expect(readLoadedFiles([{ name: 'r.har', text: har('/a') }])).toMatchObject({
      name: null,
      entries: [],
      har: { name: 'r.har' },
    })
    expect(
      readLoadedFiles([
        { name: 'r.har', text: har('/a') },
        { name: 'x', text: 'nope' },
      ]),
    ).toBeNull()
    expect(readLoadedFiles([{ name: 'x.json', text: '{"log":{}}' }])).toBeNull()
    expect(readLoadedFiles([])).toBeNull()
  })

  it('finds the journal entry of the moment a call was sent', () => {
    const entries = [1, 3, 5].map((s) => ({
      seq: s,
      at: `2026-11-27T06:00:0${s}.000Z`,
      actor: 'a',
      event: { type: 'x' },
      state: 's',
    }))
    expect(indexAtTime(entries, '2026-11-27T06:00:00.000Z')).toBe(-1)
    expect(indexAtTime(entries, '2026-11-27T06:00:03.000Z')).toBe(1)
    expect(indexAtTime(entries, '2026-11-27T06:00:04.000Z')).toBe(1)
    expect(indexAtTime(entries, '2026-11-27T06:00:09.000Z')).toBe(2)
  })
})
