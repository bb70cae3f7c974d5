import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** What a fresh node process in `zone` prints for `code` run after the server's entry imports. */
function inProcess(zone: string, code: string): string {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `await import('./mock-server/korea-time.ts');${code}`,
    ],
    { env: { ...process.env, TZ: zone }, encoding: 'utf8' },
  )
  expect(run.stderr).toBe('')
  return run.stdout.trim()
}

describe("the mock's calendar is Korea's (decision 077)", () => {
  it('in a UTC process, 15:30 UTC on 30 November is already 1 December', () => {
    expect(inProcess('UTC', "console.log(new Date('2026-11-30T15:30:00Z').toDateString())")).toBe(
      'Tue Dec 01 2026',
    )
  })

  it('and midnight is Korea midnight', () => {
    expect(inProcess('America/New_York', 'console.log(new Date(2026, 11, 1).toISOString())')).toBe(
      '2026-11-30T15:00:00.000Z',
    )
  })

  it('the standalone server imports it before any module that makes a date', async () => {
    const { readFileSync } = await import('node:fs')
    const imports = readFileSync('mock-server/standalone.ts', 'utf8').match(/^import .*$/gm)
    // zod's setting comes first (zod-jit.test.ts); it makes no date
    expect(imports?.slice(0, 2)).toEqual(["import './zod-jit'", "import './korea-time'"])
  })
})
