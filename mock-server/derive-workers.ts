import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Worker } from 'node:worker_threads'
import type { DeriveAnswer, DeriveJob } from './derive-worker'
import type { Derive } from './passwords-scrypt'
import { startWorker } from './threads'

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'derive-worker.ts')

export interface DeriveWorkers {
  /** one scrypt derivation on a thread of the pool (waits for a free one) */
  derive: Derive
  /** ends the threads (a derivation still running fails) */
  close(): Promise<void>
}

/**
 * scrypt derivations on `threads` worker threads of the lowest CPU priority (decision 041): the
 * standalone server derives a flooding address's checks here instead of on libuv's pool, whose
 * threads run at the process's priority and so took the cores from the thread answering requests
 * during a flood of wrong passwords. A thread is started when first needed and keeps the process
 * alive only while it derives.
 */
export function deriveWorkers(threads: number): DeriveWorkers {
  const idle: Worker[] = []
  const all = new Set<Worker>()
  const waitingForThread: ((w: Worker) => void)[] = []
  const running = new Map<Worker, (answer: DeriveAnswer) => void>()

  function start(): Worker {
    const w = startWorker(WORKER)
    all.add(w)
    w.on('message', (answer: DeriveAnswer) => running.get(w)?.(answer))
    const gone = (reason: string) => {
      all.delete(w)
      const at = idle.indexOf(w)
      if (at >= 0) idle.splice(at, 1)
      running.get(w)?.({ error: reason })
    }
    w.on('error', (error) => gone(error.message))
    w.on('exit', (code) => gone(`the password thread stopped (exit code ${code})`))
    return w
  }

  function thread(): Promise<Worker> {
    const w = idle.pop() ?? (all.size < threads ? start() : null)
    return w ? Promise.resolve(w) : new Promise((resolve) => waitingForThread.push(resolve))
  }

  function release(w: Worker) {
    if (!all.has(w)) {
      // a thread that stopped is replaced for whoever waits
      if (waitingForThread.length > 0) waitingForThread.shift()!(start())
      return
    }
    const next = waitingForThread.shift()
    if (next) return next(w)
    w.unref()
    idle.push(w)
  }

  const derive: Derive = async (password, salt, n, r, p) => {
    const w = await thread()
    w.ref()
    try {
      const answer = await new Promise<DeriveAnswer>((resolve) => {
        running.set(w, resolve)
        w.postMessage({ password, salt, n, r, p } satisfies DeriveJob)
      })
      if ('error' in answer) throw new Error(answer.error)
      return Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength)
    } finally {
      running.delete(w)
      release(w)
    }
  }

  return {
    derive,
    async close() {
      const stopping = [...all].map((w) => w.terminate())
      all.clear()
      idle.length = 0
      await Promise.all(stopping)
    },
  }
}
