import {
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph'
import { failureOf } from '../../src/shared/machines/failure'
import { toFailure } from '../../src/shared/services/api-error'
import type { Message } from '../../src/shared/domain/messages'
import type { MachineModel } from './model'

/**
 * The walk of a workflow machine (issue 47): `xstate/graph` explores the machine from its initial
 * state over the events its model says can happen (the user's, the services' answers, the
 * state's delays), up to the model's depth; every edge walked is a real `transition` of the
 * machine. The walk then names the transitions each edge took, so the report can say which of
 * the machine's states and transitions no path reaches.
 *
 * Two limits of `xstate/graph` are worked around here: eventless (`always`) transitions and raised
 * events are not edges of its graph (each edge's transitions are those xstate itself reports for
 * the step, its `@xstate.microstep` inspection events: the event's own, then every eventless or
 * raised one in the same macrostep), and a growing context would make the search endless (the
 * model's `serialize` abstracts it, and the depth bounds it).
 */

export type Snapshot = AnyMachineSnapshot

export interface Step {
  event: AnyEventObject
  state: Snapshot
}

export interface Walk {
  machineId: string
  /** every state node's id (the root aside) */
  states: string[]
  /** the state nodes some walked snapshot had active */
  reached: Set<string>
  /** every transition's id: `source#event[index]`, `source#always[index]` */
  transitions: string[]
  /** the transitions some walked edge took, with the shortest path that takes it */
  taken: Map<string, Step[]>
  /**
   * every walked path that ends by taking each transition: the shortest path to each snapshot the
   * transition is taken from, with its step (the live runs take the shortest of them they can run)
   */
  through: Map<string, Step[][]>
  /** the shortest path that ends with each distinct answer of a service (each status of each) */
  answered: Map<string, Step[]>
  /** the shortest path to each distinct (serialized) snapshot */
  paths: Step[][]
  /** failures whose message the view reads, checked against the catalogue: what did not match */
  mismatches: string[]
  /**
   * Every edge walked, as `shape --event--> shape` (the model's serialization of each snapshot):
   * the machine's graph as the walk saw it, which a changed guard or action changes.
   */
  edges: string[]
}

export const DONE = 'xstate.done.actor.'
export const ERROR = 'xstate.error.actor.'

/** A service's answer on a path: the invocation's `src`, and whether it failed; else null. */
export function answerOf(
  model: MachineModel,
  event: AnyEventObject,
): { src: string | undefined; failed: boolean } | null {
  const failed = event.type.startsWith(ERROR)
  if (!failed && !event.type.startsWith(DONE)) return null
  return { src: srcOf(model, event.type.slice((failed ? ERROR : DONE).length)), failed }
}

/** Whether the state takes an answer of this invocation (its onDone or onError). */
const takesAnswer = (node: AnyStateNode, invokeId: string) =>
  node.transitions.has(`${DONE}${invokeId}`) || node.transitions.has(`${ERROR}${invokeId}`)

/** The services (by `src`) the snapshot still waits on: nothing happens without an event if none. */
export const awaitedSources = (snapshot: Snapshot): string[] =>
  activeNodes(snapshot).flatMap((n) =>
    n.invoke
      .filter((inv) => takesAnswer(n, inv.id))
      .map((inv) => (typeof inv.src === 'string' ? inv.src : inv.id)),
  )

/** An action as a walked edge names it: its type, and its params when they are data. */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const { type } = action as { type?: unknown }
    return typeof type === 'string' ? type : action.name || 'inline'
  }
  if (action && typeof action === 'object') {
    const { type, params } = action as { type?: unknown; params?: unknown }
    const name = typeof type === 'string' ? type : 'inline'
    return params === undefined || typeof params === 'function'
      ? name
      : `${name}(${JSON.stringify(params)})`
  }
  return 'inline'
}

/**
 * What a step did, as its edge records it: each transition taken, with the actions it names. An
 * action whose only effect is outside the snapshot (a notice, a report to the root, a navigation)
 * removed or changed then changes the walked graph, as a changed guard or context does.
 */
const didOf = (took: AnyTransitionDefinition[]): string =>
  took.map((t) => `${transitionId(t)}[${t.actions.map(actionName).join(', ')}]`).join(' ')

/** A transition's id in the report: where it starts, on what, and which of that event's candidates. */
export function transitionId(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode
  const list = source.transitions.get(t.eventType) ?? []
  const always = source.always ?? []
  const inAlways = always.indexOf(t)
  return inAlways >= 0
    ? `${source.id}#always[${inAlways}]`
    : `${source.id}#${t.eventType}[${list.indexOf(t)}]`
}

/** Every transition the machine declares, eventless ones included. */
export function allTransitions(root: AnyStateNode): AnyTransitionDefinition[] {
  const nodes = [root, ...getStateNodes(root)]
  return nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
}

export const activeNodes = (snapshot: Snapshot): AnyStateNode[] =>
  (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes

/** What a step did: the transitions it took, and the actions it ran (by type). */
interface Did {
  took: AnyTransitionDefinition[]
  acted: string[]
}

/** An inspection event of a microstep, with the transitions xstate took in it. */
interface MicrostepEvent {
  type: '@xstate.microstep'
  _transitions: AnyTransitionDefinition[]
}

/**
 * The machine as the walk gives it to `xstate/graph`: the same logic, with the transitions xstate
 * took written down for each step (from a snapshot, on an event) and for the initial snapshot, as
 * its own inspection reports them (exact for eventless chains and raised events). A step is known
 * by the snapshot and the event it started from: a step that changes nothing returns the snapshot
 * it was given.
 */
function recording(machine: AnyStateMachine) {
  const steps = new WeakMap<object, WeakMap<object, Did>>()
  const initial = new WeakMap<object, Did>()
  const watched = new WeakSet<object>()
  let step: AnyTransitionDefinition[] = []
  const recorded = <T>(scope: AnyActorScope, run: () => T): [T, Did] => {
    if (!watched.has(scope.system)) {
      watched.add(scope.system)
      scope.system.inspect((event: InspectionEvent) => {
        if (event.type === '@xstate.microstep') step.push(...(event as MicrostepEvent)._transitions)
      })
    }
    step = []
    // the actions the step runs, as xstate hands each to its executor: those a transition names,
    // and those an `enqueueActions` of it enqueues
    const acted: string[] = []
    const executor = scope.actionExecutor
    scope.actionExecutor = (action) => {
      acted.push(action.type)
      executor(action)
    }
    try {
      const result = run()
      return [result, { took: step, acted }]
    } finally {
      scope.actionExecutor = executor
      step = []
    }
  }
  const logic = Object.create(machine) as AnyStateMachine
  Object.assign(logic, {
    getInitialSnapshot: (scope: AnyActorScope, input: unknown) => {
      const [snapshot, did] = recorded(scope, () => machine.getInitialSnapshot(scope, input))
      initial.set(snapshot, did)
      return snapshot
    },
    transition: (snapshot: Snapshot, event: AnyEventObject, scope: AnyActorScope) => {
      const [next, did] = recorded(scope, () => machine.transition(snapshot, event, scope))
      if (!steps.has(snapshot)) steps.set(snapshot, new WeakMap())
      steps.get(snapshot)!.set(event, did)
      return next
    },
  })
  return {
    logic,
    /** what the step from `snapshot` on `event` did */
    did: (snapshot: Snapshot, event: AnyEventObject): Did =>
      steps.get(snapshot)?.get(event) ?? { took: [], acted: [] },
    /** what reaching the initial snapshot did (its eventless transitions) */
    didFirst: (snapshot: Snapshot): Did => initial.get(snapshot) ?? { took: [], acted: [] },
  }
}

/** The answers and delays the state's own invocations and `after` can send it. */
function worldEvents(model: MachineModel, snapshot: Snapshot): AnyEventObject[] {
  const events: AnyEventObject[] = []
  for (const node of activeNodes(snapshot)) {
    for (const inv of node.invoke) {
      const src = typeof inv.src === 'string' ? inv.src : inv.id
      const answers = model.answers?.[src]
      if (!answers) {
        if (takesAnswer(node, inv.id))
          throw new Error(`the model of ${model.machine.id} says nothing of what '${src}' answers`)
        continue
      }
      for (const output of answers.outputs ?? [])
        events.push({ type: `${DONE}${inv.id}`, actorId: inv.id, output })
      for (const error of answers.failures ?? [])
        events.push({ type: `${ERROR}${inv.id}`, actorId: inv.id, error })
    }
    for (const delayed of node.after) events.push({ type: delayed.eventType })
  }
  return events
}

/** An event as the walk tells events apart: a failure by its status and kind. */
export const describeEvent = (event: AnyEventObject): string => {
  if (event.type.startsWith(ERROR)) {
    const f = toFailure(event.error)
    return JSON.stringify({ type: event.type, status: f.status, kind: f.kind })
  }
  return JSON.stringify(event)
}

/**
 * The actions a walked step ran that the machine names and whose implementation is not one of
 * xstate's own (which change the snapshot or send, and are seen there): those its transitions
 * name, and those an `enqueueActions` of theirs enqueued, as xstate handed each to its executor.
 * What a live run must see the machine do in that step (`live.ts`).
 */
const namedActions = new WeakMap<Step, string[]>()
export const actionsOf = (step: Step): string[] => namedActions.get(step) ?? []

/** whether an action (or its implementation) is one of xstate's own (assign, raise, sendTo, ...) */
export const isBuiltIn = (action: unknown): boolean => {
  const type = (action as { type?: unknown } | null | undefined)?.type
  return typeof type === 'string' && type.startsWith('xstate.')
}

/** the type of an action the machine names and runs (its implementation its own), else null */
function namedType(machine: AnyStateMachine, action: unknown): string | null {
  const type =
    typeof action === 'string'
      ? action
      : action && typeof action === 'object'
        ? (action as { type?: unknown }).type
        : undefined
  if (typeof type !== 'string' || type.startsWith('xstate.')) return null
  const implementation: unknown = machine.implementations.actions[type]
  return implementation === undefined || isBuiltIn(implementation) ? null : type
}

/** the actions a step ran that the machine names and runs itself (an enqueued one among them) */
const namedOf = (machine: AnyStateMachine, { acted }: Did): string[] =>
  acted.map((type) => namedType(machine, type)).filter((type) => type !== null)

/** The input each walked path starts the machine with (a model may give several). */
const inputs = new WeakMap<Step[], unknown>()
export const inputOf = (path: Step[]): unknown => inputs.get(path)

/**
 * Walks the machine of a model, from each of its inputs in each of its worlds; throws when a search
 * has no end within the limit.
 */
export function walk(model: MachineModel): Walk {
  const starts = model.inputs ?? [model.input]
  const worlds = model.worlds ?? [model.provide]
  const [first, ...rest] = worlds.flatMap((provide) =>
    starts.map((input) => walkFrom({ ...model, provide }, input)),
  )
  for (const other of rest) {
    other.reached.forEach((id) => first!.reached.add(id))
    for (const [key, map] of [
      [other.taken, first!.taken],
      [other.answered, first!.answered],
    ] as const)
      for (const [id, path] of key)
        if (!map.has(id) || map.get(id)!.length > path.length) map.set(id, path)
    for (const [id, paths] of other.through)
      first!.through.set(id, (first!.through.get(id) ?? []).concat(paths))
    first!.paths.push(...other.paths)
    first!.mismatches.push(...other.mismatches)
    first!.edges.push(...other.edges)
  }
  return first!
}

function walkFrom(model: MachineModel, input: unknown): Walk {
  const depth = model.depth ?? 12
  const depths = new WeakMap<object, number>()
  const shapeOf = (state: Snapshot) =>
    JSON.stringify({
      status: state.status,
      shape: model.serialize
        ? model.serialize(state)
        : { value: state.value, context: state.context },
    })
  const serializeState = (state: Snapshot, _event: unknown, prev?: Snapshot) => {
    if (!depths.has(state)) depths.set(state, prev ? (depths.get(prev) ?? 0) + 1 : 0)
    return shapeOf(state)
  }
  const options = {
    input,
    events: (state: Snapshot) => [...model.events(state), ...worldEvents(model, state)],
    serializeState,
    serializeEvent: describeEvent,
    stopWhen: (state: Snapshot) => state.status !== 'active' || (depths.get(state) ?? 0) >= depth,
    limit: 200_000,
  }
  const machine = model.provide ? model.machine.provide(model.provide) : model.machine
  const { logic, did, didFirst } = recording(machine)
  const adjacency = getAdjacencyMap(logic, options as never) as Record<
    string,
    {
      state: Snapshot
      transitions: Record<string, { event: AnyEventObject; state: Snapshot }>
    }
  >
  const shortest = getShortestPaths(machine, options as never) as unknown as StatePath<
    Snapshot,
    AnyEventObject
  >[]
  const reached = new Set<string>()
  const taken = new Map<string, Step[]>()
  const through = new Map<string, Step[][]>()
  const mismatches: string[] = []
  const edges: string[] = []
  const answered = new Map<string, Step[]>()
  const pathTo = new Map<string, Step[]>()
  for (const path of shortest) {
    pathTo.set(serializeState(path.state, undefined), path.steps)
    inputs.set(path.steps, input)
  }

  // the first vertex is the initial snapshot: the eventless steps xstate took to reach it
  const [initial] = Object.values(adjacency)
  for (const { steps } of shortest)
    steps.forEach(({ event, state }, i) => {
      const from = i > 0 ? steps[i - 1]!.state : initial?.state
      const first = event.type === 'xstate.init' || !from
      // the shortest paths are walked apart from the adjacency the recording logic made: a step's
      // own snapshot and event are the adjacency's of the same shape
      const vertex = from ? adjacency[shapeOf(from)] : undefined
      const edge = vertex?.transitions[describeEvent(event)]
      const didHere = first
        ? didFirst(initial?.state ?? state)
        : vertex && edge
          ? did(vertex.state, edge.event)
          : did(from, event)
      namedActions.set(steps[i]!, namedOf(machine, didHere))
    })
  for (const t of initial ? didFirst(initial.state).took : []) {
    const start: Step[] = []
    inputs.set(start, input)
    taken.set(transitionId(t), start)
    reached.add((t.source as AnyStateNode).id)
  }

  for (const [key, vertex] of Object.entries(adjacency)) {
    activeNodes(vertex.state).forEach((n) => reached.add(n.id))
    const before = pathTo.get(key) ?? []
    for (const { event, state: next } of Object.values(vertex.transitions)) {
      const step = { event, state: next }
      const path = [...before, step]
      inputs.set(path, input)
      const didHere = did(vertex.state, event)
      const tookHere = didHere.took
      namedActions.set(step, namedOf(machine, didHere))
      edges.push(`${key} --${describeEvent(event)}--> ${shapeOf(next)} ${didOf(tookHere)}`)
      for (const t of tookHere) {
        const id = transitionId(t)
        // a state left at once by an eventless transition is never a snapshot's: passed through
        reached.add((t.source as AnyStateNode).id)
        if (!taken.has(id) || taken.get(id)!.length > path.length) taken.set(id, path)
        const paths = through.get(id) ?? []
        paths.push(path)
        through.set(id, paths)
      }
      activeNodes(next).forEach((n) => reached.add(n.id))
      if (answerOf(model, event)) {
        const answer = describeEvent(event)
        if (!answered.has(answer) || answered.get(answer)!.length > path.length)
          answered.set(answer, path)
      }
      const mismatch = shownMismatch(model, event, next)
      if (mismatch) mismatches.push(`${describeEvent(event)} after ${key}: ${mismatch}`)
    }
  }
  return {
    machineId: machine.id,
    states: getStateNodes(machine.root).map((n) => n.id),
    reached,
    transitions: allTransitions(machine.root).map(transitionId),
    taken,
    through,
    answered,
    paths: [...pathTo.values()],
    mismatches,
    edges,
  }
}

/** After a failure whose message the view reads: null when it is the catalogue's, else what differs. */
export function shownMismatch(
  model: MachineModel,
  event: AnyEventObject,
  next: Snapshot,
): string | null {
  const answer = answerOf(model, event)
  if (!answer?.failed || !answer.src) return null
  const shows = model.answers?.[answer.src]?.shows
  if (!shows) return null
  const expected: Message = failureOf(shows.row, event.error)
  const actual = shows.read(next)
  return JSON.stringify(actual) === JSON.stringify(expected)
    ? null
    : `shows ${JSON.stringify(actual)}, the catalogue says ${JSON.stringify(expected)}`
}

/**
 * The `src` of an invocation id anywhere in the machine; or of a child it spawns under the name
 * of an actor its setup declares (`spawnChild('share', { id: 'share' })`).
 */
export function srcOf(model: MachineModel, id: string): string | undefined {
  for (const node of [model.machine.root, ...getStateNodes(model.machine.root)])
    for (const inv of node.invoke)
      if (inv.id === id) return typeof inv.src === 'string' ? inv.src : id
  return id in model.machine.implementations.actors ? id : undefined
}
