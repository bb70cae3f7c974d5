import { z } from 'zod'
import { apiDateSchema } from '../src/shared/contract/common'
import { PURCHASE_HISTORY_STATUSES } from '../src/features/statistics/domain/codes'

/**
 * The records the statistics need that no other feature of this branch keeps yet (issue 13):
 * the purchases (the purchase feature's orders; its branch joins them at merge) and the sign-ups
 * of employees and app users. The other statistics come from the collections the portal already
 * changes: checkups, vouchers (given to users) and gifts (between employees).
 */

/** One purchase of usage rights (S1 §4 payment; S2 §3 purchase history row). */
export const purchaseRecordSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  siteId: z.number().int(),
  branchCode: z.string().nullable(),
  /** ISO date-time of the order */
  orderedAt: z.string(),
  /** P payment complete, C cancelled, R order complete (awaiting a deposit), N unknown */
  status: z.enum(PURCHASE_HISTORY_STATUSES),
  paidAmount: z.number().int().min(0),
  licenseQuantity: z.number().int().min(1),
  payMethod: z.string(),
  /** ISO date-time the virtual account's deposit arrived, null when none */
  vbankDepositDate: z.string().nullable(),
})
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>

/** A new employee or app user (the overview's new sign-ups, S2 §2.4 item 4). */
export const signUpRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['employee', 'user']),
  /** the new employee, or the employee who signed the app user up */
  employeeId: z.string(),
  /** the app user's id; null for an employee */
  userId: z.string().nullable(),
  siteId: z.number().int(),
  branchCode: z.string().nullable(),
  date: apiDateSchema,
})
export type SignUpRecord = z.infer<typeof signUpRecordSchema>
