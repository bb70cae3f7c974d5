import { EXCEL_TOO_MANY_ROWS } from '../src/shared/domain/codes'
import { VOUCHER_HISTORY_EXCEL_MAX_ROWS } from '../src/features/vouchers/domain/codes'
import { OVERVIEW_EXCEL_MAX_ROWS } from '../src/features/statistics/domain/codes'
import { EMPLOYEE_LIST_EXCEL_MAX_ROWS } from '../src/features/employees/domain/employee'
import { errorResponse } from './http'

/**
 * The row caps the contract states for the spreadsheets besides the customer list (decision 042),
 * by operation id: the voucher-creation history, the statistics overview and the employee list.
 */
export const EXCEL_MAX_ROWS = {
  voucherHistoryExcel: VOUCHER_HISTORY_EXCEL_MAX_ROWS,
  overviewExcel: OVERVIEW_EXCEL_MAX_ROWS,
  employeeListExcel: EMPLOYEE_LIST_EXCEL_MAX_ROWS,
} as const

export type ExcelCaps = { [K in keyof typeof EXCEL_MAX_ROWS]: number }

/** The caps a handler applies: the contract's, save those a test lowers. */
export const excelCaps = (caps: Partial<ExcelCaps> = {}): ExcelCaps => ({
  ...EXCEL_MAX_ROWS,
  ...caps,
})

/**
 * The answer to a file of `rows` data rows (the header and a sum row not counted) over its `cap`:
 * 422 with the feature's catalogue message; null at the cap or under it.
 */
export const tooManyRows = (rows: number, cap: number, message: string): Response | null =>
  rows > cap ? errorResponse(EXCEL_TOO_MANY_ROWS, message) : null
