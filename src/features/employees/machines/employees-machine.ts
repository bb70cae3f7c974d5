import { assign } from 'xstate'
import { notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { PAGE_SIZE } from '../../../shared/domain/codes'
import { pageCount } from '../../../shared/domain/paging'
import { defaultEmployeesView } from '../domain/view'
import type {
  EmployeesContext,
  EmployeeListInput,
  EmployeeExcelInput,
  EmployeesEvent,
} from './employees-types'
import { BLANK_MODIFY, search, view, listInput, KEEP_VIEW } from './employees-rules'
import { employeesSetup } from './employees-setup'
import { action } from './employees-action'
export { employeesViewOf, sliderPosition } from './employees-rules'
export type * from './employees-types'

/**
 * Employee management (S1 §2, §4, §5, §8): the list by page and name (any failure of the first
 * load: no permission, and back), the Excel file, and one row action at a time: the amount dialog
 * (distribute or reclaim), reset password, deactivate, delete, modify. After a distribution the
 * caller's usable count drops by the quantity and the employee's limit rises by it; after a
 * deactivation or deletion the employee leaves the list (whatever its position) and the list is
 * fetched again.
 */
export const employeesMachine = employeesSetup.createMachine({
  id: 'employees',
  context: ({ input }) => {
    const start = input?.view ?? defaultEmployeesView()
    return {
      name: start.name,
      search: start.name,
      nameError: null,
      page: start.page,
      data: null,
      error: null,
      employee: null,
      bounds: null,
      amountMode: 'amount',
      amount: '',
      amountError: null,
      confirm: null,
      modify: BLANK_MODIFY,
      modifyErrors: {},
      sort: start.sort,
      hidden: [...(input?.hidden ?? [])],
      userId: input?.userId ?? null,
    }
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'first',
      states: {
        /** S1 §8 employee page load: any non-200 gives no permission, and back */
        first: {
          // the view asked for (the address's, the remembered one) is the one kept
          entry: KEEP_VIEW,
          invoke: [
            {
              src: 'list',
              input: ({ context }) => listInput(context),
              onDone: [
                // a remembered page past the end of a list that has shrunk: its last page
                {
                  guard: {
                    type: 'pastLastPage',
                    params: ({ event }) => ({ rows: event.output.items }),
                  },
                  target: 'loading',
                  actions: assign({
                    page: ({ event }) => Math.max(1, pageCount(event.output.total, PAGE_SIZE.grid)),
                  }),
                },
                { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
              ],
              onError: {
                target: 'refused',
                actions: [{ type: 'notify', params: notifyFailure(ERRORS.employeeList) }, 'back'],
              },
            },
            OWN_INDICATOR,
          ],
        },
        refused: { type: 'final' },
        debouncing: { after: { searchDebounce: 'loading' } },
        loading: {
          entry: KEEP_VIEW,
          invoke: [
            search.load<EmployeesContext, EmployeesEvent, EmployeeListInput>(
              ERRORS.employeeList,
              ({ context }) => listInput(context),
            ),
            OWN_INDICATOR,
          ],
        },
        ready: {},
        failed: {},
      },
      on: {
        ...search.on<EmployeesContext, EmployeesEvent>(),
        ...view.on<EmployeesContext, EmployeesEvent>({ reload: true }),
        'VIEW.RESET': {
          target: '.loading',
          actions: assign(() => {
            const defaults = defaultEmployeesView()
            return {
              name: defaults.name,
              search: defaults.name,
              nameError: null,
              page: defaults.page,
              sort: defaults.sort,
            }
          }),
        },
      },
    },
    excel: {
      initial: 'idle',
      states: {
        idle: { on: { 'EXCEL.DOWNLOAD': 'downloading' } },
        downloading: {
          invoke: [
            {
              src: 'excel',
              // the list on screen: the name searched and the order (issue 31)
              input: ({ context }): EmployeeExcelInput => {
                const { page: _page, ...query } = listInput(context)
                return query
              },
              ...savedOrSaid(ERRORS.employeeListExcel),
            },
            OWN_INDICATOR,
          ],
        },
      },
    },
    action,
  },
})
