import { asciiDigits } from '../../../shared/domain/text'
import type { Message, MessageKey } from '../../../shared/domain/messages'
import type { ErrorRow } from '../../../shared/domain/error-catalogue'
import { present } from '../../../shared/machines/present'
import {
  clampSlider,
  validateDistribution,
  validateAmount,
  type AmountBounds,
  type Employee,
  type ModifyEmployeeInput,
} from '../domain/employee'
import { ERRORS } from '../domain/errors'
import type { EmployeePage } from '../services/contract'
import { pagedSearch } from '../../../shared/machines/paged-search'
import { writeView } from '../../../shared/domain/list-view'
import { listView } from '../../../shared/machines/list-view'
import {
  defaultEmployeesView,
  EMPLOYEE_SORT_KEYS,
  employeeSearchProblem,
  employeesViewFields,
  firstEmployeeOrder,
  type EmployeesView,
} from '../domain/view'
import type { ConfirmAction, EmployeesContext, EmployeeListInput } from './employees-types'

export const BLANK_MODIFY: ModifyEmployeeInput = { name: '', gender: null, email: '', mobile: '' }

/** the rule a name search meets before it is sent (and before a kept one is restored) */
export const searchError = employeeSearchProblem

/**
 * What each confirmed row action's answers mean (S1 §4, §8). `backOn401`: its 401 (the
 * operation's own, the session holding: decision 035) says no permission and leaves the page.
 */
export const CONFIRMED: Record<
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

export const withoutEmployee = (
  data: EmployeePage | null,
  employeeId: string,
): EmployeePage | null =>
  data && {
    ...data,
    items: data.items.filter((e) => e.employeeId !== employeeId),
    total: Math.max(0, data.total - 1),
    counts: { ...data.counts, employees: Math.max(0, data.counts.employees - 1) },
  }

/**
 * what the amount field holds, as a number: a whole number as written, an optional minus and
 * digits (full-width ones read as digits); anything else is not a number (issue 48: `1e2` was
 * read as 100 and sent)
 */
export const enteredAmount = (context: Pick<EmployeesContext, 'amount'>): number => {
  const text = asciiDigits(context.amount.trim())
  return /^[-+]?\d{1,9}$/.test(text) ? Number(text) : NaN
}

/** where the distribute slider stands: the amount entered, kept inside 0 to max */
export const sliderPosition = (context: Pick<EmployeesContext, 'amount' | 'bounds'>): number =>
  clampSlider(enteredAmount(context) || 0, context.bounds?.max ?? 0)

/** the amount dialog's bounds: it opens only with them (an unlimited employee is refused) */
export const boundsOf = (context: Pick<EmployeesContext, 'bounds'>): AmountBounds =>
  present(context.bounds, 'the bounds of the amount dialog')

/** the employee a dialog is about: each dialog state is entered with one */
export const employeeOf = (context: Pick<EmployeesContext, 'employee'>): Employee =>
  present(context.employee, 'the employee of the dialog')

/** the row action confirmed: the confirm dialog is entered with one */
export const confirmedOf = (context: Pick<EmployeesContext, 'confirm'>): ConfirmAction =>
  present(context.confirm, 'the action of the confirm dialog')

/** what is wrong with the amount entered, by the dialog's mode (S1 §5) */
export function amountProblem(
  context: Pick<EmployeesContext, 'amount' | 'amountMode' | 'bounds'>,
): Message | null {
  const value = enteredAmount(context)
  return context.amountMode === 'distribute'
    ? validateDistribution(value, boundsOf(context).max)
    : validateAmount(value, boundsOf(context))
}

export const search = pagedSearch(searchError)
export const view = listView(EMPLOYEE_SORT_KEYS, firstEmployeeOrder)

/** The view the list shows now, as the URL and the user's memory keep it. */
export const employeesViewOf = (context: EmployeesContext): EmployeesView => ({
  name: context.search.trim(),
  page: context.page,
  sort: context.sort,
})

export const listInput = (context: EmployeesContext): EmployeeListInput => ({
  name: context.search,
  page: context.page,
  sort: context.sort.key,
  order: context.sort.order,
})

/** the view the list asks for: into the address (replacing it) and the user's memory */
export const KEEP_VIEW = {
  type: 'keepView',
  params: ({ context }: { context: EmployeesContext }) => ({
    query: writeView(employeesViewFields, employeesViewOf(context), defaultEmployeesView()),
  }),
} as const
