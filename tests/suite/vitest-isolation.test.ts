import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * A file that replaces one of the portal's modules (`vi.mock`) is run in a module graph of its
 * own (the `isolated` project of vitest.config.ts): in the shared graph the replacement does not
 * take effect when another file of the same worker has loaded the module first, and the file
 * fails or passes by the order the files ran in (decision 047).
 */
const REPLACES_A_MODULE = /\bvi\.(do)?[mM]ock\(/
const isIsolated = (path: string) => /\.isolated\.test\.tsx?$/.test(path)

const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)

describe('test files that replace a module', () => {
  it('tells a replacement from a mention', () => {
    expect(REPLACES_A_MODULE.test("vi.mock('../fields', async () => ({}))")).toBe(true)
    expect(REPLACES_A_MODULE.test('vi.doMock("x")')).toBe(true)
    expect(REPLACES_A_MODULE.test('const fn = vi.fn()')).toBe(false)
  })

  it('each runs in a module graph of its own', () => {
    const mocking = testFiles.filter(
      (path) =>
        path !== 'tests/suite/vitest-isolation.test.ts' &&
        REPLACES_A_MODULE.test(readFileSync(path, 'utf8')),
    )
    expect(mocking.length).toBeGreaterThan(0)
    expect(mocking.filter((path) => !isIsolated(path))).toEqual([])
  })
})
