import { z } from '../../../shared/contract/zod'
import { operationsOf } from '../../../shared/contract/group'
import { ok } from '../../../shared/contract/common'
import { BONUS_RULES, PAY_METHODS, PURCHASE_QUANTITY_MAX } from '../domain/codes'

const operation = operationsOf({ tag: 'payment' })

/** S1 §3 virtual-bank info. */
export const vbankInfoSchema = z.object({
  vbankName: z.string(),
  vbankNum: z.string(),
  vbankHolder: z.string(),
  vbankDate: z.string(),
  paidAmount: z.int(),
})

/** S1 §7 payment vaInfo: the caller's virtual account awaiting deposit, or null. */
export const vaInfo = operation({
  id: 'vaInfo',
  summary: 'The virtual account awaiting deposit, or null',
  route: 'GET /api/payment/va-info',
  response: ok(z.nullable(vbankInfoSchema)),
  statuses: [200, 401],
})

export const payMethodSchema = z.enum(PAY_METHODS)
const merchantUidSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
const impUidSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))

/**
 * S1 §3 product. `productOrderType` U = unlimited stock, otherwise a promotion whose
 * `purchaseableQuantity` is what is left; `description` and `refund` are split on the line-break
 * marker; `bonus` is the promotion's extra rights (1+1, 2+1) or null.
 */
export const productSchema = z.object({
  productId: z.int().check(z.minimum(1)),
  name: z.string(),
  price: z.int().check(z.minimum(0)),
  salePrice: z.int().check(z.minimum(0)),
  productOrderType: z.string(),
  purchaseableQuantity: z.int().check(z.minimum(0)),
  thumbnailImageList: z.array(z.string()),
  detailImageList: z.array(z.string()),
  description: z.string(),
  refund: z.string(),
  comment: z.string(),
  bonus: z.nullable(z.enum(BONUS_RULES)),
})

/**
 * S1 §7 product list: the products on sale (the older page's fixed products are not listed). 401
 * while signed in: no permission, then home (S1 §8, decision 035).
 */
export const productList = operation({
  id: 'productList',
  summary: 'The products on sale',
  route: 'GET /api/products',
  response: ok(z.array(productSchema)),
  statuses: [200, 401],
  unauthorizedOutcome: 'No permission: the caller may not buy usage rights',
})

/**
 * S1 §7 product detail (with its purchaseableQuantity). The older page's fixed products are found
 * here too. 404 no such product; 401 while signed in: no permission, then home (S1 §8, decision
 * 035).
 */
export const productDetail = operation({
  id: 'productDetail',
  summary: 'One product with its purchasable quantity',
  route: 'GET /api/products/{productId}',
  response: ok(productSchema),
  statuses: [200, 401, 404],
  unauthorizedOutcome: 'No permission: the caller may not buy this product',
})

/**
 * S1 §7 payment getMerchantUid: a new merchant uid bound to the amount the server computes from
 * the product and the quantity (the client's amount is never asked). 400 a quantity the product
 * pages refuse; 403 the caller may not buy (unlimited-use customer, role P); 404 no such product;
 * 409 sold out (the promotion's stock is below the quantity).
 */
export const getMerchantUid = operation({
  id: 'getMerchantUid',
  summary: 'A merchant uid bound to a server-computed amount',
  route: 'POST /api/payment/merchant-uid',
  request: z.object({
    productId: z.int().check(z.minimum(1)),
    quantity: z.int().check(z.minimum(1), z.maximum(PURCHASE_QUANTITY_MAX)),
    payMethod: payMethodSchema,
  }),
  response: ok(
    z.object({
      merchantUid: z.string(),
      amount: z.int().check(z.minimum(0)),
      name: z.string(),
      /** the rights the order grants (the bonus included) */
      grantQuantity: z.int().check(z.minimum(1)),
    }),
  ),
  statuses: [200, 400, 401, 403, 404, 409],
  unauthorizedOutcome: 'No permission: the caller may not order this product',
})

/** S1 §3 order info; `status` paid (granted) or ready (a virtual account awaits the deposit). */
export const orderInfoSchema = z.object({
  merchantUid: z.string(),
  name: z.string(),
  amount: z.int(),
  payMethod: payMethodSchema,
  status: z.enum(['paid', 'ready']),
  vbankHolder: z.nullable(z.string()),
  vbankName: z.nullable(z.string()),
  vbankNum: z.nullable(z.string()),
  vbankDate: z.nullable(z.string()),
  /** the rights granted (paid) or granted on deposit (ready) */
  quantity: z.int().check(z.minimum(1)),
})

/**
 * S1 §7 payment order: confirms a payment the provider reported (impUid) for a merchant uid. The
 * server asks the provider, checks the amount and the state and grants the rights once.
 * 400 wrong parameter (the provider has no such successful payment); 403 not the caller's order,
 * or the paid amount differs from the bound amount; 404 no such merchant uid; 405 already
 * processed; 409 sold out meanwhile. A refusal changes nothing.
 */
export const paymentOrder = operation({
  id: 'paymentOrder',
  summary: 'Confirm a payment and grant the usage rights',
  route: 'POST /api/payment/order',
  request: z.object({ impUid: impUidSchema, merchantUid: merchantUidSchema }),
  response: ok(orderInfoSchema),
  statuses: [200, 400, 401, 403, 404, 405, 409],
  unauthorizedOutcome: "No permission: the payment is not the caller's to confirm",
})

/**
 * S1 §7 payment orderInfo: the state of one order by merchant uid (looked up again after a
 * confirmation whose answer was lost, and after the mobile flow came back). `status` pending = not
 * confirmed yet; failed = refused or cancelled, with the provider's message in `providerError`
 * (the failure page shows it: never the text of the address the user came back by, issue 29).
 * 403 not the caller's; 404 no such merchant uid.
 */
export const orderInfo = operation({
  id: 'orderInfo',
  summary: 'The state of an order by merchant uid',
  route: 'GET /api/payment/orders/{merchantUid}',
  response: ok(
    z.extend(orderInfoSchema, {
      status: z.enum(['pending', 'paid', 'ready', 'failed']),
      providerError: z.nullable(z.string()),
    }),
  ),
  statuses: [200, 401, 403, 404],
  unauthorizedOutcome: "No permission: the order is not the caller's to read",
})
