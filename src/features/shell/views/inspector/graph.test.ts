import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { sessionMachine } from '../../../session'
import { activeStates, eventLabel, machineGraph, stateText } from './graph'

/** nesting, a parallel state, a delayed, an eventless, a guarded and a done transition */
const door = createMachine({
  id: 'door',
  initial: 'closed',
  on: { RESET: '.closed' },
  states: {
    closed: {
      initial: 'unlocked',
      on: { OPEN: { target: 'open', guard: () => true } },
      states: {
        unlocked: { on: { LOCK: 'locked' } },
        locked: { on: { UNLOCK: 'unlocked' }, after: { 5000: 'unlocked' } },
      },
    },
    open: {
      type: 'parallel',
      invoke: { id: 'alarm', src: createMachine({}) },
      on: { CLOSE: 'closed' },
      states: {
        light: { initial: 'on', states: { on: {}, off: {} } },
        fan: {
          initial: 'spinning',
          states: { spinning: { always: 'done' }, done: { type: 'final' } },
        },
      },
    },
  },
})

describe('machineGraph', () => {
  const graph = machineGraph(door)
  const node = (id: string) => graph.nodes.find((n) => n.id === id)!
  const edge = (source: string, target: string) =>
    graph.edges.filter((e) => e.source === source && e.target === target)

  it('has every state once, nested under its parent, the machine as the root', () => {
    expect(graph.machineId).toBe('door')
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(
      [
        '',
        'closed',
        'closed.unlocked',
        'closed.locked',
        'open',
        'open.light',
        'open.light.on',
        'open.light.off',
        'open.fan',
        'open.fan.spinning',
        'open.fan.done',
      ].sort(),
    )
    expect(node('')).toMatchObject({ key: 'door', parent: null, kind: 'compound' })
    expect(node('closed.locked')).toMatchObject({ key: 'locked', parent: 'closed', kind: 'atomic' })
    expect(node('open')).toMatchObject({ kind: 'parallel', invokes: ['alarm'] })
    expect(node('open.fan.done').kind).toBe('final')
  })

  it('marks the initial states, none among parallel regions', () => {
    const initial = graph.nodes.filter((n) => n.initial).map((n) => n.id)
    expect(initial.sort()).toEqual(
      ['closed', 'closed.unlocked', 'open.fan.spinning', 'open.light.on'].sort(),
    )
    expect(node('open.light').initial).toBe(false)
  })

  it('labels the transitions with their events, delays and eventless ones named', () => {
    expect(edge('closed.unlocked', 'closed.locked')).toMatchObject([
      { event: 'LOCK', label: 'LOCK' },
    ])
    expect(edge('closed', 'open')).toMatchObject([{ event: 'OPEN', guarded: true }])
    expect(edge('open', 'closed')).toMatchObject([{ event: 'CLOSE', guarded: false }])
    expect(edge('', 'closed')).toMatchObject([{ event: 'RESET' }])
    expect(
      edge('closed.locked', 'closed.unlocked')
        .map((e) => e.label)
        .sort(),
    ).toEqual(['UNLOCK', 'after 5000ms'])
    expect(edge('open.fan.spinning', 'open.fan.done')).toMatchObject([
      { event: '', label: 'always' },
    ])
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length)
  })

  it('draws the session machine from its own definition', () => {
    const session = machineGraph(sessionMachine)
    expect(session.nodes.find((n) => n.id === 'signedOut.anonymous')?.parent).toBe('signedOut')
    const login = session.edges.find((e) => e.event === 'LOGIN' && e.source === 'signedOut')
    expect(login?.target).toBe('signedOut.validating')
    // guarded alternatives of one event between the same states are one arrow
    const fetchErrors = session.edges.filter(
      (e) => e.source === 'fetching' && e.target === 'signedOut.anonymous',
    )
    expect(fetchErrors).toHaveLength(1)
    expect(fetchErrors[0]!.label).toBe('error: fetchSession')
    // targetless transitions (actions only) enter no state: no arrow
    expect(session.edges.some((e) => e.event === 'USABLE_COUNT.SET')).toBe(false)
    expect(session.nodes.filter((n) => n.initial).map((n) => n.id)).toEqual([
      'signedOut',
      'signedOut.idle',
    ])
  })
})

describe('eventLabel', () => {
  it('shortens the events xstate names', () => {
    expect(eventLabel('LOGIN')).toBe('LOGIN')
    expect(eventLabel('')).toBe('always')
    expect(eventLabel('xstate.after.4000.ui.snackbar.visible')).toBe('after 4000ms')
    expect(eventLabel('xstate.after.snackbarTimeout.ui.snackbar.visible')).toBe(
      'after snackbarTimeout',
    )
    expect(eventLabel('xstate.done.actor.login')).toBe('done: login')
    expect(eventLabel('xstate.error.actor.login')).toBe('error: login')
  })
})

describe('activeStates', () => {
  it('lists each active state with its ancestors', () => {
    expect([...activeStates('authenticated')]).toEqual(['authenticated'])
    expect([...activeStates({ signedOut: 'idle' })]).toEqual(['signedOut', 'signedOut.idle'])
    expect([...activeStates({ open: { light: 'on', fan: 'done' } })].sort()).toEqual(
      ['open', 'open.fan', 'open.fan.done', 'open.light', 'open.light.on'].sort(),
    )
    expect(activeStates(undefined).size).toBe(0)
  })

  it('says a state value in one line', () => {
    expect(stateText({ overlay: 'hidden', snackbar: 'visible' })).toBe(
      'overlay.hidden, snackbar.visible',
    )
    expect(stateText(undefined)).toBe('—')
  })
})
