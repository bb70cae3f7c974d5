import type { StaffRecord } from './schemas'

/**
 * Whose data an account may see and act on, one rule for every list, file, counter and action
 * of the mock (issue 29): S everything, A its site, B its branch, F its own; P (and a branch
 * manager without a branch) nothing. The checkup lists, the employee list and its Excel file, the
 * statistics and their filters all cut their rows with it.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'site'; siteId: number }
  | { kind: 'branch'; siteId: number; branchCode: string }
  | { kind: 'employee'; employeeId: string }
  | { kind: 'none' }

/** Who a row belongs to: the employee, and their site and branch. */
export type Owner = { siteId: number; branchCode: string | null; employeeId: string }

export type ScopedCaller = Pick<StaffRecord, 'auth' | 'siteId' | 'branchCode' | 'userId'>

/** The caller's own scope. */
export function ownScope(caller: ScopedCaller): Scope {
  switch (caller.auth) {
    case 'S':
      return { kind: 'all' }
    case 'A':
      return { kind: 'site', siteId: caller.siteId }
    case 'B':
      return caller.branchCode
        ? { kind: 'branch', siteId: caller.siteId, branchCode: caller.branchCode }
        : { kind: 'none' }
    case 'F':
      return { kind: 'employee', employeeId: caller.userId }
    default:
      return { kind: 'none' }
  }
}

/** Whether a row owned by `owner` lies in the scope. */
export function inScope(scope: Scope, owner: Owner): boolean {
  switch (scope.kind) {
    case 'all':
      return true
    case 'site':
      return owner.siteId === scope.siteId
    case 'branch':
      return owner.siteId === scope.siteId && owner.branchCode === scope.branchCode
    case 'employee':
      return owner.employeeId === scope.employeeId
    case 'none':
      return false
  }
}

/** An account as the owner of its rows. */
export const ownerOf = (s: Pick<StaffRecord, 'siteId' | 'branchCode' | 'userId'>): Owner => ({
  siteId: s.siteId,
  branchCode: s.branchCode,
  employeeId: s.userId,
})

/** Whether the caller's scope holds what `owner` owns. */
export const reaches = (caller: ScopedCaller, owner: Owner): boolean =>
  inScope(ownScope(caller), owner)
