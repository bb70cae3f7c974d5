import { z } from 'zod'
import { storedReportSchema } from '../../../src/features/reports/services/contract'
import { stored, type ShapesOf } from '../../feature'

/**
 * A report written by direct input (S2 §2.3, §3): the stored report plus who wrote it, for which
 * member (userNo; null for a non-member) or admin dashboard checkup (adminId).
 */
export const reportRecordSchema = z.object({
  ...storedReportSchema.shape,
  ownerId: z.string(),
  userNo: z.number().int().nullable(),
  adminId: z.number().int().nullable(),
  /** ISO date-time */
  createdAt: z.string(),
})
export type ReportRecord = z.infer<typeof reportRecordSchema>

export const reportCollections = {
  reports: stored(reportRecordSchema, (r) => String(r.checkupNo)),
}

declare module '../../feature' {
  interface StoredShapes extends ShapesOf<typeof reportCollections> {}
}
