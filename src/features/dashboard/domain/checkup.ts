import type { DeliveryType, Gender, ReportType } from '../../../shared/domain/codes'
import { SITE } from '../../../shared/domain/codes'
import { maskCustomerName } from '../../../shared/domain/masking'
import { isPartnerSite, type SessionUser } from '../../../shared/domain/user'

/** A report/checkup item of the issuance dashboard. S1 §3. */
export interface CheckupItem {
  checkupNo: number
  /** YYYYMMDD */
  created: string
  userName: string
  userId: string
  gender: Gender
  /** YYYYMMDD */
  birthday: string
  /** S simple, F premium, null none */
  reportType: ReportType | null
  /** delivery type */
  role: DeliveryType
  branchName: string
  branchCode: string
  employeeName: string
  employeeId: string
  address: string
  detailAddress: string
  postalCode: string
  telephone: string
  pdfPrint: 'Y' | 'N'
  print: 'Y' | 'N'
}

export interface CheckupCounts {
  all: number
  simple: number
  premium: number
}

/**
 * The most rows one customer-list Excel file holds (customerListExcel): the dashboard's default
 * six months at the load scale (100,000 checkups of a site) fit; a range with more is answered
 * 422 'dashboard.excelTooMany' (issue 29, decision 042).
 */
export const CUSTOMER_LIST_EXCEL_MAX_ROWS = 100_000

/** The status of a customer-list Excel refused for its size (every capped Excel's). */
export { EXCEL_TOO_MANY_ROWS } from '../../../shared/domain/codes'

/** Only rows with pdfPrint Y can be checked for print or PDF. S1 §5. */
export const isCheckable = (item: Pick<CheckupItem, 'pdfPrint'>): boolean => item.pdfPrint === 'Y'

/** Single print needs the owner FC of the checkup. S1 §4, §5. */
export const isOwnCustomer = (
  item: Pick<CheckupItem, 'employeeId'>,
  session: SessionUser,
): boolean => item.employeeId === session.user.userId

/** Counters of the dashboard: all, simple (S), premium (F). S1 §2. */
export function countReports(items: readonly Pick<CheckupItem, 'reportType'>[]): CheckupCounts {
  let simple = 0
  let premium = 0
  for (const i of items) {
    if (i.reportType === 'S') simple++
    else if (i.reportType === 'F') premium++
  }
  return { all: items.length, simple, premium }
}

/** What the dashboard shows to a user. S1 §6 print, PDF and Excel rules. */
export function dashboardFeatures(session: SessionUser) {
  const partner = isPartnerSite(session.user)
  return {
    /** print column and multi print button: print permission, not site 48 */
    print: session.print && !partner,
    /** PDF column: not site 2 */
    pdfColumn: session.user.siteId !== SITE.PDF_RESTRICTED,
    /** Excel download: not for site 48 role F */
    excel: !(partner && session.user.auth === 'F'),
    /** names masked: site 48 */
    maskNames: partner,
    /** shipping info may be changed: role list holds PA (the server enforces it too) */
    changeAddress: session.roleList.includes('PA'),
  }
}
export type DashboardFeatures = ReturnType<typeof dashboardFeatures>

/** The name as the dashboard shows it: masked on site 48. S1 §6. */
export const displayName = (
  name: string,
  features: Pick<DashboardFeatures, 'maskNames'>,
): string => (features.maskNames ? maskCustomerName(name) : name)

/**
 * The keys the issuance history sorts by (issue 31): each a column of the grid. Ties keep the list
 * order (newest first, then by checkup number).
 */
export const CHECKUP_SORT_KEYS = [
  'created',
  'userName',
  'birthday',
  'reportType',
  'employeeName',
] as const
export type CheckupSortKey = (typeof CHECKUP_SORT_KEYS)[number]

/** S1 §4: newest first. */
export const CHECKUP_DEFAULT_SORT = { key: 'created', order: 'desc' } as const satisfies {
  key: CheckupSortKey
  order: 'asc' | 'desc'
}
