import { z } from 'zod'
import { notificationSchema } from '../../../src/features/notifications/services/contract'
import { stored, type ShapesOf } from '../../feature'

/** A notification (S1 §3) of one staff member. */
export const notificationRecordSchema = z.object({
  ...notificationSchema.shape,
  userId: z.string(),
})
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

export const notificationCollections = {
  notifications: stored(notificationRecordSchema, (r) => String(r.id)),
}

declare module '../../feature' {
  interface StoredShapes extends ShapesOf<typeof notificationCollections> {}
}
