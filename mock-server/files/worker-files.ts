/**
 * The node mock's downloads, built on a worker thread (issue 29, decision 042): a workbook of
 * 100,000 rows takes seconds of exceljs and a zip of 500 reports seconds of pdf-lib; on the
 * thread that answers requests either held every other request (an `auth/me` waited 5.4 s behind
 * a customer-list export). Here the server's thread only makes the rows, a slice of a few
 * milliseconds at a time with other requests answered between slices, and the worker builds.
 *
 * One worker, one job at a time (the jobs queue in order): a second large export waits for the
 * first instead of doubling the memory, and two cores are left to the server and the builder.
 * The worker starts with the first job (or `preload`), does not keep the process alive when idle,
 * and a crashed worker fails its job and is started again with the next one. Node only: the
 * browser mock builds in its own thread (`inThreadFiles`).
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Worker } from 'node:worker_threads'
import { startWorker } from '../threads'
import type { XlsxCell, XlsxOptions, XlsxSheet } from './xlsx'
import type { FileJob, FileMaker, XlsxSource } from './file-jobs'

/** What the server's thread sends the worker. */
export type ToWorker =
  | { type: 'preload'; id: number }
  | { type: 'job'; id: number; job: Exclude<FileJob, { kind: 'xlsx' }> }
  /** a workbook begins: its sheets without their rows */
  | { type: 'xlsx'; id: number; sheets: Omit<XlsxSheet, 'rows'>[] }
  | { type: 'rows'; id: number; sheet: number; rows: (readonly XlsxCell[])[] }
  /** the workbook's rows are all there: build it */
  | { type: 'end'; id: number; options: XlsxOptions }
  /** the rows could not be made: forget the workbook */
  | { type: 'drop'; id: number }

/** What the worker answers: the file (its buffer transferred) or why it failed. */
export type FromWorker = { id: number; bytes: Uint8Array } | { id: number; error: string }

/** How long one slice of rows may hold the server's thread, and how many rows it takes at most. */
const SLICE_MS = 4
const SLICE_ROWS = 2_000

/** The worker's module (started through the node mock's worker entry, threads.ts). */
const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'files-worker.ts')

export interface WorkerFiles extends FileMaker {
  /** starts the worker and loads exceljs, pdf-lib and the report font there */
  preload(): Promise<void>
  /** ends the worker (a job still running fails) */
  close(): Promise<void>
}

export function workerFiles(): WorkerFiles {
  let worker: Worker | null = null
  let lastId = 0
  const waiting = new Map<
    number,
    { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
  >()
  let queue: Promise<unknown> = Promise.resolve()

  function start(): Worker {
    const w = startWorker(WORKER)
    w.unref()
    w.on('message', (message: FromWorker) => {
      const job = waiting.get(message.id)
      if (!job) return
      waiting.delete(message.id)
      if ('error' in message) job.reject(new Error(message.error))
      else job.resolve(message.bytes)
    })
    const fail = (error: Error) => {
      if (worker === w) worker = null
      for (const job of waiting.values()) job.reject(error)
      waiting.clear()
    }
    w.on('error', fail)
    w.on('exit', (code) => fail(new Error(`the file worker stopped (exit code ${code})`)))
    return w
  }

  /** Runs a job after those before it; `send` hands it to the worker. */
  function run(send: (w: Worker, id: number) => Promise<void> | void): Promise<Uint8Array> {
    const job = queue.then(async () => {
      const w = (worker ??= start())
      const id = ++lastId
      const built = new Promise<Uint8Array>((resolve, reject) =>
        waiting.set(id, { resolve, reject }),
      )
      // a worker that stops while the rows are still sent fails the job before it is awaited
      built.catch(() => undefined)
      // the worker keeps the process alive only while it builds
      w.ref()
      try {
        try {
          await send(w, id)
        } catch (error) {
          waiting.delete(id)
          w.postMessage({ type: 'drop', id } satisfies ToWorker)
          throw error
        }
        return await built
      } finally {
        if (waiting.size === 0) w.unref()
      }
    })
    queue = job.catch(() => undefined)
    return job
  }

  const post = (w: Worker, message: ToWorker) => w.postMessage(message)

  /** Sends a sheet's rows in slices, letting the server answer other requests between them. */
  async function sendRows(w: Worker, id: number, sheet: number, source: XlsxSource) {
    const rows = source.rows[Symbol.iterator]()
    // the job is gone (its worker stopped): no more rows
    while (waiting.has(id)) {
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
      if (slice.length > 0) post(w, { type: 'rows', id, sheet, rows: slice })
      if (done) return
      await nextTurn()
    }
  }

  return {
    xlsx: (sheets, options = {}) =>
      run(async (w, id) => {
        post(w, { type: 'xlsx', id, sheets: sheets.map(({ rows: _rows, ...sheet }) => sheet) })
        for (const [i, sheet] of sheets.entries()) await sendRows(w, id, i, sheet)
        post(w, { type: 'end', id, options })
      }),
    checkupPdf: (reports, createdAt) =>
      run((w, id) => post(w, { type: 'job', id, job: { kind: 'checkupPdf', reports, createdAt } })),
    checkupPdfZip: (reports, createdAt) =>
      run((w, id) =>
        post(w, { type: 'job', id, job: { kind: 'checkupPdfZip', reports, createdAt } }),
      ),
    adminPdf: (row, createdAt) =>
      run((w, id) => post(w, { type: 'job', id, job: { kind: 'adminPdf', row, createdAt } })),
    couponPdf: (coupon, createdAt) =>
      run((w, id) => post(w, { type: 'job', id, job: { kind: 'couponPdf', coupon, createdAt } })),
    preload: () => run((w, id) => post(w, { type: 'preload', id })).then(() => undefined),
    close: async () => {
      const w = worker
      worker = null
      if (w) await w.terminate()
    },
  }
}
