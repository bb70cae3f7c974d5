import { z } from '../../../shared/contract/zod'
import { operationsOf } from '../../../shared/contract/group'
import { lineTextSchema, ok } from '../../../shared/contract/common'
import { GIFT_TARGET_MAX } from '../domain/gift'

const operation = operationsOf({ tag: 'gift' })

/** S1 §3 license item: one product's usage rights the caller holds, with its expiry (YYYYMMDD). */
export const licenseItemSchema = z.object({
  licenseId: z.int().check(z.minimum(1)),
  productName: z.string(),
  expired: z.string().check(z.regex(/^\d{8}$/)),
  checkupQuantity: z.int().check(z.minimum(0)),
  giftQuantity: z.int().check(z.minimum(0)),
})

/** S1 §3 license item: one product's usage rights the caller holds (checkup and giftable quantities). */
export type LicenseItem = z.infer<typeof licenseItemSchema>

/** S1 §3 the employee a gift goes to, as the check confirms it. */
export const giftReceiverSchema = z.object({ employeeId: z.string(), name: z.string() })
export type GiftReceiver = z.infer<typeof giftReceiverSchema>

/** One line of a gift: how many of one license item. */
export interface GiftLine {
  licenseId: number
  quantity: number
}

/** S1 §7 license getList: the caller's license items. 405 the account cannot gift (S1 §6, §8). */
export const licenseList = operation({
  id: 'licenseList',
  summary: "The caller's license items (usage rights to gift)",
  route: 'GET /api/licenses',
  response: ok(z.array(licenseItemSchema)),
  statuses: [200, 401, 405],
})

/**
 * S1 §7 license checkUser: the active employee a gift may go to. 400 the caller's own id;
 * 404 unknown or inactive id; 405 the caller cannot gift (S1 §6, §8).
 */
export const giftCheckUser = operation({
  id: 'giftCheckUser',
  summary: 'The employee of an id, before gifting usage rights',
  route: 'GET /api/gifts/employees/{employeeId}',
  response: ok(giftReceiverSchema),
  statuses: [200, 400, 401, 404, 405],
})

/**
 * S1 §7 license gift: moves quantities of the caller's items to an employee, who is notified.
 * 400 all zero, more than an item holds, or oneself; 404 unknown receiver; 405 cannot gift.
 * The answer carries the caller's usable count afterwards (-1 unlimited).
 */
export const gift = operation({
  id: 'gift',
  summary: 'Gift usage rights to another employee',
  route: 'POST /api/gifts',
  request: z.object({
    employeeId: lineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(GIFT_TARGET_MAX)),
    items: z
      .array(
        z.object({
          licenseId: z.int().check(z.minimum(1)),
          quantity: z.int().check(z.minimum(0), z.maximum(100_000)),
        }),
      )
      .check(z.minLength(1), z.maxLength(100)),
  }),
  response: ok(z.object({ usableCount: z.int().check(z.minimum(-1)) })),
  statuses: [200, 400, 401, 404, 405],
})
