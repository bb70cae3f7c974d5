import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAnswerHold, heldAnswer } from './answer-hold'

/** a hold whose limit is a timer the test fires */
function manualHold() {
  const timers: { work: () => void; ms: number; cleared: boolean }[] = []
  const hold = createAnswerHold({
    limitMs: 700,
    setTimer: (work, ms) => {
      const timer = { work, ms, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimer: (timer) => ((timer as { cleared: boolean }).cleared = true),
  })
  /** the limit's timer, and the one that hands the answers over after a release */
  const fire = (ms: number) => {
    const timer = timers.findLast((t) => t.ms === ms && !t.cleared)!
    timer.cleared = true
    timer.work()
  }
  return { hold, timers, fire }
}

/** the queued microtasks run: an answer that came is then waiting on the hold */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/** whether `promise` has settled once the queued microtasks have run */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  for (let i = 0; i < 10; i++) await Promise.resolve()
  return done
}

describe('answers held while a page is drawn (decision 064)', () => {
  it('hands an answer over at once when no page is being drawn', async () => {
    const { hold } = manualHold()
    await expect(heldAnswer(() => Promise.resolve(7), hold.pending)).resolves.toBe(7)
  })

  it('holds an answer that arrives while a page is drawn until the page is shown', async () => {
    const { hold, fire } = manualHold()
    hold.hold()
    const answer = heldAnswer(() => Promise.resolve('rows'), hold.pending)
    expect(await settled(answer)).toBe(false)
    hold.release()
    // handed over in a task of their own, after the page's commit
    expect(await settled(answer)).toBe(false)
    fire(0)
    await expect(answer).resolves.toBe('rows')
  })

  it('holds a failure the same way, and hands it over as it came', async () => {
    const { hold, fire } = manualHold()
    hold.hold()
    const failure = new Error('network')
    const answer = heldAnswer(() => Promise.reject(failure), hold.pending)
    expect(await settled(answer)).toBe(false)
    hold.release()
    fire(0)
    await expect(answer).rejects.toBe(failure)
  })

  it('holds an answer when the drawing began while the call was out', async () => {
    const { hold, fire } = manualHold()
    let answerNow!: (value: number) => void
    const answer = heldAnswer(() => new Promise<number>((r) => (answerNow = r)), hold.pending)
    hold.hold()
    answerNow(3)
    expect(await settled(answer)).toBe(false)
    hold.release()
    fire(0)
    await expect(answer).resolves.toBe(3)
  })

  it('lets the answers go at the limit even if the page is never shown', async () => {
    const { hold, timers, fire } = manualHold()
    hold.hold()
    const answer = heldAnswer(() => Promise.resolve(1), hold.pending)
    await flush()
    expect(timers).toHaveLength(1)
    expect(timers[0]!.ms).toBe(700)
    fire(700)
    expect(hold.pending()).toBeNull()
    fire(0)
    await expect(answer).resolves.toBe(1)
  })

  it('stops its limit when released, and a second hold while held is the same hold', async () => {
    const { hold, timers, fire } = manualHold()
    hold.hold()
    const first = heldAnswer(() => Promise.resolve('first'), hold.pending)
    hold.hold()
    const second = heldAnswer(() => Promise.resolve('second'), hold.pending)
    await flush()
    expect(timers).toHaveLength(1)
    hold.release()
    expect(timers[0]!.cleared).toBe(true)
    expect(hold.pending()).toBeNull()
    // released twice is released: no second hand-over
    hold.release()
    expect(timers.filter((t) => t.ms === 0)).toHaveLength(1)
    fire(0)
    fire(0)
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second'])
  })

  it('hands the answers held over one per task, in the order they came', async () => {
    const { hold, timers, fire } = manualHold()
    hold.hold()
    const order: string[] = []
    const answers = ['session', 'rows', 'bell'].map((name) =>
      heldAnswer(() => Promise.resolve(name), hold.pending).then((v) => void order.push(v)),
    )
    await flush()
    hold.release()
    for (const expected of [['session'], ['session', 'rows'], ['session', 'rows', 'bell']]) {
      // one task waits at a time, and it hands over one answer
      expect(timers.filter((t) => t.ms === 0 && !t.cleared)).toHaveLength(1)
      fire(0)
      await flush()
      expect(order).toEqual(expected)
    }
    expect(timers.filter((t) => t.ms === 0 && !t.cleared)).toHaveLength(0)
    await Promise.all(answers)
  })

  it('holds exactly while a hold is open, for any order of holds and releases', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 12 }), async (steps) => {
        const { hold, timers } = manualHold()
        // each hand-over may ask for the next: until none waits
        const openAll = () => {
          for (let t = timers.find((t) => t.ms === 0 && !t.cleared); t;) {
            t.cleared = true
            t.work()
            t = timers.find((t) => t.ms === 0 && !t.cleared)
          }
        }
        for (const holds of steps) {
          if (holds) hold.hold()
          else hold.release()
          openAll()
          const answer = heldAnswer(() => Promise.resolve(0), hold.pending)
          expect(await settled(answer)).toBe(!holds)
          hold.release()
          openAll()
          await answer
          if (holds) hold.hold()
        }
      }),
    )
  })
})
