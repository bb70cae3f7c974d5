import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { Passwords } from './passwords'
import { WorkLimit } from './work-limit'

/**
 * Passwords as scrypt hashes (node:crypto): `scrypt:N:r:p:salt:hash`, salt 16 random bytes, hash 32
 * bytes, base64url; N = 2^14, r = 8, p = 1 (node's defaults, about 40 ms on the development
 * machine). Computed on libuv's thread pool, so a login never blocks the event loop.
 *
 * A login repeats the same password many times (a user, QA, a load test): after a password was
 * verified once, the process remembers a SHA-256 of it with a random key of this process beside
 * the stored hash, and the next login with it is checked against that (at most 10,000 entries,
 * never written anywhere). A wrong password always goes through scrypt.
 *
 * Derivations are bounded (decision 041): {@link DERIVATIONS_AT_ONCE} run at a time, at most
 * {@link DERIVATIONS_WAITING} checks wait for their turn, and a check beyond that is refused at
 * once (`verify` rejects with `Busy`, answered 429). Hashing a new password always waits its turn.
 */
const N = 16384
const R = 8
const P = 1
export const KEY_LENGTH = 32

/**
 * scrypt derivations running at once. Each takes a thread of libuv's pool (4 threads) for about
 * 40 ms and a core; two leave the pool's other threads to file reads and compression and, on the
 * two cores of the development machine, the event loop its share. More would only make every
 * other request wait, without checking passwords any sooner.
 */
export const DERIVATIONS_AT_ONCE = 2
/**
 * Password checks that may wait for a derivation: about a second of work at two at a time. A
 * check beyond them answers 429 at once: a flood grows neither the memory nor everyone's wait.
 */
export const DERIVATIONS_WAITING = 50

/** One scrypt derivation: the key of `password` with `salt` and the cost parameters. */
export type Derive = (
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
) => Promise<Buffer>

/** scrypt's options for the cost parameters, with the memory they need. */
export const scryptOptions = (n: number, r: number, p: number) => ({
  N: n,
  r,
  p,
  maxmem: 256 * n * r + 1024 * 1024,
})

const scryptDerive: Derive = (password, salt, n, r, p) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, scryptOptions(n, r, p), (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  )

const PROCESS_KEY = randomBytes(32)
const fingerprint = (password: string) =>
  createHash('sha256').update(PROCESS_KEY).update(password).digest('base64url')

const VERIFIED_MAX = 10_000

/**
 * scrypt passwords over `derive` (scrypt itself on libuv's pool unless given; tests count what
 * runs), bounded by `limit`; a check asked in the background (a flooding address's) derives with
 * `background` (the standalone server's threads of the lowest priority), else with `derive`.
 */
export function createScryptPasswords(
  options: { derive?: Derive; background?: Derive; limit?: WorkLimit } = {},
): Passwords {
  const derive = options.derive ?? scryptDerive
  const background = options.background ?? derive
  const limit = options.limit ?? new WorkLimit(DERIVATIONS_AT_ONCE, DERIVATIONS_WAITING)
  const verified = new Map<string, string>()
  const seeded = new Map<string, Promise<string>>()
  const unknownSalt = randomBytes(16)

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16)
    const key = await limit.run(() => derive(password, salt, N, R, P))
    return `scrypt:${N}:${R}:${P}:${salt.toString('base64url')}:${key.toString('base64url')}`
  }

  async function verify(
    stored: string | null,
    password: string,
    { background: behind = false }: { background?: boolean } = {},
  ): Promise<boolean> {
    const deriving = behind ? background : derive
    // an unknown id costs a derivation too, so the time of the answer does not tell it
    if (stored === null)
      return limit.tryRun(() => deriving(password, unknownSalt, N, R, P)).then(() => false)
    const parts = stored.split(':')
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false
    if (verified.get(stored) === fingerprint(password)) return true
    const [, n, r, p, salt = '', expected = ''] = parts
    const want = Buffer.from(expected, 'base64url')
    const got = await limit.tryRun(() =>
      deriving(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p)),
    )
    const ok = want.length === got.length && timingSafeEqual(want, got)
    if (ok) {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!)
      verified.set(stored, fingerprint(password))
    }
    return ok
  }

  return {
    hash,
    // the demo accounts of one process share their seeded password's hash: seeding stays one
    // scrypt per distinct password however often a test seeds
    seedHash(password) {
      let known = seeded.get(password)
      if (!known) seeded.set(password, (known = hash(password)))
      return known
    },
    verify,
  }
}

/** The process's passwords: one bound on derivations for all its servers. */
export const scryptPasswords: Passwords = createScryptPasswords()
