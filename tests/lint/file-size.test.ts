import { describe, it, expect, beforeAll } from 'vitest'
import type { ESLint, Linter } from 'eslint'
import { createLinter, lintWith, ruleIds } from './lint-helpers'

/**
 * Issue 49: no source file of the portal or the mock over 450 lines (eslint's max-lines on src/
 * and mock-server/, tests aside); a longer file is split by concern. The grid's folder keeps its
 * own limit of 300.
 */

const RULE = 'max-lines'

/** a module of `lines` lines */
const moduleOf = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const line${i} = ${i}`).join('\n') + '\n'

let eslint: ESLint

const lint = (code: string, filePath: string): Promise<Linter.LintMessage[]> =>
  lintWith(eslint, code, filePath)

describe(`source files stay under 450 lines (${RULE})`, { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = createLinter()
  })

  it('refuses a file of 451 lines in src/ and mock-server/, allows one of 450', async () => {
    for (const file of [
      'src/features/employees/machines/long.ts',
      'src/shared/views/long.tsx',
      'src/app/long.ts',
      'mock-server/features/gift/long.ts',
      'mock-server/long.ts',
    ]) {
      const refused = await lint(moduleOf(451), file)
      expect(ruleIds(refused), file).toEqual([RULE])
      expect(refused[0]?.severity, file).toBe(2)
      expect(await lint(moduleOf(450), file), file).toEqual([])
    }
  })

  it("leaves tests to their length, and holds the grid's files to 300", async () => {
    expect(await lint(moduleOf(600), 'src/features/employees/machines/x.test.ts')).toEqual([])
    expect(await lint(moduleOf(600), 'mock-server/x.test.ts')).toEqual([])
    expect(
      ruleIds(await lint(moduleOf(301), 'src/shared/views/components/data-grid/x.tsx')),
    ).toEqual([RULE])
  })
})
