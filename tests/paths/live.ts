import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate'
import type { ApiClient } from '../../src/shared/services/http-client'
import { toFailure } from '../../src/shared/services/api-error'
import { failureOf } from '../../src/shared/machines/failure'
import type { FeatureContext } from '../../src/shared/machines/wire-context'
import type { MachineModel } from './model'
import { inputOf, type Step } from './walk'

/**
 * A walked path run for real (issue 47): the machine with its feature's own wiring (the route
 * chunk's services over a client signed in to the in-process mock), driven by the path's user
 * events, its services answered by the mock: a failure on the path is the operation answering
 * so through a QA scenario, a success is the mock's own answer. At each step the snapshot must
 * reach the path's state, and a failure's message must be the catalogue's, where the view reads it.
 */
export interface LiveModel {
  /** the demo account the services sign in as */
  account: string
  /** the machine as its route chunk wires it, over this feature context */
  wire: (ctx: FeatureContext) => AnyStateMachine
  /** the contract operation each invoked service (by `src`) calls */
  operations: Record<string, string>
  /** the paths run live at least (the others wait on a delay or an answer the mock does not give) */
  minimumPaths: number
}

const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'
const isAnswer = (e: AnyEventObject) => e.type.startsWith(DONE) || e.type.startsWith(ERROR)

/** Why a path cannot be run against the mock, or null. */
export function notLive(model: MachineModel, path: Step[]): string | null {
  if (!model.live) return 'the model has no live wiring'
  for (const { event } of path) {
    if (event.type.startsWith('xstate.after.')) return 'it waits on a delay'
    if (event.type.startsWith(DONE)) {
      const src = srcOf(model, event.type.slice(DONE.length))
      // only the mock's own answer can be met: the model's first output stands for it
      if (!src || model.answers?.[src]?.outputs?.[0] !== event.output)
        return 'it takes an answer the mock does not give'
    }
    if (event.type.startsWith(ERROR)) {
      const src = srcOf(model, event.type.slice(ERROR.length))
      if (!src || !model.live.operations[src]) return `no operation for '${src}'`
    }
  }
  return null
}

function srcOf(model: MachineModel, actorId: string): string | undefined {
  const nodes: AnyStateNode[] = [model.machine.root]
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!
    nodes.push(...(Object.values(node.states ?? {}) as AnyStateNode[]))
    for (const inv of node.invoke)
      if (inv.id === actorId) return typeof inv.src === 'string' ? inv.src : actorId
  }
  return undefined
}

/** A feature context whose browser effects do nothing: the path checks the machine's states. */
export function quietContext(client: ApiClient): FeatureContext {
  const nothing = () => {}
  return {
    client,
    prefs: { get: () => undefined, set: nothing, remove: nothing } as never,
    clipboard: { write: async () => {} } as never,
    sharer: { share: async () => 'copied' } as never,
    navigate: nothing,
    replaceQuery: nothing,
    openWindow: nothing,
    saveFile: nothing,
    leave: nothing,
    back: nothing,
    canGoBack: () => false,
    origin: 'http://portal.test',
    frameMemory: { read: () => null, write: nothing, clear: nothing } as never,
    drafts: { read: () => null, write: nothing, clear: nothing } as never,
    // the settings the view tests give a portal (tests/support/render-route.tsx)
    settings: {
      checkupHost: '',
      addressSearch: 'offline',
      partnerLinks: {
        serviceSite: '/demo/service-site',
        deepLinkOpener: '/demo/deep-link?link={link}',
      },
    } as FeatureContext['settings'],
  }
}

/** Whether nothing more happens without an event: no service of the snapshot is still answering. */
const resting = (snapshot: AnyMachineSnapshot) =>
  !(snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.some((n) =>
    n.invoke.some(
      (inv) => n.transitions.has(`${DONE}${inv.id}`) || n.transitions.has(`${ERROR}${inv.id}`),
    ),
  )

/** The snapshots an actor goes through, and a wait for the next one that has a value. */
function recorder(actor: AnyActorRef) {
  const seen: AnyMachineSnapshot[] = []
  let wake: () => void = () => {}
  actor.subscribe((s: AnyMachineSnapshot) => {
    seen.push(s)
    wake()
  })
  let at = 0
  return {
    /** the next snapshot with this value; fails when the machine rests in another */
    async next(value: unknown): Promise<AnyMachineSnapshot> {
      const want = JSON.stringify(value)
      for (;;) {
        while (at < seen.length) {
          const s = seen[at++]!
          if (JSON.stringify(s.value) === want) return s
          if (at === seen.length && resting(s))
            throw new Error(`rests in ${JSON.stringify(s.value)}, the path goes to ${want}`)
        }
        await new Promise<void>((resolve) => (wake = resolve))
      }
    },
  }
}

/**
 * Runs a path against the mock: `scenario` starts a QA scenario on it; `client` is the signed-in
 * client. Throws where the machine leaves the path.
 */
export async function runPath(
  model: MachineModel,
  path: Step[],
  client: ApiClient,
  scenario: (s: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  const live = model.live!
  const steps = path.filter((s) => s.event.type !== 'xstate.init')
  /** the failures the answers after step i (up to the next user event) need, set up before it */
  const provoke = async (from: number) => {
    for (let j = from; j < steps.length && isAnswer(steps[j]!.event); j++) {
      const { event } = steps[j]!
      if (!event.type.startsWith(ERROR)) continue
      const f = toFailure(event.error)
      const operation = live.operations[srcOf(model, event.type.slice(ERROR.length))!]
      await scenario(
        f.kind === 'network'
          ? { operation, network: true, times: 1 }
          : { operation, status: f.status, times: 1 },
      )
    }
  }
  await provoke(0)
  const actor = createActor(live.wire(quietContext(client)), { input: inputOf(path) as never })
  const snapshots = recorder(actor)
  actor.start()
  if (path[0]?.event.type === 'xstate.init') await snapshots.next(path[0].state.value)
  try {
    for (let i = 0; i < steps.length; i++) {
      const { event, state } = steps[i]!
      if (!isAnswer(event)) {
        await provoke(i + 1)
        actor.send(event)
      }
      const reached = await snapshots.next(state.value)
      if (event.type.startsWith(ERROR)) {
        const src = srcOf(model, event.type.slice(ERROR.length))!
        const shows = model.answers?.[src]?.shows
        if (shows) {
          const expected = failureOf(shows.row, event.error)
          const actual = shows.read(reached)
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            throw new Error(
              `after ${src} failed: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`,
            )
        }
      }
    }
  } finally {
    actor.stop()
  }
}
