import {
  SimulatedClock,
  StateMachine,
  createActor,
  setup,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate'
import type { ApiClient } from '../../src/shared/services/http-client'
import { toFailure } from '../../src/shared/services/api-error'
import { TOKEN_REFUSED } from '../../src/shared/contract/operation'
import { operations } from '../../src/app/contract'
import type { FeatureContext } from '../../src/shared/machines/wire-context'
import type { MockConfig } from '../../mock-server/config'
import type { MachineModel, Provided } from './model'
import { quietContext } from '../support/wired'
import { isRecord } from '../../src/shared/domain/objects'
import { browserSharer, type ShareOutcome } from '../../src/shared/services/share'
import { wireSession, type RouteCode } from '../../src/features/session/wire'
import { SESSION_SYSTEM_ID } from '../../src/features/session'
import {
  DONE,
  ERROR,
  actionsOf,
  activeNodes,
  isBuiltIn,
  answerOf,
  awaitedSources,
  inputOf,
  shownMismatch,
  walk,
  type Step,
  type Walk,
} from './walk'

/**
 * A walked path run for real (issue 47): the machine with its feature's own wiring (the route
 * chunk's services over a client signed in to the in-process mock), driven by the path's user
 * events, its services answered by the mock: a failure on the path is the operation answering
 * so through a QA scenario, a success is the mock's own answer. At each step the snapshot must
 * reach the path's state, the machine must have done the actions the step's transitions name (a
 * notice, a report to the root, a navigation: the effects no snapshot shows), and a failure's
 * message must be the catalogue's, where the view reads it.
 */
export interface LiveModel {
  /**
   * the demo account the services sign in as; none: the client signs in nobody (a machine that
   * signs in itself, or one that calls nothing)
   */
  account?: string
  /**
   * other accounts the paths also run as, each in its own mock's world: the mock's data for
   * them gives other outputs of the services the account names
   */
  accounts?: readonly LiveAccount[]
  /**
   * the machine as its route chunk wires it, over this feature context; `path` is the path it
   * runs, for a browser its wiring reads that answers as the path says (`browserFails`)
   */
  wire: (ctx: FeatureContext, path: Step[]) => AnyStateMachine
  /** the contract operation each invoked service (by `src`) calls */
  operations: Record<string, string>
  /** the paths run live at least (the others wait on a delay or an answer the mock does not give) */
  minimumPaths: number
  /**
   * The browser the wiring reads through its globals (the payment provider's window), made for
   * each path (and from it: the checkout's choice the path's answers stand for): its globals are
   * in place while the path runs, then it is closed and they are gone
   */
  browser?: (path: Step[]) => Browser
  /**
   * the outputs (by index) of a service that the browser gives as the path says, whoever is
   * signed in: a provider's window answering as its tester chose, and the mock's answers that
   * choice leads to
   */
  byBrowser?: Record<string, readonly number[]>
  /**
   * the services (by `src`) whose failures the browser gives, where the mock has no say: a route's
   * code not fetched, a provider's script not loaded. The wiring (`wire`, given the path) makes
   * each call of them fail where the path says.
   */
  browserFails?: readonly string[]
  /**
   * what the mock and the browser hold before the machine starts on this path, made through the
   * signed-in client and the browser's globals (an order the mock holds for the order the path's
   * arrival names, which `liveEvent` then names by the mock's uid)
   */
  prepare?: (ctx: FeatureContext, path: Step[]) => Promise<void>
  /**
   * the output (by index) of a list service that the mock gives when a QA scenario empties its
   * next answer (`empty`: no rows and a total of 0, a list that shrank under the page asked for),
   * started before the call as a failure's scenario is, for whoever is signed in
   */
  emptied?: Record<string, number>
  /**
   * outputs (by index) of a service that the mock gives when a QA scenario answers its next call
   * with this `data` (the success's data as the contract has it: a virtual account awaiting
   * deposit, an order the provider failed), started before the call as a failure's scenario is:
   * an answer the mock's own data does not give. The operation's own rules still run: a refusal
   * stands.
   */
  given?: Record<string, Record<number, unknown>>
  /**
   * outputs (by index) of a service that a QA scenario on another operation leads to, started
   * before the call as a failure's is: the session actor's `null` when the user it reads again is
   * refused (`fetchUser` 401, met twice: the client renews the token once)
   */
  provoked?: Record<string, Record<number, Record<string, unknown>>>
  /**
   * a child machine the machine invokes, ended as the user ends it: for each of its outputs (by
   * index), the events the user sends it (its own calls answered by the mock), after which it
   * ends with that output
   */
  children?: Record<string, Record<number, readonly AnyEventObject[]>>
  /**
   * the services (by `src`) that are the browser's clipboard and share sheet: the portal's own
   * (`browserSharer`) over a clipboard and a share sheet that answer as the path says (copied,
   * shared, cancelled, refused), where the mock has no say
   */
  device?: { copy?: string; share?: string }
  /**
   * a user's event as the live machine takes it, from the live snapshot it is sent in: the rows
   * the model makes up named by the mock's rows of the same kind (the first checkable one)
   */
  liveEvent?: (event: AnyEventObject, snapshot: AnyMachineSnapshot) => AnyEventObject
  /**
   * why a path is walked only, besides the harness's own reasons: a value the mock does not hold
   * (in the world of the model the path is walked in, where an account names one)
   */
  walkedOnly?: (path: Step[], world?: Provided) => string | null
  /**
   * the machine asks the portal's session actor (`askSession`: the current or a fresh session):
   * the live system holds one, as the portal's does, wired by the session feature over the same
   * signed-in client. Its answers come from the mock; it absorbs a fetch's failure, so a path
   * where such a question fails is walked only (leave its service out of `operations`).
   */
  session?: true
  /**
   * each step must reach the path's snapshot as the model serializes it (its value, and the
   * context it tells states apart by), not only its value: for a machine whose context holds
   * nothing the mock answers, so the live context is the walked one
   */
  shape?: true
  /**
   * run, besides the shortest path through each transition and to each answer, the shortest to
   * each snapshot the walk tells apart: a machine whose choices are in its guards and context
   * more than in its transitions (the route guard: one transition for every route and user)
   */
  everySnapshot?: true
  /**
   * the one of the model's `worlds` the live client starts in (the guards its wiring reads from
   * the client's storage): the live paths are walked in it alone
   */
  world?: Provided
}

/**
 * An account whose data in the mock gives some services another of the outputs the model lists
 * (a site admin's pending virtual account, an FC's link): its paths run signed in as it.
 */
export interface LiveAccount {
  /** the demo account; null: nobody is signed in */
  account: string | null
  /**
   * for each service named, the index in its `outputs` of the answer the mock gives this account,
   * and what the live answer must show to stand for that output (a run whose answer does not
   * fails); a service not named gives its first, as for the model's own account
   */
  outputs: Record<string, { index: number; shows: (output: unknown) => boolean }>
  /**
   * what the account's browser holds before the page opens, put in its context (a partner's
   * hand-over kept by the callback page)
   */
  prepare?: (ctx: FeatureContext) => void | Promise<void>
  /**
   * the world of the model the account's client starts in (a token held and stored, once it is
   * signed in); its paths are walked in it, each its own
   */
  world?: Provided
  /**
   * why a path is not run as this account, in place of the model's `walkedOnly`: an account made
   * for one kind of path (a guest registered before, whose sign-up is refused) runs it alone
   */
  walkedOnly?: (path: Step[]) => string | null
  /**
   * the mock's settings for this account's world, as the standalone server takes them
   * (`MOCK_CHECKUPS=0`: a site with no checkups in range); the live mock's own otherwise
   */
  mock?: Partial<MockConfig>
}

/**
 * The mock's worlds a live model's paths run in: its own account, where each service gives the
 * first of its outputs, then each of its other accounts.
 */
export const liveAccounts = (live: LiveModel): LiveAccount[] => [
  { account: live.account ?? null, outputs: {} },
  ...(live.accounts ?? []),
]

/**
 * The model as the mock answers an account: each service's outputs cut to the one it gives that
 * account (the first, unless the account names another), the browser's services' left whole, in
 * the world the live client starts in.
 */
export function mockWorld(model: MachineModel, account: LiveAccount): MachineModel {
  const index = indexOf(account.outputs)
  const world = account.world ?? model.live?.world
  return {
    ...model,
    ...(world ? { worlds: [world] } : {}),
    answers: Object.fromEntries(
      Object.entries(model.answers ?? {}).map(([src, a]) => {
        // the browser's services answer each way the path says, whoever is signed in
        if (!a.outputs || deviceSources(model).includes(src)) return [src, a]
        const byBrowser = model.live?.byBrowser?.[src]
        if (byBrowser) return [src, { ...a, outputs: byBrowser.map((i) => a.outputs![i]) }]
        const emptied = model.live?.emptied?.[src]
        const given = [
          index(src),
          ...(emptied === undefined ? [] : [emptied]),
          ...givenIndices(model, src),
        ]
        return [src, { ...a, outputs: [...new Set(given)].map((i) => a.outputs![i]) }]
      }),
    ),
  }
}

/**
 * A path as a test's name: its events, a service's failure by its status, an answer other than
 * the service's first output by its place in the model's outputs.
 */
const describePath = (model: MachineModel, path: Step[]) =>
  path
    .filter((s) => s.event.type !== 'xstate.init')
    .map((s) => {
      const e = s.event
      if (e.type.startsWith(ERROR))
        return `${e.type.slice(ERROR.length)} fails ${toFailure(e.error).status || 'network'}`
      if (e.type.startsWith(DONE)) {
        const src = answerOf(model, e)?.src
        const at = src ? (model.answers?.[src]?.outputs?.indexOf(e.output) ?? -1) : -1
        return `${e.type.slice(DONE.length)} answers${at > 0 ? ` (its answer ${at + 1})` : ''}`
      }
      const { type, ...rest } = e
      return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type
    })
    .join(' -> ')

/**
 * Whether a path takes an answer the account gets as its own (an output it names): another
 * account's other paths are the model's own account's again
 */
const takesOwnAnswer = (model: MachineModel, path: Step[], { outputs }: LiveAccount) =>
  path.some(({ event }) => {
    const answer = answerOf(model, event)
    return answer?.src !== undefined && !answer.failed && answer.src in outputs
  })

/** A live path, and the account it runs as. */
export interface LivePath {
  path: Step[]
  account: LiveAccount
}

/**
 * The paths of a live model that run against the mock, by name: in each account's mock world,
 * the shortest path through each transition and ending with each answer of each service (every
 * status), and to each snapshot where the model asks for it; `taken` gets the transitions (by
 * id) the paths through them run live.
 */
export function livePaths(model: MachineModel, taken = new Set<string>()): Map<string, LivePath> {
  const live = model.live!
  const paths = new Map<string, LivePath>()
  for (const [i, account] of liveAccounts(live).entries()) {
    const result = walk(mockWorld(model, account))
    const runs = (path: Step[]) =>
      path.length > 0 &&
      (i === 0 || account.world !== undefined || takesOwnAnswer(model, path, account)) &&
      !notLive(model, path, account.outputs, account.world, account.walkedOnly)
    for (const [id, path] of result.taken) if (runs(path)) taken.add(id)
    const snapshots = live.everySnapshot ? result.paths : []
    const as = i === 0 ? '' : `as ${account.account ?? 'nobody'}: `
    for (const path of [...result.taken.values(), ...result.answered.values(), ...snapshots])
      if (runs(path)) paths.set(as + describePath(model, path), { path, account })
    // a transition the machine takes as it starts (an eventless one of its initial state) is
    // taken by every path from that input: it runs live with the shortest of them that runs
    const ran = [...paths.values()].filter((p) => p.account === account).map((p) => p.path)
    for (const [id, start] of result.taken) {
      if (start.length > 0 || taken.has(id)) continue
      const fromInput = (p: Step[]) => inputOf(p) === inputOf(start) && runs(p)
      const path =
        ran.find(fromInput) ?? [...result.paths].sort((a, b) => a.length - b.length).find(fromInput)
      if (!path) continue
      taken.add(id)
      const name = as + describePath(model, path)
      if (paths.get(name)?.path !== path)
        paths.set(paths.has(name) ? `${name} (from input ${inputIndex(model, path)})` : name, {
          path,
          account,
        })
    }
    // a transition whose shortest path cannot run (it starts from an arrival naming the model's
    // order) may be taken from another snapshot by a longer path that can: the shortest such
    for (const [id, through] of result.through) {
      if (taken.has(id)) continue
      const path = [...through].sort((a, b) => a.length - b.length).find(runs)
      if (!path) continue
      taken.add(id)
      paths.set(as + describePath(model, path), { path, account })
    }
  }
  return paths
}

/**
 * Which of the transitions a walk takes run live, and why each other one is walked only: the
 * reason its walked path cannot run, or that only a world or an answer no live account gives
 * reaches it.
 */
export function liveCoverage(
  model: MachineModel,
  full: Walk,
): { run: number; of: number; walkedOnly: { id: string; why: string }[] } {
  const taken = new Set<string>()
  if (model.live) livePaths(model, taken)
  const walkedOnly = [...full.taken]
    .filter(([id]) => !taken.has(id))
    .map(([id, path]) => ({
      id,
      why:
        notLive(model, path) ??
        'only a world or an answer no live account gives reaches it (another path)',
    }))
  return { run: full.taken.size - walkedOnly.length, of: full.taken.size, walkedOnly }
}

/** the place of a path's input among the model's inputs (0 for a model of one input) */
const inputIndex = (model: MachineModel, path: Step[]): number =>
  Math.max(0, model.inputs?.indexOf(inputOf(path)) ?? 0)

/** the index of the output an account's outputs name for a service (0: the first) */
const indexOf =
  (outputs: LiveAccount['outputs']) =>
  (src: string): number =>
    outputs[src]?.index ?? 0

/** the session's wiring loads no route code: the live run shows no page */
export const NO_ROUTES: RouteCode = {
  load: async () => {},
  prefetch: () => {},
  warmSignIn: () => {},
  signingIn: () => {},
  reload: () => {},
}

/**
 * What a started subject tells: each of its snapshots, and each action it does (by type); and the
 * clock its system's delays run on.
 */
interface Watch {
  seen: (snapshot: AnyMachineSnapshot) => void
  /** the subject (or its system's root) failed: an action or a guard threw */
  failed: (error: unknown) => void
  did: (action: string) => void
  /** a service's answer the subject received (its done event) */
  answered: (event: AnyEventObject) => void
  clock: SimulatedClock
}

/**
 * The machine under test, started, each of its snapshots told to `seen` from its first (a start's
 * own steps included) and each action it does to `did`: in a system with the session actor in it
 * (`session: true`), as the portal starts its page actors beside the session; otherwise on its own.
 */
function startSubject(
  live: LiveModel,
  ctx: FeatureContext,
  path: Step[],
  { seen, failed, did, answered, clock }: Watch,
): { subject: AnyActorRef; logic: AnyStateMachine; stop: () => void } {
  const logic = live.wire(ctx, path)
  const input = inputOf(path)
  if (!live.session) {
    const subject: AnyActorRef = createActor(logic, {
      input: input as never,
      clock,
      inspect: (e) => {
        if (e.type === '@xstate.action' && e.actorRef === subject) did(e.action.type)
        if (e.type === '@xstate.event' && e.actorRef === subject && e.event.type.startsWith(DONE))
          answered(e.event)
      },
    })
    subject.subscribe({ next: seen, error: failed })
    subject.start()
    return { subject, logic, stop: () => subject.stop() }
  }
  // the portal's ui actor (its loading indicator, its messages) and root (the session's reports)
  // are not in the live system: the session tells them nothing
  const session = wireSession(ctx, NO_ROUTES).session.provide({
    actions: { sessionChanged: () => {}, notify: () => {} },
  })
  let subject: AnyActorRef | undefined
  const root = createActor(
    setup({ actors: { session, subject: logic } }).createMachine({
      invoke: [
        { id: 'session', systemId: SESSION_SYSTEM_ID, src: 'session' },
        { id: 'subject', src: 'subject', systemId: 'subject', input: () => input as never },
      ],
    }),
    {
      clock,
      // the system tells each of the subject's snapshots, those of its start among them (its ref
      // kept from the first: a subject that has ended is no longer in the system)
      inspect: (e) => {
        subject ??= (e.actorRef as AnyActorRef).system.get('subject') as AnyActorRef | undefined
        if (e.type === '@xstate.snapshot' && e.actorRef === subject)
          seen(e.snapshot as AnyMachineSnapshot)
        if (e.type === '@xstate.action' && e.actorRef === subject) did(e.action.type)
        if (e.type === '@xstate.event' && e.actorRef === subject && e.event.type.startsWith(DONE))
          answered(e.event)
      },
    },
  )
  root.subscribe({ error: failed })
  root.start()
  return { subject: subject!, logic, stop: () => root.stop() }
}

/** What a live model's browser puts in place of the globals the wiring reads. */
export interface Browser {
  globals: Record<string, unknown>
  /** the path has ended: nothing of it answers any more */
  close: () => void
}

/**
 * Why a path cannot be run against the mock, or null; `outputs` names the outputs the mock gives
 * the account it runs as (by default each service's first).
 */
export function notLive(
  model: MachineModel,
  path: Step[],
  outputs: LiveAccount['outputs'] = {},
  world?: Provided,
  walkedOnly: LiveModel['walkedOnly'] = model.live?.walkedOnly,
): string | null {
  const index = indexOf(outputs)
  if (!model.live) return 'the model has no live wiring'
  for (const [i, { event }] of path.entries()) {
    const answer = answerOf(model, event)
    // the browser answers these as the path says
    if (answer?.src && deviceSources(model).includes(answer.src)) continue
    if (!answer) {
      // a failure is provoked for the next call of its operation: a call of it still in flight
      // when the user acts would take it instead of the call the path fails
      if (failuresAfter(model, path, i).some((src) => unanswered(model, path, i, src)))
        return 'it fails a call while another of the same service is in flight'
      continue
    }
    if (!answer.src) return `no invocation for '${event.type}'`
    // a child machine ends on events and delays of its own, which the path does not give it
    if (answer.src in childMachines(model)) {
      if (childEvents(model, event)) continue
      return `it waits on the child machine '${answer.src}' to end`
    }
    // only the mock's own answer can be met: the output the account gets stands for it
    const listed = model.answers?.[answer.src]?.outputs ?? []
    const emptied = model.live.emptied?.[answer.src]
    const given = model.live.byBrowser?.[answer.src]?.map((i) => listed[i]) ?? [
      listed[index(answer.src)],
      ...(emptied === undefined ? [] : [listed[emptied]]),
      ...givenIndices(model, answer.src).map((i) => listed[i]),
    ]
    if (!answer.failed && !given.includes(event.output))
      return 'it takes an answer the mock does not give'
    if (answer.failed && !model.live.operations[answer.src] && !failsInBrowser(model, answer.src))
      return `no operation for '${answer.src}'`
  }
  return walkedOnly?.(path, world ?? model.live.world) ?? null
}

/**
 * A part of the browser the wiring calls for a service whose failures are the browser's
 * (`browserFails`: a route's chunk, a provider's script): each call of it on the path, in order,
 * fails with the error of the path's answer to it where that is a failure, else runs `real`. A
 * call is a state starting to await the service; one left before its answer runs `real`.
 */
export function scriptedCalls<A extends unknown[], R>(
  model: MachineModel,
  path: readonly Step[],
  src: string,
  real: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const failures: unknown[] = []
  let open = false
  for (const { event, state } of path) {
    const answer = answerOf(model, event)
    if (open && answer?.src === src) {
      failures[failures.length - 1] = answer.failed ? event.error : undefined
      open = false
    }
    const awaits = awaitedSources(state).includes(src)
    if (awaits && !open) failures.push(undefined)
    open = awaits
  }
  return (...args) => {
    const error = failures.shift()
    return error === undefined ? real(...args) : Promise.reject(error)
  }
}

/**
 * A document whose scripts do not load (a provider's SDK, an address widget, offline or blocked):
 * each script appended fails, after the task that appended it, as a browser's does.
 */
export const SCRIPTLESS_DOCUMENT = {
  createElement: () => ({}),
  head: {
    appendChild: (script: { onerror?: (() => void) | null }) =>
      void setTimeout(() => script.onerror?.()),
  },
}

/** whether a service's failures are the browser's, which the wiring makes as the path says */
const failsInBrowser = (model: MachineModel, src: string): boolean =>
  model.live?.browserFails?.includes(src) ?? false

/** the services a live model's browser answers */
const deviceSources = (model: MachineModel): string[] =>
  Object.values(model.live?.device ?? {}).filter((src) => src !== undefined)

/** what a clipboard or share sheet does on the path: a share's outcome, or refused */
type DeviceOutcome = ShareOutcome | 'refused'

/**
 * The clipboard and the share sheet of a path: each copy and share, in the path's order, answers
 * as the path's answer of its service says. A share goes through the portal's `browserSharer`:
 * a sheet where the path shares or cancels, the clipboard where it copies or is refused.
 */
export function scriptedDevice(
  model: MachineModel,
  steps: readonly Step[],
): Pick<FeatureContext, 'clipboard' | 'sharer'> {
  const { copy, share } = model.live?.device ?? {}
  const outcomes = (src: string | undefined): DeviceOutcome[] =>
    steps
      .filter(({ event }) => src !== undefined && answerOf(model, event)?.src === src)
      .map(({ event }) =>
        event.type.startsWith(ERROR) ? 'refused' : (event.output as ShareOutcome),
      )
  const copies = outcomes(copy)
  const shares = outcomes(share)
  const refused = () => new DOMException('refused', 'NotAllowedError')
  /** a share the sheet did not take, which the clipboard now takes (or refuses) */
  let fallback: DeviceOutcome | null = null
  const clipboard = {
    async copy() {
      const outcome = fallback ?? copies.shift()
      fallback = null
      if (outcome === 'refused') throw refused()
    },
  }
  const sheet = {
    get share() {
      const next = shares[0]
      if (next === 'shared') return async () => void shares.shift()
      if (next === 'cancelled')
        return async () => {
          shares.shift()
          throw new DOMException('cancelled', 'AbortError')
        }
      // no sheet: the share copies
      fallback = shares.shift() ?? null
      return undefined
    },
  }
  return { clipboard, sharer: browserSharer(clipboard, sheet) }
}

/** The machine's invoked actors that are machines of their own (by `src`). */
const childMachines = (model: MachineModel): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(model.machine.implementations.actors).filter(
      ([, logic]) => logic instanceof StateMachine,
    ),
  )

/**
 * Whether a call of `src` made before step `i` may still be in flight there: one a state awaited
 * that no answer of it on the path ended, whether a state still awaits it or a state left it
 * (its invocation stopped, its request still on its way to the mock).
 */
function unanswered(model: MachineModel, path: Step[], i: number, src: string): boolean {
  let open = false
  for (const { event, state } of path.slice(0, i)) {
    if (answerOf(model, event)?.src === src) open = false
    if (awaitedSources(state).includes(src)) open = true
  }
  return open
}

/** The services whose failures answer the user event at `i` (up to the next user event). */
function failuresAfter(model: MachineModel, path: Step[], i: number): string[] {
  const failed: string[] = []
  for (let j = i + 1; j < path.length; j++) {
    const answer = answerOf(model, path[j]!.event)
    if (!answer) break
    if (answer.failed && answer.src) failed.push(answer.src)
  }
  return failed
}

/**
 * The snapshots an actor goes through (`seen`) and the actions it does (`did`), and a wait for the
 * next snapshot that has a value, with the actions done on the way to it.
 */
function recorder(keyOf: (snapshot: AnyMachineSnapshot) => string) {
  const seen: AnyMachineSnapshot[] = []
  /** each action done, with the number of snapshots seen before it */
  const done: { type: string; before: number }[] = []
  let wake: () => void = () => {}
  let at = 0
  let error: { thrown: unknown } | null = null
  return {
    seen(s: AnyMachineSnapshot) {
      seen.push(s)
      wake()
    },
    failed(thrown: unknown) {
      error = { thrown }
      wake()
    },
    did(type: string) {
      done.push({ type, before: seen.length })
    },
    /** the next snapshot with this value and the actions done since the last one asked for */
    async next(
      walked: AnyMachineSnapshot,
    ): Promise<{ snapshot: AnyMachineSnapshot; did: string[] }> {
      const want = keyOf(walked)
      const from = at
      for (;;) {
        while (at < seen.length) {
          const s = seen[at++]!
          if (keyOf(s) === want)
            return {
              snapshot: s,
              did: done.filter((d) => d.before >= from && d.before < at).map((d) => d.type),
            }
          if (at === seen.length && awaitedSources(s).length === 0)
            throw new Error(`rests in ${keyOf(s)}, the path goes to ${want}`)
        }
        if (error) throw new Error(`the machine failed: ${String(error.thrown)}`)
        await new Promise<void>((resolve) => (wake = resolve))
      }
    },
  }
}

/**
 * Runs a path against the mock: `scenario` starts a QA scenario on it; `client` is the signed-in
 * client, of `account` where it is one of the model's other accounts (each answer it names must
 * show what the account stands for). Throws where the machine leaves the path.
 */
export async function runPath(
  model: MachineModel,
  path: Step[],
  client: ApiClient,
  scenario: (s: Record<string, unknown>) => Promise<void>,
  account?: LiveAccount,
): Promise<void> {
  const live = model.live!
  const steps = path.filter((s) => s.event.type !== 'xstate.init')
  /** the failures the answers after step i (up to the next user event) need, set up before it */
  const provoke = async (from: number) => {
    const shaped: Record<string, unknown>[] = []
    for (let j = from; j < steps.length; j++) {
      const { event } = steps[j]!
      const answer = answerOf(model, event)
      if (!answer) break
      const operation = live.operations[answer.src!]
      // a list that shrank under the page: its answer emptied by a scenario
      if (!answer.failed && isEmptied(model, event))
        shaped.push({ operation, empty: true, times: 1 })
      // an answer the mock's own data does not give: the data a scenario answers with, or the
      // scenario on another operation that leads to it
      const data = givenData(model, event)
      if (data) shaped.push({ operation, data: data.data, times: 1 })
      const leading = provokedScenario(model, event)
      if (leading) shaped.push(leading)
      // the browser refuses these itself: no scenario of the mock
      if (!answer.failed || deviceSources(model).includes(answer.src!)) continue
      if (failsInBrowser(model, answer.src!)) continue
      const f = toFailure(event.error)
      shaped.push(
        f.kind === 'network'
          ? { operation, network: true, times: 1 }
          : { operation, status: f.status, times: timesToMeet(operation, f.status) },
      )
    }
    // the mock takes the newest scenario first: the one for the first of these calls is started
    // last (an answer emptied, then the call it leads to failing)
    for (const input of shaped.reverse()) await scenario(input)
  }
  await provoke(0)
  const browser = live.browser?.(path)
  const restore = withGlobals(browser?.globals ?? {})
  try {
    const snapshots = recorder(
      live.shape
        ? (s) => JSON.stringify(model.serialize?.(s) ?? { value: s.value, context: s.context })
        : (s) => JSON.stringify(s.value),
    )
    // the delays run on a clock of the path's own: a delay passes where the path says it does
    const clock = new SimulatedClock()
    const answers: AnyEventObject[] = []
    const context = { ...quietContext(client), ...scriptedDevice(model, steps) }
    await account?.prepare?.(context)
    await live.prepare?.(context, path)
    const started = startSubject(live, context, path, {
      ...snapshots,
      answered: (e) => answers.push(e),
      clock,
    })
    const actor = started.subject
    try {
      let last: AnyMachineSnapshot = actor.getSnapshot() as AnyMachineSnapshot
      if (path[0]?.event.type === 'xstate.init')
        last = (await snapshots.next(path[0].state)).snapshot
      for (let i = 0; i < steps.length; i++) {
        const { event, state } = steps[i]!
        const toChild = childEvents(model, event)
        if (event.type.startsWith(AFTER)) clock.increment(delayOf(started.logic, last, event.type))
        else if (toChild) {
          // the child ends as its user ends it: the events go to it, its own calls to the mock
          const src = answerOf(model, event)!.src!
          const children = Object.values(last.children as Record<string, AnyActorRef | undefined>)
          const child = children.find((c) => c?.src === src)
          if (!child) throw new Error(`before ${event.type}: no child '${src}' runs`)
          for (const e of toChild) child.send(e)
        } else if (!answerOf(model, event)) {
          await provoke(i + 1)
          actor.send(live.liveEvent?.(event, last) ?? event)
        }
        const reached = await snapshots.next(state)
        last = reached.snapshot
        // an action the wiring gives as one of xstate's own (a report to the root) sends, and is
        // no action the machine runs
        const undone = actionsOf(steps[i]!).filter(
          (type) =>
            !isBuiltIn(started.logic.implementations.actions[type]) && !reached.did.includes(type),
        )
        if (undone.length > 0)
          throw new Error(
            `after ${event.type}: the step's ${undone.join(', ')} not done (done: ${reached.did.join(', ') || 'nothing'})`,
          )
        const unlike = unlikeAnswer(model, event, answers, account)
        if (unlike) throw new Error(unlike)
        const mismatch = shownMismatch(model, event, reached.snapshot)
        if (mismatch) throw new Error(`after ${event.type}: ${mismatch}`)
      }
    } finally {
      started.stop()
    }
  } finally {
    browser?.close()
    restore()
  }
}

/**
 * Why the mock's answer for a step does not stand for the output the path takes, or null: for a
 * service the account names, the oldest answer of that invocation not yet checked (taken from
 * `answers`) must show what the account's output stands for.
 */
function unlikeAnswer(
  model: MachineModel,
  event: AnyEventObject,
  answers: AnyEventObject[],
  account: LiveAccount | undefined,
): string | null {
  const answer = answerOf(model, event)
  const expected =
    answer?.src && !answer.failed
      ? isEmptied(model, event)
        ? emptiedOutput(model, answer.src)
        : givenData(model, event) || provokedScenario(model, event)
          ? givenOutput(model, answer.src, event.output)
          : account?.outputs[answer.src]
      : undefined
  if (!expected) return null
  // a shaped answer is the one just received (the service's other answers may go unchecked)
  const at =
    isEmptied(model, event) || givenData(model, event) || provokedScenario(model, event)
      ? answers.findLastIndex((e) => e.type === event.type)
      : answers.findIndex((e) => e.type === event.type)
  if (at < 0) return `${event.type}: no answer received`
  const [received] = answers.splice(at, 1)
  return expected.shows(received!.output)
    ? null
    : `${answer!.src} answered ${account!.account ?? 'nobody'} with ${JSON.stringify(received!.output)?.slice(0, 200)}, not its output ${expected.index}`
}

/**
 * What an `emptied` answer of a service must show: no rows (a list), or the model's own output
 * for it (the nothing an operation answers: a temporary PDF of no data, '').
 */
function emptiedOutput(model: MachineModel, src: string) {
  const index = model.live!.emptied![src]!
  const output = JSON.stringify(model.answers?.[src]?.outputs?.[index])
  return { index, shows: (o: unknown) => noRows(o) || JSON.stringify(o) === output }
}

/**
 * The events a live model's `children` sends a child machine so that it ends as a step says (its
 * done event with one of the model's outputs), or null.
 */
function childEvents(model: MachineModel, event: AnyEventObject): readonly AnyEventObject[] | null {
  const answer = answerOf(model, event)
  if (!answer?.src || answer.failed) return null
  const outputs = model.answers?.[answer.src]?.outputs ?? []
  const at = outputs.indexOf(event.output)
  return model.live?.children?.[answer.src]?.[at] ?? null
}

/**
 * the indices of a service's outputs a live model's scenarios and users give besides the mock's
 * own: its `given` data, its `provoked` answers, and the ends of a child machine its `children`
 * events lead to
 */
const givenIndices = (model: MachineModel, src: string): number[] =>
  [model.live?.given?.[src], model.live?.provoked?.[src], model.live?.children?.[src]].flatMap(
    (byIndex) => Object.keys(byIndex ?? {}).map(Number),
  )

/**
 * The QA scenario on another operation that leads a step's service to its output (a live model's
 * `provoked`), or null.
 */
function provokedScenario(
  model: MachineModel,
  event: AnyEventObject,
): Record<string, unknown> | null {
  const answer = answerOf(model, event)
  if (!answer?.src || answer.failed) return null
  const outputs = model.answers?.[answer.src]?.outputs ?? []
  const at = outputs.indexOf(event.output)
  return model.live?.provoked?.[answer.src]?.[at] ?? null
}

/**
 * The data a QA scenario answers a step's call with (a live model's `given`), or null: the step
 * is a success of its service whose output the model gives data for.
 */
function givenData(model: MachineModel, event: AnyEventObject): { data: unknown } | null {
  const answer = answerOf(model, event)
  if (!answer?.src || answer.failed) return null
  const byIndex = model.live?.given?.[answer.src]
  const outputs = model.answers?.[answer.src]?.outputs ?? []
  const at = givenIndices(model, answer.src).find((i) => outputs[i] === event.output)
  return byIndex && at !== undefined && at in byIndex ? { data: byIndex[at] } : null
}

/** what the answer of a `given` step must show: the service's output the path takes, as it is */
function givenOutput(model: MachineModel, src: string, output: unknown) {
  const outputs = model.answers?.[src]?.outputs ?? []
  const json = JSON.stringify(output)
  return { index: outputs.indexOf(output), shows: (o: unknown) => JSON.stringify(o) === json }
}

/** whether a step is the answer a live model's `emptied` scenario gives its service */
function isEmptied(model: MachineModel, event: AnyEventObject): boolean {
  const answer = answerOf(model, event)
  const at = answer?.src ? model.live?.emptied?.[answer.src] : undefined
  return (
    at !== undefined &&
    !answer!.failed &&
    event.output === model.answers?.[answer!.src!]?.outputs?.[at]
  )
}

const AFTER = 'xstate.after.'

/**
 * The milliseconds of the delay whose event is `type`, as the machine's state (one of those
 * active in `snapshot`) names it: a number, or a delay of the machine's setup.
 */
function delayOf(logic: AnyStateMachine, snapshot: AnyMachineSnapshot, type: string): number {
  for (const node of activeNodes(snapshot))
    for (const { eventType, delay } of node.after) {
      if (eventType !== type) continue
      const named: unknown = typeof delay === 'string' ? logic.implementations.delays[delay] : delay
      if (typeof named === 'number') return named
      throw new Error(`the delay of '${type}' is no number of milliseconds`)
    }
  throw new Error(`no state of ${JSON.stringify(snapshot.value)} waits on '${type}'`)
}

/**
 * How many answers of an operation a scenario shapes for its caller to meet `status`: a 401 to
 * the window's own token is renewed once and the call sent again (the HTTP client, decision 015),
 * so the machine meets it when the call sent again is refused too; an operation whose 401 is its
 * own answer (`unauthorizedOutcome`, the session still holding) meets it at once.
 */
function timesToMeet(operationId: string | undefined, status: number | null): number {
  const operation = operations.find((op) => op.id === operationId)
  return status === TOKEN_REFUSED && !operation?.unauthorizedOutcome ? 2 : 1
}

/** Puts these globals in place; the function returned puts back what was there before. */
function withGlobals(values: Record<string, unknown>): () => void {
  const scope = globalThis as Record<string, unknown>
  const before = Object.keys(values).map(
    (name) => [name, Object.getOwnPropertyDescriptor(scope, name)] as const,
  )
  for (const [name, value] of Object.entries(values))
    Object.defineProperty(scope, name, { value, configurable: true, writable: true })
  return () => {
    for (const [name, descriptor] of before)
      if (descriptor) Object.defineProperty(scope, name, descriptor)
      else delete scope[name]
  }
}

/**
 * An answer with no rows: an empty list, a page whose `items` are empty, or a service's answer
 * whose `rows` are (the statistics' search: its screen, its range and its rows).
 */
export const noRows = (output: unknown): boolean => {
  const rows = Array.isArray(output) || !isRecord(output) ? output : (output.items ?? output.rows)
  return Array.isArray(rows) && rows.length === 0
}

/** An answer of nothing (`null`). */
export const nothing = (output: unknown): boolean => output === null

/** An answer of text (a link). */
export const text = (output: unknown): boolean => typeof output === 'string' && output !== ''
