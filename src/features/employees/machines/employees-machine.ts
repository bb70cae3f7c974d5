import { assign, enqueueActions, raise, setup } from 'xstate'
import type { Message, MessageKey } from '../../../shared/domain/messages'
import type { ErrorRow } from '../../../shared/domain/error-catalogue'
import { message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { failureOf, notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { TOKEN_REFUSED } from '../../../shared/contract/operation'
import { toFailure } from '../../../shared/services/api-error'
import { lineText } from '../../../shared/domain/validation'
import {
  EMPLOYEE_LIMITS,
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
import type { EmployeePage } from '../services/employee-service'
import { pagedSearch } from '../../../shared/machines/paged-search'

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
}

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

const BLANK_MODIFY: ModifyEmployeeInput = { name: '', gender: null, email: '', mobile: '' }

const searchError = (name: string) =>
  lineText(name.trim(), EMPLOYEE_LIMITS.searchMax, 'employees.tooLong')

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

/** where the distribute slider stands: the amount entered, kept inside 0 to max */
export const sliderPosition = (context: Pick<EmployeesContext, 'amount' | 'bounds'>): number =>
  clampSlider(Number(context.amount) || 0, context.bounds?.max ?? 0)

/** what the amount field holds, as a number (empty: not a number) */
const enteredAmount = (context: Pick<EmployeesContext, 'amount'>): number =>
  Number(context.amount.trim() || NaN)

/** what is wrong with the amount entered, by the dialog's mode (S1 §5) */
function amountProblem(
  context: Pick<EmployeesContext, 'amount' | 'amountMode' | 'bounds'>,
): Message | null {
  const value = enteredAmount(context)
  return context.amountMode === 'distribute'
    ? validateDistribution(value, context.bounds!.max)
    : validateAmount(value, context.bounds!)
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
export const employeesMachine = setup({
  types: {
    context: {} as EmployeesContext,
    events: {} as EmployeesEvent,
  },
  actors: {
    ownIndicator: noIndicator,
    list: notProvided<EmployeePage, { name: string; page: number }>('list'),
    excel: notProvided<DownloadedFile>('excel'),
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
  },
  delays: { searchDebounce: 300 },
}).createMachine({
  id: 'employees',
  context: {
    name: '',
    search: '',
    nameError: null,
    page: 1,
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
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'first',
      states: {
        /** S1 §8 employee page load: any non-200 gives no permission, and back */
        first: {
          invoke: [
            {
              src: 'list',
              input: () => ({ name: '', page: 1 }),
              onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
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
          invoke: [
            search.load<EmployeesContext, EmployeesEvent, { name: string; page: number }>(
              ERRORS.employeeList,
              ({ context }) => ({ name: context.search, page: context.page }),
            ),
            OWN_INDICATOR,
          ],
        },
        ready: {},
        failed: {},
      },
      on: search.on<EmployeesContext, EmployeesEvent>(),
    },
    excel: {
      initial: 'idle',
      states: {
        idle: { on: { 'EXCEL.DOWNLOAD': 'downloading' } },
        downloading: {
          invoke: [{ src: 'excel', ...savedOrSaid(ERRORS.employeeListExcel) }, OWN_INDICATOR],
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
                      String(clampSlider(event.value, context.bounds!.max)),
                    amountError: ({ context, event }) => {
                      const problem = validateDistribution(event.value, context.bounds!.max)
                      // sliding to 0 is a position, not a mistake: only a value out of range is said
                      return problem?.key === 'employees.sliderRange' ? problem : null
                    },
                  }),
                },
                SUBMIT: [
                  {
                    guard: ({ context }) => amountProblem(context) !== null,
                    actions: assign({
                      amountError: ({ context }) => amountProblem(context),
                      // the slider's value is brought into its range, beside its message
                      amount: ({ context }) =>
                        context.amountMode === 'distribute' &&
                        amountProblem(context)?.key === 'employees.sliderRange'
                          ? String(clampSlider(enteredAmount(context), context.bounds!.max))
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
                    employeeId: context.employee!.employeeId,
                    quantity: Number(context.amount.trim()),
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
                              e.employeeId === context.employee!.employeeId
                                ? { ...e, limit: event.output.limit }
                                : e,
                            ),
                          },
                      }),
                      {
                        type: 'notify',
                        params: ({ context }) => {
                          const quantity = Number(context.amount)
                          return {
                            message: message(
                              quantity > 0 ? 'employees.distributed' : 'employees.reclaimed',
                              {
                                name: context.employee!.employeeName,
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
                action: context.confirm!,
                employeeId: context.employee!.employeeId,
              }),
              onDone: {
                target: 'idle',
                actions: enqueueActions(({ context, enqueue }) => {
                  const { done, leavesList } = CONFIRMED[context.confirm!]
                  const name = context.employee!.employeeName
                  enqueue({
                    type: 'notify',
                    params: { message: message(done, { name }), tone: 'success' },
                  })
                  if (!leavesList) return
                  // S1 §4: the employee leaves the list at once, whatever its row (the replaced
                  // product skipped the first), then the list is fetched again
                  enqueue.assign({
                    data: withoutEmployee(context.data, context.employee!.employeeId),
                  })
                  enqueue.raise({ type: 'RELOAD' })
                }),
              },
              onError: {
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const { errors, backOn401 } = CONFIRMED[context.confirm!]
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
                    guard: ({ context }) => Object.keys(validateModify(context.modify)).length > 0,
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
                    employeeId: context.employee!.employeeId,
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
