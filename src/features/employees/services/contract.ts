import { z } from '../../../shared/contract/zod'
import { excelFile, operationsOf } from '../../../shared/contract/group'
import { lineTextSchema, ok, queryIntSchema } from '../../../shared/contract/common'
import { AUTH_CODES, EXCEL_TOO_MANY_ROWS } from '../../../shared/domain/codes'
import {
  BRANCH_CODE_PATTERN,
  EMPLOYEE_GENDERS,
  EMPLOYEE_LIMITS,
  EMPLOYEE_LIST_EXCEL_MAX_ROWS,
  PERMISSION_CODES,
  type Employee,
  type PermissionCode,
} from '../domain/employee'
import { EMPLOYEE_DEFAULT_SORT, EMPLOYEE_SORT_KEYS } from '../domain/view'
import { SORT_ORDERS } from '../../../shared/domain/list-view'

const operation = operationsOf({ tag: 'employees' })

/** S1 §3 Employee, as the list answers it (limit -1 or less: unlimited). */
export const employeeSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  branchName: z.nullable(z.string()),
  branchCode: z.nullable(z.string()),
  siteId: z.int(),
  siteName: z.string(),
  siteCode: z.string(),
  auth: z.enum(AUTH_CODES),
  useQuantity: z.int().check(z.minimum(0)),
  completeQuantity: z.int().check(z.minimum(0)),
  licenseQuantity: z.int().check(z.minimum(0)),
  limit: z.int(),
  gender: z.nullable(z.enum(EMPLOYEE_GENDERS)),
  email: z.string(),
  mobile: z.string(),
})

/** S1 §3 Branch. */
export const branchSchema = z.object({ branchCode: z.string(), branchName: z.string() })

const okOnly = ok()

/**
 * Refusals answered with a 2xx status (S1 §8: deactivation answers 201 while the account still
 * holds vouchers): the body says so with its code, and the service turns it into a failure.
 */
const okOrHoldsVouchers = z.discriminatedUnion('code', [
  okOnly,
  z.object({ code: z.literal(201), message: z.string() }),
])

/**
 * The order of the employee list (issue 31): `sort` one of the keys, `order` asc or desc; the
 * list's own order (by branch code, then user id) when neither is given. Ties keep that order in
 * both directions; an unlimited reclaimable limit sorts above every number.
 */
const employeeOrder = {
  sort: z
    ._default(z.enum(EMPLOYEE_SORT_KEYS), EMPLOYEE_DEFAULT_SORT.key)
    .check(z.describe('The column the rows are ordered by')),
  order: z._default(z.enum(SORT_ORDERS), EMPLOYEE_DEFAULT_SORT.order),
}

/** The name search of the employee list (and of its Excel file). */
const employeeSearch = z.optional(lineTextSchema.check(z.maxLength(EMPLOYEE_LIMITS.searchMax)))

/**
 * S1 §7 employee list: the active employees the caller manages (S: every site; A and B: their
 * site), 25 a page (S1 §9), searched by name, with the counters of the page's header. 403 for
 * roles other than S, A, B.
 */
export const employeeList = operation({
  id: 'employeeList',
  summary: 'Employees the caller manages, by page, searched by name',
  route: 'GET /api/employees',
  query: z.object({
    name: employeeSearch,
    page: z._default(queryIntSchema(z.number().check(z.minimum(1), z.maximum(100_000))), 1),
    ...employeeOrder,
  }),
  response: ok(
    z.object({
      items: z.array(employeeSchema),
      total: z.int(),
      page: z.int(),
      size: z.int(),
      counts: z.object({
        employees: z.int(),
        /** the limited usage rights the listed employees hold */
        remainingVouchers: z.int(),
      }),
    }),
  ),
  statuses: [200, 400, 401, 403],
})

/** One page of the employee list as the machine takes it: its rows, the total and the counters. */
export interface EmployeePage {
  items: Employee[]
  total: number
  page: number
  counts: { employees: number; remainingVouchers: number }
}

/**
 * S1 §7 distribution employeeListExcelDown: every listed employee (of the name search, in the
 * order, that the screen shows: issue 31), employee_list_YYYYMMDD.xlsx; at
 * most EMPLOYEE_LIST_EXCEL_MAX_ROWS rows, 422 '엑셀 파일은 한 번에 100,000건까지 받을 수
 * 있습니다. 관리자에게 문의해 주세요.' for more (decision 042).
 */
export const employeeListExcel = operation({
  id: 'employeeListExcel',
  summary: `The employee list as an Excel file, at most ${EMPLOYEE_LIST_EXCEL_MAX_ROWS.toLocaleString('en')} rows (${EXCEL_TOO_MANY_ROWS} for more)`,
  route: 'GET /api/employees/excel',
  query: z.object({ name: employeeSearch, ...employeeOrder }),
  file: excelFile('employee_list_YYYYMMDD.xlsx'),
  statuses: [200, 400, 401, 403, EXCEL_TOO_MANY_ROWS],
  unauthorizedOutcome: 'No permission: the caller may not download the employee list',
})

/**
 * S1 §7 distribute: positive gives the caller's usage rights to the employee, negative takes back
 * up to the employee's reclaimable limit. 400 zero, beyond the caller's count or the limit, or an
 * unlimited employee; 403 not a manager; 404 unknown; 405 another company or branch. The answer
 * carries the caller's usable count and the employee's limit afterwards.
 */
export const distribute = operation({
  id: 'distribute',
  summary: "Give (positive) or take back (negative) usage rights of an employee's limit",
  route: 'POST /api/employees/{employeeId}/distribution',
  request: z.object({
    distributionQuantity: z
      .int()
      .check(z.minimum(-EMPLOYEE_LIMITS.quantityMax), z.maximum(EMPLOYEE_LIMITS.quantityMax)),
  }),
  response: ok(z.object({ usableCount: z.int().check(z.minimum(-1)), limit: z.int() })),
  statuses: [200, 400, 401, 403, 404, 405],
})

/** S1 §7 manager resetPassword: the password becomes the user id, to be changed at sign-in. */
export const resetPassword = operation({
  id: 'resetPassword',
  summary: "Reset an employee's password to the user id",
  route: 'POST /api/employees/{employeeId}/password-reset',
  response: okOnly,
  statuses: [200, 401, 403, 404, 405],
  unauthorizedOutcome: 'No permission: the caller may not reset this password',
})

/** S1 §7 manager deactivate: 201 the account still holds vouchers (S1 §4, §8). */
export const deactivateEmployee = operation({
  id: 'deactivateEmployee',
  summary: "Deactivate an employee's account",
  route: 'POST /api/employees/{employeeId}/deactivation',
  response: okOrHoldsVouchers,
  statuses: [200, 201, 401, 403, 404, 405],
  unauthorizedOutcome: 'No permission: the caller may not deactivate this employee',
})

/** S1 §7 manager deleteEmployee: as deactivation, an account holding vouchers answers 201. */
export const deleteEmployee = operation({
  id: 'deleteEmployee',
  summary: "Delete an employee's account",
  route: 'DELETE /api/employees/{employeeId}',
  response: okOrHoldsVouchers,
  statuses: [200, 201, 401, 403, 404, 405],
  unauthorizedOutcome: 'No permission: the caller may not delete this employee',
})

/** The modify dialog's call (S1 §2; issue 11): name, gender, email, phone ddd-dddd-dddd. */
export const updateEmployee = operation({
  id: 'updateEmployee',
  summary: "Modify an employee's name, gender, email and phone",
  route: 'PUT /api/employees/{employeeId}',
  request: z.object({
    name: lineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(EMPLOYEE_LIMITS.nameMax)),
    gender: z.nullable(z.enum(EMPLOYEE_GENDERS)),
    email: z.string().check(z.trim(), z.email(), z.maxLength(EMPLOYEE_LIMITS.emailMax)),
    mobile: z.string().check(z.regex(/^[0-9]{3}-[0-9]{4}-[0-9]{4}$/)),
  }),
  response: okOnly,
  statuses: [200, 400, 401, 403, 404, 405],
  unauthorizedOutcome: 'No permission: the caller may not modify this employee',
})

/**
 * S1 §7 manager addEmployee: the new account's id is the site prefix and the staff number (none
 * for SH and OL), its password the id. 403 a permission the caller may not create (S1 §6) or a
 * branch of another site; 405 already registered.
 */
export const addEmployee = operation({
  id: 'addEmployee',
  summary: 'Add an employee account',
  route: 'POST /api/employees',
  request: z.object({
    staffNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(EMPLOYEE_LIMITS.staffNumberMax),
        z.regex(BRANCH_CODE_PATTERN),
      ),
    name: lineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(EMPLOYEE_LIMITS.nameMax)),
    permissionCode: z.enum(PERMISSION_CODES),
    branchCode: lineTextSchema.check(
      z.trim(),
      z.minLength(1),
      z.maxLength(EMPLOYEE_LIMITS.branchCodeMax),
    ),
  }),
  response: ok(z.object({ employeeId: z.string() })),
  statuses: [200, 400, 401, 403, 405],
})

/** The add form's account: the staff number, name, permission and branch it is added with. */
export interface NewEmployee {
  staffNumber: string
  name: string
  permissionCode: PermissionCode
  branchCode: string
}

/** S1 §7 manager fetchBranch: the branches of the caller's site. */
export const fetchBranch = operation({
  id: 'fetchBranch',
  summary: "The branches of the caller's site",
  route: 'GET /api/branches',
  response: ok(z.array(branchSchema)),
  statuses: [200, 401, 403],
})

/** S1 §7 manager addBranch (A, and S): answers the branch list. 400 a code already used. */
export const addBranch = operation({
  id: 'addBranch',
  summary: "Add a branch to the caller's site",
  route: 'POST /api/branches',
  request: z.object({
    code: z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(EMPLOYEE_LIMITS.branchCodeMax),
        z.regex(/^[A-Za-z0-9]+$/),
      ),
    name: lineTextSchema.check(
      z.trim(),
      z.minLength(1),
      z.maxLength(EMPLOYEE_LIMITS.branchNameMax),
    ),
  }),
  response: ok(z.array(branchSchema)),
  statuses: [200, 400, 401, 403],
})
