import type { HarEntry, HarNameValue } from '../../../../shared/domain/har'
import type { JournalEntry } from '../../../../shared/machines/journal'
import type { CallRecord } from '../../../../shared/services/http-client'

/**
 * The journal read back (decision 044): what every actor was at one entry, and a journal file
 * exported from another browser (`Journal.exportJson`, `{ version: 1, entries }`). Pure.
 */

/**
 * Each actor's last entry at or before `index` (its state and context then), in the order the
 * actors first appear; an actor whose first entry comes later is absent. A negative index: none.
 */
export function statesAt(
  entries: readonly JournalEntry[],
  index: number,
): Map<string, JournalEntry> {
  const out = new Map<string, JournalEntry>()
  const last = Math.min(index, entries.length - 1)
  for (let i = 0; i <= last; i++) out.set(entries[i]!.actor, entries[i]!)
  return out
}

/** The index of the entry numbered `seq`, else of the last one before it; -1 when none is. */
export function indexOfSeq(entries: readonly JournalEntry[], seq: number): number {
  let found = -1
  for (let i = 0; i < entries.length && entries[i]!.seq <= seq; i++) found = i
  return found
}

/** an object (or array) read from JSON, whose fields are still to be checked */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isEntry = (entry: unknown): entry is JournalEntry =>
  isRecord(entry) &&
  typeof entry.seq === 'number' &&
  typeof entry.actor === 'string' &&
  isRecord(entry.event) &&
  typeof entry.event.type === 'string' &&
  'state' in entry

/**
 * The entries of an exported journal, in the order of their numbers; null when the text is not
 * one (not JSON, another version, an entry without its number, actor, event or state).
 */
export function parseJournalFile(text: string): JournalEntry[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(parsed) || parsed.version !== 1) return null
  const { entries } = parsed
  if (!Array.isArray(entries) || !entries.every(isEntry)) return null
  return [...entries].sort((a, b) => a.seq - b.seq)
}

/**
 * A call of a problem report (`src/app/problem-report.ts`), as the inspector lists it: the record
 * the client kept of it; `active` is null in older reports, which did not keep it.
 */
export type ReportedCall = CallRecord

const isCall = (call: unknown): call is ReportedCall =>
  isRecord(call) &&
  typeof call.at === 'string' &&
  typeof call.operation === 'string' &&
  typeof call.status === 'number'

/**
 * The calls a problem report lists (with their request ids and scenarios); none for a journal
 * exported on its own, or for a file that is not JSON.
 */
export function reportedCalls(text: string): ReportedCall[] {
  try {
    const file: unknown = JSON.parse(text)
    const calls = isRecord(file) ? file.calls : undefined
    return Array.isArray(calls)
      ? calls.filter(isCall).map((c) => ({
          at: c.at,
          operation: c.operation,
          status: c.status,
          requestId: typeof c.requestId === 'string' ? c.requestId : null,
          scenario: typeof c.scenario === 'string' ? c.scenario : null,
          active: typeof c.active === 'string' ? c.active : null,
        }))
      : []
  } catch {
    return []
  }
}

const isHarEntry = (entry: unknown): entry is HarEntry =>
  isRecord(entry) &&
  typeof entry.startedDateTime === 'string' &&
  isRecord(entry.request) &&
  typeof entry.request.method === 'string' &&
  typeof entry.request.url === 'string' &&
  isRecord(entry.response) &&
  typeof entry.response.status === 'number'

const pairsOf = (value: unknown): HarNameValue[] =>
  Array.isArray(value)
    ? value.filter(
        (p): p is HarNameValue =>
          isRecord(p) && typeof p.name === 'string' && typeof p.value === 'string',
      )
    : []

/**
 * A HAR log's entries in the order they were sent, with the lists a tool may leave out filled
 * in; null when `value` is no HAR (`{ log: { version, entries } }` with a method, URL and status
 * to every entry).
 */
function harEntries(value: unknown): HarEntry[] | null {
  const log = isRecord(value) ? value.log : undefined
  if (!isRecord(log) || typeof log.version !== 'string') return null
  if (!Array.isArray(log.entries) || !log.entries.every(isHarEntry)) return null
  return log.entries
    .map((e) => ({
      ...e,
      request: { ...e.request, headers: pairsOf(e.request.headers) },
      response: {
        ...e.response,
        headers: pairsOf(e.response.headers),
        content: e.response.content ?? { size: -1, mimeType: '' },
      },
    }))
    .map((e, i) => ({ e, i, at: Date.parse(e.startedDateTime) }))
    .sort((a, b) => (a.at === b.at || Number.isNaN(a.at - b.at) ? a.i - b.i : a.at - b.at))
    .map(({ e }) => e)
}

/** What the inspector loaded: a journal (or problem report) and the calls as HAR, either or both. */
export interface LoadedFiles {
  /** the journal's file, null when only a HAR was chosen */
  name: string | null
  entries: JournalEntry[]
  calls: ReportedCall[]
  /** the calls' exchanges: a `.har` chosen with it, else the report's own (`har`), else none */
  har: { name: string; entries: HarEntry[] } | null
}

/**
 * Reads the files chosen together (issue 50): a problem report or journal, a HAR beside it, or a
 * HAR alone; a `.har` chosen wins over the HAR a report carries. Null when any file is neither,
 * or none is either.
 */
export function readLoadedFiles(
  files: readonly { name: string; text: string }[],
): LoadedFiles | null {
  let journal: Pick<LoadedFiles, 'name' | 'entries' | 'calls'> | null = null
  let har: (LoadedFiles['har'] & { carried: boolean }) | null = null
  for (const file of files) {
    let parsed: unknown
    try {
      parsed = JSON.parse(file.text)
    } catch {
      return null
    }
    const own = harEntries(parsed)
    if (own) {
      if (!har || har.carried) har = { name: file.name, entries: own, carried: false }
      continue
    }
    const entries = parseJournalFile(file.text)
    if (!entries) return null
    journal ??= { name: file.name, entries, calls: reportedCalls(file.text) }
    const carried = harEntries(isRecord(parsed) ? parsed.har : undefined)
    if (carried && !har) har = { name: file.name, entries: carried, carried: true }
  }
  if (!journal && !har) return null
  return {
    name: journal?.name ?? null,
    entries: journal?.entries ?? [],
    calls: journal?.calls ?? [],
    har: har && { name: har.name, entries: har.entries },
  }
}

/**
 * The journal entry at the moment a call was sent: the last one recorded at or before it; -1
 * when none was.
 */
export function indexAtTime(entries: readonly JournalEntry[], iso: string): number {
  const at = Date.parse(iso)
  let found = -1
  for (let i = 0; i < entries.length; i++) if (Date.parse(entries[i]!.at) <= at) found = i
  return found
}
