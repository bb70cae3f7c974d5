import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DeriveJob } from './derive-worker'
import type { Derive } from './passwords-scrypt'
import { workerPool } from './worker-pool'

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
 * alive only while it derives (worker-pool.ts).
 */
export function deriveWorkers(threads: number): DeriveWorkers {
  const pool = workerPool<DeriveJob, Uint8Array>(WORKER, {
    threads,
    name: 'the password threads',
  })
  return {
    derive: async (password, salt, n, r, p) => {
      const key = await pool.run({ password, salt, n, r, p })
      return Buffer.from(key.buffer, key.byteOffset, key.byteLength)
    },
    close: () => pool.close(),
  }
}
