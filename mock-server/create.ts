import { createDb, restoreDb, type Db } from './db'
import { readMockConfig, type MockConfig } from './config'
import { seedDb } from './seed/index'
import type { Passwords } from './passwords'

/** A seeded db: from a dump when given one, else from the generator. */
export async function createSeededDb(options: {
  passwords: Passwords
  config?: Partial<MockConfig>
  dump?: string
}): Promise<Db> {
  const db = createDb()
  if (options.dump) await restoreDb(db, options.dump)
  else await seedDb(db, { ...readMockConfig({}), ...options.config }, options.passwords)
  return db
}
