import {
  LINE_BREAK_MARKER,
  PURCHASE_QUANTITY,
  PURCHASE_QUANTITY_MAX,
  UNLIMITED_STOCK,
  VBANK_DUE_DAYS,
  type BonusRule,
} from './codes'
import { isUnlimitedCount } from '../../../shared/domain/codes'

/** What the purchase rules read of a product (S1 §3). */
export interface PricedProduct {
  price: number
  salePrice: number
  productOrderType: string
  purchaseableQuantity: number
  bonus?: BonusRule | null
}

/** The price of one unit: the sale price when there is one, else the list price. S1 §3. */
export const unitPrice = (p: Pick<PricedProduct, 'price' | 'salePrice'>): number =>
  p.salePrice > 0 ? p.salePrice : p.price

/** cost = quantity x price (S1 §5). */
export const costOf = (p: Pick<PricedProduct, 'price' | 'salePrice'>, quantity: number): number =>
  quantity * unitPrice(p)

/** A promotion product has a stock (`purchaseableQuantity`); U is unlimited. S1 §3. */
export const isPromotion = (p: Pick<PricedProduct, 'productOrderType'>): boolean =>
  p.productOrderType !== UNLIMITED_STOCK

/** The rights an order grants: 1+1 the same quantity extra (S1 §9), 2+1 one per two. */
export function grantQuantity(quantity: number, bonus: BonusRule | null | undefined): number {
  if (bonus === '1+1') return quantity * 2
  if (bonus === '2+1') return quantity + Math.floor(quantity / 2)
  return quantity
}

const whole = (value: number): number => (Number.isFinite(value) ? Math.trunc(value) : 0)

/**
 * Product pages (S1 §5): at least 10 (the default), capped at the purchasable quantity of a
 * promotion product (and at what one order may carry).
 */
export function clampProductQuantity(value: number, p: PricedProduct): number {
  const cap = isPromotion(p)
    ? Math.min(p.purchaseableQuantity, PURCHASE_QUANTITY_MAX)
    : PURCHASE_QUANTITY_MAX
  const atLeast = Math.max(PURCHASE_QUANTITY.minimum, whole(value))
  return Math.max(0, Math.min(atLeast, cap))
}

/** The product pages' default quantity: 10, within the cap. */
export const defaultProductQuantity = (p: PricedProduct): number =>
  clampProductQuantity(PURCHASE_QUANTITY.minimum, p)

/** The product pages' + and - buttons: a step of 5, clamped. */
export const stepProductQuantity = (quantity: number, direction: 1 | -1, p: PricedProduct) =>
  clampProductQuantity(quantity + direction * PURCHASE_QUANTITY.step, p)

/** Why the product pages' pay button is disabled, or null when it is enabled. S1 §5. */
export type ProductPayBlock = 'unlimitedUser' | 'soldOut' | 'exceedsStock' | 'noCost'

export function productPayBlock(
  p: PricedProduct,
  quantity: number,
  usableCount: number,
): ProductPayBlock | null {
  if (isUnlimitedCount(usableCount)) return 'unlimitedUser'
  if (isPromotion(p) && p.purchaseableQuantity <= 0) return 'soldOut'
  if (isPromotion(p) && quantity > p.purchaseableQuantity) return 'exceedsStock'
  if (costOf(p, quantity) <= 0) return 'noCost'
  return null
}

/** A fixed product of /v2/Payment (S1 §9): its list price, no stock to run out. */
export const fixedPricing = (price: number): PricedProduct => ({
  price,
  salePrice: 0,
  productOrderType: UNLIMITED_STOCK,
  purchaseableQuantity: 0,
})

/** A promotion product with no stock left: it cannot be bought (S1 §5, §8 sold out). */
export const isSoldOut = (p: PricedProduct): boolean =>
  isPromotion(p) && p.purchaseableQuantity <= 0

/** The product the purchase dialog offers first: the first that is not sold out. */
export const firstPurchasable = <P extends PricedProduct>(products: readonly P[]): P | undefined =>
  products.find((p) => !isSoldOut(p))

/**
 * The purchase dialog (S1 §5): a quantity is a whole number, never negative, and capped at the
 * purchasable quantity of a promotion product (as on the product pages).
 */
export const clampDialogQuantity = (value: number, p: PricedProduct): number => {
  const cap = isPromotion(p)
    ? Math.min(Math.max(0, p.purchaseableQuantity), PURCHASE_QUANTITY_MAX)
    : PURCHASE_QUANTITY_MAX
  return Math.min(cap, Math.max(0, whole(value)))
}

/** The dialog's + and - buttons: a step of 5, never below 0, within the stock. */
export const stepDialogQuantity = (quantity: number, direction: 1 | -1, p: PricedProduct) =>
  clampDialogQuantity(quantity + direction * PURCHASE_QUANTITY.step, p)

/**
 * The dialog's pay button (S1 §5): disabled when the cost is 0, and for a promotion product
 * when the quantity exceeds what is left (a sold-out one has nothing left).
 */
export const dialogCanPay = (p: PricedProduct, quantity: number): boolean =>
  costOf(p, quantity) > 0 && !(isPromotion(p) && quantity > p.purchaseableQuantity)

/** A description or refund text in its lines (S1 §3: split on the line-break marker). */
export const linesOf = (text: string): string[] =>
  text
    .split(LINE_BREAK_MARKER)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)

/** The virtual account's due time, two days after `now` (S1 §7, §9), as PortOne takes it: YYYYMMDDhhmm. */
export function vbankDueOf(now: Date): string {
  const due = new Date(now.getTime() + VBANK_DUE_DAYS * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${due.getFullYear()}${pad(due.getMonth() + 1)}${pad(due.getDate())}${pad(due.getHours())}${pad(due.getMinutes())}`
}
