import { describe, expect, it } from 'vitest'
import { createScryptPasswords, scryptPasswords, type Derive } from './passwords-scrypt'
import { Busy, WorkLimit } from './work-limit'
import { createSeededDb } from './create'
import { DEMO_PASSWORD } from './fixtures'

describe('scrypt passwords', () => {
  it('stores scrypt:N:r:p:salt:hash with a new salt each time, and checks it', async () => {
    const a = await scryptPasswords.hash('Secret12!')
    const b = await scryptPasswords.hash('Secret12!')
    expect(a).toMatch(/^scrypt:16384:8:1:[\w-]{22}:[\w-]{43}$/)
    expect(a).not.toBe(b)
    expect(await scryptPasswords.verify(a, 'Secret12!')).toBe(true)
    // twice: the second check is the remembered one, and still exact
    expect(await scryptPasswords.verify(a, 'Secret12!')).toBe(true)
    expect(await scryptPasswords.verify(a, 'Secret12?')).toBe(false)
    expect(await scryptPasswords.verify(b, 'secret12!')).toBe(false)
    expect(await scryptPasswords.verify(null, 'Secret12!')).toBe(false)
    expect(await scryptPasswords.verify('Secret12!', 'Secret12!')).toBe(false)
  })

  it('a seeded db holds no password in clear', async () => {
    const db = await createSeededDb({
      passwords: scryptPasswords,
      config: { MOCK_STAFF: 1, MOCK_CUSTOMERS: 1, MOCK_CHECKUPS: 1 },
    })
    for (const staff of db.staff.all()) {
      expect(staff.password).toMatch(/^scrypt:/)
      expect(staff.password).not.toContain(DEMO_PASSWORD)
    }
    const newbie = db.staff.findFirst((q) => q.where({ userId: 'newbie' }))!
    expect(await scryptPasswords.verify(newbie.password, 'newbie')).toBe(true)
  })
})

/** A derivation that runs until released: counts how many run at once. */
function heldDerive() {
  let running = 0
  let most = 0
  let calls = 0
  const releases: (() => void)[] = []
  const derive: Derive = () =>
    new Promise<Buffer>((resolve) => {
      calls++
      running++
      most = Math.max(most, running)
      releases.push(() => {
        running--
        resolve(Buffer.alloc(32))
      })
    })
  return {
    derive,
    /** releases every derivation running now */
    releaseAll: () => releases.splice(0).forEach((release) => release()),
    get running() {
      return running
    },
    get most() {
      return most
    },
    get calls() {
      return calls
    },
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('scrypt derivations are bounded (decision 041)', () => {
  it('of 10 checks of unknown ids, 2 run at once, 3 wait, and 5 are refused before any ended', async () => {
    const held = heldDerive()
    const passwords = createScryptPasswords({ derive: held.derive, limit: new WorkLimit(2, 3) })
    const answers: (boolean | 'busy')[] = []
    const checks = Array.from({ length: 10 }, (_, i) =>
      passwords.verify(null, `guess${i}`).then(
        (right) => void answers.push(right),
        (e: unknown) => void answers.push(e instanceof Busy ? 'busy' : false),
      ),
    )
    await settle()
    expect(held.running).toBe(2)
    expect(answers).toEqual(['busy', 'busy', 'busy', 'busy', 'busy'])
    while (held.running) {
      held.releaseAll()
      await settle()
    }
    await Promise.all(checks)
    expect(held.most).toBe(2)
    expect(held.calls).toBe(5)
    expect(answers.filter((a) => a !== 'busy')).toEqual([false, false, false, false, false])
  })

  it('a full line refuses a check that would derive; a remembered password skips scrypt and the line', async () => {
    const limit = new WorkLimit(1, 0)
    const passwords = createScryptPasswords({ limit })
    const stored = await passwords.hash('Secret12!')
    // verified once (real scrypt): remembered from now on
    await expect(passwords.verify(stored, 'Secret12!')).resolves.toBe(true)
    const held = heldDerive()
    const occupying = limit.run(() => held.derive('', Buffer.alloc(0), 1, 1, 1))
    await settle()
    await expect(passwords.verify(stored, 'Wrong12!')).rejects.toBeInstanceOf(Busy)
    await expect(passwords.verify(null, 'Secret12!')).rejects.toBeInstanceOf(Busy)
    await expect(passwords.verify(stored, 'Secret12!')).resolves.toBe(true)
    held.releaseAll()
    await occupying
  })

  it('hashing a new password waits its turn however long the line is', async () => {
    const held = heldDerive()
    const passwords = createScryptPasswords({ derive: held.derive, limit: new WorkLimit(1, 0) })
    const hashes = [passwords.hash('One12345!'), passwords.hash('Two12345!')]
    await settle()
    expect(held.running).toBe(1)
    held.releaseAll()
    await settle()
    held.releaseAll()
    for (const h of await Promise.all(hashes)) expect(h).toMatch(/^scrypt:16384:8:1:/)
    expect(held.most).toBe(1)
  })
})

describe('checks asked in the background (decision 041)', () => {
  it('derive with the background derivation, the others with the usual one; both checked alike', async () => {
    const used: string[] = []
    const counting =
      (name: string, real: Derive): Derive =>
      (...args) => {
        used.push(name)
        return real(...args)
      }
    const plain = createScryptPasswords()
    const stored = await plain.hash('Secret12!')
    const scrypt: Derive = (password, salt, n, r, p) =>
      import('node:crypto').then(({ scryptSync }) =>
        scryptSync(password, salt, 32, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }),
      )
    const passwords = createScryptPasswords({
      derive: counting('usual', scrypt),
      background: counting('background', scrypt),
    })
    expect(await passwords.verify(stored, 'Wrong12!', { background: true })).toBe(false)
    expect(await passwords.verify(null, 'Wrong12!', { background: true })).toBe(false)
    expect(await passwords.verify(stored, 'Wrong12!')).toBe(false)
    expect(await passwords.verify(stored, 'Secret12!', { background: true })).toBe(true)
    // remembered: no derivation at all
    expect(await passwords.verify(stored, 'Secret12!')).toBe(true)
    expect(used).toEqual(['background', 'background', 'usual', 'background'])
  })
})
