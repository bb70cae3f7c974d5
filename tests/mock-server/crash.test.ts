import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { crashRound, freePort } from '../../scripts/server-bench/crash-round'

/**
 * Decision 016: a change is fsync'd before its answer, so a kill -9 in the middle of concurrent
 * writers loses no acknowledged write and leaves a file that loads (`npm run bench:server` runs
 * ten rounds of twenty writers).
 */
describe('kill -9 during concurrent writers', () => {
  it('loses no acknowledged write and the file loads, round after round', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-crash-'))
    try {
      for (let round = 1; round <= 2; round++) {
        const result = await crashRound({
          port: await freePort(),
          dataFile: join(dir, 'db.jsonl'),
          writers: 8,
          round,
          maxMs: 1200,
        })
        expect(result.loadError).toBeNull()
        expect(result.acknowledged).toBeGreaterThan(0)
        expect(result.lost).toEqual([])
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
