import type { Db } from '../db'
import type { MockConfig } from '../config'
import {
  FIXTURE_BRANCHES,
  FIXTURE_CUSTOMERS,
  FIXTURE_SITES,
  FIXTURE_STAFF,
  DEMO_PASSWORD,
} from '../fixtures'
import { createRandom, koreanName } from '../random'
import { MOCK_FEATURES, seedOrder } from '../features'
import type { Passwords } from '../passwords'

/**
 * Seeds the FIXTURES.md accounts and codes, then generated data from the seed, then each
 * feature's (`features/<feature>/server.ts`, in {@link seedOrder}): the same seed and sizes give
 * the same db.
 */
export async function seedDb(db: Db, config: MockConfig, passwords: Passwords): Promise<void> {
  const random = createRandom(config.MOCK_SEED)
  for (const site of FIXTURE_SITES) await db.sites.create(site)
  for (const branch of FIXTURE_BRANCHES) await db.branches.create(branch)
  // the db keeps what `passwords` makes of a password, never the password
  for (const staff of FIXTURE_STAFF)
    await db.staff.create({ ...staff, password: await passwords.seedHash(staff.password) })
  const demoPassword = await passwords.seedHash(DEMO_PASSWORD)
  for (const customer of FIXTURE_CUSTOMERS) await db.customers.create(customer)

  let n = 0
  for (const branch of FIXTURE_BRANCHES) {
    for (let i = 0; i < config.MOCK_STAFF; i++) {
      n += 1
      const userId = `hk${String(5000 + n).padStart(4, '0')}`
      await db.staff.create({
        userId,
        name: koreanName(random),
        auth: 'F',
        siteId: branch.siteId,
        branchCode: branch.branchCode,
        branchName: branch.branchName,
        email: `${userId}@example.com`,
        mobile: `010-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
        password: demoPassword,
        passwordRefreshed: true,
        roleList: random.next() < 0.5 ? ['RM'] : ['RM', 'RD', 'RP'],
        print: random.next() < 0.7,
        usableCount: random.int(0, 40),
        employeeNo: userId,
        linkCode: null,
        active: true,
        distributed: 0,
        gender: n % 2 === 0 ? 'F' : 'M',
      })
    }
  }

  for (let i = 0; i < config.MOCK_CUSTOMERS; i++) {
    const year = random.int(1945, 2004)
    await db.customers.create({
      userNo: 100 + i,
      userId: `app${String(i + 1).padStart(5, '0')}`,
      name: koreanName(random),
      birthday: `${year}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`,
      gender: random.next() < 0.5 ? 1 : 2,
      situation: 'member',
    })
  }

  for (const { feature } of seedOrder(MOCK_FEATURES)) await feature.seed?.(db, config, random)
}
