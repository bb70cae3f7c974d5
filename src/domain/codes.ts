/** Codes and constants of S1 §3, §6, §9 and S2 §3, §6, §9. */

/** Auth (role letter) of a portal user. S1 §6. */
export const AUTH_CODES = ['S', 'A', 'B', 'F', 'P'] as const
export type AuthCode = (typeof AUTH_CODES)[number]

/** Voucher roles: the delivery types a staff member may use. S1 §3, §6. */
export const VOUCHER_ROLES = ['RM', 'RD', 'RP'] as const
export type VoucherRole = (typeof VOUCHER_ROLES)[number]

/** Role list entries: voucher roles plus PA (may change shipping addresses). */
export const ROLE_CODES = [...VOUCHER_ROLES, 'PA'] as const
export type RoleCode = (typeof ROLE_CODES)[number]

/** Report types: S simple (survey), F premium (checkup results). S1 §3. */
export const REPORT_TYPES = ['S', 'F'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/** Delivery types (the role field of a report item). S1 §3, S2 §3. */
export const DELIVERY_TYPES = ['RM', 'RP', 'RD'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** Admin dashboard checkup status. S2 §4. */
export const CHECKUP_STATUSES = ['B', 'C', 'U', 'D', 'R'] as const
export type CheckupStatus = (typeof CHECKUP_STATUSES)[number]

/** Purchase status in the history; blank counts as N. S2 §4. */
export const PURCHASE_STATUSES = ['P', 'C', 'R', 'N'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

/** Payment methods seen overall; the purchase dialog offers card and trans. S1 §3. */
export const PAY_METHODS = ['card', 'trans', 'vbank', 'payco'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

/** Gender codes: 1 male, 2 female. */
export const GENDERS = [1, 2] as const
export type Gender = (typeof GENDERS)[number]

/** Special sites. S1 §9. */
export const SITE = {
  /** orange theme, vouchers and gifting, partner channel /ol */
  ORANGE: 1,
  /** PDF column hidden */
  PDF_RESTRICTED: 2,
  /** partner site: reduced menu, masked names */
  PARTNER: 48,
} as const

/** Sites whose id prefix is not shown. S1 §5, §9. */
export const HIDDEN_ID_PREFIXES = ['SH', 'OL'] as const

/** Usable count meaning unlimited. S1 §9. */
export const UNLIMITED_COUNT = -1

/** Employee limit of -1 or less means unlimited. S1 §9. */
export const isUnlimitedLimit = (limit: number): boolean => limit <= -1

/** Usable count shown as unlimited when negative. S1 §2 give voucher. */
export const isUnlimitedCount = (count: number): boolean => count < 0

/** Filter 'all' sentinel. S1 §9. */
export const ALL_ITEM = 'ALL_ITEM'

export const PAGE_SIZE = {
  /** employee and report grids, S1 §9 */
  grid: 25,
  /** statistics grids, client side, S2 §9 */
  statistics: 15,
} as const

export const TIMING = {
  /** virtual-bank info polling, S1 §9 */
  vbankPollMs: 300_000,
  /** QR voucher validity, S1 §9 */
  qrValiditySeconds: 120,
  /** count animation, S1 §9 */
  countAnimationMs: 300,
} as const

export const LIMITS = {
  quantityStep: 5,
  purchaseMinimum: 10,
  voucherCountMinimum: 1,
  ageMin: 20,
  ageMax: 85,
  passwordMin: 8,
  passwordMax: 15,
  userIdMin: 6,
  birthdayLength: 8,
} as const

/** Voucher validity choices in hours, default 1. S1 §5. */
export const VOUCHER_VALIDITY_HOURS = [1, 3, 12, 24] as const
export type VoucherValidityHours = (typeof VOUCHER_VALIDITY_HOURS)[number]
export const DEFAULT_VOUCHER_VALIDITY: VoucherValidityHours = 1

/** Layout mode breakpoint. S1 §4, §9. */
export const MOBILE_BREAKPOINT_PX = 1024
/** Scroll offset past which the scrolled flag turns on. */
export const SCROLLED_THRESHOLD_PX = 10

/** Browser storage keys. S1 §4, S2 client state. */
export const STORAGE_KEYS = {
  authToken: 'x-auth-token',
  refreshToken: 'refresh-token',
  homeRoute: 'home-route',
  orange: 'orange',
} as const

/** Fixed product prices (KRW) of the older payment page. S1 §3, §9. */
export const FIXED_PRICES = [25_000, 45_000, 100] as const
