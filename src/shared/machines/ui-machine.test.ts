import { describe, it, expect } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import fc from 'fast-check'
import { uiMachine } from './ui-machine'
import { message } from '../domain/messages'

const startUi = (width = 1280, clock?: SimulatedClock) =>
  createActor(uiMachine, { input: { width }, ...(clock ? { clock } : {}) }).start()

describe('uiMachine request counter', () => {
  it('REQUEST.END at 0 keeps pending at 0', () => {
    const actor = startUi()
    actor.send({ type: 'REQUEST.END' })
    actor.send({ type: 'REQUEST.END' })
    expect(actor.getSnapshot().context.pending).toBe(0)
    actor.send({ type: 'REQUEST.START' })
    expect(actor.getSnapshot().context.pending).toBe(1)
  })

  it('counts starts and ends, clamped at 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('REQUEST.START', 'REQUEST.END') as fc.Arbitrary<
            'REQUEST.START' | 'REQUEST.END'
          >,
          { maxLength: 60 },
        ),
        (types) => {
          const actor = startUi()
          let expected = 0
          for (const type of types) {
            actor.send({ type })
            expected = type === 'REQUEST.START' ? expected + 1 : Math.max(0, expected - 1)
            const { pending } = actor.getSnapshot().context
            if (pending < 0) return false
            if (pending !== expected) return false
          }
          actor.stop()
          return true
        },
      ),
    )
  })
})

describe('uiMachine overlay: one loading indicator at a time', () => {
  const overlayShown = (actor: ReturnType<typeof startUi>) =>
    actor.getSnapshot().matches({ overlay: 'shown' })

  it('shows while a call runs and nothing else shows an indicator', () => {
    const actor = startUi()
    expect(overlayShown(actor)).toBe(false)
    actor.send({ type: 'REQUEST.START' })
    expect(overlayShown(actor)).toBe(true)
    actor.send({ type: 'REQUEST.END' })
    expect(overlayShown(actor)).toBe(false)
  })

  it('stays hidden while a screen part shows its own indicator, and shows when that one goes', () => {
    const actor = startUi()
    actor.send({ type: 'INDICATOR.SHOW', id: 'grid' })
    actor.send({ type: 'REQUEST.START' })
    expect(overlayShown(actor)).toBe(false)
    actor.send({ type: 'REQUEST.START' })
    actor.send({ type: 'REQUEST.END' })
    expect(overlayShown(actor)).toBe(false)
    // the page's call is done but another call still runs: the overlay is its indicator now
    actor.send({ type: 'INDICATOR.HIDE', id: 'grid' })
    expect(overlayShown(actor)).toBe(true)
    actor.send({ type: 'REQUEST.END' })
    expect(overlayShown(actor)).toBe(false)
  })

  it('goes when a screen part starts showing its own indicator', () => {
    const actor = startUi()
    actor.send({ type: 'REQUEST.START' })
    expect(overlayShown(actor)).toBe(true)
    actor.send({ type: 'INDICATOR.SHOW', id: 'button' })
    expect(overlayShown(actor)).toBe(false)
  })

  it('holds each indicator once: a repeated SHOW needs one HIDE, an unknown HIDE does nothing', () => {
    const actor = startUi()
    actor.send({ type: 'REQUEST.START' })
    actor.send({ type: 'INDICATOR.SHOW', id: 'a' })
    actor.send({ type: 'INDICATOR.SHOW', id: 'a' })
    actor.send({ type: 'INDICATOR.SHOW', id: 'b' })
    actor.send({ type: 'INDICATOR.HIDE', id: 'nobody' })
    expect(actor.getSnapshot().context.indicators).toEqual(['a', 'b'])
    actor.send({ type: 'INDICATOR.HIDE', id: 'a' })
    expect(overlayShown(actor)).toBe(false)
    actor.send({ type: 'INDICATOR.HIDE', id: 'b' })
    expect(overlayShown(actor)).toBe(true)
  })

  it('shows exactly when calls run and no indicator is shown (property)', () => {
    type Step =
      | { type: 'REQUEST.START' }
      | { type: 'REQUEST.END' }
      | { type: 'INDICATOR.SHOW'; id: string }
      | { type: 'INDICATOR.HIDE'; id: string }
    const id = fc.constantFrom('a', 'b', 'c')
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constant({ type: 'REQUEST.START' as const }),
      fc.constant({ type: 'REQUEST.END' as const }),
      id.map((i) => ({ type: 'INDICATOR.SHOW' as const, id: i })),
      id.map((i) => ({ type: 'INDICATOR.HIDE' as const, id: i })),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const actor = startUi()
        let pending = 0
        const shown = new Set<string>()
        for (const e of steps) {
          actor.send(e)
          if (e.type === 'REQUEST.START') pending += 1
          else if (e.type === 'REQUEST.END') pending = Math.max(0, pending - 1)
          else if (e.type === 'INDICATOR.SHOW') shown.add(e.id)
          else shown.delete(e.id)
          if (overlayShown(actor) !== (pending > 0 && shown.size === 0)) return false
        }
        actor.stop()
        return true
      }),
    )
  })
})

describe('uiMachine layout', () => {
  it('is mobile below 1024 px and pc from 1024 px', () => {
    const actor = startUi(1280)
    expect(actor.getSnapshot().context.layout).toBe('pc')
    actor.send({ type: 'VIEWPORT.RESIZE', width: 1023 })
    expect(actor.getSnapshot().context.layout).toBe('mobile')
    actor.send({ type: 'VIEWPORT.RESIZE', width: 1024 })
    expect(actor.getSnapshot().context.layout).toBe('pc')
  })

  it('takes the initial layout from the input width', () => {
    expect(startUi(1023).getSnapshot().context.layout).toBe('mobile')
    expect(startUi(1024).getSnapshot().context.layout).toBe('pc')
  })
})

describe('uiMachine snackbar', () => {
  it('hides the snackbar after 4000 ms, not before', () => {
    const clock = new SimulatedClock()
    const actor = startUi(1280, clock)
    actor.send({ type: 'SNACKBAR.SHOW', message: message('passwordSet.success'), tone: 'success' })
    expect(actor.getSnapshot().matches({ snackbar: 'visible' })).toBe(true)
    expect(actor.getSnapshot().context.snackbar).toMatchObject({
      message: { key: 'passwordSet.success' },
      tone: 'success',
      seq: 1,
    })
    clock.increment(3999)
    expect(actor.getSnapshot().matches({ snackbar: 'visible' })).toBe(true)
    expect(actor.getSnapshot().context.snackbar).not.toBeNull()
    clock.increment(1)
    expect(actor.getSnapshot().matches({ snackbar: 'hidden' })).toBe(true)
    expect(actor.getSnapshot().context.snackbar).toBeNull()
  })

  it('a new SHOW restarts the timer and bumps seq', () => {
    const clock = new SimulatedClock()
    const actor = startUi(1280, clock)
    actor.send({ type: 'SNACKBAR.SHOW', message: message('common.error') })
    clock.increment(3000)
    actor.send({ type: 'SNACKBAR.SHOW', message: message('common.error') })
    expect(actor.getSnapshot().context.snackbar?.seq).toBe(2)
    expect(actor.getSnapshot().context.snackbar?.tone).toBe('info')
    clock.increment(3000)
    expect(actor.getSnapshot().matches({ snackbar: 'visible' })).toBe(true)
    clock.increment(1000)
    expect(actor.getSnapshot().matches({ snackbar: 'hidden' })).toBe(true)
  })

  it('SNACKBAR.HIDE hides at once', () => {
    const actor = startUi(1280, new SimulatedClock())
    actor.send({ type: 'SNACKBAR.SHOW', message: message('common.error') })
    actor.send({ type: 'SNACKBAR.HIDE' })
    expect(actor.getSnapshot().matches({ snackbar: 'hidden' })).toBe(true)
    expect(actor.getSnapshot().context.snackbar).toBeNull()
  })
})
