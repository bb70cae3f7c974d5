import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Busy, WorkLimit } from './work-limit'

/** A task that runs until `finish` is called, counting how many run at once. */
function tasks() {
  let running = 0
  let most = 0
  const started: number[] = []
  const finished = new Set<number>()
  const finishers = new Map<number, () => void>()
  const task = (id: number) => () =>
    new Promise<number>((resolve) => {
      running++
      most = Math.max(most, running)
      started.push(id)
      finishers.set(id, () => {
        running--
        finished.add(id)
        resolve(id)
      })
    })
  return {
    task,
    started,
    finished,
    finish: (id: number) => finishers.get(id)!(),
    /** the tasks started and not finished, oldest first */
    running: () => started.filter((id) => !finished.has(id)),
    get most() {
      return most
    },
  }
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('WorkLimit', () => {
  it('runs at most atOnce tasks, the others in line in order, and refuses beyond the line at once', async () => {
    const limit = new WorkLimit(2, 3)
    const t = tasks()
    const outcomes: (number | 'busy' | 'other')[] = []
    const all = Array.from({ length: 10 }, (_, i) =>
      limit.tryRun(t.task(i)).then(
        (id) => void outcomes.push(id),
        (e: unknown) => void outcomes.push(e instanceof Busy ? 'busy' : 'other'),
      ),
    )
    await settle()
    // two run, three wait, five were refused while none had finished
    expect(t.started).toEqual([0, 1])
    expect(limit.active).toBe(2)
    expect(limit.waiting).toBe(3)
    expect(outcomes).toEqual(['busy', 'busy', 'busy', 'busy', 'busy'])

    t.finish(0)
    await settle()
    expect(t.started).toEqual([0, 1, 2])
    for (const id of [1, 2, 3, 4]) {
      t.finish(id)
      await settle()
    }
    await Promise.all(all)
    expect(t.started).toEqual([0, 1, 2, 3, 4])
    expect(t.most).toBe(2)
    expect(outcomes.filter((o) => o !== 'busy')).toEqual([0, 1, 2, 3, 4])
    expect(limit.active).toBe(0)
    expect(limit.waiting).toBe(0)
  })

  it('run() waits however long the line is; a failing task frees its place', async () => {
    const limit = new WorkLimit(1, 0)
    const t = tasks()
    const first = limit.run(t.task(0))
    await expect(limit.tryRun(t.task(9))).rejects.toBeInstanceOf(Busy)
    const second = limit.run(() => Promise.reject(new Error('broken')))
    const third = limit.run(t.task(2))
    await settle()
    expect(limit.waiting).toBe(2)
    t.finish(0)
    await expect(first).resolves.toBe(0)
    await expect(second).rejects.toThrow('broken')
    await settle()
    t.finish(2)
    await expect(third).resolves.toBe(2)
    expect(t.most).toBe(1)
    expect(limit.active).toBe(0)
  })

  it('never runs more than atOnce nor lets more than waitingMax wait, whatever the order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        // true: a new task arrives; false: the oldest running task ends
        fc.array(fc.boolean(), { maxLength: 40 }),
        async (atOnce, waitingMax, steps) => {
          const limit = new WorkLimit(atOnce, waitingMax)
          const t = tasks()
          let next = 0
          let refused = 0
          for (const arrives of steps) {
            const oldest = t.running()[0]
            if (arrives) limit.tryRun(t.task(next++)).catch(() => refused++)
            else if (oldest !== undefined) t.finish(oldest)
            await settle()
            expect(limit.active).toBeLessThanOrEqual(atOnce)
            expect(limit.waiting).toBeLessThanOrEqual(waitingMax)
            expect(t.most).toBeLessThanOrEqual(atOnce)
            // nothing waits while a place is free
            if (limit.waiting > 0) expect(limit.active).toBe(atOnce)
          }
          // every task ran, runs, waits or was refused
          expect(refused + limit.active + limit.waiting + t.finished.size).toBe(next)
        },
      ),
    )
  })
})
