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
