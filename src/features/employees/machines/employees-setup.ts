import { assertEvent, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator } from '../../../shared/machines/own-indicator'
import { amountBounds, validateModify, type ModifyEmployeeInput } from '../domain/employee'
import type { EmployeePage } from '../services/contract'
import { type EmployeesView } from '../domain/view'
import type {
  ConfirmAction,
  EmployeesContext,
  EmployeeListInput,
  EmployeeExcelInput,
  EmployeesEvent,
} from './employees-types'
import { amountProblem, search, view } from './employees-rules'

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  input?: {
    /** the view to start with (the address's, the remembered one); the defaults without it */
    view?: EmployeesView
    /** the columns the user hid */
    hidden?: readonly string[]
    /** who entered: the view and the columns are kept under this user */
    userId?: string
  } | void
  context?: EmployeesContext
  events?: EmployeesEvent
} = {}

/** The machine's types, actors, guards and actions (its machine file has the states). */
export const employeesSetup = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    list: notProvided<EmployeePage, EmployeeListInput>('list'),
    excel: notProvided<DownloadedFile, EmployeeExcelInput>('excel'),
    distribute: notProvided<
      { usableCount: number; limit: number },
      { employeeId: string; quantity: number }
    >('distribute'),
    /** the confirmed row action: reset the password, deactivate or delete */
    act: notProvided<void, { action: ConfirmAction; employeeId: string }>('act'),
    update: notProvided<void, { employeeId: string; input: ModifyEmployeeInput }>('update'),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    back: () => {},
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    setUsableCount: (_, _params: { usableCount: number }) => {},
    /** the view the list loads: into the address (replacing it) and the user's memory */
    keepView: (_, _params: { query: string }) => {},
    /** the columns the user hid, kept per user */
    keepColumns: (_, _params: { hidden: readonly string[] }) => {},
  },
  guards: {
    ...search.guards,
    ...view.guards,
    /** S1 §5: an unlimited employee has no amount to distribute */
    unlimitedEmployee: ({ event }) => {
      assertEvent(event, 'AMOUNT.OPEN')
      return amountBounds(event.employee.limit, event.callerUsable) === null
    },
    /** the amount entered breaks the dialog's rule (S1 §5): said, not sent */
    amountRefused: ({ context }) => amountProblem(context) !== null,
    /** a field of the modify dialog is refused: said, not sent */
    modifyRefused: ({ context }) => Object.keys(validateModify(context.modify)).length > 0,
  },
  delays: { searchDebounce: 300 },
})
