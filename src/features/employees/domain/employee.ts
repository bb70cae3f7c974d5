import type { AuthCode } from '../../../shared/domain/codes'
import {
  HIDDEN_ID_PREFIXES,
  isUnlimitedCount,
  isUnlimitedLimit,
} from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import {
  email as emailRule,
  lineText,
  phone as phoneRule,
  tooLong,
} from '../../../shared/domain/validation'

/** Genders of the modify dialog (S1 §2): 남, 여, 기타. */
export const EMPLOYEE_GENDERS = ['M', 'F', 'O'] as const
export type EmployeeGender = (typeof EMPLOYEE_GENDERS)[number]

/** Roles an account may be created with (S1 §3 permission: A, B or F). */
export const PERMISSION_CODES = ['A', 'B', 'F'] as const
export type PermissionCode = (typeof PERMISSION_CODES)[number]

/** Lengths the contract takes and the forms check first (decision 011). */
export const EMPLOYEE_LIMITS = {
  nameMax: 30,
  staffNumberMax: 20,
  emailMax: 100,
  branchNameMax: 30,
  branchCodeMax: 10,
  searchMax: 30,
  /** the most one distribution moves (an unlimited caller's max) */
  quantityMax: 100_000,
} as const

/**
 * The most rows one employee-list Excel file holds (employeeListExcel): a row per employee the
 * caller manages, far beyond any company's staff; more is answered 422 'employees.excelTooMany'
 * (decision 042).
 */
export const EMPLOYEE_LIST_EXCEL_MAX_ROWS = 100_000

/** S1 §3 Employee, with what the modify dialog shows (gender, email, mobile). */
export interface Employee {
  employeeId: string
  employeeName: string
  employeeNo: string
  branchName: string | null
  branchCode: string | null
  siteId: number
  siteName: string
  siteCode: string
  auth: AuthCode
  /** in use: vouchers given to customers and not used yet */
  useQuantity: number
  /** used up */
  completeQuantity: number
  /** cannot be reclaimed (bought, received as a gift) */
  licenseQuantity: number
  /** reclaimable; -1 or less = unlimited (S1 §9) */
  limit: number
  gender: EmployeeGender | null
  email: string
  mobile: string
}

/** S1 §3 Branch. */
export interface Branch {
  branchCode: string
  branchName: string
}

/**
 * The id shown for a staff number (S1 §5, §9): the site prefix and the number, except for the
 * prefixes SH and OL, whose numbers are shown alone.
 */
export function displayEmployeeId(siteCode: string, staffNumber: string): string {
  return HIDDEN_ID_PREFIXES.some((prefix) => prefix === siteCode)
    ? staffNumber
    : `${siteCode}${staffNumber}`
}

/** S1 §6 account creation: S creates A, B and F; A creates B and F; B creates only F. */
export function creatableRoles(auth: AuthCode): readonly PermissionCode[] {
  switch (auth) {
    case 'S':
      return ['A', 'B', 'F']
    case 'A':
      return ['B', 'F']
    case 'B':
      return ['F']
    default:
      return []
  }
}

/** S1 §6: A (and the super admin) may add branches. */
export const canAddBranch = (auth: AuthCode): boolean => auth === 'A' || auth === 'S'

/** Whether an employee can take no more limited quantity (S1 §5: refused for unlimited use). */
export const isUnlimitedEmployee = (employee: Pick<Employee, 'limit'>): boolean =>
  isUnlimitedLimit(employee.limit)

/** The bounds of the amount dialog (S1 §5). */
export interface AmountBounds {
  min: number
  max: number
}

/**
 * S1 §5 amount dialog on the employee screen: min = minus the employee's reclaimable limit, max =
 * the caller's usable count (an unlimited caller: {@link EMPLOYEE_LIMITS.quantityMax}). Null for
 * an unlimited employee: distributing to one is refused.
 */
export function amountBounds(employeeLimit: number, callerUsable: number): AmountBounds | null {
  if (isUnlimitedLimit(employeeLimit)) return null
  const max = isUnlimitedCount(callerUsable)
    ? EMPLOYEE_LIMITS.quantityMax
    : Math.min(EMPLOYEE_LIMITS.quantityMax, Math.max(0, Math.trunc(callerUsable)))
  const reclaimable = Math.min(EMPLOYEE_LIMITS.quantityMax, Math.trunc(employeeLimit))
  return { min: reclaimable === 0 ? 0 : -reclaimable, max }
}

/**
 * S1 §5: the quantity must lie between min and max ('최소 {min} 최대 {max}로 입력 해주세요.'), be
 * whole, and move something (0 changes nothing). Negative reclaims, positive gives.
 */
export function validateAmount(value: number, bounds: AmountBounds): Message | null {
  const { min, max } = bounds
  if (!Number.isInteger(value) || value < min || value > max)
    return message('employees.amountRange', { min, max })
  // within the range, but it moves nothing: the range message would be wrong
  if (value === 0) return message('employees.amountZero')
  return null
}

/**
 * S1 §5 distribute slider: a whole number from 0 to `max` (the caller's usable count, as the
 * amount's max); a value outside it is brought into it (the nearest end; not a number: 0).
 */
export function clampSlider(value: number, max: number): number {
  if (Number.isNaN(value)) return 0
  return Math.min(max, Math.max(0, Math.trunc(value)))
}

/**
 * S1 §5: what the distribute slider gives must lie from 0 to max ('0 이상 {max} 이하의 값을 입력
 * 해 주세요.'); 0 gives nothing and says so, as the amount dialog does.
 */
export function validateDistribution(value: number, max: number): Message | null {
  if (!Number.isInteger(value) || value < 0 || value > max)
    return message('employees.sliderRange', { max })
  if (value === 0) return message('employees.amountZero')
  return null
}

/** What deactivation looks at (S1 §4): an account still holding vouchers is refused (201). */
export const holdsVouchers = (
  employee: Pick<Employee, 'limit' | 'licenseQuantity' | 'useQuantity'>,
): boolean =>
  isUnlimitedLimit(employee.limit) ||
  employee.limit > 0 ||
  employee.licenseQuantity > 0 ||
  employee.useQuantity > 0

/** The create-employee form (S1 §2, §5). */
export interface CreateEmployeeInput {
  name: string
  staffNumber: string
  branchCode: string
  permissionCode: PermissionCode | ''
}

export type CreateEmployeeField = keyof CreateEmployeeInput

export interface CreateEmployeeValidation {
  fields: Partial<Record<CreateEmployeeField, Message>>
  /** '항목을 입력해주세요.' when anything is missing */
  summary: Message | null
}

/**
 * S1 §5 create employee: name ('직원 이름이 필요합니다'), staff number ('사번이 필요합니다'; on
 * site 48 the field is the id), branch ('소속지점을 선택해야 합니다'), permission ('계정 권한을
 * 선택해야합니다'); any missing item also gives '항목을 입력해주세요.'. Lengths as the contract takes.
 */
export function validateCreateEmployee(
  input: CreateEmployeeInput,
  options: { partnerSite: boolean },
): CreateEmployeeValidation {
  const fields: CreateEmployeeValidation['fields'] = {}
  const name = input.name.trim()
  const number = input.staffNumber.trim()
  if (!name) fields.name = message('employees.nameRequired')
  else {
    const long = lineText(name, EMPLOYEE_LIMITS.nameMax, 'employees.tooLong')
    if (long) fields.name = long
  }
  if (!number)
    fields.staffNumber = message(
      options.partnerSite ? 'employees.idRequired' : 'employees.staffNumberRequired',
    )
  else if (!/^[A-Za-z0-9]+$/.test(number)) fields.staffNumber = message('employees.staffNumberForm')
  else {
    const long = lineText(number, EMPLOYEE_LIMITS.staffNumberMax, 'employees.tooLong')
    if (long) fields.staffNumber = long
  }
  if (!input.branchCode) fields.branchCode = message('employees.branchRequired')
  if (!input.permissionCode) fields.permissionCode = message('employees.permissionRequired')
  const missing = !name || !number || !input.branchCode || !input.permissionCode
  return { fields, summary: missing ? message('employees.fillItems') : null }
}

/** S1 §5 add branch: both name and code, else nothing happens (null = not ready). */
/** A branch code the server takes (S1 §7 addBranch): letters and digits. */
export const BRANCH_CODE_PATTERN = /^[A-Za-z0-9]+$/

/** What is wrong with a typed branch code, or null (an empty one is only not ready yet). */
export function branchCodeProblem(code: string): 'employees.branchCodeFormat' | null {
  const c = code.trim()
  if (c === '') return null
  return BRANCH_CODE_PATTERN.test(c) && c.length <= EMPLOYEE_LIMITS.branchCodeMax
    ? null
    : 'employees.branchCodeFormat'
}

/** S1 §5 add branch: both name and code, the code one the server takes; else nothing is sent. */
export function branchReady(name: string, code: string): boolean {
  return name.trim() !== '' && code.trim() !== '' && branchCodeProblem(code) === null
}

/** The modify dialog (S1 §2): name, gender, email, phone (S2 §5.1 ddd-dddd-dddd). */
export interface ModifyEmployeeInput {
  name: string
  gender: EmployeeGender | null
  email: string
  mobile: string
}

export function validateModify(
  input: ModifyEmployeeInput,
): Partial<Record<keyof ModifyEmployeeInput, Message>> {
  const fields: Partial<Record<keyof ModifyEmployeeInput, Message>> = {}
  const name = input.name.trim()
  if (!name) fields.name = message('employees.nameRequired')
  else {
    const long = lineText(name, EMPLOYEE_LIMITS.nameMax, 'employees.tooLong')
    if (long) fields.name = long
  }
  const mail = input.email.trim()
  const mailError = tooLong(mail, EMPLOYEE_LIMITS.emailMax, 'employees.tooLong') ?? emailRule(mail)
  if (mailError) fields.email = mailError
  const phoneError = phoneRule(input.mobile.trim())
  if (phoneError) fields.mobile = phoneError
  return fields
}
