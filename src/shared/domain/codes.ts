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

/** Employee limit of -1 or less means unlimited. S1 §9. */
export const isUnlimitedLimit = (limit: number): boolean => limit <= -1

/** Usable count shown as unlimited when negative. S1 §2 give voucher. */
export const isUnlimitedCount = (count: number): boolean => count < 0

/**
 * The status of an Excel download refused for its size: more rows than the file's cap in the
 * contract (decision 042). 422: well formed and understood, but not carried out; 400 stays a bad
 * query, 413 a request's own body.
 */
export const EXCEL_TOO_MANY_ROWS = 422

/** Filter 'all' sentinel. S1 §9. */
export const ALL_ITEM = 'ALL_ITEM'

/**
 * S2 §5.1 field limits shared by the forms of several features, and the lengths the contract
 * accepts (decision 011): the contract's schemas are built from these, and the forms refuse a
 * longer value with a message before anything is sent. Lengths are counted as zod counts them:
 * in code points, so a Hangul syllable or an emoji is one character.
 */
export const LIMITS = {
  ageMin: 20,
  ageMax: 85,
  passwordMin: 8,
  passwordMax: 15,
  userIdMin: 6,
  birthdayLength: 8,
  /** a portal user id as the contract takes it (login, password set, user) */
  userIdMax: 64,
  /** any password the contract takes (login, the initial and the new one of password set) */
  passwordFieldMax: 64,
} as const

export const PAGE_SIZE = {
  /** employee and report grids, S1 §9 */
  grid: 25,
  /** statistics grids, client side, S2 §9 */
  statistics: 15,
} as const
