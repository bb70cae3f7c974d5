import type { AuthCode, RoleCode } from './codes'
import { SITE, VOUCHER_ROLES } from './codes'

/** The logged-in user as the portal sees it. S1 §3, S2 §3. */
export interface User {
  name: string
  userId: string
  siteId: number
  auth: AuthCode
  email: string
  mobile: string
  branchCode: string | null
  branchName: string | null
}

/** What the session knows once the user is fetched. S2 client state. */
export interface SessionUser {
  user: User
  roleList: RoleCode[]
  /** print permission */
  print: boolean
  /** usable count (issuable number); -1 unlimited */
  usableCount: number
  /**
   * true until the first password is set (S1 §4): only /v1/PasswordSet opens and the server
   * refuses everything but fetch user, password set and logout (decision 012). Absent = false.
   */
  passwordPending?: boolean
}

/** Site 48, the partner site: reduced menu and tools, masked names (S1 §6). */
export const isPartnerSite = (user: Pick<User, 'siteId'>): boolean => user.siteId === SITE.PARTNER

export const hasAnyRole = (roleList: readonly RoleCode[], wanted: readonly RoleCode[]): boolean =>
  wanted.some((r) => roleList.includes(r))

/** What the app bar shows a user (S1 §2 app bar, other widgets). */
export function appBarFeatures(session: SessionUser) {
  const partner = isPartnerSite(session.user)
  return {
    /** voucher count, create and history: a voucher role is needed to hand vouchers out */
    voucherTools: hasAnyRole(session.roleList, VOUCHER_ROLES),
    /** site 48 creates a QR voucher instead */
    qrVoucher: partner,
    /** the bell: not on site 48 */
    bell: !partner,
    /** the usage counter links to buying, which role P never does (S1 §6) */
    usageCounter: session.user.auth !== 'P',
  }
}
export type AppBarFeatures = ReturnType<typeof appBarFeatures>
