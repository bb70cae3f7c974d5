import {
  employeesMachine,
  type ConfirmAction,
  type EmployeesContext,
  type EmployeesEvent,
} from '../../../src/features/employees/machines/employees-machine'
import { ERRORS } from '../../../src/features/employees/domain/errors'
import { EMPLOYEE_LIMITS, validateModify } from '../../../src/features/employees/domain/employee'
import { defaultEmployeesView } from '../../../src/features/employees/domain/view'
import type { EmployeePage } from '../../../src/features/employees/services/contract'
import { PAGE_SIZE } from '../../../src/shared/domain/codes'
import { mountEmployees } from '../../../src/features/employees/screens'
import { PATHS } from '../../../src/shared/domain/routes'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'
import { employeeRow } from '../../support/rows'

const employee = employeeRow

/**
 * Employees of super's list in the mock (the live account: two pages, so a remembered page 2 is
 * there): empfc01, a reclaimable limit of 4 (bounds -4 to the caller's 10: the server takes
 * either, super's own count being unlimited); unlimited, of unlimited use; fc0002, who holds no
 * vouchers, so it may be deactivated and deleted.
 */
const LIMITED = employee('empfc01', {
  employeeName: '배분받음',
  licenseQuantity: 6,
  email: 'empfc01@example.com',
  mobile: '010-1019-2133',
})
const UNLIMITED = employee('unlimited', {
  employeeName: '정무한',
  licenseQuantity: 0,
  limit: -1,
  email: 'unlimited@example.com',
  mobile: '010-1006-2042',
})
const EMPTY_HANDED = employee('fc0002', {
  employeeName: '이설계',
  licenseQuantity: 0,
  limit: 0,
  email: 'fc0002@example.com',
  mobile: '010-1004-2028',
})
const CALLER_USABLE = 10

/** a list of two pages (its first page's rows stand for it), and an empty one (past the end) */
const TWO_PAGES: EmployeePage = {
  items: [LIMITED, UNLIMITED, EMPTY_HANDED],
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

/** the route entered (its actor's logic is the same for every entry: the input is the walk's) */
const ENTRY: PageEntry = {
  routeId: 'employee',
  path: PATHS.employee,
  params: {},
  search: new URLSearchParams(),
  session: null,
  today: new Date(2026, 10, 22),
}

/** the effects that tell the portal's ui, session and root actors (none in a live run) */
const QUIET = { notify: () => {}, setUsableCount: () => {}, back: () => {}, saveFile: () => {} }

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
  input: { view: { ...defaultEmployeesView(), page: 2 }, userId: 'super' },
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
    // while the first page loads: the name and the columns. No pager nor retry yet (the list
    // and its error are not known); a sort or a reset would ask again while the first call is
    // still out, and on the live run the failure meant for that second call (a QA scenario for
    // the operation's next call, tests/paths/live.ts) is taken by the first, whose answer the
    // machine no longer waits for: they are walked from the pages shown
    if (snapshot.matches({ list: 'first' }))
      events.push(
        { type: 'NAME.CHANGE', name: '김' },
        { type: 'NAME.CHANGE', name: 'a'.repeat(EMPLOYEE_LIMITS.searchMax + 1) },
        { type: 'COLUMN.TOGGLE', column: 'limit' },
      )
    else if (!modal && !snapshot.matches({ list: 'refused' })) {
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
        // deactivation first: the shortest paths to the confirmed action's answers go through it
        ...(['deactivate', 'reset', 'delete'] as ConfirmAction[]).map((action): EmployeesEvent => ({
          type: 'CONFIRM.OPEN',
          employee: EMPTY_HANDED,
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
  live: {
    account: 'super',
    wire: (ctx) =>
      mountEmployees(ctx).actors(ENTRY).employees.logic.provide({
        actions: QUIET,
      }),
    // the confirmed actions' failures are provoked on deactivation, the action their paths take
    operations: {
      list: 'employeeList',
      excel: 'employeeListExcel',
      distribute: 'distribute',
      act: 'deactivateEmployee',
      update: 'updateEmployee',
    },
    // the page past the end of a list that shrank under it: a QA scenario empties the next answer
    emptied: { list: 1 },
    minimumPaths: 59,
  },
})
