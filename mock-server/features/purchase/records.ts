import { z } from 'zod'
import {
  payMethodSchema,
  productSchema,
  vbankInfoSchema,
} from '../../../src/features/purchase/services/contract'
import { PURCHASE_STATUSES } from '../../../src/features/purchase/domain/codes'
import { stored, type ShapesOf } from '../../feature'

/** The virtual account (S1 §3) a staff member's purchase awaits a deposit on. */
export const vbankInfoRecordSchema = z.object({
  ...vbankInfoSchema.shape,
  userId: z.string(),
  /** usage rights granted when the deposit arrives */
  quantity: z.number().int().min(1),
  /** the order the account was issued for (the seed gives its accounts one: features/statistics/seed.ts) */
  merchantUid: z.string().nullable().optional(),
})
export type VbankInfoRecord = z.infer<typeof vbankInfoRecordSchema>

/**
 * A product on sale or one of the older page's fixed products (`listed` false). S1 §3: U is
 * unlimited stock; a promotion's `purchaseableQuantity` goes down as it sells.
 */
export const productRecordSchema = z.object({
  ...productSchema.shape,
  listed: z.boolean(),
})
export type ProductRecord = z.infer<typeof productRecordSchema>

/**
 * An order: a merchant uid bound to the amount the server computed (S1 §7 getMerchantUid) and,
 * once confirmed, its outcome. `status` is the purchase history's (S2 §4): N not confirmed,
 * P paid, R ordered and awaiting the deposit, C cancelled.
 */
export const orderRecordSchema = z.object({
  merchantUid: z.string(),
  userId: z.string(),
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().min(1),
  /** the rights granted (the bonus included) */
  grantQuantity: z.number().int().min(1),
  amount: z.number().int().min(0),
  payMethod: payMethodSchema,
  status: z.enum(PURCHASE_STATUSES),
  impUid: z.string().nullable(),
  /** ISO date-time */
  createdAt: z.string(),
  /** ISO date-time of the deposit to the virtual account */
  depositedAt: z.string().nullable(),
  /** whether the rights were granted: once per order */
  granted: z.boolean(),
})
export type OrderRecord = z.infer<typeof orderRecordSchema>

/**
 * A payment as the offline provider knows it (the simulated checkout, outside the contract): what
 * the real server would ask the provider by imp_uid.
 */
export const providerPaymentRecordSchema = z.object({
  impUid: z.string(),
  merchantUid: z.string(),
  status: z.enum(['paid', 'ready', 'failed', 'cancelled']),
  payMethod: payMethodSchema,
  /** what the provider charged: the amount the checkout was asked for */
  amount: z.number().int(),
  vbankName: z.string().nullable(),
  vbankNum: z.string().nullable(),
  vbankHolder: z.string().nullable(),
  vbankDate: z.string().nullable(),
  errorMsg: z.string().nullable(),
  /** ISO date-time */
  createdAt: z.string(),
})
export type ProviderPaymentRecord = z.infer<typeof providerPaymentRecordSchema>

/** The products, the orders, the provider's payments and the virtual accounts awaiting deposits. */
export const purchaseCollections = {
  vbankInfos: stored(vbankInfoRecordSchema, (r) => r.userId),
  products: stored(productRecordSchema, (r) => String(r.productId)),
  orders: stored(orderRecordSchema, (r) => r.merchantUid),
  providerPayments: stored(providerPaymentRecordSchema, (r) => r.impUid),
}

declare module '../../feature' {
  interface StoredShapes extends ShapesOf<typeof purchaseCollections> {}
}
