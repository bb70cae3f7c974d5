import { z } from 'zod'
import { apiDateSchema } from '../../../src/shared/contract/common'
import { stored, type ShapesOf } from '../../feature'

/**
 * The one record the statistics need that no other feature keeps: the sign-ups of employees
 * (recorded when the employee page creates one; the seeded staff's are generated) and of app
 * users (who sign up in the app, outside the portal). The other statistics come from the
 * collections the portal changes: checkups, vouchers (given to users), gifts (between employees)
 * and orders (the purchase feature's).
 */

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

export const statisticsCollections = {
  // sign-ups of employees (made on the employee page) and of app users (the overview's counts)
  signUps: stored(signUpRecordSchema, (r) => String(r.id)),
}

declare module '../../feature' {
  interface StoredShapes extends ShapesOf<typeof statisticsCollections> {}
}
