import { assign, enqueueActions, raise, setup } from 'xstate'
import { asciiDigits } from '../../../shared/domain/text'
import type { Message, MessageKey } from '../../../shared/domain/messages'
import type { ErrorRow } from '../../../shared/domain/error-catalogue'
import { message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { failureOf, notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { present } from '../../../shared/machines/present'
import { TOKEN_REFUSED } from '../../../shared/contract/operation'
import { toFailure } from '../../../shared/services/api-error'
import {
  amountBounds,
  clampSlider,
  validateDistribution,
  validateAmount,
  validateModify,
  type AmountBounds,
  type Employee,
  type ModifyEmployeeInput,
} from '../domain/employee'
import { ERRORS } from '../domain/errors'
import type { EmployeePage } from '../services/contract'
import { pagedSearch } from '../../../shared/machines/paged-search'
import { PAGE_SIZE } from '../../../shared/domain/codes'
import { pageCount } from '../../../shared/domain/paging'
import { writeView, type SortOrder, type SortState } from '../../../shared/domain/list-view'
import { listView, type ListViewEvent } from '../../../shared/machines/list-view'
import {
  defaultEmployeesView,
  EMPLOYEE_SORT_KEYS,
  employeeSearchProblem,
  employeesViewFields,
  firstEmployeeOrder,
  type EmployeeSortKey,
  type EmployeesView,
} from '../domain/view'

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

const BLANK_MODIFY: ModifyEmployeeInput = { name: '', gender: null, email: '', mobile: '' }

/** the rule a name search meets before it is sent (and before a kept one is restored) */
const searchError = employeeSearchProblem

/**
 * What each confirmed row action's answers mean (S1 §4, §8). `backOn401`: its 401 (the
 * operation's own, the session holding: decision 035) says no permission and leaves the page.
 */
const CONFIRMED: Record<
  ConfirmAction,
  { done: MessageKey; errors: ErrorRow; leavesList: boolean; backOn401: boolean }
> = {
  reset: {
    done: 'employees.resetDone',
    errors: ERRORS.resetPassword,
    leavesList: false,
    backOn401: false,
  },
  deactivate: {
    done: 'employees.deactivated',
    errors: ERRORS.deactivateEmployee,
    leavesList: true,
    backOn401: true,
  },
  delete: {
    done: 'employees.deleted',
    errors: ERRORS.deleteEmployee,
    leavesList: true,
    backOn401: true,
  },
}

const withoutEmployee = (data: EmployeePage | null, employeeId: string): EmployeePage | null =>
  data && {
    ...data,
    items: data.items.filter((e) => e.employeeId !== employeeId),
    total: Math.max(0, data.total - 1),
    counts: { ...data.counts, employees: Math.max(0, data.counts.employees - 1) },
  }

export type AmountMode = 'amount' | 'distribute'

/**
 * what the amount field holds, as a number: a whole number as written, an optional minus and
 * digits (full-width ones read as digits); anything else is not a number (issue 48: `1e2` was
 * read as 100 and sent)
 */
const enteredAmount = (context: Pick<EmployeesContext, 'amount'>): number => {
  const text = asciiDigits(context.amount.trim())
  return /^[-+]?\d{1,9}$/.test(text) ? Number(text) : NaN
}

/** where the distribute slider stands: the amount entered, kept inside 0 to max */
export const sliderPosition = (context: Pick<EmployeesContext, 'amount' | 'bounds'>): number =>
  clampSlider(enteredAmount(context) || 0, context.bounds?.max ?? 0)

/** the amount dialog's bounds: it opens only with them (an unlimited employee is refused) */
const boundsOf = (context: Pick<EmployeesContext, 'bounds'>): AmountBounds =>
  present(context.bounds, 'the bounds of the amount dialog')

/** the employee a dialog is about: each dialog state is entered with one */
const employeeOf = (context: Pick<EmployeesContext, 'employee'>): Employee =>
  present(context.employee, 'the employee of the dialog')

/** the row action confirmed: the confirm dialog is entered with one */
const confirmedOf = (context: Pick<EmployeesContext, 'confirm'>): ConfirmAction =>
  present(context.confirm, 'the action of the confirm dialog')

/** what is wrong with the amount entered, by the dialog's mode (S1 §5) */
function amountProblem(
  context: Pick<EmployeesContext, 'amount' | 'amountMode' | 'bounds'>,
): Message | null {
  const value = enteredAmount(context)
  return context.amountMode === 'distribute'
    ? validateDistribution(value, boundsOf(context).max)
    : validateAmount(value, boundsOf(context))
}

/**
 * Employee management (S1 §2, §4, §5, §8): the list by page and name (any failure of the first
 * load: no permission, and back), the Excel file, and one row action at a time: the amount dialog
 * (distribute or reclaim), reset password, deactivate, delete, modify. After a distribution the
 * caller's usable count drops by the quantity and the employee's limit rises by it; after a
 * deactivation or deletion the employee leaves the list (whatever its position) and the list is
 * fetched again.
 */

const search = pagedSearch(searchError)
const view = listView(EMPLOYEE_SORT_KEYS, firstEmployeeOrder)

/** The view the list shows now, as the URL and the user's memory keep it. */
export const employeesViewOf = (context: EmployeesContext): EmployeesView => ({
  name: context.search.trim(),
  page: context.page,
  sort: context.sort,
})

const listInput = (context: EmployeesContext): EmployeeListInput => ({
  name: context.search,
  page: context.page,
  sort: context.sort.key,
  order: context.sort.order,
})

/** the view the list asks for: into the address (replacing it) and the user's memory */
const KEEP_VIEW = {
  type: 'keepView',
  params: ({ context }: { context: EmployeesContext }) => ({
    query: writeView(employeesViewFields, employeesViewOf(context), defaultEmployeesView()),
  }),
} as const

export const employeesMachine = setup({
  types: {
    input: {} as {
      /** the view to start with (the address's, the remembered one); the defaults without it */
      view?: EmployeesView
      /** the columns the user hid */
      hidden?: readonly string[]
      /** who entered: the view and the columns are kept under this user */
      userId?: string
    } | void,
    context: {} as EmployeesContext,
    events: {} as EmployeesEvent,
  },
  actors: {
    ownIndicator: noIndicator,
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
    /** the amount entered breaks the dialog's rule (S1 §5): said, not sent */
    amountRefused: ({ context }) => amountProblem(context) !== null,
    /** a field of the modify dialog is refused: said, not sent */
    modifyRefused: ({ context }) => Object.keys(validateModify(context.modify)).length > 0,
  },
  delays: { searchDebounce: 300 },
}).createMachine({
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
                  guard: ({ context, event }) =>
                    context.page > 1 && event.output.items.length === 0,
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
    action: {
      initial: 'idle',
      states: {
        idle: {
          entry: assign({ employee: null, bounds: null, confirm: null, amountError: null }),
          on: {
            'AMOUNT.OPEN': [
              {
                // S1 §5: distributing to an unlimited employee is refused
                guard: ({ event }) =>
                  amountBounds(event.employee.limit, event.callerUsable) === null,
                actions: {
                  type: 'notify',
                  params: { message: message('employees.unlimitedEmployee'), tone: 'error' },
                },
              },
              {
                target: 'amount',
                actions: assign({
                  employee: ({ event }) => event.employee,
                  bounds: ({ event }) => amountBounds(event.employee.limit, event.callerUsable),
                  amountMode: ({ event }) => event.mode ?? 'amount',
                  amount: '',
                  amountError: null,
                }),
              },
            ],
            'CONFIRM.OPEN': {
              target: 'confirming',
              actions: assign({
                employee: ({ event }) => event.employee,
                confirm: ({ event }) => event.action,
              }),
            },
            'MODIFY.OPEN': {
              target: 'modify',
              actions: assign({
                employee: ({ event }) => event.employee,
                modify: ({ event }) => ({
                  name: event.employee.employeeName,
                  gender: event.employee.gender,
                  email: event.employee.email,
                  mobile: event.employee.mobile,
                }),
                modifyErrors: {},
              }),
            },
          },
        },
        amount: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'AMOUNT.CHANGE': {
                  actions: assign({ amount: ({ event }) => event.value, amountError: null }),
                },
                'AMOUNT.SLIDE': {
                  actions: assign({
                    amount: ({ context, event }) =>
                      String(clampSlider(event.value, boundsOf(context).max)),
                    amountError: ({ context, event }) => {
                      const problem = validateDistribution(event.value, boundsOf(context).max)
                      // sliding to 0 is a position, not a mistake: only a value out of range is said
                      return problem?.key === 'employees.sliderRange' ? problem : null
                    },
                  }),
                },
                SUBMIT: [
                  {
                    guard: 'amountRefused',
                    actions: assign({
                      amountError: ({ context }) => amountProblem(context),
                      // the slider's value is brought into its range, beside its message
                      amount: ({ context }) =>
                        context.amountMode === 'distribute' &&
                        amountProblem(context)?.key === 'employees.sliderRange'
                          ? String(clampSlider(enteredAmount(context), boundsOf(context).max))
                          : context.amount,
                    }),
                  },
                  { target: 'distributing' },
                ],
                CANCEL: '#employees.action.idle',
              },
            },
            distributing: {
              invoke: [
                {
                  src: 'distribute',
                  input: ({ context }) => ({
                    employeeId: employeeOf(context).employeeId,
                    quantity: enteredAmount(context),
                  }),
                  onDone: {
                    target: '#employees.action.idle',
                    actions: [
                      {
                        type: 'setUsableCount',
                        params: ({ event }) => ({ usableCount: event.output.usableCount }),
                      },
                      assign({
                        // S1 §4: the employee's limit rises by the quantity at once
                        data: ({ context, event }) =>
                          context.data && {
                            ...context.data,
                            items: context.data.items.map((e) =>
                              e.employeeId === employeeOf(context).employeeId
                                ? { ...e, limit: event.output.limit }
                                : e,
                            ),
                          },
                      }),
                      {
                        type: 'notify',
                        params: ({ context }) => {
                          const quantity = enteredAmount(context)
                          return {
                            message: message(
                              quantity > 0 ? 'employees.distributed' : 'employees.reclaimed',
                              {
                                name: employeeOf(context).employeeName,
                                quantity: Math.abs(quantity),
                              },
                            ),
                            tone: 'success' as const,
                          }
                        },
                      },
                      raise({ type: 'RELOAD' }),
                    ],
                  },
                  onError: {
                    target: 'editing',
                    actions: assign({
                      amountError: ({ event }) => failureOf(ERRORS.distribute, event.error),
                    }),
                  },
                },
                OWN_INDICATOR,
              ],
            },
          },
        },
        confirming: {
          on: { SUBMIT: 'acting', CANCEL: 'idle' },
        },
        /** the confirmed action (CONFIRMED says what its answers mean) */
        acting: {
          invoke: [
            {
              src: 'act',
              input: ({ context }) => ({
                action: confirmedOf(context),
                employeeId: employeeOf(context).employeeId,
              }),
              onDone: {
                target: 'idle',
                actions: enqueueActions(({ context, enqueue }) => {
                  const { done, leavesList } = CONFIRMED[confirmedOf(context)]
                  const { employeeId, employeeName: name } = employeeOf(context)
                  enqueue({
                    type: 'notify',
                    params: { message: message(done, { name }), tone: 'success' },
                  })
                  if (!leavesList) return
                  // S1 §4: the employee leaves the list at once, whatever its row (the replaced
                  // product skipped the first), then the list is fetched again
                  enqueue.assign({
                    data: withoutEmployee(context.data, employeeId),
                  })
                  enqueue.raise({ type: 'RELOAD' })
                }),
              },
              onError: {
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const { errors, backOn401 } = CONFIRMED[confirmedOf(context)]
                  enqueue({
                    type: 'notify',
                    params: { message: failureOf(errors, event.error), tone: 'error' },
                  })
                  // S1 §8 deactivate: 401 no permission then back; delete: 401 back
                  if (backOn401 && toFailure(event.error).status === TOKEN_REFUSED) enqueue('back')
                }),
              },
            },
          ],
        },
        modify: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'MODIFY.CHANGE': {
                  actions: assign({
                    modify: ({ context, event }) => ({ ...context.modify, ...event.fields }),
                    modifyErrors: {},
                  }),
                },
                SUBMIT: [
                  {
                    guard: 'modifyRefused',
                    actions: assign({
                      modifyErrors: ({ context }) => validateModify(context.modify),
                    }),
                  },
                  { target: 'saving' },
                ],
                CANCEL: '#employees.action.idle',
              },
            },
            saving: {
              invoke: [
                {
                  src: 'update',
                  input: ({ context }) => ({
                    employeeId: employeeOf(context).employeeId,
                    input: context.modify,
                  }),
                  onDone: {
                    target: '#employees.action.idle',
                    actions: [
                      {
                        type: 'notify',
                        params: ({ context }) => ({
                          message: message('employees.modified', {
                            name: context.modify.name.trim(),
                          }),
                          tone: 'success' as const,
                        }),
                      },
                      raise({ type: 'RELOAD' }),
                    ],
                  },
                  onError: {
                    target: 'editing',
                    actions: {
                      type: 'notify',
                      params: notifyFailure(ERRORS.updateEmployee),
                    },
                  },
                },
                OWN_INDICATOR,
              ],
            },
          },
        },
      },
    },
  },
})
