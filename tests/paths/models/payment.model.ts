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
} from '../../../src/features/purchase/services/purchase-service'
import type { ProviderAnswer } from '../../../src/features/purchase/services/payment-gateway'
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

/**
 * Buying usage rights (S1 §4, §7, §8): PAY (site 1's complete page or not) where it is taken and
 * where it is ignored (a double click), the landing pages' arrivals, CLOSE on every result; each
 * service answering with every answer its contract has and every documented status.
 */
export default defineModel({
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
    // store that throws reads as no answer
    loadPending: {
      outputs: [null, { merchantUid: 'm_0', impUid: 'imp_0' }],
      failures: [network('loadPending')],
    },
    getMerchantUid: {
      outputs: [merchant],
      failures: failuresOf(ERRORS.getMerchantUid, 'getMerchantUid'),
      shows: { row: ERRORS.getMerchantUid, read: (s) => s.context.error },
    },
    // the provider's window: paid, refused with its words, closed, success without an imp uid;
    // it fails when the provider's script cannot be had (its own message, no catalogue row)
    requestPayment: {
      outputs: [
        provider({ success: true, impUid: 'imp_1' }),
        provider({ errorMsg: '한도 초과' }),
        provider({ closed: true }),
        provider({ success: true, impUid: null }),
      ],
      failures: [network('requestPayment')],
    },
    confirmOrder: {
      outputs: [info('paid'), info('ready')],
      failures: failuresOf(ERRORS.paymentOrder, 'paymentOrder'),
      shows: { row: ERRORS.paymentOrder, read: (s) => s.context.error },
    },
    lookupOrder: {
      outputs: [lookup('paid'), lookup('ready'), lookup('pending'), lookup('failed')],
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
})
