import { describe, expect, it } from 'vitest'
import { assign, fromPromise, raise, setup } from 'xstate'
import { message, type Message } from '../../src/shared/domain/messages'
import { failureOf } from '../../src/shared/machines/failure'
import type { ErrorRow } from '../../src/shared/domain/error-catalogue'
import { defineModel, failuresOf, http, network } from './model'
import { walk } from './walk'
import { coverageOf } from './report'
import { liveCoverage } from './live'

const ROW: ErrorRow = { 404: 'give.notFound', other: 'give.error' }

/** A small workflow: a form checked on SUBMIT (eventless), a call, a delay back to the form. */
const toy = (rowOnError: ErrorRow) =>
  setup({
    types: {
      context: {} as { name: string; error: Message | null },
      events: {} as { type: 'NAME'; value: string } | { type: 'SUBMIT' } | { type: 'NEVER' },
    },
    actors: { save: fromPromise<string, { name: string }>(async () => 'ok') },
  }).createMachine({
    id: 'toy',
    context: { name: '', error: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          NAME: { actions: assign({ name: ({ event }) => event.value, error: null }) },
          SUBMIT: 'checking',
        },
      },
      checking: {
        always: [
          {
            guard: ({ context }) => context.name === '',
            target: 'editing',
            actions: assign({ error: message('give.appIdRequired') }),
          },
          { target: 'saving' },
        ],
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ name: context.name }),
          onDone: 'saved',
          onError: {
            target: 'editing',
            actions: assign({ error: ({ event }) => failureOf(rowOnError, event.error) }),
          },
        },
      },
      saved: { after: { 3000: 'editing' }, on: { NEVER: 'editing' } },
    },
  })

const model = (rowOnError: ErrorRow, events = true) =>
  defineModel({
    machine: toy(rowOnError),
    events: (s) =>
      !events
        ? []
        : s.matches('editing')
          ? [{ type: 'NAME', value: '' }, { type: 'NAME', value: 'a' }, { type: 'SUBMIT' }]
          : [],
    answers: {
      save: {
        outputs: ['ok'],
        failures: failuresOf(ROW),
        shows: { row: ROW, read: (s) => s.context.error },
      },
    },
    unreachable: { 'toy.saved#NEVER[0]': 'no user event in the model' },
  })

describe('walk (issue 47)', () => {
  it('takes every transition the events reach: eventless ones, answers and delays included', () => {
    const result = walk(model(ROW))
    expect(result.transitions.sort()).toEqual(
      [
        'toy.editing#NAME[0]',
        'toy.editing#SUBMIT[0]',
        'toy.checking#always[0]',
        'toy.checking#always[1]',
        'toy.saving#xstate.done.actor.save[0]',
        'toy.saving#xstate.error.actor.save[0]',
        'toy.saved#xstate.after.3000.toy.saved[0]',
        'toy.saved#NEVER[0]',
      ].sort(),
    )
    expect([...result.taken.keys()].sort()).toEqual(
      result.transitions.filter((t) => t !== 'toy.saved#NEVER[0]').sort(),
    )
    // the transient state is passed through, never a snapshot's, and still counted
    expect([...result.reached].sort()).toEqual(
      ['toy', 'toy.editing', 'toy.checking', 'toy.saving', 'toy.saved'].sort(),
    )
    const coverage = coverageOf('toy.ts', model(ROW), result, liveCoverage(model(ROW), result))
    expect(coverage.transitions.missing).toEqual([
      { id: 'toy.saved#NEVER[0]', why: 'no user event in the model' },
    ])
    // a model with no live wiring runs nothing live, and says so for each transition taken
    expect(coverage.live.run).toBe(0)
    expect(coverage.live.of).toBe(result.taken.size)
    expect(new Set(coverage.live.walkedOnly.map((t) => t.why))).toEqual(
      new Set(['the model has no live wiring']),
    )
  })

  it('gives each transition a shortest path that ends by taking it', () => {
    const result = walk(model(ROW))
    const path = result.taken.get('toy.saving#xstate.error.actor.save[0]')!
    expect(path.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'NAME',
      'SUBMIT',
      'xstate.error.actor.save',
    ])
    expect(path.at(-1)!.state.value).toBe('editing')
  })

  it('says where a failure leaves another message than the catalogue row', () => {
    expect(walk(model(ROW)).mismatches).toEqual([])
    const wrong: ErrorRow = { other: 'give.error' }
    const mismatches = walk(model(wrong)).mismatches
    // the 404 (from each state of the form it was reached from) is said as 'other' by the
    // machine; a 500 and a dropped call say the same either way
    expect(mismatches.length).toBeGreaterThan(0)
    for (const m of mismatches) {
      expect(m).toContain('"status":404')
      expect(m).toContain('the catalogue says {"key":"give.notFound"')
    }
  })

  it('walks no further than the model lets it: no events, only the initial state', () => {
    const result = walk(model(ROW, false))
    expect([...result.taken.keys()]).toEqual([])
    expect([...result.reached].sort()).toEqual(['toy', 'toy.editing'])
  })

  it('counts the eventless step of a machine that starts by leaving its first state', () => {
    const starting = setup({}).createMachine({
      id: 'starting',
      initial: 'start',
      states: { start: { always: 'ready' }, ready: {} },
    })
    const result = walk(defineModel({ machine: starting, events: () => [] }))
    expect([...result.taken.keys()]).toEqual(['starting.start#always[0]'])
    expect([...result.reached].sort()).toEqual(['starting', 'starting.ready', 'starting.start'])
  })

  it('walks the machine with the implementations the model provides', () => {
    const guarded = setup({ guards: { allowed: () => false } }).createMachine({
      id: 'guarded',
      initial: 'idle',
      states: { idle: { on: { GO: { guard: 'allowed', target: 'gone' } } }, gone: {} },
    })
    const events = () => [{ type: 'GO' }]
    expect(walk(defineModel({ machine: guarded, events })).taken.size).toBe(0)
    const provided = walk(
      defineModel({ machine: guarded, events, provide: { guards: { allowed: () => true } } }),
    )
    expect([...provided.taken.keys()]).toEqual(['guarded.idle#GO[0]'])
  })

  it('names the transitions of a step as xstate took them: chains, raised events, no change', () => {
    const stepping = setup({
      types: { events: {} as { type: 'GO' } | { type: 'PING' } | { type: 'RAISED' } },
    }).createMachine({
      id: 'stepping',
      initial: 'idle',
      // a root transition that changes nothing: its snapshot is the one it was given
      on: { PING: {} },
      states: {
        idle: { on: { GO: 'first' } },
        // passed through: a chain of eventless steps, then an event the machine raises
        first: { always: [{ guard: () => false, target: 'idle' }, { target: 'second' }] },
        second: { always: { target: 'third', actions: raise({ type: 'RAISED' }) } },
        third: { on: { RAISED: 'done' } },
        done: {},
      },
    })
    const result = walk(
      defineModel({ machine: stepping, events: () => [{ type: 'PING' }, { type: 'GO' }] }),
    )
    expect([...result.taken.keys()].sort()).toEqual([
      'stepping#PING[0]',
      'stepping.first#always[1]',
      'stepping.idle#GO[0]',
      'stepping.second#always[0]',
      'stepping.third#RAISED[0]',
    ])
    expect(result.reached.has('stepping.third')).toBe(true)
  })

  it('walks the machine in each world the model lists, a guard constant in each', () => {
    const stored = setup({ guards: { tokenStored: () => false } }).createMachine({
      id: 'stored',
      initial: 'idle',
      states: {
        idle: {
          on: { CHECK: [{ guard: 'tokenStored', target: 'fetching' }, { target: 'anonymous' }] },
        },
        fetching: {},
        anonymous: {},
      },
    })
    const world = (on: boolean) => ({ guards: { tokenStored: () => on } })
    const events = () => [{ type: 'CHECK' }]
    const one = walk(defineModel({ machine: stored, events, worlds: [world(false)] }))
    expect([...one.taken.keys()]).toEqual(['stored.idle#CHECK[1]'])
    const both = walk(defineModel({ machine: stored, events, worlds: [world(false), world(true)] }))
    expect([...both.taken.keys()].sort()).toEqual(['stored.idle#CHECK[0]', 'stored.idle#CHECK[1]'])
    expect(both.reached.has('stored.fetching') && both.reached.has('stored.anonymous')).toBe(true)
  })

  it('refuses a model that says nothing of a service the machine waits on', () => {
    const m = model(ROW)
    expect(() => walk({ ...m, answers: {} })).toThrow(/says nothing of what 'save' answers/)
  })

  it('makes failures of every documented status, one past them and a dropped call', () => {
    expect(failuresOf(ROW).map((e) => [e.status, e.kind])).toEqual([
      [404, 'http'],
      [500, 'http'],
      [0, 'network'],
    ])
    expect(http(405).status).toBe(405)
    expect(network().kind).toBe('network')
  })
})
