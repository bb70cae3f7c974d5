import {
  employeesMachine,
  type ConfirmAction,
  type EmployeesContext,
  type EmployeesEvent,
} from '../../../src/features/employees/machines/employees-machine'
import { ERRORS } from '../../../src/features/employees/domain/errors'
import { EMPLOYEE_LIMITS, validateModify } from '../../../src/features/employees/domain/employee'
import { defaultEmployeesView } from '../../../src/features/employees/domain/view'
import type { EmployeePage } from '../../../src/features/employees/services/employee-service'
import { PAGE_SIZE } from '../../../src/shared/domain/codes'
import { defineModel, failuresOf } from '../model'
import { employeeRow } from '../../support/rows'

const employee = employeeRow

/** a reclaimable limit of 4 (bounds -4 to the caller's 10), and one of unlimited use */
const LIMITED = employee('e1')
const UNLIMITED = employee('e2', { limit: -1 })
const CALLER_USABLE = 10

/** a list of two pages (its first page's rows stand for it), and an empty one (past the end) */
const TWO_PAGES: EmployeePage = {
  items: [LIMITED, UNLIMITED],
  total: PAGE_SIZE.grid + 1,
  page: 1,
  counts: { employees: PAGE_SIZE.grid + 1, remainingVouchers: 40 },
}
const EMPTY: EmployeePage = {
  items: [],
  total: 0,
  page: 1,
  counts: { employees: 0, remainingVouchers: 40 },
}

/**
 * Employee management (S1 §2, §4, §5, §8), entered on a remembered page 2 (so a list that has
 * shrunk under it can be met at once): the name searched valid and one past its limit;
 * pages 0 (none), 2 and back to 1; a known and an unknown sort key; a column hidden; the view
 * reset; the Excel file. The row dialogs are modal: while one is open the list is not touched.
 * The amount dialog (give or take back) and the slider take values at and past their bounds,
 * zero and a number written as `1e2` (issue 48); the modify dialog a blank name, a bad e-mail
 * and a bad mobile. Each confirmed action is opened, confirmed and cancelled.
 */
export default defineModel({
  machine: employeesMachine,
  input: { view: { ...defaultEmployeesView(), page: 2 }, userId: 'emp-01' },
  events: (snapshot) => {
    const c = snapshot.context as EmployeesContext
    const events: EmployeesEvent[] = []
    // the dialogs are modal, and the Excel file is walked on its own (its button busy)
    const modal =
      !snapshot.matches({ action: 'idle' }) || snapshot.matches({ excel: 'downloading' })
    // the rows are acted on once shown (not while the grid is dimmed, loading)
    const rows =
      (snapshot.matches({ list: 'ready' }) || snapshot.matches({ list: 'failed' })) &&
      (c.data?.items.length ?? 0) > 0
    if (!modal && !snapshot.matches({ list: 'refused' })) {
      events.push(
        { type: 'NAME.CHANGE', name: '김' },
        { type: 'NAME.CHANGE', name: 'a'.repeat(EMPLOYEE_LIMITS.searchMax + 1) },
        { type: 'PAGE.CHANGE', page: 0 },
        { type: 'PAGE.CHANGE', page: c.page === 1 ? 2 : 1 },
        { type: 'RELOAD' },
        { type: 'VIEW.RESET' },
        { type: 'SORT.CHANGE', key: 'limit' },
        { type: 'SORT.CHANGE', key: 'employeeName' },
        { type: 'COLUMN.TOGGLE', column: 'limit' },
      )
      if (snapshot.matches({ list: 'ready' })) events.push({ type: 'EXCEL.DOWNLOAD' })
    }
    if (!modal && rows) {
      events.push(
        { type: 'AMOUNT.OPEN', employee: LIMITED, callerUsable: CALLER_USABLE },
        {
          type: 'AMOUNT.OPEN',
          employee: LIMITED,
          callerUsable: CALLER_USABLE,
          mode: 'distribute',
        },
        { type: 'AMOUNT.OPEN', employee: UNLIMITED, callerUsable: CALLER_USABLE },
        ...(['reset', 'deactivate', 'delete'] as ConfirmAction[]).map((action): EmployeesEvent => ({
          type: 'CONFIRM.OPEN',
          employee: LIMITED,
          action,
        })),
        { type: 'MODIFY.OPEN', employee: LIMITED },
      )
    }
    if (snapshot.matches({ action: { amount: 'editing' } })) {
      const { min, max } = c.bounds!
      events.push(
        c.amountMode === 'distribute'
          ? { type: 'AMOUNT.SLIDE', value: max + 1 }
          : { type: 'AMOUNT.CHANGE', value: String(min) },
        { type: 'AMOUNT.CHANGE', value: String(max) },
        { type: 'AMOUNT.CHANGE', value: String(max + 1) },
        { type: 'AMOUNT.CHANGE', value: '0' },
        { type: 'AMOUNT.CHANGE', value: '1e2' },
        { type: 'SUBMIT' },
        { type: 'CANCEL' },
      )
    }
    if (snapshot.matches({ action: 'confirming' }))
      events.push({ type: 'SUBMIT' }, { type: 'CANCEL' })
    if (snapshot.matches({ action: { modify: 'editing' } }))
      events.push(
        { type: 'MODIFY.CHANGE', fields: { name: ' ' } },
        { type: 'MODIFY.CHANGE', fields: { email: 'emp@' } },
        { type: 'MODIFY.CHANGE', fields: { mobile: '010-1111-222' } },
        { type: 'SUBMIT' },
        { type: 'CANCEL' },
      )
    return events
  },
  answers: {
    // no `shows`: the same `list` answers the first load, whose failure is notified before the
    // page is left (S1 §8), and the later ones, whose failure is kept in `error` for the grid
    list: { outputs: [TWO_PAGES, EMPTY], failures: failuresOf(ERRORS.employeeList) },
    excel: {
      outputs: [{ blob: new Blob(['x']), fileName: 'employee_list.xlsx' }],
      failures: failuresOf(ERRORS.employeeListExcel),
    },
    distribute: {
      outputs: [{ usableCount: CALLER_USABLE - 3, limit: 7 }],
      failures: failuresOf(ERRORS.distribute),
      shows: { row: ERRORS.distribute, read: (s) => (s.context as EmployeesContext).amountError },
    },
    // the rows of reset, deactivate and delete: deactivation's holds every status of the others
    act: { outputs: [undefined], failures: failuresOf(ERRORS.deactivateEmployee) },
    update: { outputs: [undefined], failures: failuresOf(ERRORS.updateEmployee) },
  },
  // what the guards read: the page and the rows (how many pages, how many shown), the employee,
  // the amount as typed in its mode, the action confirmed, and what the modify rules refuse. The
  // name searched, the order, the hidden columns and the messages shown steer no transition.
  serialize: (snapshot) => {
    const c = snapshot.context as EmployeesContext
    return {
      value: snapshot.value,
      page: c.page,
      data: c.data && [c.data.total, c.data.items.length],
      employee: c.employee?.employeeId,
      amount: [c.amountMode, c.amount, c.confirm],
      modify: Object.keys(validateModify(c.modify)),
    }
  },
  depth: 5,
})
