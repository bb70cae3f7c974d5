import { describe, it, expect, beforeAll } from 'vitest'
import type { ESLint } from 'eslint'
import { createLinter, lintWith, ruleIds } from './lint-helpers'

/**
 * A test's wait names its limit: vi.waitFor and vi.waitUntil give up after one second by
 * default, which a loaded machine exceeds (docs/testing.md: a test waits on a state, never on a
 * default limit).
 * eslint's no-restricted-syntax refuses the call without options in every test file.
 */

const RULE = 'no-restricted-syntax'

const DEFAULT_WAITS = [
  'await vi.waitFor(() => expect(log()).toContain("x"))',
  'await vi.waitUntil(() => done())',
]
const NAMED_LIMITS = [
  'await vi.waitFor(() => expect(log()).toContain("x"), { timeout: 30_000 })',
  'await vi.waitUntil(() => done(), { timeout: 30_000, interval: 50 })',
]

const program = (line: string) =>
  "import { vi, expect } from 'vitest'\nexport { expect }\n" +
  'export declare const log: () => string\n' +
  'export declare const done: () => boolean\n' +
  `export async function wait() {\n  ${line}\n}\n`

let eslint: ESLint

describe(`a test's wait names its limit (${RULE})`, { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = createLinter()
  })

  it('refuses vi.waitFor and vi.waitUntil on their default limit in any test file', async () => {
    for (const file of [
      'tests/views/bad.test.tsx',
      'tests/mock-server/bad.test.ts',
      'src/shared/services/bad.test.ts',
      'mock-server/bad.test.ts',
    ])
      for (const line of DEFAULT_WAITS) {
        const messages = await lintWith(eslint, program(line), file)
        expect(ruleIds(messages), `${file}: ${line}`).toEqual([RULE])
        expect(messages[0]?.message).toContain('{ timeout: 30_000 }')
      }
  })

  it('allows a wait that names its limit', async () => {
    for (const line of NAMED_LIMITS)
      expect(await lintWith(eslint, program(line), 'tests/views/ok.test.tsx'), line).toEqual([])
  })
})
