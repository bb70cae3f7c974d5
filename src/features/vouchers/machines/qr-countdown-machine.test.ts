import { describe, it, expect } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { qrCountdownMachine } from './qr-countdown-machine'

const LINK = 'https://qr.test/v/ABC123'

function start(seconds?: number) {
  const clock = new SimulatedClock()
  const actor = createActor(qrCountdownMachine, {
    clock,
    input: seconds === undefined ? { link: LINK } : { link: LINK, seconds },
  }).start()
  return { actor, clock }
}

/**
 * SimulatedClock.increment jumps straight to the new time, so a timer scheduled while flushing
 * starts from there; a one-second tick therefore needs the clock moved a second at a time.
 */
function advance(clock: SimulatedClock, ms: number, step = 1000) {
  for (let left = ms; left > 0; left -= step) clock.increment(Math.min(step, left))
}

describe('qrCountdownMachine', () => {
  it('starts at 120 s with the link', () => {
    const { actor } = start()
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('counting')
    expect(snap.context).toEqual({ link: LINK, remaining: 120 })
    expect(snap.status).toBe('active')
  })

  it('ticks once a second', () => {
    const { actor, clock } = start()
    clock.increment(999)
    expect(actor.getSnapshot().context.remaining).toBe(120)
    clock.increment(1)
    expect(actor.getSnapshot().context.remaining).toBe(119)
    clock.increment(1000)
    expect(actor.getSnapshot().context.remaining).toBe(118)
  })

  it('is still counting at 1 s and closes when the 120th second has passed', () => {
    const { actor, clock } = start()
    clock.increment(1000)
    expect(actor.getSnapshot().context.remaining).toBe(119)
    advance(clock, 118_000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().status).toBe('active')
    clock.increment(999)
    expect(actor.getSnapshot().status).toBe('active')
    clock.increment(1)
    const snap = actor.getSnapshot()
    expect(snap.context.remaining).toBe(0)
    expect(snap.value).toBe('closed')
    expect(snap.status).toBe('done')
  })

  it('after 1000 ms then 119000 ms more it is at 0 and done', () => {
    const { actor, clock } = start()
    clock.increment(1000)
    expect(actor.getSnapshot().context.remaining).toBe(119)
    advance(clock, 119_000)
    expect(actor.getSnapshot().context.remaining).toBe(0)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('CONFIRM at 60 s closes it and no further tick changes it', () => {
    const { actor, clock } = start()
    advance(clock, 60_000)
    expect(actor.getSnapshot().context.remaining).toBe(60)
    actor.send({ type: 'CONFIRM' })
    const closed = actor.getSnapshot()
    expect(closed.value).toBe('closed')
    expect(closed.status).toBe('done')
    clock.increment(1000)
    advance(clock, 300_000)
    const later = actor.getSnapshot()
    expect(later.context).toEqual({ link: LINK, remaining: 60 })
    expect(later.status).toBe('done')
  })

  it('takes the starting seconds from the input', () => {
    const { actor, clock } = start(5)
    expect(actor.getSnapshot().context.remaining).toBe(5)
    advance(clock, 4000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    expect(actor.getSnapshot().status).toBe('active')
    clock.increment(1000)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('closes at once when started with 0 seconds', () => {
    const { actor } = start(0)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().status).toBe('done')
  })
})
