import { z } from 'zod'
import { licenseItemSchema } from '../../../src/features/gift/services/contract'
import { stored, type ShapesOf } from '../../feature'

/** A license item (S1 §3) held by one staff member: what the gift screen lists and moves. */
export const licenseRecordSchema = z.object({
  ...licenseItemSchema.shape,
  userId: z.string(),
})
export type LicenseRecord = z.infer<typeof licenseRecordSchema>

/** One gift between employees (S1 §2 gift, §7 license gift): quantity is the total moved. */
export const giftRecordSchema = z.object({
  id: z.number().int(),
  giverId: z.string(),
  receiverId: z.string(),
  items: z.array(
    z.object({
      licenseId: z.number().int(),
      productName: z.string(),
      quantity: z.number().int().min(1),
    }),
  ),
  quantity: z.number().int().min(1),
  /** ISO date-time */
  createdAt: z.string(),
})
export type GiftRecord = z.infer<typeof giftRecordSchema>

/** The license items staff hold and the gifts between them. */
export const giftCollections = {
  licenses: stored(licenseRecordSchema, (r) => String(r.licenseId)),
  gifts: stored(giftRecordSchema, (r) => String(r.id)),
}

declare module '../../feature' {
  interface StoredShapes extends ShapesOf<typeof giftCollections> {}
}
