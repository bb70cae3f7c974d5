/**
 * The node mock's downloads, built on a worker thread (issue 29, decision 042): a workbook of
 * 100,000 rows takes seconds of exceljs and a zip of 500 reports seconds of pdf-lib; on the
 * thread that answers requests either held every other request (an `auth/me` waited 5.4 s behind
 * a customer-list export). Here the server's thread only makes the rows, a slice of a few
 * milliseconds at a time with other requests answered between slices, and the worker builds.
 *
 * One worker, one job at a time (the pool's queue, in order): a second large export waits for
 * the first instead of doubling the memory, and two cores are left to the server and the
 * builder. The worker starts with the first job (or `preload`), does not keep the process alive
 * when idle, and a crashed worker fails its job and is started again with the next one
 * (worker-pool.ts, decision 071). Node only: the browser mock builds in its own thread
 * (`inThreadFiles`).
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { workerPool } from '../worker-pool'
import type { XlsxCell, XlsxOptions, XlsxSheet } from './xlsx'
import type { FileJob, FileMaker, XlsxSource } from './file-jobs'

/** What the server's thread asks of the worker. */
export type FilesTask =
  | { kind: 'preload' }
  | Exclude<FileJob, { kind: 'xlsx' }>
  /**
   * a workbook: its sheets without their rows, which come over `rows` once the worker asks for
   * them (it posts 'ready' when the job's turn has come)
   */
  | { kind: 'xlsx'; sheets: Omit<XlsxSheet, 'rows'>[]; options: XlsxOptions; rows: MessagePort }

/** What the server's thread sends over a workbook's port. */
export type RowsMessage =
  | { type: 'rows'; sheet: number; rows: (readonly XlsxCell[])[] }
  /** the rows are all there: build it */
  | { type: 'end' }
  /** the rows could not be made: forget the workbook */
  | { type: 'drop' }

/** How long one slice of rows may hold the server's thread, and how many rows it takes at most. */
const SLICE_MS = 4
const SLICE_ROWS = 2_000

/** The worker's module (started through the node mock's worker entry, worker-pool.ts). */
const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'files-worker.ts')

export interface WorkerFiles extends FileMaker {
  /** starts the worker and loads exceljs, pdf-lib and the report font there */
  preload(): Promise<void>
  /** ends the worker (a job still running fails) */
  close(): Promise<void>
}

export function workerFiles(): WorkerFiles {
  const pool = workerPool<FilesTask, Uint8Array>(WORKER, { threads: 1, name: 'the file worker' })

  /** Sends a sheet's rows in slices, letting the server answer other requests between them. */
  async function sendRows(port: MessagePort, sheet: number, source: XlsxSource, on: () => boolean) {
    const rows = source.rows[Symbol.iterator]()
    // the job is gone (its worker stopped): no more rows
    while (on()) {
      const slice: (readonly XlsxCell[])[] = []
      const began = performance.now()
      let done = false
      for (;;) {
        const next = rows.next()
        if (next.done) {
          done = true
          break
        }
        slice.push(next.value)
        if (slice.length >= SLICE_ROWS || performance.now() - began >= SLICE_MS) break
      }
      if (slice.length > 0)
        port.postMessage({ type: 'rows', sheet, rows: slice } satisfies RowsMessage)
      if (done) return
      await nextTurn()
    }
  }

  /**
   * A workbook waits its turn in the pool's queue like any other job; when the worker takes it,
   * it asks for the rows over the job's port, and this thread sends them in slices.
   */
  async function xlsx(sheets: readonly XlsxSource[], options: XlsxOptions = {}) {
    const { port1: port, port2 } = new MessageChannel()
    const heads = sheets.map(({ rows: _rows, ...sheet }) => sheet)
    const built = pool.run({ kind: 'xlsx', sheets: heads, options, rows: port2 }, [port2])
    let ended = false
    const end = () => {
      ended = true
      port.close()
    }
    // a worker that stops while the rows are still sent ends the job before it is awaited
    void built.then(end, end)
    try {
      await Promise.race([new Promise((turn) => port.once('message', turn)), built])
      for (const [i, sheet] of sheets.entries()) await sendRows(port, i, sheet, () => !ended)
      port.postMessage({ type: 'end' } satisfies RowsMessage)
    } catch (error) {
      port.postMessage({ type: 'drop' } satisfies RowsMessage)
      throw error
    }
    return built
  }

  return {
    xlsx,
    checkupPdf: (reports, createdAt) => pool.run({ kind: 'checkupPdf', reports, createdAt }),
    checkupPdfZip: (reports, createdAt) => pool.run({ kind: 'checkupPdfZip', reports, createdAt }),
    adminPdf: (row, createdAt) => pool.run({ kind: 'adminPdf', row, createdAt }),
    couponPdf: (coupon, createdAt) => pool.run({ kind: 'couponPdf', coupon, createdAt }),
    preload: () => pool.run({ kind: 'preload' }).then(() => undefined),
    close: () => pool.close(),
  }
}
