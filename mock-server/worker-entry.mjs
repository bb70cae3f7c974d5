// A worker thread's entry: node cannot load TypeScript by itself, so this registers tsx's loader
// in the thread, then runs the module the thread was started for (`workerData.module`, a file URL).
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.module)
