import { scryptSync } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deriveWorkers, type DeriveWorkers } from '../../mock-server/derive-workers'
import { KEY_LENGTH, scryptOptions } from '../../mock-server/passwords-scrypt'

/**
 * Decision 041: the standalone server derives password keys on worker threads of the lowest CPU
 * priority, so a flood of wrong passwords runs in the time the thread answering requests leaves.
 * The keys are scrypt's own, whichever thread made them.
 */
let pool: DeriveWorkers | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

/**
 * The nice value of each thread of this process (Linux: field 19 of its stat line); a thread that
 * ended between the listing and the reading (a closed pool's, still going) is not counted.
 */
function niceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    const stat = statOf(tid)
    // the fields after the command's closing parenthesis, the state being the first of them
    return stat === null ? [] : [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])]
  })
}

/** a thread's stat line, or null once the thread has ended */
function statOf(tid: string): string | null {
  try {
    return readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw e
  }
}

const cheap = { n: 1024, r: 8, p: 1 }

describe('password keys derived on worker threads', () => {
  it('are the keys scrypt derives (property)', async () => {
    pool = deriveWorkers(2)
    const { derive } = pool
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        async (password, bytes) => {
          const salt = Buffer.from(bytes)
          const key = await derive(password, salt, cheap.n, cheap.r, cheap.p)
          expect(
            key.equals(scryptSync(password, salt, KEY_LENGTH, scryptOptions(1024, 8, 1))),
          ).toBe(true)
        },
      ),
      { numRuns: 30 },
    )
  })

  it('run on at most the threads asked for, each at the lowest priority', async () => {
    const before = niceValues().filter((nice) => nice === 19).length
    pool = deriveWorkers(2)
    const { derive } = pool
    const salt = Buffer.alloc(16, 7)
    // six at once: two threads, the others wait their turn; each gets its own key
    const keys = await Promise.all(
      Array.from({ length: 6 }, (_, i) => derive(`password${i}`, salt, 4096, 8, 1)),
    )
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(6)
    expect(
      keys[5]!.equals(scryptSync('password5', salt, KEY_LENGTH, scryptOptions(4096, 8, 1))),
    ).toBe(true)
    // a thread lowers its own priority as it starts. How many start is the pool's choice up to
    // the two asked for: on a busy machine the first may be ready and have done all six before
    // the pool starts a second (it starts none while one is still starting). So: at least one,
    // at most two, each at the lowest priority
    const lowered = () => niceValues().filter((nice) => nice === 19).length - before
    await vi.waitFor(() => expect(lowered()).toBeGreaterThanOrEqual(1), {
      timeout: 30_000,
      interval: 20,
    })
    expect(lowered()).toBeLessThanOrEqual(2)
  })

  it('refuse what scrypt refuses, and the next derivation still runs', async () => {
    pool = deriveWorkers(1)
    const { derive } = pool
    const salt = Buffer.alloc(16, 1)
    // N must be a power of two
    await expect(derive('pw', salt, 1000, 8, 1)).rejects.toThrow()
    const key = await derive('pw', salt, cheap.n, cheap.r, cheap.p)
    expect(key.equals(scryptSync('pw', salt, KEY_LENGTH, scryptOptions(1024, 8, 1)))).toBe(true)
  })
})
