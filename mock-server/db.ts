import { Collection } from '@msw/data'
import { z } from 'zod'
import {
  adminCheckupRecordSchema,
  checkupRecordSchema,
  tempPdfRecordSchema,
  branchRecordSchema,
  customerRecordSchema,
  sessionRecordSchema,
  siteRecordSchema,
  staffRecordSchema,
  voucherRecordSchema,
  voucherBatchRecordSchema,
  notificationRecordSchema,
  vbankInfoRecordSchema,
  licenseRecordSchema,
  giftRecordSchema,
} from './schemas'

export function createDb() {
  return {
    sites: new Collection({ schema: siteRecordSchema }),
    branches: new Collection({ schema: branchRecordSchema }),
    staff: new Collection({ schema: staffRecordSchema }),
    sessions: new Collection({ schema: sessionRecordSchema }),
    customers: new Collection({ schema: customerRecordSchema }),
    checkups: new Collection({ schema: checkupRecordSchema }),
    tempPdfs: new Collection({ schema: tempPdfRecordSchema }),
    adminCheckups: new Collection({ schema: adminCheckupRecordSchema }),
    vouchers: new Collection({ schema: voucherRecordSchema }),
    voucherBatches: new Collection({ schema: voucherBatchRecordSchema }),
    notifications: new Collection({ schema: notificationRecordSchema }),
    vbankInfos: new Collection({ schema: vbankInfoRecordSchema }),
    licenses: new Collection({ schema: licenseRecordSchema }),
    gifts: new Collection({ schema: giftRecordSchema }),
  }
}
export type Db = ReturnType<typeof createDb>
type CollectionName = keyof Db

const dumpSchema = z.object({
  version: z.literal(1),
  collections: z.record(z.string(), z.array(z.unknown())),
})

/** Every record of every collection, as plain JSON (relations as ids). */
export function dumpDb(db: Db): string {
  const collections = Object.fromEntries(
    (Object.keys(db) as CollectionName[]).map((name) => [
      name,
      db[name].all().map((r) => ({ ...r })),
    ]),
  )
  return JSON.stringify({ version: 1, collections })
}

/**
 * Replaces the db's content with a dump; each record is checked against its schema. A dump that
 * lacks a collection of this version is refused (it was written by an older version).
 */
export async function restoreDb(db: Db, json: string): Promise<void> {
  const dump = dumpSchema.parse(JSON.parse(json))
  const missing = (Object.keys(db) as CollectionName[]).filter(
    (name) => !(name in dump.collections),
  )
  if (missing.length) throw new Error(`the dump has no ${missing.join(', ')}`)
  for (const name of Object.keys(db) as CollectionName[]) {
    const collection = db[name] as unknown as Collection<z.ZodType>
    collection.clear()
    for (const record of dump.collections[name] ?? []) await collection.create(record as never)
  }
}

export function clearDb(db: Db): void {
  for (const name of Object.keys(db) as CollectionName[]) db[name].clear()
}
