import type { HttpHandler } from 'msw'
import type { z } from 'zod'
import type { Db } from './db'
import type { MockContext } from './http'
import type { MockConfig } from './config'
import type { Random } from './random'

/**
 * One stored shape: the collection's record schema (the one definition of the shape: the db
 * checks every record against it, a data file's too) and the key a data file's change names.
 */
export interface Stored<S extends z.core.$ZodType = z.core.$ZodType> {
  readonly schema: S
  key(record: z.output<S>): string
  /**
   * the collection came after data files were first written: a file or dump written before
   * has none and restores it empty
   */
  readonly addedLater?: boolean
}

/** A stored collection's definition (its schema and key; see {@link Stored}). */
export const stored = <S extends z.core.$ZodType>(
  schema: S,
  key: (record: z.output<S>) => string,
  options: { addedLater?: boolean } = {},
): Stored<S> => ({ schema, key, ...options })

/** The schemas of a map of {@link Stored} collections, by name. */
export type ShapesOf<C extends Readonly<Record<string, Stored>>> = {
  [K in keyof C]: C[K]['schema']
}

/**
 * Every collection's record schema by name: the mock's own (db.ts) and each feature's, which its
 * `records.ts` adds to this interface:
 *
 * ```ts
 * declare module '../../feature' {
 *   interface StoredShapes extends ShapesOf<typeof giftCollections> {}
 * }
 * ```
 *
 * so `db.gifts` is typed where the gift feature's collections are (the portal's message
 * catalogue is typed the same way).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StoredShapes {}

/** The db's indexes by name (a feature that answers lists from an index adds it here). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DbIndexes {}

/**
 * A feature's part of the mock server, `mock-server/features/<feature>/server.ts`'s default
 * export. The mock finds every one from its folder (`features.ts`), as the portal finds its
 * feature manifests: nothing in the rest of `mock-server/` names a feature.
 */
export interface MockFeature {
  /** its stored collections: each name is the db's and a data file's, so it is never renamed */
  readonly collections?: Readonly<Record<string, Stored>>
  /** the handlers of its operations */
  readonly handlers?: (ctx: MockContext) => readonly HttpHandler[]
  /** its QA helpers (`/__mock/*`): served only where the QA helpers are */
  readonly qaHandlers?: (ctx: MockContext) => readonly HttpHandler[]
  /**
   * makes its demo data, after the mock's own records (sites, branches, staff, customers): from
   * the seed's shared stream (`random`) only when it did so before, since every draw moves what
   * the features after it draw
   */
  readonly seed?: (db: Db, config: MockConfig, random: Random) => Promise<void>
  /** the features whose seeded data its seed reads: they seed first */
  readonly seedAfter?: readonly string[]
  /** the indexes it answers lists from, made over the db's collections */
  readonly indexes?: (db: Omit<Db, 'indexes'>) => Partial<DbIndexes>
}

/** A feature's part of the mock server (the identity: it types the manifest where it is written). */
export const mockFeature = (feature: MockFeature): MockFeature => feature

/**
 * A record of a stored collection, by the collection's name: how a part of the mock outside the
 * feature that keeps the collection reads its records, without importing the feature.
 */
export type RecordOf<K extends keyof StoredShapes> = z.output<StoredShapes[K]>
