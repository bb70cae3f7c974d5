/**
 * The worker thread that builds the downloads of the node mock (worker-files.ts): it takes one
 * job at a time, a workbook's rows in slices as they come, and answers the file's bytes
 * (transferred, not copied) or the error's message. Started through worker-entry.mjs.
 */
import { parentPort } from 'node:worker_threads'
import { lowestPriority } from '../worker-pool'
import type { XlsxCell, XlsxSheet } from './xlsx'
import { preloadXlsx } from './xlsx'
import { preloadPdf } from './pdf'
import { nodeReportFont } from './report-font-node'
import { runFileJob, type FileJob } from './file-jobs'
import type { ToWorker } from './worker-files'

const port = parentPort!

// on two cores a build takes one: the thread that answers requests (and the clients on the same
// machine) should win whenever both want it
lowestPriority()

/** The workbooks whose rows are still coming, by job id. */
const pending = new Map<number, { sheets: XlsxSheet[]; rows: (readonly XlsxCell[])[][] }>()

async function answer(id: number, build: () => Promise<Uint8Array>) {
  try {
    const bytes = await build()
    port.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer])
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'preload':
      void answer(message.id, async () => {
        await Promise.all([preloadXlsx(), nodeReportFont().then(preloadPdf)])
        return new Uint8Array(0)
      })
      return
    case 'job':
      void answer(message.id, () => runFileJob(message.job, nodeReportFont))
      return
    case 'xlsx':
      pending.set(message.id, {
        sheets: message.sheets.map((s) => ({ ...s, rows: [] })),
        rows: message.sheets.map(() => []),
      })
      return
    case 'rows': {
      const rows = pending.get(message.id)?.rows[message.sheet]
      if (rows) for (const row of message.rows) rows.push(row)
      return
    }
    case 'drop':
      pending.delete(message.id)
      return
    case 'end': {
      const job = pending.get(message.id)
      pending.delete(message.id)
      if (!job) return
      const built: FileJob = {
        kind: 'xlsx',
        sheets: job.sheets.map((s, i) => ({ ...s, rows: job.rows[i]! })),
        options: message.options,
      }
      void answer(message.id, () => runFileJob(built, nodeReportFont))
      return
    }
  }
})
