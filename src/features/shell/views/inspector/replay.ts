import type { JournalEntry } from '../../../../shared/machines/journal'

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

const isEntry = (e: unknown): e is JournalEntry => {
  const entry = e as Partial<JournalEntry> | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.seq === 'number' &&
    typeof entry.actor === 'string' &&
    typeof entry.event === 'object' &&
    entry.event !== null &&
    typeof entry.event.type === 'string' &&
    'state' in entry
  )
}

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
  const file = parsed as { version?: unknown; entries?: unknown } | null
  if (typeof file !== 'object' || file === null || file.version !== 1) return null
  if (!Array.isArray(file.entries) || !file.entries.every(isEntry)) return null
  return [...file.entries].sort((a, b) => a.seq - b.seq)
}

/** A call of a problem report (`src/app/problem-report.ts`), as the inspector lists it. */
export interface ReportedCall {
  at: string
  operation: string
  status: number
  requestId: string | null
  scenario: string | null
  /** the scenarios active when it was answered (`x-mock-scenarios`); null in older reports */
  active: string | null
}

const isCall = (c: unknown): c is ReportedCall => {
  const call = c as Partial<ReportedCall> | null
  return (
    typeof call === 'object' &&
    call !== null &&
    typeof call.at === 'string' &&
    typeof call.operation === 'string' &&
    typeof call.status === 'number'
  )
}

/**
 * The calls a problem report lists (with their request ids and scenarios); none for a journal
 * exported on its own, or for a file that is not JSON.
 */
export function reportedCalls(text: string): ReportedCall[] {
  try {
    const file = JSON.parse(text) as { calls?: unknown } | null
    return Array.isArray(file?.calls)
      ? file.calls.filter(isCall).map((c) => ({
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
