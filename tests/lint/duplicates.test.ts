import { describe, it, expect } from 'vitest'
import { execFileSync } from 'node:child_process'

/**
 * Issue 49: the team's duplicate finder (`duplicates`, on every developer's PATH) reports at most
 * 20 pairs in `src/` that are not boilerplate. A pair is two places sharing six or more lines, the
 * same or of the same shape; where a second place needs what a first has, it is one piece
 * (docs/architecture.md). The operations of the contract stay declarations of one shape each.
 */

const MOST_PAIRS = 20

/** The finder's first line: how many pairs, and how many of them are boilerplate. */
const SUMMARY = /^(\d+) pairs of places .*?(\d+) of those marked boilerplate\)/

function findDuplicates(): string {
  try {
    return execFileSync('duplicates', ['--repo', 'src', '--most', '200', '--seconds', '300'], {
      encoding: 'utf8',
    })
  } catch (error) {
    throw new Error(`the duplicate finder did not run (is \`duplicates\` on the PATH?): ${error}`)
  }
}

describe('duplicate code in src/', { timeout: 320_000 }, () => {
  it(`has at most ${MOST_PAIRS} pairs that are not boilerplate`, () => {
    const report = findDuplicates()
    expect(report, 'the finder read every file').not.toMatch(/^incomplete:/m)
    if (report.startsWith('no duplicates')) return
    const rows = report.split('\n').filter((line) => /^D\d+ /.test(line))
    const summary = SUMMARY.exec(report)
    const [pairs, boilerplate] = summary ? [Number(summary[1]), Number(summary[2])] : [0, 0]
    expect(summary, report.slice(0, 300)).not.toBeNull()
    expect(rows, 'every pair is listed').toHaveLength(pairs)
    const notBoilerplate = rows.filter((row) => !row.includes(' boilerplate'))
    expect(notBoilerplate).toHaveLength(pairs - boilerplate)
    expect(notBoilerplate.length, notBoilerplate.join('\n')).toBeLessThanOrEqual(MOST_PAIRS)
  })
})
