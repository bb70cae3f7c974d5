import { assertEvent, assign, enqueueActions, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { FAILURE_GUARDS, failureOf } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { present } from '../../../shared/machines/present'
import { PATHS } from '../../../shared/domain/routes'
import { ERRORS } from '../domain/errors'
import type { PaymentArrival } from '../domain/arrival'
import type { PaymentRequest, ProviderAnswer } from '../services/payment-gateway'
import type {
  MerchantOrder,
  OrderInfo,
  OrderLookup,
  OrderRequest,
  OrderState,
  PendingPayment,
} from '../services/purchase-service'

/** The buyer as the provider is told (S1 §7 buyer name, telephone, e-mail). */
export interface Buyer {
  name: string
  tel: string
  email: string
}

export interface PaymentContext {
  order: OrderRequest | null
  buyer: Buyer | null
  /** site 1: a paid result goes to /ol/PurchaseComplete (S1 §4) */
  completePage: boolean
  /** the merchant uid of this attempt (a retry gets a new one) */
  merchantUid: string | null
  merchant: MerchantOrder | null
  impUid: string | null
  result: OrderInfo | null
  error: Message | null
  /** the provider's own words on a failure (S1 §8: the result shows the provider's message) */
  providerError: string | null
  /** what the landing page's address said, acted on once ready (then forgotten) */
  arrival: PaymentArrival | null
}

/** A landing page's payment starts with what its address says (`callbackArrival`, `lookupArrival`). */
export interface PaymentInput {
  arrival?: PaymentArrival
}

export type PaymentEvent =
  | { type: 'PAY'; order: OrderRequest; buyer: Buyer; completePage: boolean }
  /** a landing page's address (the mobile callback's query, the result page's merchant uid) */
  | PaymentArrival
  | { type: 'CLOSE' }

const EMPTY: Omit<PaymentContext, 'arrival'> = {
  order: null,
  buyer: null,
  completePage: false,
  merchantUid: null,
  merchant: null,
  impUid: null,
  result: null,
  error: null,
  providerError: null,
}

/** PAY's order: `preparing` and `awaitingProvider` are entered only after it */
const orderOf = (context: PaymentContext) => present(context.order, 'the order of the attempt')

/** the merchant uid of the attempt: every state that confirms or looks up is entered with it */
const merchantUidOf = (context: PaymentContext) => present(context.merchantUid, 'the merchant uid')

/** what the provider is asked: the merchant order `preparing` got, for PAY's buyer */
function providerRequestOf(context: PaymentContext): Omit<PaymentRequest, 'redirectUrl'> {
  const { merchantUid, amount, name } = present(context.merchant, 'the merchant order')
  const buyer = present(context.buyer, 'the buyer of the attempt')
  return { merchantUid, amount, name, payMethod: orderOf(context).payMethod, buyer }
}

/** the payment being confirmed: the provider's answer (impUid) to the attempt's merchant uid */
const pendingOf = (context: PaymentContext): PendingPayment => ({
  merchantUid: merchantUidOf(context),
  impUid: present(context.impUid, "the provider's impUid"),
})

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: PaymentContext
  events?: PaymentEvent
  input?: PaymentInput | undefined
} = {}

/**
 * Buying usage rights (S1 §4 payment): a merchant uid bound to the server's amount
 * (`preparing`), the provider (`awaitingProvider`, its window opened in the click so no popup
 * blocker refuses it), the order confirmed with impUid and merchantUid (`confirming`), then
 * `paid`, `ready` (a virtual account awaits the deposit) or `failed`. PAY is taken only in `idle`
 * and `failed` (a retry gets a new merchant uid), so a double click pays once. A confirmation whose
 * answer was lost is kept (`rememberPending`) and looked up by merchant uid on the next visit
 * (`resuming` -> `lookingUp`); a 405 already processed is looked up too: nothing is paid twice.
 */
export const paymentMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    loadPending: notProvided<PendingPayment | null>('loadPending'),
    getMerchantUid: notProvided<MerchantOrder, OrderRequest>('getMerchantUid'),
    requestPayment: notProvided<ProviderAnswer, Omit<PaymentRequest, 'redirectUrl'>>(
      'requestPayment',
    ),
    confirmOrder: notProvided<OrderInfo, PendingPayment>('confirmOrder'),
    lookupOrder: notProvided<OrderLookup, { merchantUid: string }>('lookupOrder'),
  },
  actions: {
    /** a new attempt: what PAY asks for, nothing of an earlier one */
    startAttempt: assign(({ event }) =>
      event.type === 'PAY'
        ? { ...EMPTY, order: event.order, buyer: event.buyer, completePage: event.completePage }
        : {},
    ),
    /** opens the provider's window in the click's own task (popup blockers) */
    openProvider: () => {},
    /** the payment will not be asked for: closes what openProvider opened */
    abandonProvider: () => {},
    rememberPending: (_, _params: PendingPayment) => {},
    forgetPending: () => {},
    /** rights were granted: the usable count is read again */
    usableCountStale: () => {},
    /** the server sent a notification (a paid order) */
    notificationsChanged: () => {},
    /** a virtual account was issued: the message line shows it */
    vbankChanged: () => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    ...FAILURE_GUARDS,
    goesToCompletePage: ({ context }) => context.completePage,
    /** a confirmation of an earlier visit was left without its answer */
    pendingFound: (_, { pending }: { pending: PendingPayment | null }) => pending !== null,
    /** the mobile callback's query lacks a parameter (S1 §7) */
    callbackInvalid: ({ event }) => {
      assertEvent(event, 'CALLBACK')
      return !event.valid
    },
    /** the mobile callback says the provider took the payment */
    callbackSucceeded: ({ event }) => {
      assertEvent(event, 'CALLBACK')
      return event.success
    },
    /** the result page's address names no merchant uid */
    merchantUidMissing: ({ event }) => {
      assertEvent(event, 'LOOKUP')
      return !event.merchantUid
    },
    /** the provider took the payment and said its impUid */
    providerApproved: (_, { answer }: { answer: ProviderAnswer }) =>
      answer.success && !!answer.impUid,
    orderPaid: (_, { status }: { status: OrderState }) => status === 'paid',
    orderReady: (_, { status }: { status: OrderState }) => status === 'ready',
    /** the order is pending though a 405 said it was processed */
    pendingThoughProcessed: ({ context }, { status }: { status: OrderState }) =>
      status === 'pending' && !!context.error,
    /** the order is pending and the provider's answer to it is known */
    pendingWithAnswer: ({ context }, { status }: { status: OrderState }) =>
      status === 'pending' && !!context.impUid,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ ...EMPTY, arrival: input?.arrival ?? null }),
  initial: 'resuming',
  states: {
    /** a confirmation of an earlier visit whose answer was lost is looked up first */
    resuming: {
      invoke: {
        id: 'loadPending',
        src: 'loadPending',
        onDone: [
          {
            guard: { type: 'pendingFound', params: ({ event }) => ({ pending: event.output }) },
            target: 'lookingUp',
            actions: assign(({ event }) => {
              const { merchantUid, impUid } = present(event.output, 'the payment left pending')
              return { merchantUid, impUid }
            }),
          },
          { target: 'idle' },
        ],
      },
    },
    idle: {
      entry: [
        assign(EMPTY),
        // a landing page's address is acted on once, when the machine is first ready
        enqueueActions(({ context, enqueue }) => {
          if (!context.arrival) return
          enqueue.raise(context.arrival)
          enqueue.assign({ arrival: null })
        }),
      ],
      on: {
        PAY: { target: 'preparing', actions: ['openProvider', 'startAttempt'] },
        CALLBACK: [
          {
            guard: 'callbackInvalid',
            target: 'failed',
            actions: assign({ error: () => message('payment.query.400') }),
          },
          {
            guard: 'callbackSucceeded',
            target: 'confirming',
            actions: assign({
              merchantUid: ({ event }) => event.merchantUid,
              impUid: ({ event }) => event.impUid,
              completePage: ({ event }) => event.completePage,
            }),
          },
          {
            // a failure: what happened, and the provider's message, are asked of the server
            target: 'lookingUp',
            actions: assign({
              merchantUid: ({ event }) => event.merchantUid,
              completePage: ({ event }) => event.completePage,
            }),
          },
        ],
        LOOKUP: [
          { guard: 'merchantUidMissing', target: 'invalid' },
          {
            target: 'lookingUp',
            actions: assign({
              merchantUid: ({ event }) => event.merchantUid,
              completePage: ({ event }) => event.completePage,
            }),
          },
        ],
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: [
        {
          id: 'getMerchantUid',
          src: 'getMerchantUid',
          input: ({ context }) => orderOf(context),
          onDone: {
            target: 'awaitingProvider',
            actions: assign({
              merchant: ({ event }) => event.output,
              merchantUid: ({ event }) => event.output.merchantUid,
            }),
          },
          onError: {
            target: 'failed',
            actions: [
              'abandonProvider',
              assign({ error: ({ event }) => failureOf(ERRORS.getMerchantUid, event.error) }),
            ],
          },
        },
        OWN_INDICATOR,
      ],
    },
    awaitingProvider: {
      tags: ['busy'],
      invoke: {
        id: 'requestPayment',
        src: 'requestPayment',
        input: ({ context }) => providerRequestOf(context),
        onDone: [
          {
            guard: { type: 'providerApproved', params: ({ event }) => ({ answer: event.output }) },
            target: 'confirming',
            actions: assign({ impUid: ({ event }) => event.output.impUid }),
          },
          {
            target: 'failed',
            actions: assign({
              providerError: ({ event }) => event.output.errorMsg,
              error: ({ event }) =>
                message(event.output.closed ? 'payment.providerClosed' : 'payment.failed'),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            'abandonProvider',
            assign({ error: () => message('payment.providerUnavailable') }),
          ],
        },
      },
    },
    confirming: {
      tags: ['busy'],
      entry: { type: 'rememberPending', params: ({ context }) => pendingOf(context) },
      invoke: [
        {
          id: 'confirmOrder',
          src: 'confirmOrder',
          input: ({ context }) => pendingOf(context),
          onDone: [
            {
              guard: {
                type: 'orderPaid',
                params: ({ event }) => ({ status: event.output.status }),
              },
              target: 'paid',
              actions: ['forgetPending', assign({ result: ({ event }) => event.output })],
            },
            {
              target: 'ready',
              actions: ['forgetPending', assign({ result: ({ event }) => event.output })],
            },
          ],
          onError: [
            {
              // the answer was lost: kept, and looked up again on the next visit
              guard: { type: 'networkFailure', params: ({ event }) => ({ error: event.error }) },
              target: 'failed',
              actions: assign({ error: () => message('common.network') }),
            },
            {
              // already processed (a second callback, a reload): what it became is shown; the
              // 405's message is kept for a lookup that still finds the order pending
              guard: {
                type: 'statusIs',
                params: ({ event }) => ({ error: event.error, status: 405 }),
              },
              target: 'lookingUp',
              actions: assign({
                error: ({ event }) => failureOf(ERRORS.paymentOrder, event.error),
              }),
            },
            {
              target: 'failed',
              actions: [
                'forgetPending',
                assign({ error: ({ event }) => failureOf(ERRORS.paymentOrder, event.error) }),
              ],
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    lookingUp: {
      tags: ['busy'],
      invoke: [
        {
          id: 'lookupOrder',
          src: 'lookupOrder',
          input: ({ context }) => ({ merchantUid: merchantUidOf(context) }),
          onDone: [
            {
              guard: {
                type: 'orderPaid',
                params: ({ event }) => ({ status: event.output.status }),
              },
              target: 'paid',
              actions: [
                'forgetPending',
                assign({ result: ({ event }) => ({ ...event.output, status: 'paid' as const }) }),
              ],
            },
            {
              guard: {
                type: 'orderReady',
                params: ({ event }) => ({ status: event.output.status }),
              },
              target: 'ready',
              actions: [
                'forgetPending',
                assign({ result: ({ event }) => ({ ...event.output, status: 'ready' as const }) }),
              ],
            },
            {
              // said processed (405), yet pending: the 405 is said, never confirmed again (a loop)
              guard: {
                type: 'pendingThoughProcessed',
                params: ({ event }) => ({ status: event.output.status }),
              },
              target: 'failed',
              actions: 'forgetPending',
            },
            {
              // not confirmed yet and the provider's answer is known: confirm it now
              guard: {
                type: 'pendingWithAnswer',
                params: ({ event }) => ({ status: event.output.status }),
              },
              target: 'confirming',
            },
            {
              target: 'failed',
              actions: [
                'forgetPending',
                assign({
                  providerError: ({ event }) => event.output.providerError,
                  error: () => message('payment.failed'),
                }),
              ],
            },
          ],
          onError: [
            {
              guard: { type: 'networkFailure', params: ({ event }) => ({ error: event.error }) },
              target: 'failed',
              actions: assign({ error: () => message('common.network') }),
            },
            {
              target: 'failed',
              actions: [
                'forgetPending',
                assign({ error: ({ event }) => failureOf(ERRORS.orderInfo, event.error) }),
              ],
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    paid: {
      entry: ['usableCountStale', 'notificationsChanged'],
      always: { guard: 'goesToCompletePage', target: 'completed' },
      on: { CLOSE: 'idle' },
    },
    /** site 1's paid result: the purchase-complete page takes over (S1 §4) */
    completed: {
      entry: { type: 'navigate', params: () => ({ to: PATHS.olPurchaseComplete }) },
      on: { CLOSE: 'idle' },
    },
    ready: {
      entry: ['vbankChanged', 'notificationsChanged'],
      on: { CLOSE: 'idle' },
    },
    failed: {
      on: {
        // a retry starts over with a new merchant uid
        PAY: { target: 'preparing', actions: ['openProvider', 'startAttempt'] },
        CLOSE: 'idle',
      },
    },
    /** the result page without a result (S1 §4: invalid access) */
    invalid: { on: { CLOSE: 'idle' } },
  },
})
