import { describe, expect, it } from 'vitest'
import { createActor, setup, spawnChild, stopChild, type AnyActorRef } from 'xstate'
import { uiMachine } from './ui-machine'
import { UI_SYSTEM_ID } from './effects'
import { OWN_INDICATOR, uiIndicator } from './own-indicator'

/** A page whose loading state shows a spinner of its own. */
const pageMachine = setup({
  types: { events: {} as { type: 'DONE' } | { type: 'RELOAD' } },
  actors: { ownIndicator: uiIndicator },
}).createMachine({
  initial: 'loading',
  states: {
    loading: { invoke: OWN_INDICATOR, on: { DONE: 'ready' } },
    ready: { on: { RELOAD: 'loading' } },
  },
})

/**
 * A stand-in for the portal root: the ui actor under its systemId, and pages opened and closed
 * as its children (in its system).
 */
function startPortal() {
  const page = pageMachine
  const root = createActor(
    setup({
      types: { events: {} as { type: 'OPEN'; id: string } | { type: 'CLOSE'; id: string } },
      actors: { ui: uiMachine, page },
    }).createMachine({
      invoke: { id: 'ui', systemId: UI_SYSTEM_ID, src: 'ui', input: { width: 1280 } },
      on: {
        OPEN: { actions: spawnChild('page', { id: ({ event }) => event.id }) },
        CLOSE: { actions: stopChild(({ event }) => event.id) },
      },
    }),
  ).start()
  const ui = root.system.get(UI_SYSTEM_ID) as ReturnType<typeof createActor<typeof uiMachine>>
  const open = (id: string) => {
    root.send({ type: 'OPEN', id })
    return root.getSnapshot().children[id] as AnyActorRef
  }
  return { root, ui, open }
}

describe('uiIndicator', () => {
  it('tells the ui actor while the state lasts, so the overlay stays hidden meanwhile', () => {
    const { ui, open } = startPortal()
    ui.send({ type: 'REQUEST.START' })
    expect(ui.getSnapshot().matches({ overlay: 'shown' })).toBe(true)
    const page = open('page')
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
    expect(ui.getSnapshot().matches({ overlay: 'hidden' })).toBe(true)
    page.send({ type: 'DONE' })
    expect(ui.getSnapshot().context.indicators).toEqual([])
    expect(ui.getSnapshot().matches({ overlay: 'shown' })).toBe(true)
    page.send({ type: 'RELOAD' })
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
  })

  it('takes the indicator back when its actor stops in that state (a page left while loading)', () => {
    const { root, ui, open } = startPortal()
    open('page')
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
    root.send({ type: 'CLOSE', id: 'page' })
    expect(ui.getSnapshot().context.indicators).toEqual([])
  })

  it('two screen parts are two indicators', () => {
    const { ui, open } = startPortal()
    const a = open('a')
    open('b')
    expect(ui.getSnapshot().context.indicators).toHaveLength(2)
    a.send({ type: 'DONE' })
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
  })

  it('in a system without a ui actor (a test of the machine alone), it tells nobody', () => {
    const errors: unknown[] = []
    const page = createActor(pageMachine)
    page.subscribe({ error: (e) => errors.push(e) })
    page.start()
    expect(page.getSnapshot().matches('loading')).toBe(true)
    page.send({ type: 'DONE' })
    page.send({ type: 'RELOAD' })
    page.stop()
    expect(errors).toEqual([])
    expect(page.getSnapshot().status).toBe('stopped')
  })
})
