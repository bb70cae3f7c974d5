import {
  pageField,
  startingView,
  sortField,
  textField,
  type PagedView,
  type SortOrder,
  type SortState,
  type ViewFields,
} from '../../../shared/domain/list-view'
import { lineText } from '../../../shared/domain/validation'
import { displayEmployeeId, EMPLOYEE_LIMITS, isUnlimitedEmployee, type Employee } from './employee'

/**
 * The keys the employee list sorts by (issue 31), one per column of the grid: the name, the id as
 * shown, the branch, the role and the four quantities.
 */
export const EMPLOYEE_SORT_KEYS = [
  'name',
  'userId',
  'branch',
  'auth',
  'useQuantity',
  'completeQuantity',
  'licenseQuantity',
  'limit',
] as const
export type EmployeeSortKey = (typeof EMPLOYEE_SORT_KEYS)[number]

/**
 * The list's order before issue 31 (by branch code, then by user id) is the `branch` key from
 * ㄱ: the default, so a list nobody sorted is the one it always was.
 */
export const EMPLOYEE_DEFAULT_SORT = {
  key: 'branch',
  order: 'asc',
} as const satisfies SortState<EmployeeSortKey>

/** Quantities start largest first (who holds the most); names, ids, branches and roles from ㄱ. */
export const firstEmployeeOrder = (key: EmployeeSortKey): SortOrder =>
  key === 'useQuantity' ||
  key === 'completeQuantity' ||
  key === 'licenseQuantity' ||
  key === 'limit'
    ? 'desc'
    : 'asc'

/** Names in the Korean collation (as the issuance history sorts them). */
const korean = new Intl.Collator('ko')
/** a three-way comparison (never NaN: two unlimited limits are equal) */
const plain = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0)

/** an unlimited employee's reclaimable limit: above every number (it never runs out) */
const limitValue = (e: Pick<Employee, 'limit'>) =>
  isUnlimitedEmployee(e) ? Number.POSITIVE_INFINITY : e.limit

/**
 * How two employees compare by a key, ascending: names collated, the id as the grid shows it,
 * the branch by its code (the order the list always had), the role by its code (A, B, F: the
 * highest first), quantities by number, an unlimited limit above every number.
 */
export function employeeKeyOrder(key: EmployeeSortKey): (a: Employee, b: Employee) => number {
  switch (key) {
    case 'name':
      return (a, b) => korean.compare(a.employeeName, b.employeeName)
    case 'userId':
      return (a, b) =>
        plain(
          displayEmployeeId(a.siteCode, a.employeeNo),
          displayEmployeeId(b.siteCode, b.employeeNo),
        )
    case 'branch':
      return (a, b) => plain(a.branchCode ?? '', b.branchCode ?? '')
    case 'auth':
      return (a, b) => plain(a.auth, b.auth)
    case 'limit':
      return (a, b) => plain(limitValue(a), limitValue(b))
    default:
      return (a, b) => plain(a[key], b[key])
  }
}

/**
 * The list in the order asked for: `items` in the list's own order (by branch code, then user
 * id), sorted stably by the key, so ties keep that order in both directions.
 */
export function sortEmployees<T extends Employee>(
  items: readonly T[],
  sort: SortState<EmployeeSortKey>,
): T[] {
  const compare = employeeKeyOrder(sort.key)
  const sign = sort.order === 'asc' ? 1 : -1
  // Array.prototype.sort is stable
  return [...items].sort((a, b) => sign * compare(a, b))
}

/** The employee list as its user leaves it (issue 31): in the URL and in the user's memory. */
export interface EmployeesView extends PagedView<EmployeeSortKey> {
  /** the accepted name search */
  name: string
}

/** The list id the view is kept under, per user. */
export const EMPLOYEES_LIST = 'employees'

/** The grid's id for its hidden columns, per user. */
export const EMPLOYEES_GRID = 'employees'

/** S1 §7: no name, page 1, the list's own order. */
export const defaultEmployeesView = (): EmployeesView => ({
  name: '',
  page: 1,
  sort: { ...EMPLOYEE_DEFAULT_SORT },
})

/** A name search the list takes (the contract's length, one line). */
export const employeeSearchProblem = (name: string) =>
  lineText(name.trim(), EMPLOYEE_LIMITS.searchMax, 'employees.tooLong')

/** `name`, `page`, `sort` and `order`: the names the list's API takes. */
export const employeesViewFields: ViewFields<EmployeesView> = {
  name: textField('name', (text) => text.trim() !== '' && employeeSearchProblem(text) === null),
  page: pageField,
  sort: sortField(EMPLOYEE_SORT_KEYS),
}

/** The view a visit starts with (`startingView`: the address, else the user's, else defaults). */
export const startingEmployeesView = (
  address: string | URLSearchParams,
  kept: string,
): EmployeesView => startingView(employeesViewFields, defaultEmployeesView(), address, kept)
