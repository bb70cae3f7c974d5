import type { ApiClient } from '../../../shared/services/http-client'
import type { z } from 'zod'
import {
  getMerchantUid,
  orderInfo,
  paymentOrder,
  productDetail,
  productList,
  type orderInfoSchema,
  type productSchema,
} from './contract'
import type { PayMethod } from '../domain/codes'

export type Product = z.infer<typeof productSchema>
export type OrderInfo = z.infer<typeof orderInfoSchema>
export type OrderState = OrderInfo['status'] | 'pending' | 'failed'
export interface OrderLookup extends Omit<OrderInfo, 'status'> {
  status: OrderState
  /** the provider's message of a failed or cancelled payment */
  providerError: string | null
}

/** What an order asks for: the server computes the amount. */
export interface OrderRequest {
  productId: number
  quantity: number
  payMethod: PayMethod
}

export interface MerchantOrder {
  merchantUid: string
  amount: number
  name: string
  grantQuantity: number
}

/** The purchase calls (S1 §7 product and payment operations). */
export function createPurchaseService(client: ApiClient) {
  return {
    async products(): Promise<Product[]> {
      return (await client.call(productList)).data
    },
    async product(productId: number): Promise<Product> {
      return (await client.call(productDetail, { params: { productId } })).data
    },
    async merchantUid(order: OrderRequest): Promise<MerchantOrder> {
      return (await client.call(getMerchantUid, { body: order })).data
    },
    async confirm(impUid: string, merchantUid: string): Promise<OrderInfo> {
      return (await client.call(paymentOrder, { body: { impUid, merchantUid } })).data
    },
    async lookup(merchantUid: string): Promise<OrderLookup> {
      return (await client.call(orderInfo, { params: { merchantUid } })).data
    },
  }
}
export type PurchaseService = ReturnType<typeof createPurchaseService>

/** A confirmation whose answer was lost (S1 §4): looked up again on the next visit. */
export interface PendingPayment {
  merchantUid: string
  impUid: string
}

const PENDING_KEY = 'pending-payment'

/** Where a pending confirmation is kept between visits (the browser's storage). */
export function pendingPaymentStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
) {
  return {
    load(): PendingPayment | null {
      try {
        const raw = storage?.getItem(PENDING_KEY)
        const value: unknown = raw ? JSON.parse(raw) : null
        return typeof value === 'object' &&
          value !== null &&
          'merchantUid' in value &&
          typeof value.merchantUid === 'string' &&
          'impUid' in value &&
          typeof value.impUid === 'string'
          ? { merchantUid: value.merchantUid, impUid: value.impUid }
          : null
      } catch {
        return null
      }
    },
    save(p: PendingPayment) {
      storage?.setItem(PENDING_KEY, JSON.stringify(p))
    },
    clear() {
      storage?.removeItem(PENDING_KEY)
    },
  }
}
