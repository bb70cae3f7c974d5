import { describe, expect, it } from 'vitest'
import { fromPromise, setup, type AnyEventObject } from 'xstate'
import { getPathsFromEvents } from 'xstate/graph'
import { defineModel, http } from './model'
import type { Step } from './walk'
import { notLive } from './live'

/** A list that loads on start and again on PAGE, even while a load is still in flight. */
const pages = setup({
  types: { events: {} as { type: 'PAGE' } },
  actors: { list: fromPromise<string[]>(async () => []) },
}).createMachine({
  id: 'pages',
  initial: 'loading',
  states: {
    loading: {
      on: { PAGE: { target: 'loading', reenter: true } },
      invoke: { id: 'list', src: 'list', onDone: 'ready', onError: 'failed' },
    },
    ready: { on: { PAGE: 'loading' } },
    failed: {},
  },
})

/** what the mock answers the list, as the model says it */
const ROWS = ['a']

const model = defineModel({
  machine: pages,
  events: () => [{ type: 'PAGE' }],
  answers: { list: { outputs: [ROWS], failures: [http(500)] } },
  depth: 3,
  live: { account: 'fc0001', wire: () => pages, operations: { list: 'list' }, minimumPaths: 0 },
})

const DONE = { type: 'xstate.done.actor.list', output: ROWS }
const FAILED = { type: 'xstate.error.actor.list', error: http(500) }

/** The path the machine takes on these events, as the walk gives paths. */
const pathOf = (events: AnyEventObject[]): Step[] =>
  getPathsFromEvents(pages, events as never)[0]!.steps as unknown as Step[]

describe('notLive (issue 47: which walked paths the mock can play)', () => {
  it('plays a failure provoked for the call the path fails', () => {
    expect(notLive(model, pathOf([DONE, { type: 'PAGE' }, FAILED]))).toBeNull()
  })

  it('refuses a failure while another call of the same service is in flight: that call would take it', () => {
    expect(notLive(model, pathOf([{ type: 'PAGE' }, FAILED]))).toBe(
      'it fails a call while another of the same service is in flight',
    )
  })

  it('refuses a success the mock does not give, and a path of a model with no live wiring', () => {
    const other = pathOf([{ ...DONE, output: [] }])
    expect(notLive(model, other)).toBe('it takes an answer the mock does not give')
    expect(notLive({ ...model, live: undefined }, pathOf([DONE]))).toBe(
      'the model has no live wiring',
    )
  })
})
