import type { Message } from '../../../shared/domain/messages'
import { type AmountBounds, type Employee, type ModifyEmployeeInput } from '../domain/employee'
import type { EmployeePage } from '../services/contract'
import { type SortOrder, type SortState } from '../../../shared/domain/list-view'
import { type ListViewEvent } from '../../../shared/machines/list-view'
import { type EmployeeSortKey } from '../domain/view'

/** The row action the confirm dialog asks about. */
export type ConfirmAction = 'reset' | 'deactivate' | 'delete'

export interface EmployeesContext {
  name: string
  search: string
  nameError: Message | null
  page: number
  data: EmployeePage | null
  error: Message | null
  /** the employee a dialog is about */
  employee: Employee | null
  /** the amount dialog */
  bounds: AmountBounds | null
  /** S1 §5: the amount dialog (give or take back) or the distribute slider (give, 0 to max) */
  amountMode: AmountMode
  amount: string
  amountError: Message | null
  confirm: ConfirmAction | null
  modify: ModifyEmployeeInput
  modifyErrors: Partial<Record<keyof ModifyEmployeeInput, Message>>
  /** the list's order (issue 31) */
  sort: SortState<EmployeeSortKey>
  /** the columns the user hid */
  hidden: string[]
  /** whose list this is: its view and hidden columns are kept per user */
  userId: string | null
}

/** What the list asks the server for: the name, the page and the order. */
export type EmployeeListInput = {
  name: string
  page: number
  sort: EmployeeSortKey
  order: SortOrder
}

/** What the Excel file holds: the list on screen, every page of it (issue 31). */
export type EmployeeExcelInput = Omit<EmployeeListInput, 'page'>

export type EmployeesEvent =
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'PAGE.CHANGE'; page: number }
  | { type: 'RELOAD' }
  | { type: 'EXCEL.DOWNLOAD' }
  | { type: 'AMOUNT.OPEN'; employee: Employee; callerUsable: number; mode?: AmountMode }
  | { type: 'AMOUNT.CHANGE'; value: string }
  /** the distribute slider moved (a value outside 0 to max is brought into it, and said) */
  | { type: 'AMOUNT.SLIDE'; value: number }
  | { type: 'CONFIRM.OPEN'; employee: Employee; action: ConfirmAction }
  | { type: 'MODIFY.OPEN'; employee: Employee }
  | { type: 'MODIFY.CHANGE'; fields: Partial<ModifyEmployeeInput> }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  /** back to the defaults: no name, page 1, the list's own order */
  | { type: 'VIEW.RESET' }
  | ListViewEvent

export type AmountMode = 'amount' | 'distribute'
