import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import { uiMachine } from './ui-machine'
import { UI_SYSTEM_ID } from './effects'
import { noIndicator, OWN_INDICATOR, ownIndicatorOf } from './own-indicator'

/** A stand-in for the portal root: the ui actor under its systemId. */
function startPortal() {
  const root = createActor(
    setup({ actors: { ui: uiMachine } }).createMachine({
      invoke: { id: 'ui', systemId: UI_SYSTEM_ID, src: 'ui', input: { width: 1280 } },
    }),
  ).start()
  const ui = root.system.get(UI_SYSTEM_ID) as ReturnType<typeof createActor<typeof uiMachine>>
  return { root, ui }
}

/** A page whose loading state shows a spinner of its own. */
const pageMachine = setup({
  types: { events: {} as { type: 'DONE' } | { type: 'RELOAD' } },
  actors: { ownIndicator: noIndicator },
}).createMachine({
  initial: 'loading',
  states: {
    loading: { invoke: OWN_INDICATOR, on: { DONE: 'ready' } },
    ready: { on: { RELOAD: 'loading' } },
  },
})

describe('ownIndicatorOf', () => {
  it('tells the ui actor while the state lasts, so the overlay stays hidden meanwhile', () => {
    const { root, ui } = startPortal()
    ui.send({ type: 'REQUEST.START' })
    expect(ui.getSnapshot().matches({ overlay: 'shown' })).toBe(true)
    const page = createActor(
      pageMachine.provide({ actors: { ownIndicator: ownIndicatorOf(() => root) } }),
    ).start()
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
    expect(ui.getSnapshot().matches({ overlay: 'hidden' })).toBe(true)
    page.send({ type: 'DONE' })
    expect(ui.getSnapshot().context.indicators).toEqual([])
    expect(ui.getSnapshot().matches({ overlay: 'shown' })).toBe(true)
    page.send({ type: 'RELOAD' })
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
  })

  it('takes the indicator back when its actor stops in that state (a page left while loading)', () => {
    const { root, ui } = startPortal()
    const page = createActor(
      pageMachine.provide({ actors: { ownIndicator: ownIndicatorOf(() => root) } }),
    ).start()
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
    page.stop()
    expect(ui.getSnapshot().context.indicators).toEqual([])
  })

  it('two screen parts are two indicators', () => {
    const { root, ui } = startPortal()
    const provided = pageMachine.provide({ actors: { ownIndicator: ownIndicatorOf(() => root) } })
    const a = createActor(provided).start()
    createActor(provided).start()
    expect(ui.getSnapshot().context.indicators).toHaveLength(2)
    a.send({ type: 'DONE' })
    expect(ui.getSnapshot().context.indicators).toHaveLength(1)
  })

  it('unprovided, it tells nobody', () => {
    const { ui } = startPortal()
    createActor(pageMachine).start()
    expect(ui.getSnapshot().context.indicators).toEqual([])
  })
})
