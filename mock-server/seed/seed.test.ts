import { describe, expect, it, vi } from 'vitest'
import { createSeededDb } from '../create'
import { dumpDb, restoreDb, createDb } from '../db'
import { FIXTURE_CUSTOMERS, FIXTURE_STAFF } from '../fixtures'
import { tabPasswords } from '../passwords'

describe('seeded generator', () => {
  it('gives the same data for the same seed and sizes', async () => {
    const a = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_SEED: 7, MOCK_STAFF: 3, MOCK_CUSTOMERS: 4 },
    })
    const b = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_SEED: 7, MOCK_STAFF: 3, MOCK_CUSTOMERS: 4 },
    })
    expect(dumpDb(a)).toEqual(dumpDb(b))
  })

  it('gives the same data whatever the time of the seeded day it runs at', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const seedAt = async (time: Date) => {
        vi.setSystemTime(time)
        return dumpDb(
          await createSeededDb({
            passwords: tabPasswords,
            config: { MOCK_SEED: 7, MOCK_STAFF: 3, MOCK_CUSTOMERS: 4 },
          }),
        )
      }
      // early in the morning (orders of the day still ahead) and later the same day
      const early = await seedAt(new Date(2026, 10, 27, 5, 40, 0, 123))
      expect(await seedAt(new Date(2026, 10, 27, 5, 40, 1, 456))).toEqual(early)
      expect(await seedAt(new Date(2026, 10, 27, 8, 59, 59, 999))).toEqual(early)
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives other generated data for another seed, with the same fixtures', async () => {
    const a = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_SEED: 1, MOCK_STAFF: 3, MOCK_CUSTOMERS: 4 },
    })
    const b = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_SEED: 2, MOCK_STAFF: 3, MOCK_CUSTOMERS: 4 },
    })
    expect(dumpDb(a)).not.toEqual(dumpDb(b))
    for (const db of [a, b]) {
      for (const fixture of FIXTURE_STAFF) {
        expect(db.staff.findFirst((q) => q.where({ userId: fixture.userId }))?.auth).toBe(
          fixture.auth,
        )
      }
    }
  })

  it('follows the sizes: staff per site-3 branch and customers', async () => {
    const db = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_STAFF: 5, MOCK_CUSTOMERS: 9 },
    })
    expect(db.staff.count()).toBe(FIXTURE_STAFF.length + 2 * 5)
    expect(db.customers.count()).toBe(FIXTURE_CUSTOMERS.length + 9)
  })

  it('every paid virtual-account order has its deposit time, after the order (property of seeds)', async () => {
    for (const seed of [1, 7, 42]) {
      const db = await createSeededDb({ passwords: tabPasswords, config: { MOCK_SEED: seed } })
      const paid = db.orders.all().filter((o) => o.payMethod === 'vbank' && o.status === 'P')
      expect(paid.length).toBeGreaterThan(0)
      for (const o of paid) {
        expect(o.depositedAt, o.merchantUid).not.toBeNull()
        expect(o.depositedAt! >= o.createdAt).toBe(true)
      }
    }
  })

  it('a dump restores to the same db', async () => {
    const db = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_STAFF: 2, MOCK_CUSTOMERS: 2 },
    })
    const copy = createDb()
    await restoreDb(copy, dumpDb(db))
    expect(dumpDb(copy)).toEqual(dumpDb(db))
  })
})

describe('restoring an older dump', () => {
  it('refuses a dump without a collection of this version, and one whose records break the schema', async () => {
    const db = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_STAFF: 1, MOCK_CUSTOMERS: 1 },
    })
    const dump = JSON.parse(dumpDb(db)) as { version: 1; collections: Record<string, unknown[]> }
    const { licenses: _dropped, ...older } = dump.collections
    await expect(
      restoreDb(createDb(), JSON.stringify({ version: 1, collections: older })),
    ).rejects.toThrow(/no licenses/)
    const broken = structuredClone(dump)
    delete (broken.collections.staff![0] as Record<string, unknown>).roleList
    await expect(restoreDb(createDb(), JSON.stringify(broken))).rejects.toThrow()
  })

  it('restores a dump from before the created vouchers had codes, with none of them', async () => {
    const db = await createSeededDb({
      passwords: tabPasswords,
      config: { MOCK_STAFF: 1, MOCK_CUSTOMERS: 1 },
    })
    const dump = JSON.parse(dumpDb(db)) as { version: 1; collections: Record<string, unknown[]> }
    const { createdVouchers: _added, ...older } = dump.collections
    const copy = createDb()
    await restoreDb(copy, JSON.stringify({ version: 1, collections: older }))
    expect(copy.createdVouchers.count()).toBe(0)
    expect(copy.staff.count()).toBe(db.staff.count())
  })
})
