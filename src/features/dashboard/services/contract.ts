import { z } from '../../../shared/contract/zod'
import { DELIVERY_TYPES, REPORT_TYPES } from '../../../shared/domain/codes'
import { SHIPPING_ADDRESS_MAX, SHIPPING_TELEPHONE } from '../domain/shipping'
import { SEARCH_NAME_MAX } from '../domain/search'
import {
  CHECKUP_DEFAULT_SORT,
  CHECKUP_SORT_KEYS,
  CUSTOMER_LIST_EXCEL_MAX_ROWS,
  EXCEL_TOO_MANY_ROWS,
  type CheckupCounts,
  type CheckupItem,
} from '../domain/checkup'
import { SORT_ORDERS } from '../../../shared/domain/list-view'
import { excelFile, operationsOf } from '../../../shared/contract/group'
import {
  apiDateSchema as apiDate,
  genderSchema as gender,
  lineTextSchema,
  queryIntSchema,
  statusBodySchema,
  ok,
} from '../../../shared/contract/common'

const operation = operationsOf({ tag: 'print' })

/** S1 §8 print/PDF: 401 or 403 '권한이 없습니다.'; the 401 is the operation's own (decision 035). */
const PRINT_REFUSED = 'No permission: the caller may not print these reports'

const yn = z.enum(['Y', 'N'])

/** S1 §3 report/checkup item. */
export const checkupItemSchema = z.object({
  checkupNo: z.int(),
  created: apiDate,
  userName: z.string(),
  userId: z.string(),
  gender,
  birthday: apiDate,
  reportType: z.nullable(z.enum(REPORT_TYPES)),
  role: z.enum(DELIVERY_TYPES),
  branchName: z.string(),
  branchCode: z.string(),
  employeeName: z.string(),
  employeeId: z.string(),
  address: z.string(),
  detailAddress: z.string(),
  postalCode: z.string(),
  telephone: z.string(),
  pdfPrint: yn,
  print: yn,
})

export const PAGE_SIZE_MAX = 100

/**
 * The order of a checkup list (issue 31): `sort` one of the keys, `order` asc or desc; newest
 * first when neither is given. Ties keep the list order (newest, then by checkup number).
 */
const checkupOrder = {
  sort: z
    ._default(z.enum(CHECKUP_SORT_KEYS), CHECKUP_DEFAULT_SORT.key)
    .check(z.describe('The column the rows are ordered by')),
  order: z._default(z.enum(SORT_ORDERS), CHECKUP_DEFAULT_SORT.order),
}

/**
 * S1 §7 checkup list, paged on the server (decision 006): the rows of one page, the total after
 * the name filter, and the counters of the whole range.
 */
export const checkupList = operation({
  id: 'checkupList',
  summary: 'Checkups of the caller in a date range (F own, B branch, A site, S all), one page',
  tag: 'checkup',
  route: 'GET /api/checkups',
  query: z.object({
    start: apiDate,
    end: apiDate,
    name: z.optional(lineTextSchema.check(z.maxLength(SEARCH_NAME_MAX))),
    page: z._default(queryIntSchema(z.number().check(z.minimum(1))), 1),
    size: z._default(queryIntSchema(z.number().check(z.minimum(1), z.maximum(PAGE_SIZE_MAX))), 25),
    ...checkupOrder,
  }),
  response: ok(
    z.object({
      items: z.array(checkupItemSchema),
      total: z.int(),
      page: z.int(),
      size: z.int(),
      counts: z.object({
        all: z.int(),
        simple: z.int(),
        premium: z.int(),
      }),
    }),
  ),
  statuses: [200, 400, 401, 403],
  unauthorizedOutcome: 'No permission: the caller may not read these reports',
})

/** One page of the checkup list as the machine takes it: its rows, total and the range's counters. */
export interface CheckupPage {
  items: CheckupItem[]
  total: number
  page: number
  size: number
  counts: CheckupCounts
}

/** S1 §7 admin address change; allowed only with role PA (403 otherwise). */
export const addressChange = operation({
  id: 'addressChange',
  summary: "Change a checkup's shipping info (role PA)",
  tag: 'checkup',
  route: 'PUT /api/checkups/{checkupNo}/address',
  request: z.object({
    address: lineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(SHIPPING_ADDRESS_MAX)),
    detailAddress: lineTextSchema.check(
      z.trim(),
      z.minLength(1),
      z.maxLength(SHIPPING_ADDRESS_MAX),
    ),
    postalCode: z.string().check(z.regex(/^\d{5}$/)),
    telephone: z.string().check(z.regex(SHIPPING_TELEPHONE)),
  }),
  response: statusBodySchema,
  statuses: [200, 400, 401, 403, 404],
})

const tempPdfResponse = ok(z.object({ tempPdf: z.string() }))
/** a temporary PDF of nothing: '출력할 데이터가 존재하지 않습니다.' (S1 §8) */
const NOTHING_TO_PRINT = { tempPdf: '' }

/** S1 §7 make (single print): the owner FC only. 405 = the print period is over. */
export const makeSingle = operation({
  id: 'make',
  summary: 'Make the temporary PDF of one checkup for printing (owner FC only)',
  route: 'POST /api/print/make',
  request: z.object({ checkupNo: z.int() }),
  response: tempPdfResponse,
  emptyData: NOTHING_TO_PRINT,
  statuses: [200, 400, 401, 403, 405],
  unauthorizedOutcome: PRINT_REFUSED,
})

/** S1 §7 makeTempPDF (multi print). */
export const makeTempPdf = operation({
  id: 'makeTempPDF',
  summary: 'Make one temporary PDF of several checkups for printing',
  route: 'POST /api/print/temp-pdf',
  request: z.object({ checkupNoList: z.array(z.int()).check(z.minLength(1), z.maxLength(500)) }),
  response: tempPdfResponse,
  emptyData: NOTHING_TO_PRINT,
  statuses: [200, 400, 401, 403, 405],
  unauthorizedOutcome: PRINT_REFUSED,
})

/** S1 §7 makePDF: a zip of one PDF per checkup. */
export const makePdfZip = operation({
  id: 'makePDF',
  summary: 'Download a zip with one PDF per checkup',
  route: 'POST /api/print/pdf-zip',
  request: z.object({
    checkupNoList: z.array(z.int()).check(z.minLength(1), z.maxLength(500)),
    start: apiDate,
    end: apiDate,
  }),
  file: { mediaType: 'application/zip', fileName: 'pdf_list_{start}_{end}.zip' },
  statuses: [200, 400, 401, 403, 405],
  unauthorizedOutcome: PRINT_REFUSED,
})

/**
 * S2 §7 PDF download by tempPdf (what the print view shows). The link works 10 minutes after it
 * was made; then 404 (decision 016).
 */
export const tempPdfFile = operation({
  id: 'tempPdfDownload',
  summary: 'The temporary PDF made for printing',
  route: 'GET /api/print/temp/{tempPdf}',
  auth: false,
  file: { mediaType: 'application/pdf', fileName: '{tempPdf}.pdf' },
  statuses: [200, 404],
})

/**
 * S1 §7 customer list Excel: every row of the range (of the name search, in the order, that the
 * screen shows: issue 31), at most CUSTOMER_LIST_EXCEL_MAX_ROWS; a
 * range with more is answered 422 '엑셀 파일은 한 번에 100,000건까지 받을 수 있습니다. 기간을
 * 나누어 받아 주세요.' (decision 042).
 */
export const customerListExcel = operation({
  id: 'customerListExcel',
  summary: `The checkup list of a range as an Excel file, at most ${CUSTOMER_LIST_EXCEL_MAX_ROWS.toLocaleString('en')} rows (${EXCEL_TOO_MANY_ROWS} for a range with more)`,
  tag: 'checkup',
  route: 'GET /api/checkups/excel',
  query: z.object({
    start: apiDate,
    end: apiDate,
    name: z.optional(lineTextSchema.check(z.maxLength(SEARCH_NAME_MAX))),
    ...checkupOrder,
  }),
  file: excelFile('customer_list_{start}_{end}.xlsx'),
  statuses: [200, 400, 401, 403, EXCEL_TOO_MANY_ROWS],
  unauthorizedOutcome: 'No permission: the caller may not download the customer list',
})
