/** Codes and constants of buying usage rights. S1 §3, §5, §9; S2 §4. */

/** Purchase status in the history; blank counts as N. S2 §4. */
export const PURCHASE_STATUSES = ['P', 'C', 'R', 'N'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

/** Payment methods seen overall; the purchase dialog offers card and trans. S1 §3. */
export const PAY_METHODS = ['card', 'trans', 'vbank', 'payco'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

/** What the purchase dialog and the product pages offer (vbank is defined but not offered). S1 §2. */
export const DIALOG_PAY_METHODS = ['card', 'trans'] as const satisfies readonly PayMethod[]

/** Purchase quantity: minimum (product pages) and step. S1 §5, §9. */
export const PURCHASE_QUANTITY = { minimum: 10, step: 5 } as const

/** The largest quantity one order may carry (what the contract takes). */
export const PURCHASE_QUANTITY_MAX = 10_000

/** S1 §3 productOrderType: U = unlimited stock; anything else is a promotion with a stock. */
export const UNLIMITED_STOCK = 'U'

/**
 * A promotion that gives extra rights: 1+1 gives the same quantity extra (S1 §9), 2+1 one extra
 * for every two.
 */
export const BONUS_RULES = ['1+1', '2+1'] as const
export type BonusRule = (typeof BONUS_RULES)[number]

/** The older payment page's three products (S1 §3, §9): ids the mock seeds, prices, bonus. */
export const FIXED_PRODUCTS = [
  { productId: 901, price: 25_000, bonus: '1+1' },
  { productId: 902, price: 45_000, bonus: '2+1' },
  { productId: 903, price: 100, bonus: null },
] as const satisfies readonly { productId: number; price: number; bonus: BonusRule | null }[]

/** The marker that splits a product's description and refund text into lines. S1 §3. */
export const LINE_BREAK_MARKER = '<br>'

/** Virtual-account due: two days after the order. S1 §9. */
export const VBANK_DUE_DAYS = 2

/** Purchased rights are valid one year. S1 §9. */
export const PURCHASE_VALIDITY_YEARS = 1

/** The type of the message the offline provider's window posts to the portal (decision 018). */
export const OFFLINE_PG_MESSAGE = 'offline-pg.response'

/** Where the offline provider's checkout window lives (served by the mock server). */
export const OFFLINE_CHECKOUT_PATH = '/pg/checkout'
