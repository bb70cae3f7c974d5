import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * The entry of every worker thread of the node mock: a JavaScript module that registers tsx's
 * loader in the thread, then loads the TypeScript module it is given. A path, not
 * `new URL(file, import.meta.url)`, which a bundler or a test environment with a DOM turns into an
 * asset's URL.
 */
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'worker-entry.mjs')

/**
 * A worker thread running the TypeScript module at `path` (absolute). No inherited
 * `--import tsx`: the entry registers it once.
 */
export const startWorker = (path: string): Worker =>
  new Worker(ENTRY, { execArgv: [], workerData: { module: pathToFileURL(path).href } })

/**
 * Gives the calling thread the lowest CPU priority (nice 19): background work (a download being
 * built, a password being derived) then runs in the time that the thread answering requests, and
 * the clients on the same machine, leave (decisions 041, 042). On Linux a nice value belongs to a
 * thread, set through its id (`/proc/thread-self` names it); elsewhere, or where it is not
 * allowed, the thread keeps the process's priority and competes on equal terms. Returns whether
 * it was set.
 */
export function lowestPriority(): boolean {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19)
    return true
  } catch {
    return false
  }
}
