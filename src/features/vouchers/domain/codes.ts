/** Codes and constants of giving vouchers. S1 §5, §9. */

/** Voucher validity choices in hours, default 1. S1 §5. */
export const VOUCHER_VALIDITY_HOURS = [1, 3, 12, 24] as const
export type VoucherValidityHours = (typeof VOUCHER_VALIDITY_HOURS)[number]
export const DEFAULT_VOUCHER_VALIDITY: VoucherValidityHours = 1

/** The smallest count of vouchers the app bar creates. S1 §5. */
export const VOUCHER_COUNT_MINIMUM = 1

/**
 * The largest count of vouchers one createVoucher call takes (the contract's maximum). An
 * unlimited user's count has no other maximum, so the app bar refuses a larger one with a message
 * before asking (decision 011).
 */
export const VOUCHER_COUNT_MAXIMUM = 1000

/** The longest customer app id the contract takes (checkCustomer, setVoucher), trimmed. */
export const APP_ID_MAX = 64

/**
 * The most rows one voucher-creation history file holds (voucherHistoryExcel): a row per created
 * voucher and per voucher given, far beyond a year of any account's; more is answered 422
 * 'voucher.excelTooMany' (decision 042).
 */
export const VOUCHER_HISTORY_EXCEL_MAX_ROWS = 100_000

/** QR voucher validity, S1 §9. */
export const QR_VALIDITY_SECONDS = 120
