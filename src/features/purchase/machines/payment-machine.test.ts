import { describe, expect, it } from 'vitest'
import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  getNextSnapshot,
  waitFor,
  type AnyEventObject,
} from 'xstate'
import { createTestModel } from 'xstate/graph'
import { paymentMachine, type PaymentEvent } from './payment-machine'
import { ApiError } from '../../../shared/services/api-error'
import { deferred, afterQueuedTimers } from '../../../../tests/support/deferred'
import type {
  MerchantOrder,
  OrderInfo,
  OrderLookup,
  PendingPayment,
} from '../services/purchase-service'

/**
 * Model-based tests (xstate/graph): every path of the payment machine up to its results, walked
 * against the machine with fake services; on every path nothing is paid twice and a merchant uid
 * that was paid is never asked for again.
 */

const httpError = (status: number) =>
  new ApiError({ status, message: 'x', kind: 'http', operation: 'paymentOrder' })
const networkError = () =>
  new ApiError({ status: 0, message: 'offline', kind: 'network', operation: 'paymentOrder' })

const merchant: MerchantOrder = {
  merchantUid: 'M',
  amount: 25_000,
  name: '상품',
  grantQuantity: 10,
}
const info = (status: 'paid' | 'ready'): OrderInfo => ({
  merchantUid: 'M',
  name: '상품',
  amount: 25_000,
  payMethod: status === 'paid' ? 'card' : 'vbank',
  status,
  vbankHolder: null,
  vbankName: null,
  vbankNum: null,
  vbankDate: null,
  quantity: 10,
})
const lookup = (status: OrderLookup['status']): OrderLookup => ({
  ...info('paid'),
  status,
  providerError: null,
})

const PAY: PaymentEvent = {
  type: 'PAY',
  order: { productId: 1, quantity: 10, payMethod: 'card' },
  buyer: { name: '김설계', tel: '010-0000-0000', email: 'a@b.c' },
  completePage: false,
}
const CALLBACK = (success: boolean): PaymentEvent => ({
  type: 'CALLBACK',
  valid: true,
  impUid: 'I',
  merchantUid: 'C',
  success,
  completePage: false,
})

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, e: unknown) => ({ type: `xstate.error.actor.${id}`, error: e })

/**
 * What can happen in each state, as the model's events: the user's (PAY, CALLBACK, LOOKUP,
 * CLOSE) and each service's possible answers, mapped to what the machine under test receives.
 */
const STEPS: Record<string, AnyEventObject | PaymentEvent> = {
  PAY,
  CALLBACK_OK: CALLBACK(true),
  CALLBACK_FAILED: CALLBACK(false),
  LOOKUP: { type: 'LOOKUP', merchantUid: 'L', completePage: false },
  CLOSE: { type: 'CLOSE' },
  NO_PENDING: done('loadPending', null),
  PENDING: done('loadPending', { merchantUid: 'P', impUid: 'I' }),
  MERCHANT_OK: done('getMerchantUid', merchant),
  MERCHANT_403: error('getMerchantUid', httpError(403)),
  PROVIDER_PAID: done('requestPayment', {
    success: true,
    impUid: 'I',
    merchantUid: 'M',
    errorMsg: null,
  }),
  PROVIDER_FAILED: done('requestPayment', {
    success: false,
    impUid: null,
    merchantUid: 'M',
    errorMsg: 'x',
  }),
  PROVIDER_CLOSED: done('requestPayment', {
    success: false,
    impUid: null,
    merchantUid: 'M',
    errorMsg: null,
    closed: true,
  }),
  CONFIRM_PAID: done('confirmOrder', info('paid')),
  CONFIRM_READY: done('confirmOrder', info('ready')),
  CONFIRM_405: error('confirmOrder', httpError(405)),
  CONFIRM_403: error('confirmOrder', httpError(403)),
  CONFIRM_NETWORK: error('confirmOrder', networkError()),
  LOOKUP_PAID: done('lookupOrder', lookup('paid')),
  LOOKUP_READY: done('lookupOrder', lookup('ready')),
  LOOKUP_PENDING: done('lookupOrder', lookup('pending')),
  LOOKUP_FAILED: done('lookupOrder', lookup('failed')),
}

/**
 * The abstract model (the graph walks it; xstate/graph takes no invocations): the same states,
 * what each event leads to. `known` = the provider's imp uid is known (a pending lookup confirms);
 * `processed` = the confirmation answered 405 (a pending lookup then says so).
 */
const modelMachine = createMachine({
  types: {} as {
    context: { known: boolean; processed: boolean }
    events: { type: keyof typeof STEPS }
  },
  id: 'paymentModel',
  context: { known: false, processed: false },
  initial: 'resuming',
  states: {
    resuming: {
      on: {
        NO_PENDING: 'idle',
        PENDING: { target: 'lookingUp', actions: assign({ known: true }) },
      },
    },
    idle: {
      entry: assign({ known: false, processed: false }),
      on: {
        PAY: 'preparing',
        CALLBACK_OK: { target: 'confirming', actions: assign({ known: true }) },
        CALLBACK_FAILED: 'lookingUp',
        LOOKUP: 'lookingUp',
      },
    },
    preparing: {
      on: { PAY: 'preparing', MERCHANT_OK: 'awaitingProvider', MERCHANT_403: 'failed' },
    },
    awaitingProvider: {
      on: {
        PAY: 'awaitingProvider',
        PROVIDER_PAID: { target: 'confirming', actions: assign({ known: true }) },
        PROVIDER_FAILED: 'failed',
        PROVIDER_CLOSED: 'failed',
      },
    },
    confirming: {
      on: {
        PAY: 'confirming',
        CONFIRM_PAID: 'paid',
        CONFIRM_READY: 'ready',
        CONFIRM_405: { target: 'lookingUp', actions: assign({ processed: true }) },
        CONFIRM_403: 'failed',
        CONFIRM_NETWORK: 'failed',
      },
    },
    lookingUp: {
      on: {
        LOOKUP_PAID: 'paid',
        LOOKUP_READY: 'ready',
        LOOKUP_PENDING: [
          // a 405 then still pending: the 405 is said rather than confirming again
          { guard: ({ context }) => context.processed, target: 'failed' },
          { guard: ({ context }) => context.known, target: 'confirming' },
          { target: 'failed' },
        ],
        LOOKUP_FAILED: 'failed',
      },
    },
    paid: { on: { CLOSE: 'idle' } },
    ready: { on: { CLOSE: 'idle' } },
    failed: {
      on: { PAY: { target: 'preparing', actions: assign({ processed: false }) }, CLOSE: 'idle' },
    },
  },
})
const model = createTestModel(modelMachine)

interface Pending<T> {
  resolve: (v: T) => void
  reject: (e: unknown) => void
}

/** The machine under test, with services that wait for the step that answers them. */
function system() {
  const pending = new Map<string, Pending<unknown>>()
  const calls: { confirm: string[]; request: string[]; open: number; abandon: number } = {
    confirm: [],
    request: [],
    open: 0,
    abandon: 0,
  }
  const paidUids = new Set<string>()
  let uids = 0
  // the fakes take whatever input their actor is given
  const waiting = <T>(id: string, onCall?: (input: { merchantUid: string }) => void) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    fromPromise<T, any>(({ input }) => {
      onCall?.(input as { merchantUid: string })
      return new Promise<T>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject }),
      )
    })
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        loadPending: fromPromise<PendingPayment | null>(
          () =>
            new Promise((resolve, reject) =>
              pending.set('loadPending', { resolve: resolve as (v: unknown) => void, reject }),
            ),
        ),
        getMerchantUid: waiting('getMerchantUid'),
        requestPayment: waiting('requestPayment', (input: { merchantUid: string }) => {
          // a merchant uid that was paid is never asked for again
          expect(paidUids.has(input.merchantUid)).toBe(false)
          calls.request.push(input.merchantUid)
        }),
        confirmOrder: waiting('confirmOrder', (input: { merchantUid: string }) => {
          expect(paidUids.has(input.merchantUid)).toBe(false)
          calls.confirm.push(input.merchantUid)
        }),
        lookupOrder: waiting('lookupOrder'),
      },
      actions: {
        openProvider: () => void calls.open++,
        abandonProvider: () => void calls.abandon++,
        usableCountStale: ({ context }) => {
          // granted once per merchant uid
          expect(paidUids.has(context.merchantUid!)).toBe(false)
          paidUids.add(context.merchantUid!)
        },
      },
    }),
    { input: {} },
  )
  actor.start()
  /** plays one step of a path: a service answers, or the user acts */
  async function play(event: AnyEventObject) {
    const m = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
    if (!m) {
      actor.send(event as PaymentEvent)
      return
    }
    const [, kind, id] = m
    const waiter = pending.get(id!)
    expect(waiter, `${id} was invoked`).toBeDefined()
    pending.delete(id!)
    let output = (event as { output?: unknown }).output
    // each attempt gets its own merchant uid from the fake server
    if (id === 'getMerchantUid') output = { ...merchant, merchantUid: `M${++uids}` }
    if (kind === 'done') waiter!.resolve(output)
    else waiter!.reject((event as unknown as { error: unknown }).error)
    await afterQueuedTimers()
  }
  return { actor, play, calls, paidUids }
}

describe('payment machine, every path (xstate/graph)', () => {
  // the shortest path to every state of the model, then each of them followed by every event
  // that state takes: every transition is walked at least once
  const shortest = model.getShortestPaths()
  const walks = shortest.flatMap((path) =>
    (Object.keys(STEPS) as (keyof typeof STEPS)[])
      .filter((type) => path.state.can({ type }))
      .map((type) => ({
        description: `${path.description} -> ${type}`,
        steps: [
          ...path.steps.slice(1).map((s) => ({ type: s.event.type, value: s.state.value })),
          { type, value: getNextSnapshot(modelMachine, path.state, { type }).value },
        ],
      })),
  )

  it('reaches every state and walks every transition', () => {
    const reached = new Set([
      String(modelMachine.config.initial),
      ...walks.flatMap((w) => w.steps.map((s) => String(s.value))),
    ])
    expect([...reached].sort()).toEqual(
      [
        'awaitingProvider',
        'confirming',
        'failed',
        'idle',
        'lookingUp',
        'paid',
        'preparing',
        'ready',
        'resuming',
      ].sort(),
    )
    const walked = new Set(walks.map((w) => w.steps.map((s) => s.type).join('>')))
    expect(walked.size).toBe(walks.length)
    expect(walks.length).toBeGreaterThan(40)
  })

  it('the machine follows each walk, and no walk pays twice', async () => {
    for (const walk of walks) {
      const sut = system()
      for (const step of walk.steps) {
        await sut.play(STEPS[step.type]!)
        expect(sut.actor.getSnapshot().value, walk.description).toEqual(step.value)
      }
      expect(sut.paidUids.size).toBeLessThanOrEqual(1)
      sut.actor.stop()
    }
  })
})

describe('payment machine, by example', () => {
  it('PAY while preparing, waiting for the provider or confirming is ignored', async () => {
    const sut = system()
    await sut.play(done('loadPending', null))
    sut.actor.send(PAY)
    sut.actor.send(PAY)
    expect(sut.calls.open).toBe(1)
    await sut.play(done('getMerchantUid', merchant))
    sut.actor.send(PAY)
    expect(sut.calls.request).toEqual(['M1'])
  })

  it('a failed mobile payment says the server’s provider message, never the address’s text', async () => {
    const sut = system()
    await sut.play(done('loadPending', null))
    // the callback's address may carry any text (error_msg): the arrival does not read it
    sut.actor.send(CALLBACK(false))
    expect(sut.actor.getSnapshot().value).toBe('lookingUp')
    await sut.play(
      done('lookupOrder', { ...lookup('failed'), providerError: '결제가 승인되지 않았습니다.' }),
    )
    const { context, value } = sut.actor.getSnapshot()
    expect(value).toBe('failed')
    expect(context.providerError).toBe('결제가 승인되지 않았습니다.')
    expect(context.error?.key).toBe('payment.failed')
  })

  it('a 405 whose order is still pending says already processed, without confirming again', async () => {
    const sut = system()
    await sut.play(done('loadPending', null))
    sut.actor.send(CALLBACK(true))
    await sut.play(error('confirmOrder', httpError(405)))
    await sut.play(done('lookupOrder', lookup('pending')))
    const { context, value } = sut.actor.getSnapshot()
    expect(value).toBe('failed')
    expect(context.error?.key).toBe('payment.query.405')
    expect(sut.calls.confirm).toEqual(['C'])
  })

  it('a retry after a failure asks for a new merchant uid', async () => {
    const sut = system()
    await sut.play(done('loadPending', null))
    sut.actor.send(PAY)
    await sut.play(done('getMerchantUid', merchant))
    await sut.play(
      done('requestPayment', {
        success: false,
        impUid: null,
        merchantUid: 'M1',
        errorMsg: '한도 초과',
      }),
    )
    expect(sut.actor.getSnapshot().context.providerError).toBe('한도 초과')
    sut.actor.send(PAY)
    await sut.play(done('getMerchantUid', merchant))
    expect(sut.calls.request).toEqual(['M1', 'M2'])
  })

  it('a merchant uid failure closes the provider window and says why', async () => {
    const sut = system()
    await sut.play(done('loadPending', null))
    sut.actor.send(PAY)
    await sut.play(error('getMerchantUid', httpError(500)))
    expect(sut.calls.abandon).toBe(1)
    expect(sut.actor.getSnapshot().context.error?.key).toBe('payment.invalidMerchantUid')
  })

  it('site 1 paid goes to the purchase-complete page', async () => {
    const navigate: string[] = []
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          loadPending: fromPromise<PendingPayment | null>(async () => null),
          confirmOrder: fromPromise(async () => info('paid')),
        },
        actions: { navigate: (_, p) => void navigate.push(p.to) },
      }),
      { input: {} },
    ).start()
    await afterQueuedTimers()
    actor.send({ ...CALLBACK(true), completePage: true } as PaymentEvent)
    await afterQueuedTimers()
    expect(actor.getSnapshot().value).toBe('completed')
    expect(navigate).toEqual(['/ol/PurchaseComplete'])
  })

  it('a landing page starts with its address and acts on it once, when ready', async () => {
    const pendingLookup = deferred<PendingPayment | null>()
    const looked: string[] = []
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          loadPending: fromPromise(() => pendingLookup.promise),
          lookupOrder: fromPromise<OrderLookup, { merchantUid: string }>(async ({ input }) => {
            looked.push(input.merchantUid)
            return lookup('paid')
          }),
        },
      }),
      { input: { arrival: { type: 'LOOKUP', merchantUid: 'm_7', completePage: false } } },
    ).start()
    // an earlier visit's lost confirmation is looked up first: the address waits
    expect(actor.getSnapshot().value).toBe('resuming')
    pendingLookup.resolve(null)
    await waitFor(actor, (s) => s.matches('paid'))
    expect(looked).toEqual(['m_7'])
    expect(actor.getSnapshot().context.arrival).toBeNull()
    // closed, the page does not look the order up again
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(looked).toEqual(['m_7'])
  })

  it('a lost confirmation is kept and looked up on the next visit', async () => {
    const saved: unknown[] = []
    let forgotten = 0
    const sut = createActor(
      paymentMachine.provide({
        actors: {
          loadPending: fromPromise<PendingPayment | null>(async () => null),
          confirmOrder: fromPromise<OrderInfo, PendingPayment>(async () => {
            throw networkError()
          }),
        },
        actions: {
          rememberPending: (_, p) => void saved.push(p),
          forgetPending: () => void forgotten++,
        },
      }),
      { input: {} },
    ).start()
    await afterQueuedTimers()
    sut.send(CALLBACK(true))
    await afterQueuedTimers()
    expect(sut.getSnapshot().value).toBe('failed')
    expect(saved).toEqual([{ merchantUid: 'C', impUid: 'I' }])
    expect(forgotten).toBe(0)
  })
})
