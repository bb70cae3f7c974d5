import { z } from 'zod'
import { checkupItemSchema } from '../../../src/features/dashboard/services/contract'
import { adminCheckupRowSchema } from '../../../src/features/admin-dashboard/services/contract'
import { stored, type ShapesOf } from '../../feature'

/** A checkup as the server stores it: the contract's item plus its site. */
export const checkupRecordSchema = z.object({
  ...checkupItemSchema.shape,
  siteId: z.number().int(),
})
export type CheckupRecord = z.infer<typeof checkupRecordSchema>

/** A temporary PDF made for printing (S1 §4 single and multi print). */
export const tempPdfRecordSchema = z.object({
  tempPdf: z.string(),
  checkupNos: z.array(z.number().int()),
  userId: z.string(),
  createdAt: z.string(),
})
export type TempPdfRecord = z.infer<typeof tempPdfRecordSchema>

/**
 * A checkup of the admin dashboard: the contract's row plus its target user (S2 §2.3: what the
 * admin report form loads by id), its coupon (the usage right of its report, used once) and the
 * report written for it (checkupNo).
 */
export const adminCheckupRecordSchema = z.object({
  ...adminCheckupRowSchema.shape,
  birthday: z.string(),
  userId: z.string(),
  userNo: z.number().int(),
  couponCode: z.string(),
  couponUsed: z.boolean(),
  employeeId: z.string(),
  employeeName: z.string(),
  siteName: z.string(),
  checkupNo: z.number().int().nullable(),
})
export type AdminCheckupRecord = z.infer<typeof adminCheckupRecordSchema>

/** The checkups of both dashboards and the PDFs made for printing them. */
export const dashboardCollections = {
  checkups: stored(checkupRecordSchema, (r) => String(r.checkupNo)),
  tempPdfs: stored(tempPdfRecordSchema, (r) => r.tempPdf),
  adminCheckups: stored(adminCheckupRecordSchema, (r) => String(r.id)),
}

declare module '../../feature' {
  interface StoredShapes extends ShapesOf<typeof dashboardCollections> {}
}
