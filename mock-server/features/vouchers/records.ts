import { z } from 'zod'
import { stored, type ShapesOf } from '../../feature'

/**
 * A voucher given to a customer (S1 §2 give voucher, §4 voucher given): valid until expiresAt;
 * an unused one is returned to its giver by the expiry sweep (mock-server/vouchers.ts).
 */
export const voucherRecordSchema = z.object({
  id: z.number().int(),
  giverId: z.string(),
  customerUserId: z.string(),
  hours: z.number().int(),
  /** ISO date-time */
  createdAt: z.string(),
  /** ISO date-time */
  expiresAt: z.string(),
  used: z.boolean(),
  returned: z.boolean(),
})
export type VoucherRecord = z.infer<typeof voucherRecordSchema>

/** One createVoucher call (S1 §2 app bar): qrCode is set on site 48 (the QR voucher). */
export const voucherBatchRecordSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  count: z.number().int(),
  /** ISO date-time */
  createdAt: z.string(),
  qrCode: z.string().nullable(),
})
export type VoucherBatchRecord = z.infer<typeof voucherBatchRecordSchema>

/**
 * One voucher of a createVoucher batch (issue 28): the code its owner hands out, and its state,
 * read from the times (`createdVoucherState`): used when a customer redeemed it, reclaimed when it
 * was taken back (the right returns to the owner), expired once `expiresAt` has come, else unused.
 */
export const createdVoucherRecordSchema = z.object({
  code: z.string(),
  batchId: z.number().int(),
  ownerId: z.string(),
  /** ISO date-time */
  createdAt: z.string(),
  /** ISO date-time */
  expiresAt: z.string(),
  /** ISO date-time */
  usedAt: z.string().nullable(),
  /** the app id of the customer who redeemed it */
  usedBy: z.string().nullable(),
  /** ISO date-time */
  reclaimedAt: z.string().nullable(),
})
export type CreatedVoucherRecord = z.infer<typeof createdVoucherRecordSchema>

/** The vouchers given to customers, the createVoucher batches and their codes. */
export const voucherCollections = {
  vouchers: stored(voucherRecordSchema, (r) => String(r.id)),
  voucherBatches: stored(voucherBatchRecordSchema, (r) => String(r.id)),
  // the created vouchers' codes came with issue 28
  createdVouchers: stored(createdVoucherRecordSchema, (r) => r.code, { addedLater: true }),
}

declare module '../../feature' {
  interface StoredShapes extends ShapesOf<typeof voucherCollections> {}
}
