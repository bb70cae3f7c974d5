import type { CheckupStatus, DeliveryType, Gender, ReportType } from './codes'
import { SITE } from './codes'
import { maskCustomerName } from './masking'
import type { SessionUser } from './user'

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

/** A row of the admin dashboard. S2 §3. */
export interface AdminCheckupRow {
  id: number
  company: string
  fcCode: string
  status: CheckupStatus
  name: string
  gender: Gender
  /** YYYYMMDD */
  regDate: string
  pdfPath: string | null
}

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
export interface DashboardFeatures {
  /** print column and multi print button: print permission, not site 48 */
  print: boolean
  /** PDF column: not site 2 */
  pdfColumn: boolean
  /** Excel download: not for site 48 role F */
  excel: boolean
  /** names masked: site 48 */
  maskNames: boolean
  /** shipping info may be changed: role list holds PA (the server enforces it too) */
  changeAddress: boolean
}

export function dashboardFeatures(session: SessionUser): DashboardFeatures {
  const partner = session.user.siteId === SITE.PARTNER
  return {
    print: session.print && !partner,
    pdfColumn: session.user.siteId !== SITE.PDF_RESTRICTED,
    excel: !(partner && session.user.auth === 'F'),
    maskNames: partner,
    changeAddress: session.roleList.includes('PA'),
  }
}

/** The name as the dashboard shows it: masked on site 48. S1 §6. */
export const displayName = (
  name: string,
  features: Pick<DashboardFeatures, 'maskNames'>,
): string => (features.maskNames ? maskCustomerName(name) : name)

export type AdminRowAction = 'writeReport' | 'modifyReport' | 'downloadPdf'

/** The admin dashboard's row menu per status. S2 §4: only U, D, R have one. */
export function adminRowActions(status: CheckupStatus): AdminRowAction[] {
  switch (status) {
    case 'D':
      return ['writeReport', 'downloadPdf']
    case 'R':
      return ['modifyReport', 'downloadPdf']
    case 'U':
      return ['downloadPdf']
    default:
      return []
  }
}

/** The report form link of an admin row (S2 §2.3): id, fcCode and, to modify, the modify flag. */
export function adminReportHref(
  basePath: string,
  row: Pick<AdminCheckupRow, 'id' | 'fcCode'>,
  modify: boolean,
): string {
  const query = new URLSearchParams({ id: String(row.id), fcCode: row.fcCode })
  if (modify) query.set('modify', 'true')
  return `${basePath}?${query.toString()}`
}
