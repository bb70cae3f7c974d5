import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { Passwords } from './passwords'

/**
 * Passwords as scrypt hashes (node:crypto): `scrypt:N:r:p:salt:hash`, salt 16 random bytes, hash 32
 * bytes, base64url; N = 2^14, r = 8, p = 1 (node's defaults, about 40 ms on the development
 * machine). Computed on libuv's thread pool, so a login never stalls other requests.
 *
 * A login repeats the same password many times (a user, QA, a load test): after a password was
 * verified once, the process remembers a SHA-256 of it with a random key of this process beside
 * the stored hash, and the next login with it is checked against that (at most 10,000 entries,
 * never written anywhere). A wrong password always goes through scrypt.
 */
const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password,
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (e, key) => (e ? reject(e) : resolve(key)),
    ),
  )

const PROCESS_KEY = randomBytes(32)
const fingerprint = (password: string) =>
  createHash('sha256').update(PROCESS_KEY).update(password).digest('base64url')

const verified = new Map<string, string>()
const VERIFIED_MAX = 10_000
const seeded = new Map<string, Promise<string>>()

async function hash(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, R, P)
  return `scrypt:${N}:${R}:${P}:${salt.toString('base64url')}:${key.toString('base64url')}`
}

const UNKNOWN_SALT = randomBytes(16)

async function verify(stored: string | null, password: string): Promise<boolean> {
  // an unknown id costs a derivation too, so the time of the answer does not tell it
  if (stored === null) return derive(password, UNKNOWN_SALT, N, R, P).then(() => false)
  const parts = stored.split(':')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  if (verified.get(stored) === fingerprint(password)) return true
  const [, n, r, p, salt = '', expected = ''] = parts
  const want = Buffer.from(expected, 'base64url')
  const got = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  )
  const ok = want.length === got.length && timingSafeEqual(want, got)
  if (ok) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!)
    verified.set(stored, fingerprint(password))
  }
  return ok
}

export const scryptPasswords: Passwords = {
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
