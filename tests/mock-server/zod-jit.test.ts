import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The standalone server checks every answer against the contract; zod compiles an object's
 * parser only if told so before the schema is made (issue 29: the list's answers). The portal
 * keeps its interpreted parsers (its CSP has no eval).
 */
const jitlessAfter = (imports: string[]) => {
  const code = `${imports.map((m) => `await import('${m}');`).join(' ')}
    const { z } = await import('./src/shared/contract/zod.ts');
    process.stdout.write(String(z.config().jitless))`
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  return run.stdout
}

describe('zod in the standalone server and in the portal', () => {
  it('the server sets its choice first, and the contract keeps it', () => {
    const firstImport = /^import\s+(?:.*from\s+)?'([^']+)'/m.exec(
      readFileSync('mock-server/standalone.ts', 'utf8'),
    )
    expect(firstImport?.[1]).toBe('./zod-jit')
    expect(
      jitlessAfter(['./mock-server/zod-jit.ts', './src/features/dashboard/services/contract.ts']),
    ).toBe('false')
  })

  it('the portal alone parses interpreted', () => {
    expect(jitlessAfter(['./src/features/dashboard/services/contract.ts'])).toBe('true')
  })
})
