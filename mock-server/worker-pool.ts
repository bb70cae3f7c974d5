import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Transferable } from 'node:worker_threads'
import { Piscina, move } from 'piscina'

/**
 * The node mock's worker threads: a piscina pool per kind of work (decision 071), the password
 * derivations of a flooding address (derive-workers.ts, decision 041) and the downloads
 * (files/worker-files.ts, decision 042). Node only.
 *
 * Each thread starts through worker-entry.mjs, a JavaScript module that registers tsx's loader
 * in the thread and then loads the TypeScript module the pool was made for, whose default
 * export is the task. A path, not `new URL(file, import.meta.url)`, which a bundler or a test
 * environment with a DOM turns into an asset's URL.
 */
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'worker-entry.mjs')

/** Longer than the server runs: a thread, once started, stays (setTimeout's largest delay). */
const IDLE_FOREVER_MS = 2 ** 31 - 1

export interface WorkerPool<Task, Result> {
  /** runs `task` on a free thread, after the tasks that wait before it (first come first served) */
  run(task: Task, transfer?: readonly Transferable[]): Promise<Result>
  /** ends the threads: a task running or waiting fails; the next `run` starts a new pool */
  close(): Promise<void>
}

/**
 * At most `threads` threads running the default export of `module` (an absolute path), one task
 * at a time each. A thread is started when a task finds none free and kept; it keeps the process
 * alive only while it runs a task. A task's error rejects its `run`; a thread that stops (a
 * crash, `process.exit`) fails its task and the next task gets a new thread; a task failed by
 * `close` rejects with "`name` stopped" once the threads are gone.
 */
export function workerPool<Task, Result>(
  module: string,
  { threads, name }: { threads: number; name: string },
): WorkerPool<Task, Result> {
  let pool: Piscina<Task, Result> | null = null
  const closing = new WeakMap<Piscina<Task, Result>, Promise<unknown>>()

  function open(): Piscina<Task, Result> {
    if (pool) return pool
    pool = new Piscina<Task, Result>({
      filename: ENTRY,
      workerData: { module },
      // no inherited `--import tsx`: the entry registers it once
      execArgv: [],
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_FOREVER_MS,
    })
    // a thread that fails with no task running: the next task starts another
    pool.on('error', (error: Error) => console.error(`${name}: ${error.message}`))
    return pool
  }

  return {
    run(task, transfer) {
      const running = open()
      return running.run(task, transfer ? { transferList: [...transfer] } : {}).catch(async (e) => {
        const closed = closing.get(running)
        if (!closed) throw e
        await closed
        throw new Error(`${name} stopped`)
      })
    },
    async close() {
      const closed = pool
      pool = null
      if (!closed) return
      let done = () => {}
      closing.set(closed, new Promise<void>((resolve) => (done = resolve)))
      await closed.destroy().finally(done)
    },
  }
}

/** A task's bytes answered by moving their buffer to the thread that asked, not by a copy. */
// piscina types move()'s wrapper as any transferable; the thread that asked receives `bytes` itself
export const transferred = <T extends ArrayBufferView>(bytes: T): T => move(bytes) as T

/**
 * Gives the calling thread the lowest CPU priority (nice 19): background work (a download being
 * built, a password being derived) then runs in the time that the thread answering requests, and
 * the clients on the same machine, leave (decisions 041, 042). On Linux a nice value belongs to a
 * thread, set through its id (`/proc/thread-self` names it); elsewhere, or where it is not
 * allowed, the thread keeps the process's priority and competes on equal terms (piscina's own
 * `niceIncrement` calls nice(), which is the whole process's on macOS). Returns whether it was
 * set.
 */
export function lowestPriority(): boolean {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19)
    return true
  } catch {
    return false
  }
}
