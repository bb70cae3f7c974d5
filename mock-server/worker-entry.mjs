// The entry of every worker thread of the node mock's pools (worker-pool.ts): node cannot load
// TypeScript by itself, so this registers tsx's loader in the thread, then loads the module the
// pool was made for (`workerData.module`, a path) and hands piscina its default export, the task.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { default: task } = await import(workerData.module)
export default task
