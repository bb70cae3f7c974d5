import { z } from 'zod'
import { roleCodeSchema, userSchema } from '../src/shared/contract/common'
import { checkupItemSchema } from '../src/features/dashboard/services/contract'
import { adminCheckupRowSchema } from '../src/features/admin-dashboard/services/contract'
import { notificationSchema } from '../src/features/notifications/services/contract'
import {
  payMethodSchema,
  productSchema,
  vbankInfoSchema,
} from '../src/features/purchase/services/contract'
import { PURCHASE_STATUSES } from '../src/features/purchase/domain/codes'
import { licenseItemSchema } from '../src/features/gift/services/contract'
import { EMPLOYEE_GENDERS } from '../src/features/employees/domain/employee'
import { storedReportSchema } from '../src/features/reports/services/contract'

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

/**
 * A checkup of the admin dashboard: the contract's row plus its target user (S2 §2.3: what the
 * admin report form loads by id), its coupon (the usage right of its report, used once) and the
 * report written for it (checkupNo).
 */
export const adminCheckupRecordSchema = adminCheckupRowSchema.extend({
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

/** A notification (S1 §3) of one staff member. */
export const notificationRecordSchema = notificationSchema.extend({ userId: z.string() })
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

/** The virtual account (S1 §3) a staff member's purchase awaits a deposit on. */
export const vbankInfoRecordSchema = vbankInfoSchema.extend({
  userId: z.string(),
  /** usage rights granted when the deposit arrives */
  quantity: z.number().int().min(1),
  /** the order the account was issued for (the seed gives its accounts one: seed/statistics.ts) */
  merchantUid: z.string().nullable().optional(),
})
export type VbankInfoRecord = z.infer<typeof vbankInfoRecordSchema>

/** A license item (S1 §3) held by one staff member: what the gift screen lists and moves. */
export const licenseRecordSchema = licenseItemSchema.extend({ userId: z.string() })
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

/**
 * A product on sale or one of the older page's fixed products (`listed` false). S1 §3: U is
 * unlimited stock; a promotion's `purchaseableQuantity` goes down as it sells.
 */
export const productRecordSchema = productSchema.extend({ listed: z.boolean() })
export type ProductRecord = z.infer<typeof productRecordSchema>

/**
 * An order: a merchant uid bound to the amount the server computed (S1 §7 getMerchantUid) and,
 * once confirmed, its outcome. `status` is the purchase history's (S2 §4): N not confirmed,
 * P paid, R ordered and awaiting the deposit, C cancelled.
 */
export const orderRecordSchema = z.object({
  merchantUid: z.string(),
  userId: z.string(),
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().min(1),
  /** the rights granted (the bonus included) */
  grantQuantity: z.number().int().min(1),
  amount: z.number().int().min(0),
  payMethod: payMethodSchema,
  status: z.enum(PURCHASE_STATUSES),
  impUid: z.string().nullable(),
  /** ISO date-time */
  createdAt: z.string(),
  /** ISO date-time of the deposit to the virtual account */
  depositedAt: z.string().nullable(),
  /** whether the rights were granted: once per order */
  granted: z.boolean(),
})
export type OrderRecord = z.infer<typeof orderRecordSchema>

/**
 * A payment as the offline provider knows it (the simulated checkout, outside the contract): what
 * the real server would ask the provider by imp_uid.
 */
export const providerPaymentRecordSchema = z.object({
  impUid: z.string(),
  merchantUid: z.string(),
  status: z.enum(['paid', 'ready', 'failed', 'cancelled']),
  payMethod: payMethodSchema,
  /** what the provider charged: the amount the checkout was asked for */
  amount: z.number().int(),
  vbankName: z.string().nullable(),
  vbankNum: z.string().nullable(),
  vbankHolder: z.string().nullable(),
  vbankDate: z.string().nullable(),
  errorMsg: z.string().nullable(),
  /** ISO date-time */
  createdAt: z.string(),
})
export type ProviderPaymentRecord = z.infer<typeof providerPaymentRecordSchema>

/**
 * A report written by direct input (S2 §2.3, §3): the stored report plus who wrote it, for which
 * member (userNo; null for a non-member) or admin dashboard checkup (adminId).
 */
export const reportRecordSchema = storedReportSchema.extend({
  ownerId: z.string(),
  userNo: z.number().int().nullable(),
  adminId: z.number().int().nullable(),
  /** ISO date-time */
  createdAt: z.string(),
})
export type ReportRecord = z.infer<typeof reportRecordSchema>
