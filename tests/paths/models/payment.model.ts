import {
  paymentMachine,
  type PaymentEvent,
} from '../../../src/features/purchase/machines/payment-machine'
import { ERRORS } from '../../../src/features/purchase/domain/errors'
import { FIXED_PRODUCTS, PURCHASE_QUANTITY } from '../../../src/features/purchase/domain/codes'
import type {
  MerchantOrder,
  OrderInfo,
  OrderLookup,
  PendingPayment,
} from '../../../src/features/purchase/services/purchase-service'
import type { ProviderAnswer } from '../../../src/features/purchase/services/payment-gateway'
import { mountFixedPayment } from '../../../src/features/purchase/screens'
import {
  createPurchaseService,
  pendingPaymentStore,
} from '../../../src/features/purchase/services/purchase-service'
import { OFFLINE_PAYMENT } from '../../../src/features/purchase/settings'
import { PATHS } from '../../../src/shared/domain/routes'
import type { PageEntry } from '../../../src/shared/views/feature'
import type { FeatureContext } from '../../../src/shared/machines/wire-context'
import type { AnyEventObject } from 'xstate'
import { PG_MESSAGE } from '../../../mock-server/pages/checkout'
import { TEST_BASE } from '../../support/api'
import { MemoryStorage } from '../../support/token-storage'
import { SCRIPTLESS_DOCUMENT, type Browser } from '../live'
import { answerOf, type Step } from '../walk'
import { defineModel, failuresOf, network } from '../model'

const product = FIXED_PRODUCTS[0]
const buyer = { name: '김설계', tel: '010-0000-0000', email: 'a@b.c' }
const order = {
  productId: product.productId,
  quantity: PURCHASE_QUANTITY.minimum,
  payMethod: 'card' as const,
}

const merchant: MerchantOrder = {
  merchantUid: 'm_1',
  amount: product.price * PURCHASE_QUANTITY.minimum,
  name: '상품',
  grantQuantity: 2 * PURCHASE_QUANTITY.minimum,
}
const info = (status: OrderInfo['status']): OrderInfo => ({
  merchantUid: 'm_1',
  name: '상품',
  amount: merchant.amount,
  payMethod: status === 'paid' ? 'card' : 'vbank',
  status,
  vbankHolder: status === 'ready' ? '홍길동' : null,
  vbankName: status === 'ready' ? '은행' : null,
  vbankNum: status === 'ready' ? '123-456' : null,
  vbankDate: status === 'ready' ? '202501011200' : null,
  quantity: merchant.grantQuantity,
})
const lookup = (status: OrderLookup['status']): OrderLookup => ({
  ...info('paid'),
  status,
  providerError: status === 'failed' ? '결제가 승인되지 않았습니다.' : null,
})
/** the order's states a lookup finds: paid, awaiting its deposit, not confirmed yet, failed */
const LOOKUPS = [lookup('paid'), lookup('ready'), lookup('pending'), lookup('failed')]
const provider = (answer: Partial<ProviderAnswer>): ProviderAnswer => ({
  success: false,
  impUid: null,
  merchantUid: 'm_1',
  errorMsg: null,
  ...answer,
})

/**
 * What a landing page's address raises once the machine is ready (`callbackArrival`,
 * `lookupArrival` as the input's `arrival`, raised by `idle`'s entry): the mobile callback valid or
 * missing a parameter, succeeded or not, site 1 or not; the result page with and without a
 * merchant uid. Listed as events of `idle`, where the raise lands.
 */
const ARRIVALS: PaymentEvent[] = [
  {
    type: 'CALLBACK',
    valid: false,
    impUid: '',
    merchantUid: '',
    success: false,
    completePage: false,
  },
  {
    type: 'CALLBACK',
    valid: true,
    impUid: 'imp_1',
    merchantUid: 'm_1',
    success: true,
    completePage: false,
  },
  {
    type: 'CALLBACK',
    valid: true,
    impUid: 'imp_1',
    merchantUid: 'm_1',
    success: true,
    completePage: true,
  },
  {
    type: 'CALLBACK',
    valid: true,
    impUid: '',
    merchantUid: 'm_1',
    success: false,
    completePage: false,
  },
  { type: 'LOOKUP', merchantUid: null, completePage: false },
  { type: 'LOOKUP', merchantUid: 'm_1', completePage: true },
]

/** /v2/Payment entered (its actor's logic is the same for every page: the input is the walk's) */
const ENTRY: PageEntry = {
  routeId: 'payment',
  path: PATHS.payment,
  params: {},
  search: new URLSearchParams(),
  session: null,
  today: new Date(2026, 10, 22),
}

/** the page actor's logic as the mount gives it: the wired machine (typed as a page actor's) */
const pageLogic = (logic: unknown) => logic as typeof paymentMachine

/** the effects that tell the portal's session and root actors (none in a live run) */
const QUIET = { usableCountStale: () => {}, notificationsChanged: () => {}, vbankChanged: () => {} }

type Listener = (e: { origin: string; data: unknown }) => void

/** the answers of a path's `src` (the model's), in order */
const answersOn = (path: Step[], src: string) =>
  path.flatMap(({ event }) => {
    const answer = answerOf(model, event)
    return answer?.src === src ? [{ event, failed: answer.failed }] : []
  })

/** whether the provider's script cannot be had on the path (the request fails) */
const scriptFails = (path: Step[]) => answersOn(path, 'requestPayment').some((a) => a.failed)

/**
 * The browser of a desktop buyer (decision 018): the offline checkout opens in a popup, where
 * the tester chooses 결제 성공 (the provider's first answer in `answers`); its last page posts
 * the provider's answer to the opener, then closes. The mock answers that choice as JSON to a
 * request that accepts it. Its storage starts empty (`holdOrder` puts a kept confirmation in it);
 * a script it is asked to load (PortOne's SDK, on a path where the provider cannot be had) fails
 * to load.
 */
function checkoutBrowser(path: Step[]): Browser {
  const choices = choicesOf(path)
  const listeners = new Set<Listener>()
  const ended = new AbortController()
  const popup = {
    closed: false,
    close: () => void (popup.closed = true),
    location: {
      set href(url: string) {
        const choice = choices.shift() ?? 'success'
        // the tester closes the window: no answer comes
        if (choice === 'closed') {
          popup.close()
          return
        }
        const query = new URL(url).searchParams
        query.set('outcome', choice)
        fetch(`${TEST_BASE}/pg/complete?${query}`, {
          headers: { accept: 'application/json' },
          signal: ended.signal,
        })
          .then((res) => res.json() as Promise<{ response: unknown }>)
          .then(({ response }) => {
            const answer = {
              origin: new URL(TEST_BASE).origin,
              data: { type: PG_MESSAGE, response },
            }
            listeners.forEach((listener) => listener(answer))
          })
          // the path ended first: the window closes without an answer
          .catch(() => {})
          .finally(popup.close)
      },
    },
  }
  const win = {
    // wider than a phone: the checkout is a popup, not a redirect
    innerWidth: 1280,
    document: SCRIPTLESS_DOCUMENT,
    open: (url: string) => {
      popup.closed = false
      if (url) popup.location.href = url
      return popup
    },
    location: { assign: () => {} },
    addEventListener: (_type: 'message', listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: 'message', listener: Listener) => listeners.delete(listener),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  }
  return {
    globals: { window: win, localStorage: new MemoryStorage() },
    close: () => {
      listeners.clear()
      ended.abort()
    },
  }
}

/** the payment set for PortOne's SDK (decision 018), whose script a path's browser may not load */
const PORTONE = {
  payment: {
    ...OFFLINE_PAYMENT,
    provider: 'portone' as const,
    scriptUrl: 'https://cdn.iamport.kr/v1/iamport.js',
    merchantCode: 'imp00000000',
  },
}

/** the provider's answers: paid, refused with its words, closed, success without an imp uid */
const PROVIDER_ANSWERS = [
  provider({ success: true, impUid: 'imp_1' }),
  provider({ errorMsg: '한도 초과' }),
  provider({ closed: true }),
  provider({ success: true, impUid: null }),
]
/** the order confirmed: paid, or a virtual account awaiting its deposit */
const CONFIRMED = [info('paid'), info('ready')]

/**
 * What the tester chooses in each checkout the path opens, in order: the provider's answer the
 * path takes there (paid, refused, the window closed), paid by a virtual account where the
 * confirmation after it says so
 */
function choicesOf(path: Step[]): ('success' | 'vbank' | 'failure' | 'closed')[] {
  const srcAt = (i: number) => answerOf(model, path[i]!.event)
  return path.flatMap(({ event }, i) => {
    if (srcAt(i)?.src !== 'requestPayment' || srcAt(i)?.failed) return []
    const answer = PROVIDER_ANSWERS.indexOf(event.output as ProviderAnswer)
    if (answer === 1) return ['failure' as const]
    if (answer === 2) return ['closed' as const]
    const confirmed = path.slice(i + 1).find((_, j) => srcAt(i + 1 + j)?.src === 'confirmOrder')
    return [confirmed?.event.output === CONFIRMED[1] ? ('vbank' as const) : ('success' as const)]
  })
}

/** the landing pages' arrivals that name an order (the model's m_1, which the mock does not hold) */
const namesOrder = (event: { type: string; merchantUid?: unknown }) =>
  (event.type === 'CALLBACK' || event.type === 'LOOKUP') && !!event.merchantUid

/**
 * Why a path is walked only: after an arrival naming the model's order, or a confirmation kept
 * from an earlier visit, a confirmation the path answers is one the provider never made for the
 * order the mock holds (`holdOrder`); its lookups are given, and failures are provoked.
 */
function answersForModelOrder(path: Step[]): string | null {
  const arrival = path.findIndex((s) => namesOrder(s.event) || keptPending(s.event))
  if (arrival < 0) return null
  // the lookup's answers are given (`given`); a confirmation of the provider's made-up payment
  // is the mock's to refuse
  const confirmed = path
    .slice(arrival + 1)
    .some((s) => answerOf(model, s.event)?.src === 'confirmOrder' && s.event.output !== undefined)
  return confirmed ? "it confirms a payment the provider never made for the mock's order" : null
}

/** the answer of the pending store that finds a confirmation kept from an earlier visit */
const keptPending = (event: AnyEventObject) =>
  answerOf(model, event)?.src === 'loadPending' && !!event.output

/**
 * The order the mock holds for the path running now, where the path names one (its arrival, or
 * the confirmation kept in the browser): made by fc0001's own order request as the path starts,
 * it stands for the model's m_1 (and m_0) in the events and in the storage.
 */
let liveOrder: string | null = null

async function holdOrder(ctx: FeatureContext, path: Step[]): Promise<void> {
  liveOrder = null
  const kept = path.find((s) => keptPending(s.event))?.event.output as PendingPayment | undefined
  if (!kept && !path.some((s) => namesOrder(s.event))) return
  liveOrder = (await createPurchaseService(ctx.client).merchantUid(order)).merchantUid
  if (kept) pendingPaymentStore(localStorage).save({ ...kept, merchantUid: liveOrder })
}

/** an arrival's order named by the mock's uid */
const onLiveOrder = (event: AnyEventObject): AnyEventObject =>
  liveOrder !== null && namesOrder(event) ? { ...event, merchantUid: liveOrder } : event

/**
 * Buying usage rights (S1 §4, §7, §8): PAY (site 1's complete page or not) where it is taken and
 * where it is ignored (a double click), the landing pages' arrivals, CLOSE on every result; each
 * service answering with every answer its contract has and every documented status. Live, fc0001
 * pays in the offline checkout's popup; an order an arrival or a kept confirmation names is one
 * fc0001 requests as the path starts, its lookups answered as the path says.
 */
const model = defineModel({
  machine: paymentMachine,
  input: {},
  events: (snapshot) => {
    const pay: PaymentEvent[] = [
      { type: 'PAY', order, buyer, completePage: false },
      { type: 'PAY', order: { ...order, payMethod: 'vbank' }, buyer, completePage: true },
    ]
    if (snapshot.matches('idle')) return [...pay, ...ARRIVALS]
    if (snapshot.matches('failed')) return [...pay, { type: 'CLOSE' }]
    if (snapshot.hasTag('busy')) return pay.slice(0, 1)
    if (['paid', 'completed', 'ready', 'invalid'].some((s) => snapshot.matches(s)))
      return [{ type: 'CLOSE' }]
    return []
  },
  answers: {
    // the browser's storage (pendingPaymentStore): nothing kept, or a lost confirmation; a
    // store that throws reads as nothing kept (decision 079: it never fails)
    loadPending: { outputs: [null, { merchantUid: 'm_0', impUid: 'imp_0' }] },
    getMerchantUid: {
      outputs: [merchant],
      failures: failuresOf(ERRORS.getMerchantUid, 'getMerchantUid'),
      shows: { row: ERRORS.getMerchantUid, read: (s) => s.context.error },
    },
    // the provider's window: paid, refused with its words, closed, success without an imp uid;
    // it fails when the provider's script cannot be had (its own message, no catalogue row)
    requestPayment: {
      outputs: PROVIDER_ANSWERS,
      failures: [network('requestPayment')],
    },
    confirmOrder: {
      outputs: CONFIRMED,
      failures: failuresOf(ERRORS.paymentOrder, 'paymentOrder'),
      shows: { row: ERRORS.paymentOrder, read: (s) => s.context.error },
    },
    lookupOrder: {
      outputs: LOOKUPS,
      failures: failuresOf(ERRORS.orderInfo, 'orderInfo'),
      shows: { row: ERRORS.orderInfo, read: (s) => s.context.error },
    },
  },
  serialize: (s) => ({
    value: s.value,
    // what the guards read of the context (the attempt's own values are the model's constants)
    completePage: s.context.completePage,
    impUid: s.context.impUid !== null,
    merchantUid: s.context.merchantUid !== null,
    error: s.context.error?.key ?? null,
    providerError: s.context.providerError,
    payMethod: s.context.order?.payMethod ?? null,
  }),
  depth: 8,
  live: {
    // FIXTURES.md: an FC of site 3 with 50 usable, who may buy
    account: 'fc0001',
    // where the provider cannot be had, the portal is set for PortOne, whose script the browser
    // fails to load
    wire: (ctx, path) =>
      pageLogic(
        mountFixedPayment(
          scriptFails(path) ? { ...ctx, settings: { ...ctx.settings, ...PORTONE } } : ctx,
        ).actors!(ENTRY).payment!.logic,
      ).provide({
        actions: QUIET,
      }),
    browser: checkoutBrowser,
    // the checkout's tester pays, is refused, closes the window or pays by a virtual account, as
    // the path says; the mock confirms what was chosen; the storage holds what `holdOrder` kept
    byBrowser: { loadPending: [0, 1], requestPayment: [0, 1, 2], confirmOrder: [0, 1] },
    browserFails: ['requestPayment'],
    operations: {
      getMerchantUid: 'getMerchantUid',
      confirmOrder: 'paymentOrder',
      lookupOrder: 'orderInfo',
    },
    // an order the mock holds for the order a path names, its lookups answered as the path says
    prepare: holdOrder,
    liveEvent: onLiveOrder,
    given: { lookupOrder: Object.fromEntries(LOOKUPS.map((l, i) => [i, l])) },
    walkedOnly: answersForModelOrder,
    minimumPaths: 30,
  },
})

export default model
