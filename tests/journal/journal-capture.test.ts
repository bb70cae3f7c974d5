import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { EVENT_COPY, REDACTED, createJournal } from '../../src/shared/machines/journal'

/**
 * The journal of an `npm start` build (`capture: 'events'`, issue 30): recorded as the events
 * came, redacted when read (a problem report), no context copies, bounded.
 */
const form = setup({
  types: {
    context: {} as { password: string; n: number },
    events: {} as { type: 'TYPE'; password: string },
  },
}).createMachine({
  id: 'form',
  context: { password: '', n: 0 },
  on: {
    TYPE: {
      actions: assign({
        password: ({ event }) => event.password,
        n: ({ context }) => context.n + 1,
      }),
    },
  },
})

const run = (capture: 'full' | 'events', limit: number, events: number) => {
  const journal = createJournal({ limit, capture })
  const actor = createActor(form, { inspect: journal.inspect }).start()
  for (let i = 0; i < events; i++) actor.send({ type: 'TYPE', password: `secret-${i}` })
  return journal
}

describe("the journal's 'events' capture", () => {
  it('redacts the secrets of the events it hands out, and copies no context', () => {
    const journal = run('events', 100, 3)
    const typed = journal.entries().filter((e) => e.event.type === 'TYPE')
    expect(typed).toHaveLength(3)
    for (const entry of typed) {
      expect(entry.event.password).toBe(REDACTED)
      expect(entry).not.toHaveProperty('context')
    }
    expect(journal.exportJson()).not.toContain('secret-')
  })

  it('keeps the newest `limit` entries, numbered as they came', () => {
    const journal = run('events', 5, 20)
    const seqs = journal.entries().map((e) => e.seq)
    expect(seqs).toHaveLength(5)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    expect(seqs.at(-1)).toBe(21) // the start, then 20 events
  })

  it('hands out the same entries until the next event (a stable snapshot for subscribers)', () => {
    const journal = run('events', 10, 2)
    expect(journal.entries()).toBe(journal.entries())
  })

  it('records the same events and states as the full capture, without contexts', () => {
    const strip = (j: ReturnType<typeof run>) =>
      j.entries().map(({ context: _context, at: _at, ...rest }) => rest)
    expect(strip(run('events', 50, 4))).toEqual(strip(run('full', 50, 4)))
    expect(run('full', 50, 1).entries().at(-1)).toHaveProperty('context')
  })
})

describe('what an npm start journal keeps of an event', () => {
  it('never a page of rows: a short copy, whose size does not grow with the event', () => {
    const list = setup({}).createMachine({ id: 'list', on: { LOADED: {} } })
    const journal = createJournal({ limit: 10, capture: 'events' })
    const actor = createActor(list, { inspect: journal.inspect }).start()
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      name: `이름${i}`,
      phone: '010',
    }))
    actor.send({ type: 'LOADED', rows } as never)
    const kept = journal.entries().at(-1)!.event as { type: string; rows: unknown[] }
    expect(kept.type).toBe('LOADED')
    expect(kept.rows.length).toBeLessThanOrEqual(EVENT_COPY.items + 1)
    expect(JSON.stringify(kept).length).toBeLessThan(2_000)
  })
})
