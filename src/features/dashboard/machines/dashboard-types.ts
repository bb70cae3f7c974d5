import type { CheckupItem, CheckupSortKey } from '../domain/checkup'
import type { SortState } from '../../../shared/domain/list-view'
import type { ListViewEvent } from '../../../shared/machines/list-view'
import type { DateRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import type { CheckupPage } from '../services/contract'

export interface DashboardContext {
  session: SessionUser | null
  today: Date
  range: DateRange
  /** the name search as typed, kept as typed even when refused */
  name: string
  /** the accepted name search the list asks for (S1 §2); a refused one leaves it as it was */
  search: string
  /** why the typed name search was refused (longer than the contract takes), or null */
  nameError: Message | null
  page: number
  data: CheckupPage | null
  /** checkupNos checked for print or PDF; kept across pages and name searches */
  selected: number[]
  error: Message | null
  /** the row whose shipping info is being edited */
  shippingFor: CheckupItem | null
  /** the checkups of the running print or PDF job */
  jobTargets: number[]
  /** the list's order (issue 31) */
  sort: SortState<CheckupSortKey>
  /** the columns the user hid */
  hidden: string[]
}

/** What the list asks the server for: the range, the name, the page and the order. */
export type CheckupListInput = DateRange & {
  name: string
  page: number
  size: number
  sort: CheckupSortKey
  order: SortState['order']
}

/** What the Excel file holds: the list on screen, every page of it (issue 31). */
export type CustomerListInput = DateRange & {
  name: string
  sort: CheckupSortKey
  order: SortState['order']
}

export type DashboardEvent =
  | { type: 'RANGE.CHANGE'; range: DateRange }
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'PAGE.CHANGE'; page: number }
  | { type: 'RELOAD' }
  | { type: 'ROW.TOGGLE'; checkupNo: number }
  | { type: 'PAGE.TOGGLE' }
  | { type: 'EXCEL.DOWNLOAD' }
  | { type: 'PRINT.SELECTED' }
  | { type: 'PDF.DOWNLOAD' }
  | { type: 'PDF.ONE'; checkupNo: number }
  | { type: 'PRINT.ONE'; checkupNo: number }
  | { type: 'SHIPPING.OPEN'; checkupNo: number }
  | { type: 'EMPTY.CLOSE' }
  /** back to the specs' defaults: six months, no name, page 1, newest first */
  | { type: 'VIEW.RESET' }
  | ListViewEvent
