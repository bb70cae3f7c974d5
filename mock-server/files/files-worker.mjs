// The file worker's entry (worker-files.ts): node cannot load TypeScript by itself, so this
// registers tsx's loader in the worker's thread, then runs files-worker.ts.
import { register } from 'tsx/esm/api'

register()
await import('./files-worker.ts')
