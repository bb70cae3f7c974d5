import type { AnyStateMachine } from 'xstate'

/**
 * A machine's statechart as a graph, read from its own definition (decision 044): the states with
 * their nesting, the transitions between them labelled with their events, the initial states.
 * Pure: the layout (elkjs) and the drawing take it from here.
 */

/** A state of the chart; its id is its path of keys joined by dots, the machine itself is ''. */
export interface ChartNode {
  id: string
  key: string
  /** the enclosing state's id; null for the machine itself */
  parent: string | null
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** the state its parent enters first (none inside a parallel state) */
  initial: boolean
  /** the actors the state invokes while it lasts (the names of their logic, else their ids) */
  invokes: string[]
}

/** A transition: from the state that declares it to the state it enters, on an event. */
export interface ChartEdge {
  id: string
  source: string
  target: string
  /** the event type as the machine names it (`''` for an eventless `always` transition) */
  event: string
  /** what the drawing writes on it: the event, or `after 3000ms`, `always`, `done: login` */
  label: string
  /** whether every transition it stands for is guarded */
  guarded: boolean
}

export interface StateGraph {
  machineId: string
  nodes: ChartNode[]
  edges: ChartEdge[]
}

/** Minimal shape of xstate's StateNode read here (its public fields). */
interface DefinitionNode {
  key: string
  path: string[]
  type: ChartNode['kind']
  states: Record<string, DefinitionNode>
  initial?: { target: readonly DefinitionNode[] }
  transitions: Map<string, readonly DefinitionTransition[]>
  always?: readonly DefinitionTransition[]
  invoke: readonly { id: string; src: unknown }[]
}

interface DefinitionTransition {
  target?: readonly DefinitionNode[]
  guard?: unknown
}

const idOf = (node: DefinitionNode) => node.path.join('.')

/**
 * The label of a transition's event: its type, with xstate's own events shortened
 * (`xstate.after.<delay>.<state>` -> `after <delay>`, `xstate.done.actor.<id>` -> `done: <id>`).
 */
export function eventLabel(type: string): string {
  if (type === '') return 'always'
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]}ms` : `after ${after[1]}`
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (done) return `${done[1]}: ${done[2]}`
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(type)
  if (stateDone) return `done: ${stateDone[1]}`
  return type
}

/** The chart of a machine: every state node and every transition that enters a state. */
export function machineGraph(machine: AnyStateMachine): StateGraph {
  const nodes: ChartNode[] = []
  const edges = new Map<string, ChartEdge>()
  const visit = (node: DefinitionNode, parent: string | null, initial: boolean) => {
    const id = idOf(node)
    const initials = new Set((node.initial?.target ?? []).map(idOf))
    nodes.push({
      id,
      key: parent === null ? machine.id : node.key,
      parent,
      kind: node.type,
      initial,
      // by the name of what is invoked (an inline invoke's own id is generated: `0.session.x`)
      invokes: node.invoke.map((i) =>
        typeof i.src === 'string' && !i.src.startsWith('xstate.') ? i.src : i.id,
      ),
    })
    const transitions: [string, readonly DefinitionTransition[]][] = [
      ...node.transitions.entries(),
      ['', node.always ?? []],
    ]
    for (const [event, list] of transitions)
      for (const t of list)
        for (const target of t.target ?? []) {
          // alternatives of one event between the same two states are one arrow
          const key = `${id}\u0000${idOf(target)}\u0000${event}`
          const seen = edges.get(key)
          if (seen) seen.guarded = seen.guarded && Boolean(t.guard)
          else
            edges.set(key, {
              id: `e${edges.size}`,
              source: id,
              target: idOf(target),
              event,
              label: eventLabel(event),
              guarded: Boolean(t.guard),
            })
        }
    for (const child of Object.values(node.states))
      visit(child, id, node.type !== 'parallel' && initials.has(idOf(child)))
  }
  visit(machine.root, null, false)
  return { machineId: machine.id, nodes, edges: [...edges.values()] }
}

/**
 * The ids of the states a state value stands for, each with its ancestors (the machine itself,
 * always active, is left out): `{ signedOut: 'idle' }` -> `signedOut`, `signedOut.idle`.
 */
export function activeStates(value: unknown): Set<string> {
  const out = new Set<string>()
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === 'string') out.add(`${prefix}${v}`)
    else if (v !== null && typeof v === 'object')
      for (const [key, inner] of Object.entries(v)) {
        out.add(`${prefix}${key}`)
        walk(inner, `${prefix}${key}.`)
      }
  }
  walk(value, '')
  return out
}

/** A state value as one line: `signedOut.idle`, `overlay.hidden, snackbar.visible`. */
export function stateText(value: unknown): string {
  if (value === undefined || value === null) return '—'
  const leaves = [...activeStates(value)].filter(
    (id, _, all) => !all.some((other) => other.startsWith(`${id}.`)),
  )
  return leaves.join(', ') || '—'
}
