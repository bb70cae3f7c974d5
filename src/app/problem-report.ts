import type { HarLog } from '../shared/domain/har'
import type { Journal, JournalEntry } from '../shared/machines/journal'
import type { CallRecord, DownloadedFile } from '../shared/services/http-client'

/**
 * A problem report (issue 30): what a developer needs to see a QA tester's problem, as one file
 * the inspector loads (it reads `version` and `entries` as an exported journal): the journal, the
 * calls made with the server's request ids (to find them in the server's log) and the QA
 * scenarios that shaped their answers, and every exchange as HAR 1.2 (issue 50, decision 069),
 * carried in the report and written beside it as `.har` for the tools that read HAR. Development
 * and `npm start` builds only; fetched when a report is made (the call log is `call-log.ts`).
 */
export interface ProblemReport {
  version: 1
  kind: 'problem-report'
  at: string
  /** the page the report was made on (its path: no query, which may hold a code) */
  page: string
  entries: readonly JournalEntry[]
  calls: readonly CallRecord[]
  /** the scenarios that shaped any of the calls, in the order first met */
  scenarios: string[]
  /**
   * the scenarios active for the tester when the newest call was answered, met or not, as the mock
   * describes them (`s3 make 405 x2 @fc0001`); empty when none was or the server is the real one
   */
  activeScenarios: string[]
  /** the file written beside the report with the same HAR (`problem-report-….har`) */
  harFile?: string
  /** the calls' requests and answers, redacted (`redactHarEntry`), as in `harFile` */
  har?: HarLog
}

export function problemReport(input: {
  journal: Journal
  calls: readonly CallRecord[]
  at: Date
  page: string
  /** the HAR recorder's log, when the build keeps one */
  har?: HarLog | null
}): ProblemReport {
  return {
    version: 1,
    kind: 'problem-report',
    at: input.at.toISOString(),
    page: input.page,
    entries: input.journal.entries(),
    calls: input.calls,
    scenarios: [...new Set(input.calls.flatMap((c) => (c.scenario ? [c.scenario] : [])))],
    activeScenarios: input.calls.at(-1)?.active?.split(', ') ?? [],
    ...(input.har ? { harFile: problemReportFileName(input.at, 'har'), har: input.har } : {}),
  }
}

/**
 * The report's file name, `problem-report-20261127-153000.json` (local time), or its HAR's beside
 * it (`.har`).
 */
export function problemReportFileName(at: Date, kind: 'json' | 'har' = 'json'): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `problem-report-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}.${kind}`
}

const asJson = (value: unknown) =>
  new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' })

/** Saves the report, then its HAR beside it when there is one. */
export function saveProblemReport(
  input: Parameters<typeof problemReport>[0] & { save: (file: DownloadedFile) => void },
): void {
  const report = problemReport(input)
  input.save({ blob: asJson(report), fileName: problemReportFileName(input.at) })
  if (report.har) input.save({ blob: asJson(report.har), fileName: report.harFile! })
}
