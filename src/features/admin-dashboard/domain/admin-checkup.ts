import type { Gender } from '../../../shared/domain/codes'
import type { CheckupStatus } from './codes'

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
