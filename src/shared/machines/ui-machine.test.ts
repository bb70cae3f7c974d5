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
