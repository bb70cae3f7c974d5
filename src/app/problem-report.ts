import type { Journal, JournalEntry } from '../shared/machines/journal'
import type { CallRecord } from '../shared/services/http-client'

/**
 * A problem report (issue 30): what a developer needs to see a QA tester's problem, as one file
 * the inspector loads (it reads `version` and `entries` as an exported journal): the journal, the
 * calls made with the server's request ids (to find them in the server's log) and the QA
 * scenarios that shaped their answers. Development and `npm start` builds only.
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
}

/** The calls of this tab, the newest `limit`. */
export function createCallLog(limit: number) {
  let calls: CallRecord[] = []
  return {
    record(call: CallRecord) {
      calls = [...calls.slice(calls.length >= limit ? calls.length - limit + 1 : 0), call]
    },
    entries: (): readonly CallRecord[] => calls,
  }
}

export function problemReport(input: {
  journal: Journal
  calls: readonly CallRecord[]
  at: Date
  page: string
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
  }
}

/** The report's file name: `problem-report-20261127-153000.json` (local time). */
export function problemReportFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `problem-report-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}.json`
}
