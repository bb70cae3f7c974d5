import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The settings are checked when the portal is built (vite.config.ts), not in the browser. */
describe('the build checks the settings', () => {
  it('stops on a bad value and names it, before building anything', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'env-check-'))
    try {
      const run = spawnSync(
        'npx',
        ['vite', 'build', '--mode', 'embedded', '--outDir', outDir, '--logLevel', 'error'],
        {
          env: {
            ...process.env,
            VITE_API_BASE_URL: 'ftp://files.example',
            VITE_SUPPORT_PHONE: '1588 0000',
          },
          encoding: 'utf8',
        },
      )
      expect(run.status).not.toBe(0)
      expect(run.stderr).toContain('Invalid environment:')
      expect(run.stderr).toContain('VITE_API_BASE_URL: must be empty or an http(s) URL')
      expect(run.stderr).toContain('VITE_SUPPORT_PHONE')
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
