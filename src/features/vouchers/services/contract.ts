import { z } from '../../../shared/contract/zod'
import {
  APP_ID_MAX,
  VOUCHER_COUNT_MAXIMUM,
  VOUCHER_COUNT_MINIMUM,
  VOUCHER_VALIDITY_HOURS,
  VOUCHER_HISTORY_EXCEL_MAX_ROWS,
} from '../domain/codes'
import { EXCEL_TOO_MANY_ROWS } from '../../../shared/domain/codes'
import { excelFile, operationsOf } from '../../../shared/contract/group'
import { lineTextSchema, ok } from '../../../shared/contract/common'

const operation = operationsOf({ tag: 'voucher' })

const appUserId = lineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(APP_ID_MAX))

/** S1 §3 customer as the give screen confirms it. */
export const customerSchema = z.object({
  userNo: z.int(),
  name: z.string(),
  userId: z.string(),
})

/** The customer a voucher is given to, as the contract answers it. */
export type Customer = z.infer<typeof customerSchema>

/**
 * S1 §7 admin checkVoucher/getUser: the customer of an app id, to confirm before giving.
 * 404 unknown app id; 402 the member already holds a voucher; 403 the caller has no voucher role,
 * or does not give vouchers (role P, site 48: decision 043), so the name is never a masked one.
 */
export const checkCustomer = operation({
  id: 'checkCustomer',
  summary: 'The customer of an app id, before giving a voucher',
  route: 'GET /api/vouchers/customers/{userId}',
  response: ok(customerSchema),
  statuses: [200, 401, 402, 403, 404],
})

/**
 * S1 §7 admin setVoucher: gives a voucher valid for 1, 3, 12 or 24 hours. 406 = no usable rights.
 * The answer carries the caller's usable count afterwards (-1 unlimited).
 */
export const setVoucher = operation({
  id: 'setVoucher',
  summary: 'Give a customer a voucher for a number of hours',
  route: 'POST /api/vouchers',
  request: z.object({
    userId: appUserId,
    hours: z.union(VOUCHER_VALIDITY_HOURS.map((h) => z.literal(h))),
  }),
  response: ok(z.object({ usableCount: z.int().check(z.minimum(-1)), expiresAt: z.string() })),
  statuses: [200, 400, 401, 402, 403, 404, 406],
})

/**
 * S1 §7 voucher createVoucher(count). Each voucher created has a code the server keeps with its
 * state (unused, used, expired a year on, reclaimed). The codes reach the creator as a new
 * notification whose `additional` holds them, one a line (S1 §4: a click copies that text); on
 * site 48 the notification's `additional` is the QR link instead (S1 §4 voucher QR).
 */
export const createVoucher = operation({
  id: 'createVoucher',
  summary:
    'Create vouchers, each with a code; the codes (site 48: the QR link) arrive as a notification',
  route: 'POST /api/vouchers/batch',
  request: z.object({
    count: z.int().check(z.minimum(VOUCHER_COUNT_MINIMUM), z.maximum(VOUCHER_COUNT_MAXIMUM)),
  }),
  response: ok(z.object({ created: z.int(), usableCount: z.int().check(z.minimum(-1)) })),
  statuses: [200, 400, 401, 403, 406],
})

/**
 * The voucher-creation history as an Excel file (Korean file name in filename*): a row per created
 * voucher (its code, state, expiry and when it was used or reclaimed) and per voucher given; at
 * most VOUCHER_HISTORY_EXCEL_MAX_ROWS rows, 422 '엑셀 파일은 한 번에 100,000건까지 받을 수
 * 있습니다. 관리자에게 문의해 주세요.' for more (decision 042).
 */
export const voucherHistoryExcel = operation({
  id: 'voucherHistoryExcel',
  summary: `Download the voucher-creation history, at most ${VOUCHER_HISTORY_EXCEL_MAX_ROWS.toLocaleString('en')} rows (${EXCEL_TOO_MANY_ROWS} for more)`,
  route: 'GET /api/vouchers/history/excel',
  file: excelFile('바우처_생성_내역_{YYYYMMDD}.xlsx'),
  statuses: [200, 401, 403, EXCEL_TOO_MANY_ROWS],
})
