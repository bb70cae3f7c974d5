import { describe, it, expect, beforeAll } from 'vitest'
import type { ESLint, Linter } from 'eslint'
import { createLinter, lintWith, ruleIds } from './lint-helpers'

/**
 * Issue 49, no cast through unknown: `x as unknown as T` vouches for nothing the type checker can
 * see, so src/ and mock-server/ refuse it (no-restricted-syntax in eslint.config.js); a type
 * guard, a value typed where it is made or a plain `as` the checker can compare says it instead.
 * Tests keep it (a fake that stands in for a larger type).
 */

const RULE = 'no-restricted-syntax'

/** a function casting its argument through unknown */
const DOUBLE_CAST = 'export const asNumber = (x: string): number => x as unknown as number\n'

/** a plain cast and a cast to unknown alone: neither is the double cast */
const SINGLE_CASTS =
  "export const widened = (x: 'a' | 'b'): string => x as string\n\n" +
  'export const opaque = (x: string): unknown => x as unknown\n'

let eslint: ESLint

const lint = (code: string, filePath: string): Promise<Linter.LintMessage[]> =>
  lintWith(eslint, code, filePath)

describe(`src/ and mock-server/ refuse \`as unknown as\` (${RULE})`, { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = createLinter()
  })

  it('refuses it in src/ and mock-server/', async () => {
    for (const file of [
      'src/shared/domain/bad.ts',
      'src/shared/views/bad.tsx',
      'src/features/employees/machines/bad.ts',
      'src/app/bad.ts',
      'mock-server/bad.ts',
      'mock-server/files/bad.ts',
    ]) {
      const messages = await lint(DOUBLE_CAST, file)
      expect(ruleIds(messages), file).toEqual([RULE])
      expect(messages[0]?.severity, file).toBe(2)
      expect(messages[0]?.message, file).toContain('issue 49')
    }
  })

  it('allows a single cast there', async () => {
    for (const file of ['src/shared/domain/ok.ts', 'mock-server/ok.ts']) {
      expect(await lint(SINGLE_CASTS, file), file).toEqual([])
    }
  })

  it('allows it in a test file', async () => {
    for (const file of [
      'src/shared/domain/ok.test.ts',
      'src/shared/views/ok.test.tsx',
      'mock-server/ok.test.ts',
      'tests/lint/ok.test.ts',
    ]) {
      expect(await lint(DOUBLE_CAST, file), file).toEqual([])
    }
  })
})
