import type { AnyActorRef, InspectionEvent, Snapshot } from 'xstate'
import { LIMITS } from '../domain/codes'

export interface JournalEntry {
  seq: number
  at: string
  /** the actor's system id (session, ui, routeGuard), or its machine id (entry, passwordSet) */
  actor: string
  event: { type: string; [key: string]: unknown }
  /** the actor's parent by the same naming (absent for the root) */
  parent?: string
  /** state value after the event (machines only) */
  state: unknown
}

export interface Journal {
  /** pass to createActor({ inspect }) */
  inspect: (e: InspectionEvent) => void
  entries(): readonly JournalEntry[]
  subscribe(listener: () => void): () => void
  exportJson(): string
  clear(): void
}

/** Fields whose string values never reach the journal (flags such as passwordRefreshed do). */
const SECRET_KEYS = /^(password|newPassword|initial|confirm|token|refreshToken|secret)$/i
export const REDACTED = '[redacted]'

/**
 * A copy of an event with every secret-looking field replaced. Blank secrets stay blank, equal
 * secrets within one event get the same placeholder, and a secret longer than the contract takes
 * (LIMITS.passwordFieldMax, decision 011) gets one that is too long too, so "required",
 * "confirmation equals" and "too long" replay exactly; rules on a secret's content (the password
 * rule) cannot, by design.
 */
export function redact(value: unknown): unknown {
  const seen = new Map<string, string>()
  const tooLong = (secret: string) => Array.from(secret.trim()).length > LIMITS.passwordFieldMax
  const placeholder = (secret: string) => {
    if (secret.trim() === '') return secret
    if (!seen.has(secret)) {
      const name = seen.size === 0 ? REDACTED : `${REDACTED}#${seen.size + 1}`
      seen.set(secret, tooLong(secret) ? name.padEnd(LIMITS.passwordFieldMax + 1, '*') : name)
    }
    return seen.get(secret)!
  }
  const walk = (v: unknown, depth: number): unknown => {
    if (depth > 6 || v === null || typeof v !== 'object') return v
    if (v instanceof Error) {
      // keep what the machines read from a failure (status, kind), so a replay decides the same
      const { status, kind, operation } = v as Error & {
        status?: number
        kind?: string
        operation?: string
      }
      return { name: v.name, message: v.message, status, kind, operation }
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1))
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (SECRET_KEYS.test(k) && typeof x === 'string') out[k] = placeholder(x)
      else out[k] = walk(x, depth + 1)
    }
    return out
  }
  return walk(value, 0)
}

/** The system id when the actor has one, else the machine's id (page machines), else the actor id. */
function actorName(ref: AnyActorRef): string {
  const named = ref as { systemId?: string; logic?: { id?: string } }
  return named.systemId ?? named.logic?.id ?? ref.id
}

/**
 * The journal of the event-sourced front end: every event every actor processes, with secrets
 * redacted, bounded to `limit` entries. `createJournal().inspect` is the inspection hook.
 */
export function createJournal(options: { limit?: number; now?: () => Date } = {}): Journal {
  const limit = options.limit ?? 2000
  const now = options.now ?? (() => new Date())
  let entries: JournalEntry[] = []
  let seq = 0
  const listeners = new Set<() => void>()

  return {
    inspect(e) {
      // a journal of no entries (production builds, where nothing reads it) costs nothing: the
      // redacted copy of each event (lists of rows among them) was a tenth of a page's start
      if (limit === 0 || e.type !== '@xstate.snapshot') return
      const snapshot = e.snapshot as Snapshot<unknown> & { value?: unknown }
      if (!('value' in snapshot)) return // promise and callback actors: their results reach the parent
      const parent = (e.actorRef as AnyActorRef)._parent
      entries = [
        ...entries.slice(entries.length >= limit ? entries.length - limit + 1 : 0),
        {
          seq: ++seq,
          at: now().toISOString(),
          actor: actorName(e.actorRef as AnyActorRef),
          event: redact(e.event) as JournalEntry['event'],
          ...(parent ? { parent: actorName(parent) } : {}),
          state: snapshot.value,
        },
      ]
      listeners.forEach((l) => l())
    },
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    exportJson: () => JSON.stringify({ version: 1, entries }, null, 2),
    clear() {
      entries = []
      listeners.forEach((l) => l())
    },
  }
}
