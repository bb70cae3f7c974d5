import { z } from '../../../shared/contract/zod'
import { SORT_ORDERS } from '../../../shared/domain/list-view'
import { OVERVIEW_SORT_KEYS } from '../domain/view'
import { excelFile, operationsOf } from '../../../shared/contract/group'
import { apiDateSchema as apiDate, ok } from '../../../shared/contract/common'
import { FILTER_KEYS, OVERVIEW_EXCEL_MAX_ROWS, OVERVIEW_FIELDS } from '../domain/codes'
import { recordOf } from '../../../shared/domain/objects'
import { EXCEL_TOO_MANY_ROWS } from '../../../shared/domain/codes'

const operation = operationsOf({ tag: 'statistics' })

const count = z.int().check(z.minimum(0))
const range = { start: apiDate, end: apiDate }
/** the longest filter value taken (a site id, a branch code, an employee id) */
export const FILTER_VALUE_MAX = 64

/** S2 §3 employee option, with the site it belongs to (the super admin's site selector). */
export const employeeOptionSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  branchCode: z.nullable(z.string()),
  branchName: z.nullable(z.string()),
  siteId: z.int(),
  siteName: z.string(),
})
export type EmployeeOption = z.infer<typeof employeeOptionSchema>

/**
 * S2 §7: the checkup, gift and order statistics take a branch code or an employee id (at most
 * one): the branch code ALL_ITEM, or neither, is the caller's whole scope (S1 §9 'all' sentinel;
 * issue 48: both are optional, as the OpenAPI file says, and a call with neither was 400).
 */
const employeeScopeQuery = z
  .object({
    ...range,
    branchCode: z.optional(z.string().check(z.minLength(1), z.maxLength(FILTER_VALUE_MAX))),
    employeeId: z.optional(z.string().check(z.minLength(1), z.maxLength(FILTER_VALUE_MAX))),
  })
  .check(
    z.refine((q) => q.branchCode === undefined || q.employeeId === undefined, {
      message: 'at most one of branchCode and employeeId',
      path: ['branchCode'],
    }),
  )

/** S2 §7 'one filter': a key (site, branch or id) and its value, or neither (the caller's scope). */
const oneFilter = {
  ...range,
  key: z.optional(z.enum(FILTER_KEYS)),
  value: z.optional(z.string().check(z.minLength(1), z.maxLength(FILTER_VALUE_MAX))),
}
/** A filter is a key with its value, or neither. */
const keyWithValue = (q: { key?: unknown; value?: unknown }) =>
  (q.key === undefined) === (q.value === undefined)
const KEY_WITH_VALUE = { message: 'key and value together', path: ['key'] }
const oneFilterQuery = z.object(oneFilter).check(z.refine(keyWithValue, KEY_WITH_VALUE))

export const checkupStatSchema = z.object({
  checkupDate: apiDate,
  checkupType: z.string(),
  employeeId: z.string(),
  userId: z.string(),
})
export const checkupDailySchema = z.object({
  checkupDay: apiDate,
  simpleCnt: count,
  premiumCnt: count,
})
export const giftStatSchema = z.object({
  giftDate: apiDate,
  giftQuantity: count,
  giver: z.string(),
  receiver: z.string(),
  productName: z.string(),
})
export const giftDailySchema = z.object({ giftDay: apiDate, giftQuantity: count, cnt: count })
export const orderStatSchema = z.object({
  orderDate: apiDate,
  employeeId: z.string(),
  licenseQuantity: count,
})
export const orderDailySchema = z.object({
  orderDay: apiDate,
  licenseQuantity: count,
  orderCnt: count,
})
export const overviewRowSchema = z.object({
  statisticsDate: apiDate,
  ...recordOf(OVERVIEW_FIELDS, () => count),
})
export const purchaseHistoryRowSchema = z.object({
  orderDate: apiDate,
  employeeId: z.string(),
  employeeName: z.string(),
  /** P complete, C cancelled, R order complete; blank is N (S2 §4) */
  status: z.string(),
  paidAmount: count,
  licenseQuantity: count,
  payMethod: z.string(),
  /** ISO date-time of the virtual account's deposit, null when none */
  vbankDepositDate: z.nullable(z.string()),
})
export const giftHistoryRowSchema = z.object({
  giftDate: apiDate,
  giver: z.string(),
  giverName: z.string(),
  receiver: z.string(),
  receiverName: z.string(),
  giftQuantity: count,
})

const STATUSES = [200, 400, 401, 403] as const
/**
 * S2 §8: a statistics call's 401 is 'no permission' (then home), on the history pages 'log in
 * again'; the operation's own answer while the session holds (decision 035).
 */
const STATISTICS_REFUSED = 'No permission: the caller may not read these statistics'
const HISTORY_REFUSED = 'Log in again: this history is not open to the current sign-in'

/** S2 §7 statistics employee list: the employees of the caller's scope (S all, A site, B branch). */
export const statisticsEmployees = operation({
  id: 'statisticsEmployees',
  summary: "The employees of the caller's statistics scope",
  route: 'GET /api/statistics/employees',
  response: ok(z.array(employeeOptionSchema)),
  statuses: [200, 401, 403],
  unauthorizedOutcome: STATISTICS_REFUSED,
})

/** S2 §7 statistics checkup: reports provided in the range, with their daily sums. */
export const statisticsCheckup = operation({
  id: 'statisticsCheckup',
  summary: 'License-provision history (reports issued) of a branch or an employee',
  route: 'GET /api/statistics/checkup',
  query: employeeScopeQuery,
  response: ok(z.object({ list: z.array(checkupStatSchema), daily: z.array(checkupDailySchema) })),
  statuses: STATUSES,
  unauthorizedOutcome: STATISTICS_REFUSED,
})

/** S2 §7 statistics gift: gifts between employees (admin list) and to users (user list). */
export const statisticsGift = operation({
  id: 'statisticsGift',
  summary: 'Gifts between employees and vouchers given to users, with daily sums',
  route: 'GET /api/statistics/gift',
  query: employeeScopeQuery,
  response: ok(
    z.object({
      employeeGiftList: z.array(giftStatSchema),
      userGiftList: z.array(giftStatSchema),
      daily: z.array(giftDailySchema),
    }),
  ),
  statuses: STATUSES,
  unauthorizedOutcome: STATISTICS_REFUSED,
})

/** S2 §7 statistics order: license orders in the range, with daily sums. */
export const statisticsOrder = operation({
  id: 'statisticsOrder',
  summary: 'License orders of a branch or an employee, with daily sums',
  route: 'GET /api/statistics/order',
  query: employeeScopeQuery,
  response: ok(z.object({ list: z.array(orderStatSchema), daily: z.array(orderDailySchema) })),
  statuses: STATUSES,
  unauthorizedOutcome: STATISTICS_REFUSED,
})

/** S2 §7 statistics overview: one row per day with activity. */
export const statisticsOverview = operation({
  id: 'statisticsOverview',
  summary: 'Usage summary per day (sign-ups, purchases, reports, gifts)',
  route: 'GET /api/statistics/overview',
  query: oneFilterQuery,
  response: ok(z.array(overviewRowSchema)),
  statuses: STATUSES,
  unauthorizedOutcome: STATISTICS_REFUSED,
})

/**
 * S2 §7 overview Excel download: the overview's rows and sums as overview_{start}_{end}.xlsx; at
 * most OVERVIEW_EXCEL_MAX_ROWS rows, 422 '엑셀 파일은 한 번에 100,000건까지 받을 수 있습니다.
 * 기간을 나누어 받아 주세요.' for more (decision 042).
 */
export const overviewExcel = operation({
  id: 'overviewExcel',
  summary: `The usage summary as an Excel file, at most ${OVERVIEW_EXCEL_MAX_ROWS.toLocaleString('en')} rows (${EXCEL_TOO_MANY_ROWS} for more)`,
  route: 'GET /api/statistics/overview/excel',
  // the rows in the order the screen shows them (issue 31); by day from the first when not given
  query: z
    .object({
      ...oneFilter,
      sort: z._default(z.enum(OVERVIEW_SORT_KEYS), 'statisticsDate'),
      order: z._default(z.enum(SORT_ORDERS), 'asc'),
    })
    .check(z.refine(keyWithValue, KEY_WITH_VALUE)),
  file: excelFile('overview_{start}_{end}.xlsx'),
  statuses: [...STATUSES, EXCEL_TOO_MANY_ROWS],
  unauthorizedOutcome: STATISTICS_REFUSED,
})

/** S2 §7 purchase history. */
export const purchaseHistory = operation({
  id: 'purchaseHistory',
  summary: 'License purchases in the range, newest first',
  route: 'GET /api/statistics/purchase-history',
  query: oneFilterQuery,
  response: ok(z.array(purchaseHistoryRowSchema)),
  statuses: STATUSES,
  unauthorizedOutcome: HISTORY_REFUSED,
})

/** S2 §7 gift history: gifts between employees. */
export const giftHistory = operation({
  id: 'giftHistory',
  summary: 'Gifts between employees in the range, newest first',
  route: 'GET /api/statistics/gift-history',
  query: oneFilterQuery,
  response: ok(z.array(giftHistoryRowSchema)),
  statuses: STATUSES,
  unauthorizedOutcome: HISTORY_REFUSED,
})
