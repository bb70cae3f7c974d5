import {
  closeSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs'
import { basename, dirname } from 'node:path'
import { z } from 'zod'
import { ADDED_LATER, COLLECTION_NAMES, STORED, collectionOf, type AnyRecord, type Db } from './db'
import { errnoCode } from './errno'
import type { Stored } from './feature'
import { sessionSchema, type Session } from './sessions'
import { scenarioSetSchema, type ScenarioSet } from './scenario-sets'

/**
 * MOCK_DATA_FILE as an append-only log (decision 016): the first line is a snapshot of every
 * collection, each further line one change (`put` of a whole record, or `delete` of a key), written
 * and fsync'd before the answer of the request that made it. A write costs the size of the change;
 * at start, and when the changes pass `compactBytes`, the file is rewritten as one snapshot (a temp
 * file, fsync, rename). The file is created 0600. Sessions are logged only when asked
 * (MOCK_PERSIST_SESSIONS=1). A file that cannot be read as such (empty, a folder, a line cut off,
 * another version, a record this version does not know) stops the start with one sentence
 * ({@link DataFileError}) and is left as it was.
 */
export const FORMAT = 'checkup-portal-mock-data'
export const VERSION = 4

/** A data file the server refuses: the message is one sentence saying what is wrong and what to do. */
export class DataFileError extends Error {
  override name = 'DataFileError'
}

type CollectionName = (typeof COLLECTION_NAMES)[number]

/**
 * The key of a record in each collection: what a logged change names (its {@link STORED} key; a
 * record read from a file is not checked yet, so the key is made a string whatever it holds)
 */
const keyOf = (c: CollectionName, record: AnyRecord): string => {
  const definition: Stored = STORED[c]
  return String(definition.key(record))
}
const COLLECTIONS = COLLECTION_NAMES

const snapshotSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number(),
  collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  sessions: z.array(z.record(z.string(), z.unknown())).optional(),
  spentSids: z.array(z.tuple([z.string(), z.number()])).optional(),
})

/** the used partner sids, written whole at each change (at most an hour of sign-ins) */
const spentSidsSchema = z.object({ entries: z.array(z.tuple([z.string(), z.number()])) })

const changeSchema = z.union([
  z.object({ c: z.string(), op: z.literal('put'), record: z.record(z.string(), z.unknown()) }),
  z.object({ c: z.string(), op: z.literal('delete'), key: z.string() }),
])

export interface DataFileOptions {
  /** log sessions too (they are not kept otherwise: a restart signs everyone out) */
  sessions: boolean
  /** rewrite the file as one snapshot when the changes after it pass this many bytes */
  compactBytes: number
}

/** An open data file: `flush` writes what changed since the last flush, before an answer. */
export interface DataFile {
  readonly path: string
  /** the file existed and was read (false: it was created from the seeded db) */
  readonly loaded: boolean
  /** writes and fsyncs the changes made since the last flush; compacts past the size */
  flush(): void
  /** rewrites the file as one snapshot of the db now */
  compact(): void
  /** bytes of changes written after the snapshot */
  readonly logBytes: number
  close(): void
}

const sentence = (path: string, what: string) => new DataFileError(`${path} ${what}`)

const AFRESH = 'delete it (or start without MOCK_DATA_FILE) to begin with fresh demo data'

/**
 * What the data file at `path` holds, or null when there is none yet; throws a
 * {@link DataFileError} for a file that cannot be read as a data file of this version.
 */
export function readDataFile(path: string): DataFileContent | null {
  let text: string
  try {
    const stat = statSync(path)
    if (stat.isDirectory())
      throw sentence(path, 'is a folder, not a data file: give MOCK_DATA_FILE the path of a file.')
    if (!stat.isFile()) throw sentence(path, 'is not a regular file: give MOCK_DATA_FILE a file.')
    text = readFileSync(path, 'utf8')
  } catch (e) {
    if (e instanceof DataFileError) throw e
    const code = errnoCode(e)
    if (code === 'ENOENT') return null
    throw sentence(path, `cannot be read (${code ?? String(e)}).`)
  }
  if (text.length === 0)
    throw sentence(path, `is empty, so it holds no data: ${AFRESH}, or put back a copy.`)
  const lines = text.split('\n')
  const cut = !text.endsWith('\n')
  if (lines[lines.length - 1] === '') lines.pop()
  const lineError = (n: number, what: string) => new DataFileError(`In ${path}, line ${n} ${what}`)

  let head: unknown
  try {
    head = JSON.parse(lines[0]!)
  } catch {
    if (cut && lines.length === 1)
      throw lineError(
        1,
        `(the snapshot) is cut off, so the file was not written to the end: ${AFRESH}.`,
      )
    throw sentence(path, `is not a data file of this mock (its first line is not JSON): ${AFRESH}.`)
  }
  const fields = typeof head === 'object' && head !== null ? head : {}
  const version = 'version' in fields ? fields.version : undefined
  if (!('format' in fields) || fields.format !== FORMAT) {
    const older =
      typeof head === 'object' && head !== null && 'collections' in head && version === 1
    throw sentence(
      path,
      older
        ? `was written by an older version of the mock (a whole-file dump, version 1; this one reads version ${VERSION}): ${AFRESH}.`
        : `is not a data file of this mock: ${AFRESH}.`,
    )
  }
  if (version !== VERSION)
    throw sentence(
      path,
      `was written by another version of the mock (version ${String(version)}; this one reads version ${VERSION}): ${AFRESH}.`,
    )
  const snapshot = snapshotSchema.safeParse(head)
  if (!snapshot.success)
    throw lineError(
      1,
      `(the snapshot) is not complete (${snapshot.error.issues[0]?.path.join('.')}): ${AFRESH}.`,
    )
  // a collection added since the file was written starts empty (ADDED_LATER)
  const missing = COLLECTIONS.filter(
    (c) => !(c in snapshot.data.collections) && !ADDED_LATER.includes(c),
  )
  if (missing.length)
    throw lineError(
      1,
      `(the snapshot) has no ${missing.join(', ')}, so another version wrote it: ${AFRESH}.`,
    )

  // the state, collection by collection, in record order: a put of a known key keeps its place
  const state = new Map<CollectionName, Map<string, AnyRecord>>()
  for (const c of COLLECTIONS)
    state.set(c, new Map((snapshot.data.collections[c] ?? []).map((r) => [keyOf(c, r), r])))
  const sessions = new Map<string, AnyRecord>(
    (snapshot.data.sessions ?? []).map((s) => [String(s.tokenHash), s]),
  )
  let spentSids = snapshot.data.spentSids ?? []
  for (let i = 1; i < lines.length; i++) {
    const n = i + 1
    let change: z.infer<typeof changeSchema>
    try {
      change = changeSchema.parse(JSON.parse(lines[i]!))
    } catch (e) {
      if (i === lines.length - 1 && cut)
        throw lineError(
          n,
          `is cut off (the disk may have been full, or the machine stopped while writing): remove that last line to keep everything before it, or ${AFRESH}.`,
        )
      throw lineError(
        n,
        e instanceof SyntaxError
          ? `is not JSON (the file was changed by hand or damaged): ${AFRESH}.`
          : `is not a change this version knows: ${AFRESH}.`,
      )
    }
    if (change.c === 'spentSids' && change.op === 'put') {
      const read = spentSidsSchema.safeParse(change.record)
      if (!read.success) throw lineError(n, `is not a change this version knows: ${AFRESH}.`)
      spentSids = read.data.entries
      continue
    }
    if (change.c === 'sessions') {
      if (change.op === 'put') sessions.set(String(change.record.tokenHash), change.record)
      else sessions.delete(change.key)
      continue
    }
    const name = COLLECTIONS.find((c) => c === change.c)
    const records = name === undefined ? undefined : state.get(name)
    if (name === undefined || !records)
      throw lineError(n, `names a collection this version does not have (${change.c}): ${AFRESH}.`)
    if (change.op === 'put') records.set(keyOf(name, change.record), change.record)
    else records.delete(change.key)
  }
  return {
    collections: state,
    sessions: [...sessions.values()],
    spentSids,
    changes: lines.length - 1,
  }
}

export interface DataFileContent {
  collections: Map<CollectionName, Map<string, AnyRecord>>
  sessions: AnyRecord[]
  /** the partner sids used, with when (decision 040): kept whether or not sessions are */
  spentSids: [signature: string, at: number][]
  /** changes after the snapshot */
  changes: number
}

/** Fills an empty db with what a data file held; a record its schema refuses is a DataFileError. */
export async function loadInto(
  db: Db,
  content: DataFileContent,
  path: string,
  options: { sessions: boolean },
): Promise<void> {
  for (const c of COLLECTIONS) {
    const collection = collectionOf(db, c)
    for (const record of content.collections.get(c)!.values()) {
      try {
        await collection.create(record)
      } catch (e) {
        throw sentence(
          path,
          `holds a ${c} record this version does not read (${keyOf(c, record)}: ${firstLine(e)}): ${AFRESH}.`,
        )
      }
    }
  }
  db.spentSids.restore(content.spentSids)
  if (!options.sessions) return
  const sessions: Session[] = []
  for (const s of content.sessions) {
    const parsed = sessionSchema.safeParse(s)
    if (parsed.success) sessions.push(parsed.data)
  }
  db.sessions.restore(sessions)
}

const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]

function snapshotLine(db: Db, sessions: boolean): string {
  const collections = Object.fromEntries(COLLECTIONS.map((c) => [c, collectionOf(db, c).all()]))
  return `${JSON.stringify({ format: FORMAT, version: VERSION, collections, ...(sessions ? { sessions: db.sessions.all() } : {}), spentSids: db.spentSids.entries() })}\n`
}

/** Writes `text` as the whole file at `path`, atomically: a 0600 temp file, fsync, rename, fsync of the folder. */
function replaceFile(path: string, text: string): void {
  const temp = `${dirname(path)}/.${basename(path)}.${process.pid}.tmp`
  const fd = openSync(temp, 'w', 0o600)
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, path)
  try {
    const dir = openSync(dirname(path), 'r')
    fsyncSync(dir)
    closeSync(dir)
  } catch {
    // some file systems do not sync folders; the rename is still atomic
  }
}

/**
 * Opens the data file of a db that was just loaded from it (`loaded`) or seeded: writes a fresh
 * snapshot (the compaction at start), then logs every change of the db's collections (and of its
 * sessions when asked) until `flush` writes them.
 */
export function openDataFile(
  path: string,
  db: Db,
  loaded: boolean,
  options: DataFileOptions,
): DataFile {
  mkdirSync(dirname(path), { recursive: true })
  let pending = new Map<string, string>()
  let slots = new Map<string, string>()
  let lastWasDelete = new Set<string>()
  let seq = 0
  let fd = -1
  let logBytes = 0

  const reopen = () => {
    if (fd >= 0) closeSync(fd)
    fd = openSync(path, 'a', 0o600)
    fchmodSync(fd, 0o600)
    logBytes = 0
  }
  const compact = () => {
    replaceFile(path, snapshotLine(db, options.sessions))
    pending = new Map()
    slots = new Map()
    lastWasDelete = new Set()
    reopen()
  }
  compact()

  /**
   * The changes of a flush, in the order the file must replay them: a record's put is replaced in
   * its place by a later put (an update keeps a record's place, in the collection and on replay);
   * a delete, and a put after it (a record made again, which the collection puts last), each take
   * a line at the end. `slots` says where each record's latest line is.
   */
  const note = (
    c: string,
    key: string,
    line: { c: string; op: 'put' | 'delete'; record?: unknown; key?: string },
  ) => {
    const at = `${c}\u0000${key}`
    const slot = slots.get(at)
    const text = JSON.stringify(line)
    if (slot !== undefined && line.op === 'put' && !lastWasDelete.has(slot)) {
      pending.set(slot, text)
      return
    }
    const fresh = slot === undefined ? at : `${at}\u0000${++seq}`
    pending.set(fresh, text)
    slots.set(at, fresh)
    if (line.op === 'delete') lastWasDelete.add(fresh)
  }

  for (const c of COLLECTIONS) {
    const collection = collectionOf(db, c)
    collection.hooks.on('create', (e) =>
      note(c, keyOf(c, e.data.record), { c, op: 'put', record: e.data.record }),
    )
    collection.hooks.on('update', (e) => {
      const before = keyOf(c, e.data.prevRecord)
      const after = keyOf(c, e.data.nextRecord)
      if (before !== after) note(c, before, { c, op: 'delete', key: before })
      note(c, after, { c, op: 'put', record: e.data.nextRecord })
    })
    collection.hooks.on('delete', (e) => {
      const key = keyOf(c, e.data.deletedRecord)
      note(c, key, { c, op: 'delete', key })
    })
  }
  db.spentSids.listen(() =>
    note('spentSids', '', {
      c: 'spentSids',
      op: 'put',
      record: { entries: db.spentSids.entries() },
    }),
  )
  if (options.sessions)
    db.sessions.listen((change) =>
      change.kind === 'put'
        ? note('sessions', change.session.tokenHash, {
            c: 'sessions',
            op: 'put',
            record: change.session,
          })
        : note('sessions', change.tokenHash, {
            c: 'sessions',
            op: 'delete',
            key: change.tokenHash,
          }),
    )

  return {
    path,
    loaded,
    get logBytes() {
      return logBytes
    },
    flush() {
      if (pending.size === 0) return
      const text = `${[...pending.values()].join('\n')}\n`
      pending = new Map()
      slots = new Map()
      lastWasDelete = new Set()
      writeSync(fd, text)
      fsyncSync(fd)
      logBytes += Buffer.byteLength(text)
      if (logBytes > options.compactBytes) compact()
    },
    compact,
    close() {
      if (fd >= 0) closeSync(fd)
      fd = -1
    },
  }
}

/**
 * The QA's saved scenario sets (decision 068) are kept in a file of their own beside the data file
 * (`<data file>.qa-sets.json`), never in it: they are QA's tools, not demo data, so a tester who
 * deletes the data file to begin with fresh demo data keeps them, and a data file handed to
 * someone else carries none. The file is small (at most 50 sets) and written whole at each change,
 * atomically, 0600, before the answer; one that cannot be read stops the start with one sentence.
 */
export const SETS_FORMAT = 'checkup-portal-qa-sets'
export const SETS_VERSION = 1

export const scenarioSetsFileOf = (dataFile: string): string => `${dataFile}.qa-sets.json`

const setsFileSchema = z.object({
  format: z.literal(SETS_FORMAT),
  version: z.literal(SETS_VERSION),
  sets: z.array(z.unknown()),
})

const SETS_AFRESH = 'delete it to begin without saved sets'

/** The sets the file at `path` holds; none when there is no file yet. */
export function readScenarioSetsFile(path: string): ScenarioSet[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    const code = errnoCode(e)
    if (code === 'ENOENT') return []
    throw sentence(path, `cannot be read (${code ?? String(e)}).`)
  }
  let file: z.infer<typeof setsFileSchema>
  try {
    file = setsFileSchema.parse(JSON.parse(text))
  } catch {
    throw sentence(path, `is not a file of saved QA scenario sets of this mock: ${SETS_AFRESH}.`)
  }
  return file.sets.map((raw, i) => {
    const set = scenarioSetSchema.safeParse(raw)
    if (!set.success)
      throw sentence(
        path,
        `holds a set this version does not read (set ${i + 1}: ${set.error.issues[0]?.path.join('.') || 'set'} ${set.error.issues[0]?.message}): ${SETS_AFRESH}.`,
      )
    return set.data
  })
}

/** Writes the sets as the whole file at `path` (atomically, 0600). */
export function writeScenarioSetsFile(path: string, sets: readonly ScenarioSet[]): void {
  mkdirSync(dirname(path), { recursive: true })
  replaceFile(path, `${JSON.stringify({ format: SETS_FORMAT, version: SETS_VERSION, sets })}\n`)
}
