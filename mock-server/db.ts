import { Collection } from '@msw/data'
import { z } from 'zod'
import { SessionStore, sessionSchema } from './sessions'
import { SpentSids } from './partner-sid'
import { CheckupIndex } from './checkup-index'
import {
  adminCheckupRecordSchema,
  checkupRecordSchema,
  tempPdfRecordSchema,
  branchRecordSchema,
  customerRecordSchema,
  siteRecordSchema,
  staffRecordSchema,
  voucherRecordSchema,
  voucherBatchRecordSchema,
  createdVoucherRecordSchema,
  notificationRecordSchema,
  vbankInfoRecordSchema,
  licenseRecordSchema,
  giftRecordSchema,
  productRecordSchema,
  orderRecordSchema,
  providerPaymentRecordSchema,
  reportRecordSchema,
} from './schemas'
import { signUpRecordSchema } from './statistics-collections'

/** The @msw/data collections of the mock: what a data file holds. */
function createCollections() {
  return {
    sites: new Collection({ schema: siteRecordSchema }),
    branches: new Collection({ schema: branchRecordSchema }),
    staff: new Collection({ schema: staffRecordSchema }),
    customers: new Collection({ schema: customerRecordSchema }),
    checkups: new Collection({ schema: checkupRecordSchema }),
    tempPdfs: new Collection({ schema: tempPdfRecordSchema }),
    adminCheckups: new Collection({ schema: adminCheckupRecordSchema }),
    vouchers: new Collection({ schema: voucherRecordSchema }),
    voucherBatches: new Collection({ schema: voucherBatchRecordSchema }),
    createdVouchers: new Collection({ schema: createdVoucherRecordSchema }),
    notifications: new Collection({ schema: notificationRecordSchema }),
    vbankInfos: new Collection({ schema: vbankInfoRecordSchema }),
    licenses: new Collection({ schema: licenseRecordSchema }),
    gifts: new Collection({ schema: giftRecordSchema }),
    // sign-ups of employees (made on the employee page) and of app users (the overview's counts)
    signUps: new Collection({ schema: signUpRecordSchema }),
    products: new Collection({ schema: productRecordSchema }),
    orders: new Collection({ schema: orderRecordSchema }),
    providerPayments: new Collection({ schema: providerPaymentRecordSchema }),
    reports: new Collection({ schema: reportRecordSchema }),
  }
}
type Collections = ReturnType<typeof createCollections>
type CollectionName = keyof Collections

const COLLECTION_NAMES = Object.keys(createCollections()) as CollectionName[]

/**
 * Collections added after data files and dumps were first written: one written before lacks
 * them and restores with them empty (the created vouchers' codes, issue 28).
 */
export const ADDED_LATER: readonly CollectionName[] = ['createdVouchers']

/**
 * The mock's data: the collections; the sessions beside them in a store of their own (maps by
 * token, refresh token and user; decision 015), which a data file does not hold; and the indexes
 * the lists are answered from (`checkup-index.ts`), kept current by the collections' hooks.
 */
export function createDb() {
  const collections = createCollections()
  return {
    ...collections,
    sessions: new SessionStore(),
    // the partner sids used (decision 040): kept with the data, so a restart takes none again
    spentSids: new SpentSids(),
    indexes: { checkups: new CheckupIndex(collections.checkups) },
  }
}
export type Db = ReturnType<typeof createDb>

const collectionNames = (_db: Db): readonly CollectionName[] => COLLECTION_NAMES

const dumpSchema = z.object({
  version: z.literal(1),
  collections: z.record(z.string(), z.array(z.unknown())),
  /**
   * present when the sessions were kept too (the browser's tab, MOCK_PERSIST_SESSIONS); a session
   * kept by an older version (its tokens, not their hashes) is not read: it signs in again
   */
  sessions: z.array(z.unknown()).optional(),
  spentSids: z.array(z.tuple([z.string(), z.number()])).optional(),
})

/**
 * Every record of every collection, as plain JSON (relations as ids); the sessions only when
 * asked (`sessions: true`).
 */
export function dumpDb(db: Db, options: { sessions?: boolean } = {}): string {
  const collections = Object.fromEntries(
    collectionNames(db).map((name) => [name, db[name].all().map((r) => ({ ...r }))]),
  )
  return JSON.stringify({
    version: 1,
    collections,
    ...(options.sessions ? { sessions: db.sessions.all() } : {}),
    spentSids: db.spentSids.entries(),
  })
}

/**
 * Replaces the db's content with a dump; each record is checked against its schema. A dump that
 * lacks a collection of this version is refused (it was written by an older version), unless the
 * collection was added later ({@link ADDED_LATER}): that one restores empty.
 */
export async function restoreDb(db: Db, json: string): Promise<void> {
  const dump = dumpSchema.parse(JSON.parse(json))
  const missing = collectionNames(db).filter(
    (name) => !(name in dump.collections) && !ADDED_LATER.includes(name),
  )
  if (missing.length) throw new Error(`the dump has no ${missing.join(', ')}`)
  db.sessions.clear()
  for (const name of collectionNames(db)) {
    const collection = db[name] as unknown as Collection<z.ZodType>
    collection.clear()
    for (const record of dump.collections[name] ?? []) await collection.create(record as never)
  }
  if (dump.sessions)
    db.sessions.restore(
      dump.sessions.flatMap((s) => {
        const read = sessionSchema.safeParse(s)
        return read.success ? [read.data] : []
      }),
    )
  db.spentSids.restore(dump.spentSids ?? [])
}
