/**
 * The downloads the mock builds, as jobs (issue 29, decision 042): what a handler asks for is
 * plain data (rows of cells, checkup records with the names their viewer may see), so the same
 * job runs in the thread that asks (the browser mock) or in a worker thread (node, see
 * worker-files.ts), where a workbook of 100,000 rows or a zip of 500 reports takes seconds
 * without holding the thread that answers requests. Runs in node and in the browser.
 */
import type { RecordOf } from '../feature'
import type { ReportFontLoader } from './report-font'
import { adminReport, checkupReport, couponReport, type CouponOf } from './checkup-report'
import { buildPdf } from './pdf'
import { buildXlsx, type XlsxCell, type XlsxOptions, type XlsxSheet } from './xlsx'
import { buildZip } from './zip'

type AdminCheckupRecord = RecordOf<'adminCheckups'>
type CheckupRecord = RecordOf<'checkups'>

/** A checkup's report under the name its viewer may see (site 48: masked, decision 007). */
export interface ReportOf {
  checkup: CheckupRecord
  name: string
}

/**
 * A worksheet whose rows may be made as they are used: a generator over a list of 100,000 rows
 * is walked a slice at a time when the rows go to a worker, so making them holds no request up.
 */
export interface XlsxSource extends Omit<XlsxSheet, 'rows'> {
  rows: Iterable<readonly XlsxCell[]>
}

/** What the handlers ask to be built; each answers the file's bytes. */
export interface FileMaker {
  /** a workbook, one worksheet per source (xlsx.ts) */
  xlsx(sheets: readonly XlsxSource[], options?: XlsxOptions): Promise<Uint8Array>
  /** one PDF of the checkups' reports, in order (the print view's temporary PDF) */
  checkupPdf(reports: readonly ReportOf[], createdAt: Date): Promise<Uint8Array>
  /** a zip of one PDF per checkup, named `checkup_<checkupNo>.pdf` (the PDF download) */
  checkupPdfZip(reports: readonly ReportOf[], createdAt: Date): Promise<Uint8Array>
  /** the PDF of an admin dashboard row */
  adminPdf(row: AdminCheckupRecord, createdAt: Date): Promise<Uint8Array>
  /** the PDF a coupon holder downloads (S2 §6) */
  couponPdf(coupon: CouponOf, createdAt: Date): Promise<Uint8Array>
}

/** The jobs with their inputs as they travel to a worker (structured clone: no functions). */
export type FileJob =
  | { kind: 'xlsx'; sheets: XlsxSheet[]; options: XlsxOptions }
  | { kind: 'checkupPdf'; reports: readonly ReportOf[]; createdAt: Date }
  | { kind: 'checkupPdfZip'; reports: readonly ReportOf[]; createdAt: Date }
  | { kind: 'adminPdf'; row: AdminCheckupRecord; createdAt: Date }
  | { kind: 'couponPdf'; coupon: CouponOf; createdAt: Date }

/** Builds a job's file; the reports' layouts (with their colour rules) are made here. */
export async function runFileJob(job: FileJob, reportFont: ReportFontLoader): Promise<Uint8Array> {
  switch (job.kind) {
    case 'xlsx':
      return buildXlsx(job.sheets, job.options)
    case 'checkupPdf':
      return buildPdf(
        job.reports.map((r) => checkupReport(r.checkup, r.name)),
        { font: await reportFont(), createdAt: job.createdAt },
      )
    case 'checkupPdfZip': {
      const font = await reportFont()
      const files = []
      for (const r of job.reports)
        files.push({
          name: `checkup_${r.checkup.checkupNo}.pdf`,
          data: await buildPdf([checkupReport(r.checkup, r.name)], {
            font,
            createdAt: job.createdAt,
          }),
        })
      return buildZip(files)
    }
    case 'adminPdf':
      return buildPdf([adminReport(job.row)], {
        font: await reportFont(),
        createdAt: job.createdAt,
      })
    case 'couponPdf':
      return buildPdf([couponReport(job.coupon)], {
        font: await reportFont(),
        createdAt: job.createdAt,
      })
  }
}

/**
 * The files built in the thread that asks: the browser mock (a service worker's tab has no
 * worker_threads) and wherever no other maker is given (`MockContext.files`).
 */
export function inThreadFiles(reportFont: ReportFontLoader): FileMaker {
  return {
    xlsx: (sheets, options = {}) =>
      runFileJob(
        { kind: 'xlsx', sheets: sheets.map((s) => ({ ...s, rows: [...s.rows] })), options },
        reportFont,
      ),
    checkupPdf: (reports, createdAt) =>
      runFileJob({ kind: 'checkupPdf', reports, createdAt }, reportFont),
    checkupPdfZip: (reports, createdAt) =>
      runFileJob({ kind: 'checkupPdfZip', reports, createdAt }, reportFont),
    adminPdf: (row, createdAt) => runFileJob({ kind: 'adminPdf', row, createdAt }, reportFont),
    couponPdf: (coupon, createdAt) =>
      runFileJob({ kind: 'couponPdf', coupon, createdAt }, reportFont),
  }
}

/** The maker a mock context gives, else the in-thread one. */
export const filesOf = (ctx: { files?: FileMaker; reportFont: ReportFontLoader }): FileMaker =>
  ctx.files ?? inThreadFiles(ctx.reportFont)
