import type { AuthCode, RoleCode } from './codes'

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
}

export const hasAnyRole = (roleList: readonly RoleCode[], wanted: readonly RoleCode[]): boolean =>
  wanted.some((r) => roleList.includes(r))
