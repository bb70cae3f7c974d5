import { z } from 'zod'
import { roleCodeSchema, userSchema } from '../src/shared/contract/common'
import { stored, type ShapesOf } from './feature'
import { EMPLOYEE_GENDERS } from '../src/features/employees/domain/employee'

/** A portal user as the server stores it: the contract's user plus what only the server knows. */
export const staffRecordSchema = z.object({
  ...userSchema.shape,
  password: z.string(),
  passwordRefreshed: z.boolean(),
  roleList: z.array(roleCodeSchema),
  print: z.boolean(),
  usableCount: z.number().int(),
  employeeNo: z.string(),
  linkCode: z.string().nullable(),
  active: z.boolean(),
  /**
   * the part of the usable count a manager distributed, which the manager may take back (the
   * employee's reclaimable limit, S1 §3; never more than the usable count: see employee-rules.ts)
   */
  distributed: z.number().int().min(0).default(0),
  /** S1 §2 modify dialog: 남, 여, 기타 */
  gender: z.enum(EMPLOYEE_GENDERS).nullable().default(null),
})
export type StaffRecord = z.infer<typeof staffRecordSchema>

export const siteRecordSchema = z.object({
  siteId: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
})
export type SiteRecord = z.infer<typeof siteRecordSchema>

export const branchRecordSchema = z.object({
  siteId: z.number().int(),
  branchCode: z.string(),
  branchName: z.string(),
})
export type BranchRecord = z.infer<typeof branchRecordSchema>

/** App users (customers), who do not use the portal. S1 §3 Customer. */
export const customerRecordSchema = z.object({
  userNo: z.number().int(),
  userId: z.string(),
  name: z.string(),
  birthday: z.string(),
  gender: z.union([z.literal(1), z.literal(2)]),
  /** FIXTURES.md situation: a member, already holding a voucher, or usage exceeded */
  situation: z.enum(['member', 'holder', 'exceeded']),
})
export type CustomerRecord = z.infer<typeof customerRecordSchema>

/**
 * The mock's own collections, which every feature reads: the sites and branches, the staff who
 * use the portal and the customers who use the app. Each feature's are in its `records.ts`.
 */
export const coreCollections = {
  sites: stored(siteRecordSchema, (r) => String(r.siteId)),
  branches: stored(branchRecordSchema, (r) => `${r.siteId}:${r.branchCode}`),
  staff: stored(staffRecordSchema, (r) => r.userId),
  customers: stored(customerRecordSchema, (r) => r.userId),
}

declare module './feature' {
  interface StoredShapes extends ShapesOf<typeof coreCollections> {}
}
