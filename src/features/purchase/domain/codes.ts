/** Codes and constants of buying usage rights. S1 §3, §9; S2 §4. */

/** Purchase status in the history; blank counts as N. S2 §4. */
export const PURCHASE_STATUSES = ['P', 'C', 'R', 'N'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

/** Payment methods seen overall; the purchase dialog offers card and trans. S1 §3. */
export const PAY_METHODS = ['card', 'trans', 'vbank', 'payco'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

/** Fixed product prices (KRW) of the older payment page. S1 §3, §9. */
export const FIXED_PRICES = [25_000, 45_000, 100] as const

/** Purchase quantity: minimum and step. S1 §5. */
export const PURCHASE_QUANTITY = { minimum: 10, step: 5 } as const
