import { z } from 'zod'
import { roleCodeSchema, userSchema } from '../src/services/contract'
import { adminCheckupRowSchema, checkupItemSchema } from '../src/services/contract/checkup'

/** A portal user as the server stores it: the contract's user plus what only the server knows. */
export const staffRecordSchema = userSchema.extend({
  password: z.string(),
  passwordRefreshed: z.boolean(),
  roleList: z.array(roleCodeSchema),
  print: z.boolean(),
  usableCount: z.number().int(),
  employeeNo: z.string(),
  linkCode: z.string().nullable(),
  active: z.boolean(),
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

export const sessionRecordSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  userId: z.string(),
  createdAt: z.string(),
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

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

/** A checkup as the server stores it: the contract's item plus its site. */
export const checkupRecordSchema = checkupItemSchema.extend({ siteId: z.number().int() })
export type CheckupRecord = z.infer<typeof checkupRecordSchema>

/** A temporary PDF made for printing (S1 §4 single and multi print). */
export const tempPdfRecordSchema = z.object({
  tempPdf: z.string(),
  checkupNos: z.array(z.number().int()),
  userId: z.string(),
  createdAt: z.string(),
})
export type TempPdfRecord = z.infer<typeof tempPdfRecordSchema>

export const adminCheckupRecordSchema = adminCheckupRowSchema
export type AdminCheckupRecord = z.infer<typeof adminCheckupRecordSchema>
