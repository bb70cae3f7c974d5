import { describe, expect, it } from 'vitest'
import { scryptPasswords } from './passwords-scrypt'
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
