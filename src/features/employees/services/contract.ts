import { z } from '../../../shared/contract/zod'
import { defineOperation } from '../../../shared/contract/operation'
import { AUTH_CODES } from '../../../shared/domain/codes'
import { EMPLOYEE_GENDERS, EMPLOYEE_LIMITS, PERMISSION_CODES } from '../domain/employee'

/** S1 §3 Employee, as the list answers it (limit -1 or less: unlimited). */
export const employeeSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  branchName: z.string().nullable(),
  branchCode: z.string().nullable(),
  siteId: z.number().int(),
  siteName: z.string(),
  siteCode: z.string(),
  auth: z.enum(AUTH_CODES),
  useQuantity: z.number().int().min(0),
  completeQuantity: z.number().int().min(0),
  licenseQuantity: z.number().int().min(0),
  limit: z.number().int(),
  gender: z.enum(EMPLOYEE_GENDERS).nullable(),
  email: z.string(),
  mobile: z.string(),
})

/** S1 §3 Branch. */
export const branchSchema = z.object({ branchCode: z.string(), branchName: z.string() })

const okOnly = z.object({ code: z.literal(200) })

/**
 * Refusals answered with a 2xx status (S1 §8: deactivation answers 201 while the account still
 * holds vouchers): the body says so with its code, and the service turns it into a failure.
 */
const okOrHoldsVouchers = z.discriminatedUnion('code', [
  okOnly,
  z.object({ code: z.literal(201), message: z.string() }),
])

/**
 * S1 §7 employee list: the active employees the caller manages (S: every site; A and B: their
 * site), 25 a page (S1 §9), searched by name, with the counters of the page's header. 403 for
 * roles other than S, A, B.
 */
export const employeeList = defineOperation({
  id: 'employeeList',
  summary: 'Employees the caller manages, by page, searched by name',
  tag: 'employees',
  method: 'GET',
  path: '/api/employees',
  auth: true,
  query: z.object({
    name: z.string().max(EMPLOYEE_LIMITS.searchMax).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    code: z.literal(200),
    data: z.object({
      items: z.array(employeeSchema),
      total: z.number().int(),
      page: z.number().int(),
      size: z.number().int(),
      counts: z.object({
        employees: z.number().int(),
        /** the limited usage rights the listed employees hold */
        remainingVouchers: z.number().int(),
      }),
    }),
  }),
  statuses: [200, 400, 401, 403],
})

/** S1 §7 distribution employeeListExcelDown: every listed employee, employee_list_YYYYMMDD.xlsx. */
export const employeeListExcel = defineOperation({
  id: 'employeeListExcel',
  summary: 'The employee list as an Excel file',
  tag: 'employees',
  method: 'GET',
  path: '/api/employees/excel',
  auth: true,
  response: z.unknown(),
  file: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: 'employee_list_YYYYMMDD.xlsx',
  },
  statuses: [200, 401, 403],
})

/**
 * S1 §7 distribute: positive gives the caller's usage rights to the employee, negative takes back
 * up to the employee's reclaimable limit. 400 zero, beyond the caller's count or the limit, or an
 * unlimited employee; 403 not a manager; 404 unknown; 405 another company or branch. The answer
 * carries the caller's usable count and the employee's limit afterwards.
 */
export const distribute = defineOperation({
  id: 'distribute',
  summary: "Give (positive) or take back (negative) usage rights of an employee's limit",
  tag: 'employees',
  method: 'POST',
  path: '/api/employees/{employeeId}/distribution',
  auth: true,
  request: z.object({
    distributionQuantity: z
      .number()
      .int()
      .min(-EMPLOYEE_LIMITS.quantityMax)
      .max(EMPLOYEE_LIMITS.quantityMax),
  }),
  response: z.object({
    code: z.literal(200),
    data: z.object({ usableCount: z.number().int().min(-1), limit: z.number().int() }),
  }),
  statuses: [200, 400, 401, 403, 404, 405],
})

/** S1 §7 manager resetPassword: the password becomes the user id, to be changed at sign-in. */
export const resetPassword = defineOperation({
  id: 'resetPassword',
  summary: "Reset an employee's password to the user id",
  tag: 'employees',
  method: 'POST',
  path: '/api/employees/{employeeId}/password-reset',
  auth: true,
  response: okOnly,
  statuses: [200, 401, 403, 404, 405],
})

/** S1 §7 manager deactivate: 201 the account still holds vouchers (S1 §4, §8). */
export const deactivateEmployee = defineOperation({
  id: 'deactivateEmployee',
  summary: "Deactivate an employee's account",
  tag: 'employees',
  method: 'POST',
  path: '/api/employees/{employeeId}/deactivation',
  auth: true,
  response: okOrHoldsVouchers,
  statuses: [200, 201, 401, 403, 404, 405],
})

/** S1 §7 manager deleteEmployee: as deactivation, an account holding vouchers answers 201. */
export const deleteEmployee = defineOperation({
  id: 'deleteEmployee',
  summary: "Delete an employee's account",
  tag: 'employees',
  method: 'DELETE',
  path: '/api/employees/{employeeId}',
  auth: true,
  response: okOrHoldsVouchers,
  statuses: [200, 201, 401, 403, 404, 405],
})

/** The modify dialog's call (S1 §2; issue 11): name, gender, email, phone ddd-dddd-dddd. */
export const updateEmployee = defineOperation({
  id: 'updateEmployee',
  summary: "Modify an employee's name, gender, email and phone",
  tag: 'employees',
  method: 'PUT',
  path: '/api/employees/{employeeId}',
  auth: true,
  request: z.object({
    name: z.string().trim().min(1).max(EMPLOYEE_LIMITS.nameMax),
    gender: z.enum(EMPLOYEE_GENDERS).nullable(),
    email: z.string().trim().email().max(EMPLOYEE_LIMITS.emailMax),
    mobile: z.string().regex(/^[0-9]{3}-[0-9]{4}-[0-9]{4}$/),
  }),
  response: okOnly,
  statuses: [200, 400, 401, 403, 404, 405],
})

/**
 * S1 §7 manager addEmployee: the new account's id is the site prefix and the staff number (none
 * for SH and OL), its password the id. 403 a permission the caller may not create (S1 §6) or a
 * branch of another site; 405 already registered.
 */
export const addEmployee = defineOperation({
  id: 'addEmployee',
  summary: 'Add an employee account',
  tag: 'employees',
  method: 'POST',
  path: '/api/employees',
  auth: true,
  request: z.object({
    staffNumber: z
      .string()
      .trim()
      .min(1)
      .max(EMPLOYEE_LIMITS.staffNumberMax)
      .regex(/^[A-Za-z0-9]+$/),
    name: z.string().trim().min(1).max(EMPLOYEE_LIMITS.nameMax),
    permissionCode: z.enum(PERMISSION_CODES),
    branchCode: z.string().trim().min(1).max(EMPLOYEE_LIMITS.branchCodeMax),
  }),
  response: z.object({ code: z.literal(200), data: z.object({ employeeId: z.string() }) }),
  statuses: [200, 400, 401, 403, 405],
})

/** S1 §7 manager fetchBranch: the branches of the caller's site. */
export const fetchBranch = defineOperation({
  id: 'fetchBranch',
  summary: "The branches of the caller's site",
  tag: 'employees',
  method: 'GET',
  path: '/api/branches',
  auth: true,
  response: z.object({ code: z.literal(200), data: z.array(branchSchema) }),
  statuses: [200, 401, 403],
})

/** S1 §7 manager addBranch (A, and S): answers the branch list. 400 a code already used. */
export const addBranch = defineOperation({
  id: 'addBranch',
  summary: "Add a branch to the caller's site",
  tag: 'employees',
  method: 'POST',
  path: '/api/branches',
  auth: true,
  request: z.object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(EMPLOYEE_LIMITS.branchCodeMax)
      .regex(/^[A-Za-z0-9]+$/),
    name: z.string().trim().min(1).max(EMPLOYEE_LIMITS.branchNameMax),
  }),
  response: z.object({ code: z.literal(200), data: z.array(branchSchema) }),
  statuses: [200, 400, 401, 403],
})
