import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createActor, setup } from 'xstate'
import { assignOwn } from './assign-own'

/** A piece's fields, and a machine that holds them among its own. */
interface Counted {
  count: number
}
interface Context extends Counted {
  name: string
}
type Event = { type: 'ADD'; by: number }

const machine = setup({
  types: { context: {} as Context, events: {} as Event },
}).createMachine({
  context: { count: 0, name: 'list' },
  on: {
    ADD: {
      actions: assignOwn<Counted>()<Context, Event, Event>(({ context, event }) => ({
        count: context.count + event.by,
      })),
    },
  },
})

describe('assignOwn', () => {
  it('writes the piece’s fields and keeps the machine’s others (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 100 })), (steps) => {
        const actor = createActor(machine).start()
        for (const by of steps) actor.send({ type: 'ADD', by })
        expect(actor.getSnapshot().context).toEqual({
          count: steps.reduce((sum, by) => sum + by, 0),
          name: 'list',
        })
        actor.stop()
      }),
    )
  })
})
