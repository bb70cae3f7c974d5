/**
 * A task for a worker pool's tests (tests/mock-server/worker-pool.test.ts), run on the pool's
 * threads: it answers its thread's id, throws, ends its thread, or never ends, as asked.
 */
import { threadId } from 'node:worker_threads'

export type PoolAsk = 'thread' | 'throw' | 'exit' | 'hold'

export default (ask: PoolAsk): number | Promise<number> => {
  switch (ask) {
    case 'thread':
      return threadId
    case 'throw':
      throw new Error('the task failed')
    case 'exit':
      return process.exit(3)
    case 'hold':
      return new Promise<number>(() => undefined)
  }
}
