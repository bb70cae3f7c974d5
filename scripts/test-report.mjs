// The slowest tests of the last run, read from the reports `npm test` asks vitest and Playwright
// to write (scripts/test.mjs); an absent report gives no rows.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

export const UNIT_REPORT = 'test-reports/unit.json'
export const E2E_REPORT = 'test-reports/e2e.json'

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)

/** [seconds, file] of the `count` slowest vitest files (their tests' time, setup included). */
export function slowestUnitFiles(count, file = UNIT_REPORT) {
  const report = read(file)
  if (!report) return []
  return report.testResults
    .map((f) => [(f.endTime - f.startTime) / 1000, relative(process.cwd(), f.name)])
    .sort((a, b) => b[0] - a[0])
    .slice(0, count)
}

/** [seconds, "file › title"] of the `count` slowest Playwright tests (every retry counted). */
export function slowestE2e(count, file = E2E_REPORT) {
  const report = read(file)
  if (!report) return []
  const rows = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        rows.push([
          test.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
          `${spec.file} › ${[...path, spec.title].join(' › ')}`,
        ])
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report.suites) walk(suite, [])
  return rows.sort((a, b) => b[0] - a[0]).slice(0, count)
}
