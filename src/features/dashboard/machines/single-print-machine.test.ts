import { describe, it, expect, vi } from 'vitest'
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyEventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { TestModel, serializeSnapshot, type TestPath } from 'xstate/graph'
import { singlePrintMachine, type SinglePrintEvent } from './single-print-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { CheckupItem } from '../domain/checkup'
import type { SessionUser } from '../../../shared/domain/user'
import type { Message, MessageKey } from '../../../shared/domain/messages'
import { fc0001Session } from '../../../../tests/support/sessions'
import { checkupRow } from '../../../../tests/support/rows'

const session: SessionUser = fc0001Session

const itemOf = (employeeId: string): CheckupItem =>
  checkupRow(7001, { employeeId, userName: '홍길동', detailAddress: '101호' })

const INPUTS = [
  { label: 'owner', owner: true, input: { item: itemOf('fc0001'), session } },
  { label: 'not owner', owner: false, input: { item: itemOf('fc0999'), session } },
] as const

const apiError = (status: number) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation: 'make' })

/** The outcome of the makeSingle actor: its fake for the real actor, its event for the model. */
interface Variant {
  label: string
  make: () => Promise<string>
  modelEvent: AnyEventObject
  /** the notification key of a failure */
  failureKey?: MessageKey
}

const done = (output: string): AnyEventObject => ({
  type: 'xstate.done.actor.makeSingle',
  actorId: 'makeSingle',
  output,
})
const failure = (error: ApiError): AnyEventObject => ({
  type: 'xstate.error.actor.makeSingle',
  actorId: 'makeSingle',
  error,
})

const VARIANTS: Variant[] = [
  { label: "resolves 'tmp123'", make: async () => 'tmp123', modelEvent: done('tmp123') },
  { label: "resolves ''", make: async () => '', modelEvent: done('') },
  {
    label: 'rejects 405',
    make: async () => Promise.reject(apiError(405)),
    modelEvent: failure(apiError(405)),
    failureKey: 'print.expired',
  },
  {
    // S1 §8 print 401 '권한이 없습니다.': the operation's own, the session holding (decision 035)
    label: 'rejects 401',
    make: async () => Promise.reject(apiError(401)),
    modelEvent: failure(apiError(401)),
    failureKey: 'common.noPermission',
  },
  {
    label: 'rejects 403',
    make: async () => Promise.reject(apiError(403)),
    modelEvent: failure(apiError(403)),
    failureKey: 'common.noPermission',
  },
  {
    label: 'rejects 500',
    make: async () => Promise.reject(apiError(500)),
    modelEvent: failure(apiError(500)),
    failureKey: 'print.error',
  },
]

const USER_EVENTS: SinglePrintEvent[] = [
  { type: 'CONSENT.ACCEPT' },
  { type: 'CONSENT.DECLINE' },
  { type: 'CLOSE' },
]

function withFakes(variant: Variant) {
  const makeSingle = vi.fn<(input: { checkupNo: number }) => Promise<string>>(() => variant.make())
  const notify = vi.fn<(message: Message) => void>()
  const openPrintView = vi.fn<(tempPdf: string) => void>()
  const machine = singlePrintMachine.provide({
    actors: {
      makeSingle: fromPromise<string, { checkupNo: number }>(({ input }) => makeSingle(input)),
    },
    actions: {
      notify: (_, params) => notify(params.message),
      openPrintView: (_, params) => openPrintView(params.tempPdf),
    },
  })
  return { machine, makeSingle, notify, openPrintView }
}

type Machine = ReturnType<typeof withFakes>['machine']
type Snap = SnapshotFrom<Machine>

/**
 * The test model of a machine with fakes. `createTestModel` (xstate 5.33) throws 'Invocations on
 * test machines are not supported' for any machine with an invoke, so this is the TestModel class
 * it returns, built directly with the same serialisation and state matching; the makeSingle
 * outcome of the variant is one more event of the model.
 */
function modelOf(machine: Machine, variant: Variant) {
  const candidates = [...USER_EVENTS, variant.modelEvent] as SinglePrintEvent[]
  return new TestModel<Snap, SinglePrintEvent, InputFrom<Machine>>(machine, {
    serializeState: (state) => serializeSnapshot(state),
    stateMatcher: (state, key) => state.matches(key as never),
    events: (state) =>
      state.status === 'done' ? [] : candidates.filter((event) => state.can(event)),
  })
}

const isActorEvent = (event: AnyEventObject) =>
  event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')

const eventsOf = (path: TestPath<Snap, SinglePrintEvent>) =>
  path.steps.map((s) => (s.event as AnyEventObject).type).filter((t) => t !== 'xstate.init')

/** Replays a model path on a real actor with the same fakes and checks the final state. */
async function replay(
  path: TestPath<Snap, SinglePrintEvent>,
  input: (typeof INPUTS)[number]['input'],
  variant: Variant,
) {
  const fakes = withFakes(variant)
  const actor = createActor(fakes.machine, { input }).start()
  for (const step of path.steps) {
    const event = step.event as AnyEventObject
    if (event.type === 'xstate.init') {
      // the initial snapshot
    } else if (isActorEvent(event)) {
      await waitFor(actor, (s) => !s.matches('making'))
    } else {
      actor.send(event as SinglePrintEvent)
    }
    expect(actor.getSnapshot().value).toEqual(step.state.value)
    if (step.state.matches('empty')) {
      expect(actor.getSnapshot().status).toBe('active')
      expect(fakes.openPrintView).not.toHaveBeenCalled()
    }
  }
  const snap = actor.getSnapshot()
  expect(snap.value).toEqual(path.state.value)
  expect(snap.status).toBe('done')
  const final = String(snap.value)
  switch (final) {
    case 'refused':
      expect(fakes.notify).toHaveBeenCalledTimes(1)
      expect(fakes.notify).toHaveBeenCalledWith({ key: 'print.notOwner' })
      expect(fakes.makeSingle).not.toHaveBeenCalled()
      expect(fakes.openPrintView).not.toHaveBeenCalled()
      expect(snap.output).toEqual({ reload: false })
      break
    case 'declined':
      expect(fakes.notify).toHaveBeenCalledTimes(1)
      expect(fakes.notify).toHaveBeenCalledWith({ key: 'print.declined' })
      expect(fakes.makeSingle).not.toHaveBeenCalled()
      expect(fakes.openPrintView).not.toHaveBeenCalled()
      expect(snap.output).toEqual({ reload: false })
      break
    case 'printed':
      expect(fakes.makeSingle).toHaveBeenCalledTimes(1)
      expect(fakes.makeSingle).toHaveBeenCalledWith({ checkupNo: input.item.checkupNo })
      expect(fakes.openPrintView).toHaveBeenCalledTimes(1)
      expect(fakes.openPrintView).toHaveBeenCalledWith('tmp123')
      expect(fakes.notify).not.toHaveBeenCalled()
      expect(snap.output).toEqual({ reload: true })
      break
    case 'closed':
      expect(fakes.makeSingle).toHaveBeenCalledTimes(1)
      expect(fakes.openPrintView).not.toHaveBeenCalled()
      expect(snap.output).toEqual({ reload: false })
      break
    case 'failed':
      expect(variant.failureKey).toBeDefined()
      expect(fakes.makeSingle).toHaveBeenCalledTimes(1)
      expect(fakes.notify).toHaveBeenCalledTimes(1)
      expect(fakes.notify.mock.calls[0]?.[0].key).toBe(variant.failureKey)
      expect(snap.context.error?.key).toBe(variant.failureKey)
      expect(fakes.openPrintView).not.toHaveBeenCalled()
      expect(snap.output).toEqual({ reload: false })
      break
    default:
      throw new Error(`unexpected final state ${final}`)
  }
  return final
}

/** Every path of every variant (shortest and simple), computed when the file is collected. */
const CASES = INPUTS.flatMap((inputCase) =>
  VARIANTS.flatMap((variant) => {
    const model = modelOf(withFakes(variant).machine, variant)
    const opts = { input: inputCase.input }
    return [
      ...model.getShortestPaths(opts).map((path) => ({ kind: 'shortest', path })),
      ...model.getSimplePaths(opts).map((path) => ({ kind: 'simple', path })),
    ].map(({ kind, path }) => ({ inputCase, variant, kind, path }))
  }),
)

describe('singlePrintMachine model', () => {
  it('every variant yields paths, and only final states end them', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(INPUTS.length * VARIANTS.length * 2)
    for (const { path } of CASES) expect(path.state.status).toBe('done')
  })

  it('the final states over all paths are exactly refused, declined, printed, closed, failed', () => {
    const finals = new Set(CASES.map(({ path }) => String(path.state.value)))
    expect(finals).toEqual(new Set(['refused', 'declined', 'printed', 'closed', 'failed']))
  })

  it('a non-owner can only be refused; an owner can never be refused', () => {
    for (const { inputCase, path } of CASES) {
      if (inputCase.owner) expect(path.state.value).not.toBe('refused')
      else expect(path.state.value).toBe('refused')
    }
  })

  it.each(CASES.map((c) => [c.inputCase.label, c.variant.label, c.kind, eventsOf(c.path), c]))(
    '%s, makeSingle %s, %s path %j',
    async (_input, _variant, _kind, _events, c) => {
      const final = await replay(c.path, c.inputCase.input, c.variant)
      expect(final).toBe(String(c.path.state.value))
    },
  )
})
