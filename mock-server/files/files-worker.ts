/**
 * The task of the worker thread that builds the downloads of the node mock (worker-files.ts):
 * one job at a time, a workbook's rows in slices over its port as they come, answering the
 * file's bytes (transferred, not copied); an error fails the job. Started through
 * worker-entry.mjs by the pool (worker-pool.ts).
 */
import type { MessagePort } from 'node:worker_threads'
import { lowestPriority, transferred } from '../worker-pool'
import type { XlsxCell, XlsxSheet } from './xlsx'
import { preloadXlsx } from './xlsx'
import { preloadPdf } from './pdf'
import { nodeReportFont } from './report-font-node'
import { runFileJob } from './file-jobs'
import type { FilesTask, RowsMessage } from './worker-files'

// on two cores a build takes one: the thread that answers requests (and the clients on the same
// machine) should win whenever both want it
lowestPriority()

/** A workbook's rows as they come over its port; rejects when the server's thread drops them. */
function receiveRows(sheets: Omit<XlsxSheet, 'rows'>[], port: MessagePort): Promise<XlsxSheet[]> {
  return new Promise((resolve, reject) => {
    const rows: (readonly XlsxCell[])[][] = sheets.map(() => [])
    port.on('message', (message: RowsMessage) => {
      switch (message.type) {
        case 'rows':
          for (const row of message.rows) rows[message.sheet]!.push(row)
          return
        case 'end':
          port.close()
          return resolve(sheets.map((s, i) => ({ ...s, rows: rows[i]! })))
        case 'drop':
          port.close()
          return reject(new Error('the rows could not be made'))
      }
    })
    port.on('close', () => reject(new Error('the rows stopped coming')))
    port.postMessage('ready')
  })
}

async function build(task: FilesTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'preload':
      await Promise.all([preloadXlsx(), nodeReportFont().then(preloadPdf)])
      return new Uint8Array(0)
    case 'xlsx': {
      const sheets = await receiveRows(task.sheets, task.rows)
      return runFileJob({ kind: 'xlsx', sheets, options: task.options }, nodeReportFont)
    }
    default:
      return runFileJob(task, nodeReportFont)
  }
}

export default async (task: FilesTask): Promise<Uint8Array> => transferred(await build(task))
