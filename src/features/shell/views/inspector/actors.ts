import { StateMachine, type AnyActorRef, type AnyStateMachine } from 'xstate'
import { actorName, snapshotContext, type JournalEntry } from '../../../../shared/machines/journal'
import { statesAt } from './replay'

/** An actor as the inspector shows it: live, or as the journal had it at one entry. */
export interface ActorView {
  /** the journal's name for it: its system id, else its machine's id, else its own id */
  name: string
  machineId: string | null
  /** its definition (null: not a machine, or none found) */
  machine: AnyStateMachine | null
  /** running in this window's system now */
  running: boolean
  /** the state value (a machine) or the status (another actor) */
  state: unknown
  context: unknown
  /** the entry it is shown as; null when shown from its live snapshot */
  entry: JournalEntry | null
}

const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic = 'logic' in ref ? ref.logic : undefined
  return logic instanceof StateMachine ? logic : null
}

/** Every actor of the system under `root` (the root first, then its children, depth first). */
export function runningActors(root: AnyActorRef): AnyActorRef[] {
  const out: AnyActorRef[] = []
  const visit = (ref: AnyActorRef) => {
    out.push(ref)
    const { children }: { children?: Record<string, AnyActorRef | undefined> } = ref.getSnapshot()
    for (const child of Object.values(children ?? {})) if (child) visit(child)
  }
  visit(root)
  return out
}

/**
 * The actors at one entry of a journal. Following the live journal (`live` given, at its last
 * entry): every running actor with its snapshot, then those the journal knows that have stopped,
 * as last recorded. Otherwise: each actor that had an entry by then, as its last entry had it. A
 * machine's definition is the running actor's own, else the registry's by the entry's machine id
 * or actor name.
 */
export function actorsAt({
  entries,
  index,
  live,
  registry,
}: {
  entries: readonly JournalEntry[]
  index: number
  /** the running system when the live journal's last entry is shown */
  live: AnyActorRef | null
  registry: Readonly<Record<string, AnyStateMachine>>
}): ActorView[] {
  const at = statesAt(entries, index)
  const refs = live ? runningActors(live) : []
  const machines: Record<string, AnyStateMachine> = { ...registry }
  for (const ref of refs) {
    const machine = machineOf(ref)
    if (machine && !machines[machine.id]) machines[machine.id] = machine
  }
  const fromEntry = (entry: JournalEntry, running: boolean): ActorView => {
    const machine = machines[entry.machine ?? entry.actor] ?? null
    return {
      name: entry.actor,
      machineId: entry.machine ?? machine?.id ?? null,
      machine,
      running,
      state: entry.state,
      context: entry.context,
      entry,
    }
  }
  const out: ActorView[] = []
  const shown = new Set<string>()
  for (const ref of refs) {
    const name = actorName(ref)
    if (shown.has(name)) continue
    shown.add(name)
    const machine = machineOf(ref)
    const snapshot: { value?: unknown; context?: unknown; status?: string } = ref.getSnapshot()
    const entry = at.get(name) ?? null
    out.push({
      name,
      machineId: machine?.id ?? null,
      machine,
      running: true,
      state: machine ? snapshot.value : snapshot.status,
      context: machine ? (entry?.context ?? snapshotContext(snapshot.context)) : undefined,
      entry: null,
    })
  }
  for (const [name, entry] of at) if (!shown.has(name)) out.push(fromEntry(entry, false))
  return out
}
