import { describe, it, expect, beforeAll } from 'vitest'
import type { ESLint, Linter } from 'eslint'
import { createLinter, lintWith, ruleIds } from './lint-helpers'

/**
 * Issue 49, machines the type checker can vouch for: a machine asserts nothing about its context
 * with `!` (@typescript-eslint/no-non-null-assertion in the machine folders of eslint.config.js);
 * a named type-guard guard, assertEvent or present() says what the state guarantees instead.
 * Tests and the other layers keep the assertion.
 */

const RULE = '@typescript-eslint/no-non-null-assertion'

/** a machine helper reading a nullable context field with `!` */
const ASSERTING =
  'interface Context {\n  employee: { employeeId: string } | null\n}\n\n' +
  'export const employeeIdOf = (context: Context): string => context.employee!.employeeId\n'

let eslint: ESLint

const lint = (filePath: string): Promise<Linter.LintMessage[]> =>
  lintWith(eslint, ASSERTING, filePath)

describe(`the machine folders refuse \`!\` (${RULE})`, { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = createLinter()
  })

  it("refuses `context.x!` in a feature's machine and in src/shared/machines", async () => {
    for (const file of [
      'src/features/employees/machines/bad.ts',
      'src/features/purchase/machines/nested/bad.ts',
      'src/shared/machines/bad.ts',
    ]) {
      const messages = await lint(file)
      expect(ruleIds(messages), file).toEqual([RULE])
      expect(messages[0]?.severity, file).toBe(2)
    }
  })

  it("allows it outside the machine folders, and in a machine's tests", async () => {
    for (const file of [
      'src/features/employees/domain/ok.ts',
      'src/features/employees/views/ok.ts',
      'src/shared/domain/ok.ts',
      'src/app/ok.ts',
      'mock-server/ok.ts',
      'src/features/employees/machines/employees-machine.test.ts',
      'src/shared/machines/ok.test.ts',
    ]) {
      expect(await lint(file), file).toEqual([])
    }
  })
})
