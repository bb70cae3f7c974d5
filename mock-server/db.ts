import { Collection } from '@msw/data'
import { z } from 'zod'
import { SessionStore, sessionSchema } from './sessions'
import { SpentSids } from './partner-sid'
import type { DbIndexes, Stored, StoredShapes } from './feature'
import { MOCK_FEATURES, type FoundFeature } from './features'
import { coreCollections } from './schemas'

type Collections = { [K in keyof StoredShapes]: Collection<StoredShapes[K]> }
type CollectionName = keyof StoredShapes

type StoredCollections = { readonly [K in CollectionName]: Stored<StoredShapes[K]> }

/**
 * Every stored collection's definition, by name: the mock's own, then each feature's (its
 * `records.ts`), as a data file and a dump name them. Two features naming one collection stop
 * the start.
 */
export const STORED: StoredCollections = storedCollections(MOCK_FEATURES)

/** The mock's own collections and each feature's, by name; a name given twice is an error. */
export function storedCollections(features: readonly FoundFeature[]): StoredCollections {
  const all: Record<string, Stored> = { ...coreCollections }
  for (const { name, feature } of features)
    for (const [collection, definition] of Object.entries(feature.collections ?? {})) {
      if (collection in all) throw new Error(`${name} names the collection ${collection} again`)
      all[collection] = definition
    }
  // each feature's records.ts declares its collections in StoredShapes beside their definitions
  return all as StoredCollections
}

/** The names of the stored collections, in {@link STORED}'s order. */
// Object.keys gives string[]; STORED's keys are the names of StoredShapes, no more
export const COLLECTION_NAMES = Object.keys(STORED) as CollectionName[]

/**
 * Collections added after data files and dumps were first written: one written before lacks
 * them and restores with them empty (the created vouchers' codes, issue 28).
 */
export const ADDED_LATER: readonly CollectionName[] = COLLECTION_NAMES.filter(
  (name) => STORED[name].addedLater,
)

/** A record as the code that treats every collection alike reads it (dumps, data files). */
export type AnyRecord = Record<string, unknown>

/** A collection as the code that treats every collection alike sees it. */
export type AnyCollection = Collection<z.core.$ZodType<AnyRecord>>

/** Each collection createDb made, as the same collection under its wide type. */
const WIDE = new WeakMap<object, AnyCollection>()

/** The @msw/data collections of the mock: what a data file holds. */
function createCollections(): Collections {
  const collections: Record<string, unknown> = Object.fromEntries(
    COLLECTION_NAMES.map((name) => {
      const collection: AnyCollection = new Collection({ schema: STORED[name].schema })
      WIDE.set(collection, collection)
      return [name, collection]
    }),
  )
  // one collection for each name of StoredShapes, made from its schema
  return collections as Collections
}

/** The collection `name` of a db createDb made, under the type every collection shares. */
export function collectionOf(db: Db, name: CollectionName): AnyCollection {
  const collection = WIDE.get(db[name])
  if (!collection) throw new Error(`the collection ${name} was not made by createDb`)
  return collection
}

/**
 * The mock's data: the collections; the sessions beside them in a store of their own (maps by
 * token, refresh token and user; decision 015), which a data file does not hold; and the indexes
 * the lists are answered from (each feature's, e.g. the dashboard's `checkup-index.ts`), kept
 * current by the collections' hooks.
 */
export function createDb(): Db {
  const base = {
    ...createCollections(),
    sessions: new SessionStore(),
    // the partner sids used (decision 040): kept with the data, so a restart takes none again
    spentSids: new SpentSids(),
  }
  const indexes = Object.assign({}, ...MOCK_FEATURES.map(({ feature }) => feature.indexes?.(base)))
  // each feature's indexes, which it declares in DbIndexes
  return { ...base, indexes: indexes as DbIndexes }
}
export type Db = Collections & {
  sessions: SessionStore
  spentSids: SpentSids
  indexes: DbIndexes
}

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
    const collection = collectionOf(db, name)
    collection.clear()
    for (const record of dump.collections[name] ?? []) await collection.create(record)
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
