import type { AnyActorRef } from 'xstate'
import type { JournalEntry } from '../../src/shared/machines/journal'

/**
 * Replays a journal into fresh actors (by actor name) and returns the state each reaches.
 * Start events (xstate.init) are skipped: the fresh actors start on their own.
 */
export function replayJournal(
  entries: readonly JournalEntry[],
  actors: Record<string, AnyActorRef>,
): Record<string, unknown> {
  for (const entry of entries) {
    if (entry.event.type === 'xstate.init') continue
    const actor = actors[entry.actor]
    if (!actor) continue
    actor.send(entry.event)
  }
  return Object.fromEntries(
    Object.entries(actors).map(([name, a]) => [
      name,
      (a.getSnapshot() as { value?: unknown }).value,
    ]),
  )
}

/** The last state the journal recorded for each actor. */
export function lastStates(entries: readonly JournalEntry[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const e of entries) out[e.actor] = e.state
  return out
}
