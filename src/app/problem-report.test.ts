import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { createJournal } from '../shared/machines/journal'
import { parseJournalFile, reportedCalls } from '../features/shell/views/inspector/replay'
import { createCallLog } from './call-log'
import { problemReport, problemReportFileName, saveProblemReport } from './problem-report'

const call = (n: number, scenario: string | null = null, active: string | null = null) => ({
  at: new Date(Date.UTC(2026, 10, 27, 6, 0, n)).toISOString(),
  operation: 'productList',
  status: scenario ? 401 : 200,
  requestId: `r${n}`,
  scenario,
  active,
})

describe('the problem report (issue 30)', () => {
  it('holds the journal, the calls and the scenarios met, as a file the inspector loads', () => {
    const journal = createJournal({ limit: 10, capture: 'events' })
    createActor(createMachine({ id: 'm', initial: 'a', states: { a: {} } }), {
      inspect: journal.inspect,
    }).start()
    const calls = [
      call(1),
      call(2, 's3', 's3 productList 401 x1'),
      call(3, 's3', 's3 productList 401'),
      call(4, 's1', 's1 productList 401, s4 make 405 @fc0001'),
      call(5, null, 's4 make 405 @fc0001, s5 * +2000ms'),
    ]
    const report = problemReport({ journal, calls, at: new Date(0), page: '/v2/dashboard' })
    expect(report).toMatchObject({ version: 1, kind: 'problem-report', page: '/v2/dashboard' })
    expect(report.scenarios).toEqual(['s3', 's1'])
    // what was switched on when the newest call was answered, met or not
    expect(report.activeScenarios).toEqual(['s4 make 405 @fc0001', 's5 * +2000ms'])
    expect(
      problemReport({ journal, calls: [call(1)], at: new Date(0), page: '/' }).activeScenarios,
    ).toEqual([])
    const text = JSON.stringify(report)
    expect(parseJournalFile(text)).toHaveLength(journal.entries().length)
    expect(reportedCalls(text)).toEqual(calls)
  })

  it('keeps the newest `limit` calls (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 60 }), (limit, n) => {
        const log = createCallLog(limit)
        for (let i = 0; i < n; i++) log.record(call(i))
        const kept = log.entries().map((c) => c.requestId)
        const from = Math.max(0, n - limit)
        expect(kept).toEqual(Array.from({ length: n - from }, (_, i) => `r${from + i}`))
      }),
    )
  })

  it('is named by its local time, and so is its HAR beside it', () => {
    expect(problemReportFileName(new Date(2026, 10, 27, 9, 5, 7))).toBe(
      'problem-report-20261127-090507.json',
    )
    expect(problemReportFileName(new Date(2026, 10, 27, 9, 5, 7), 'har')).toBe(
      'problem-report-20261127-090507.har',
    )
  })

  it('carries the HAR of the calls and names the file written beside it (issue 50)', () => {
    const journal = createJournal({ limit: 10, capture: 'events' })
    const at = new Date(2026, 10, 27, 9, 5, 7)
    const har = {
      log: { version: '1.2' as const, creator: { name: 'test', version: '1' }, entries: [] },
    }
    const saved: { fileName: string; text: Promise<string> }[] = []
    saveProblemReport({
      journal,
      calls: [call(1)],
      at,
      page: '/v2/dashboard',
      har,
      save: (file) => saved.push({ fileName: file.fileName, text: file.blob.text() }),
    })
    expect(saved.map((f) => f.fileName)).toEqual([
      'problem-report-20261127-090507.json',
      'problem-report-20261127-090507.har',
    ])
    expect(problemReport({ journal, calls: [], at, page: '/', har })).toMatchObject({
      harFile: 'problem-report-20261127-090507.har',
      har,
    })
    // a build without a recorder: the report alone, as before
    const alone: string[] = []
    saveProblemReport({
      journal,
      calls: [],
      at,
      page: '/',
      har: null,
      save: (f) => alone.push(f.fileName),
    })
    expect(alone).toEqual(['problem-report-20261127-090507.json'])
  })

  it('lists no calls for a journal exported on its own, or for what is not JSON', () => {
    expect(reportedCalls(JSON.stringify({ version: 1, entries: [] }))).toEqual([])
    expect(reportedCalls('not json')).toEqual([])
  })
})
