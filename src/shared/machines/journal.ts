import type { AnyActorRef, InspectionEvent } from 'xstate'
import { LIMITS } from '../domain/codes'
import { isRecord } from '../domain/objects'
import { isActorRef } from './actor-ref'

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
  /**
   * the machine's own id (development journals): finds its definition where the actor is named by
   * its system id
   */
  machine?: string
  /** the machine's context after the event, redacted and JSON-safe (development journals) */
  context?: unknown
}

export interface Journal {
  /** pass to createActor({ inspect }) */
  inspect: (e: InspectionEvent) => void
  entries(): readonly JournalEntry[]
  subscribe(listener: () => void): () => void
  exportJson(): string
  clear(): void
}

/** An object's own fields, each value `unknown` until it is checked. */
const entriesOf = (v: object): [string, unknown][] => Object.entries(v)

/** Fields whose string values never reach the journal (flags such as passwordRefreshed do). */
const SECRET_KEYS = /^(password|newPassword|initial|confirm|token|refreshToken|secret)$/i
export const REDACTED = '[redacted]'

/**
 * A copy of an event with every secret-looking field replaced. Blank secrets stay blank, equal
 * secrets within one event get the same placeholder, and a secret longer than the contract takes
 * (LIMITS.passwordFieldMax, decision 011) gets one that is too long too, so "required",
 * "confirmation equals" and "too long" replay exactly; rules on a secret's content (the password
 * rule) cannot, by design. An actor in an event (a `replyTo`) becomes `{ actorRef: <its id> }`.
 */
export function redact(value: unknown): unknown {
  const seen = new Map<string, string>()
  const tooLong = (secret: string) => Array.from(secret.trim()).length > LIMITS.passwordFieldMax
  const placeholder = (secret: string) => {
    if (secret.trim() === '') return secret
    const known = seen.get(secret)
    if (known !== undefined) return known
    const name = seen.size === 0 ? REDACTED : `${REDACTED}#${seen.size + 1}`
    const shown = tooLong(secret) ? name.padEnd(LIMITS.passwordFieldMax + 1, '*') : name
    seen.set(secret, shown)
    return shown
  }
  const walk = (v: unknown, depth: number): unknown => {
    if (depth > 6 || v === null || typeof v !== 'object') return v
    // an actor an event carries (`replyTo`): its id, not a copy of the whole system around it
    if (isActorRef(v)) return { actorRef: v.id }
    if (v instanceof Error) {
      // keep what the machines read from a failure (status, kind), so a replay decides the same
      return {
        name: v.name,
        message: v.message,
        status: 'status' in v ? v.status : undefined,
        kind: 'kind' in v ? v.kind : undefined,
        operation: 'operation' in v ? v.operation : undefined,
      }
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1))
    const out: Record<string, unknown> = {}
    for (const [k, x] of entriesOf(v)) {
      if (SECRET_KEYS.test(k) && typeof x === 'string') out[k] = placeholder(x)
      else out[k] = walk(x, depth + 1)
    }
    return out
  }
  return walk(value, 0)
}

/** How deep, how many items of a list and how many values in all a context's copy keeps. */
export const CONTEXT_COPY = { depth: 6, items: 50, values: 2000, stringLength: 500 } as const
/**
 * How much of an event the journal of an `npm start` build keeps (`capture: 'events'`): enough to
 * read what happened, never a page's rows, so the journal's memory stops growing once it is full.
 */
export const EVENT_COPY = { depth: 4, items: 5, values: 60, stringLength: 200 } as const

type CopyLimits = { depth: number; items: number; values: number; stringLength: number }

/** An error's own enumerable fields, as a spread copies them (name and message are inherited). */
const ownOf = (error: Error): Record<string, unknown> => ({ ...error })

/**
 * A JSON-safe, redacted copy of a machine's context, as the journal of a development build keeps
 * it after each event: an actor becomes `{ actorRef: <its id> }`, functions and symbols are
 * dropped, dates become ISO strings, maps and sets lists; lists keep their first
 * `CONTEXT_COPY.items` items and say how many more there were; what lies deeper than
 * `CONTEXT_COPY.depth`, or beyond `CONTEXT_COPY.values` values in all, is cut to a marker; then
 * secrets are replaced as in events (`redact`).
 */
export function snapshotContext(value: unknown, limits: CopyLimits = CONTEXT_COPY): unknown {
  let budget = limits.values
  const path = new Set<object>()
  const walk = (v: unknown, depth: number): unknown => {
    if (budget-- <= 0) return '…'
    switch (typeof v) {
      case 'string':
        return v.length > limits.stringLength ? `${v.slice(0, limits.stringLength)}…` : v
      case 'number':
        return Number.isFinite(v) ? v : String(v)
      case 'boolean':
        return v
      case 'bigint':
        return `${v}n`
      case 'object':
        break
      default:
        return undefined // undefined, functions, symbols
    }
    if (v === null) return null
    if (isActorRef(v)) return { actorRef: v.id }
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString()
    if (depth >= limits.depth) return '…'
    if (path.has(v)) return '[circular]'
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) return `[${v.constructor.name}]`
    if (typeof Blob !== 'undefined' && v instanceof Blob) return `[${v.constructor.name}]`
    path.add(v)
    try {
      if (Array.isArray(v) || v instanceof Set || v instanceof Map) {
        const list = Array.isArray(v) ? v : v instanceof Set ? [...v] : [...v.entries()]
        const items = list.slice(0, limits.items).map((x) => walk(x, depth + 1) ?? null)
        if (list.length > limits.items) items.push(`… ${list.length - limits.items} more`)
        return items
      }
      const source = v instanceof Error ? { name: v.name, message: v.message, ...ownOf(v) } : v
      const out: Record<string, unknown> = {}
      for (const [k, x] of entriesOf(source)) {
        const copy = walk(x, depth + 1)
        if (copy !== undefined) out[k] = copy
      }
      return out
    } finally {
      path.delete(v)
    }
  }
  return redact(walk(value, 0))
}

/** A redacted copy of an event: an object with a `type`, as every event is. */
const isJournalEvent = (copy: unknown): copy is JournalEntry['event'] =>
  isRecord(copy) && typeof copy.type === 'string'

/** The copy of an event the journal keeps; its type alone should the copy not be an event. */
const eventOf = (copy: unknown, event: { type: string }): JournalEntry['event'] =>
  isJournalEvent(copy) ? copy : { type: event.type }

/** The system id when the actor has one, else the machine's id (page machines), else the actor id. */
export function actorName(ref: AnyActorRef): string {
  return systemIdOf(ref) ?? machineIdOf(ref) ?? ref.id
}

/**
 * The fields of an actor the running system has and `ActorRef` does not name: its system id, and
 * the id of its logic (a machine's; other logic has none).
 */
const systemIdOf = (ref: object): string | undefined =>
  'systemId' in ref && typeof ref.systemId === 'string' ? ref.systemId : undefined
const machineIdOf = (ref: object): string | undefined =>
  'logic' in ref && isRecord(ref.logic) && typeof ref.logic.id === 'string'
    ? ref.logic.id
    : undefined

/**
 * The journal of the event-sourced front end: every event every actor processes, with secrets
 * redacted, bounded to `limit` entries. `createJournal().inspect` is the inspection hook.
 * `capture: 'full'` (development builds, the inspector reads it live) copies each event and the
 * context at once; `'events'` (`npm start`: only a problem report reads it) keeps a short redacted
 * copy of each event (`EVENT_COPY`) and no context, so once full its memory stops growing.
 */
export function createJournal(
  options: { limit?: number; now?: () => Date; capture?: 'full' | 'events' } = {},
): Journal {
  const limit = options.limit ?? 2000
  const now = options.now ?? (() => new Date())
  const full = (options.capture ?? 'full') === 'full'
  let entries: JournalEntry[] = []
  // 'events': a ring of the newest entries, their events in short redacted copies
  let recorded: JournalEntry[] = []
  let handedOut: JournalEntry[] | null = []
  let seq = 0
  const listeners = new Set<() => void>()
  // an event that leaves the context as it was (most do) reuses its copy
  const copies = new WeakMap<AnyActorRef, { source: unknown; copy: unknown }>()
  const contextOf = (ref: AnyActorRef, context: unknown) => {
    const last = copies.get(ref)
    if (last && last.source === context) return last.copy
    const copy = snapshotContext(context)
    copies.set(ref, { source: context, copy })
    return copy
  }
  const read = (): readonly JournalEntry[] => {
    if (full) return entries
    handedOut ??= [...recorded]
    return handedOut
  }

  return {
    inspect(e) {
      // a journal of no entries (production builds, where nothing reads it) costs nothing: the
      // redacted copy of each event (lists of rows among them) was a tenth of a page's start
      if (limit === 0 || e.type !== '@xstate.snapshot') return
      const snapshot = e.snapshot
      if (!('value' in snapshot)) return // promise and callback actors: their results reach the parent
      // inspection names the actor by the little it needs; every actor it reports is a whole one
      const ref = e.actorRef
      if (!isActorRef(ref)) return
      const parent = ref._parent
      const machineId = machineIdOf(ref)
      const entry: JournalEntry = {
        seq: ++seq,
        at: now().toISOString(),
        actor: actorName(ref),
        event: eventOf(full ? redact(e.event) : snapshotContext(e.event, EVENT_COPY), e.event),
        ...(parent ? { parent: actorName(parent) } : {}),
        state: snapshot.value,
        ...(machineId ? { machine: machineId } : {}),
        ...(full
          ? { context: contextOf(ref, 'context' in snapshot ? snapshot.context : undefined) }
          : {}),
      }
      if (full) {
        entries = [
          ...entries.slice(entries.length >= limit ? entries.length - limit + 1 : 0),
          entry,
        ]
      } else {
        recorded.push(entry)
        if (recorded.length > limit) recorded.shift()
        handedOut = null
      }
      listeners.forEach((l) => l())
    },
    entries: read,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    exportJson: () => JSON.stringify({ version: 1, entries: read() }, null, 2),
    clear() {
      entries = []
      recorded = []
      handedOut = []
      listeners.forEach((l) => l())
    },
  }
}
