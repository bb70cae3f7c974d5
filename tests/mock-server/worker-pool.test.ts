import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { workerPool, type WorkerPool } from '../../mock-server/worker-pool'
import type { PoolAsk } from '../support/pool-task'

/**
 * Decision 071: the node mock's worker threads are piscina pools. What the password threads and
 * the file worker rely on: a task's error fails that task alone; a thread that ends (a crash,
 * `process.exit`) fails its task and the next task gets a new thread, where tinypool 2.2 left
 * that task and every later one waiting for ever; closing fails what runs, and the pool starts
 * again with the next task.
 */
const TASK = join(dirname(fileURLToPath(import.meta.url)), '../support/pool-task.ts')

let pool: WorkerPool<PoolAsk, number> | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

describe('a worker pool', () => {
  it('fails a task whose module throws, and runs the next on the same thread', async () => {
    pool = workerPool<PoolAsk, number>(TASK, { threads: 1, name: 'the test pool' })
    const thread = await pool.run('thread')
    await expect(pool.run('throw')).rejects.toThrow('the task failed')
    expect(await pool.run('thread')).toBe(thread)
  })

  it('fails the task of a thread that ends, and runs the next on a new thread', async () => {
    pool = workerPool<PoolAsk, number>(TASK, { threads: 1, name: 'the test pool' })
    const thread = await pool.run('thread')
    await expect(pool.run('exit')).rejects.toThrow('exited with code: 3')
    const next = await pool.run('thread')
    expect(next).not.toBe(thread)
  })

  it('fails what runs and waits when closed, then starts again', async () => {
    pool = workerPool<PoolAsk, number>(TASK, { threads: 1, name: 'the test pool' })
    const thread = await pool.run('thread')
    const held = pool.run('hold')
    const waiting = pool.run('thread')
    const failed = Promise.allSettled([held, waiting])
    await pool.close()
    for (const result of await failed) {
      expect(result.status).toBe('rejected')
      expect((result as PromiseRejectedResult).reason).toEqual(new Error('the test pool stopped'))
    }
    expect(await pool.run('thread')).not.toBe(thread)
  })
})
