import { toApiDate } from '../../../src/shared/domain/dates'
import { mayOpenStatistics } from '../../../src/features/statistics/domain/access'
import type { MockContext } from '../../http'
import type { StaffRecord } from '../../schemas'
import type { OrderRecord } from '../purchase/records'
import { grantRights, nextId, nowOf, rightExpiry } from '../../voucher-rules'

/**
 * The purchase rules of the mock server (S1 §4 payment, §9): an order's rights are granted once
 * (the usable count, a license item valid a year, a notification), on a paid confirmation or when
 * the deposit to its virtual account arrives.
 */

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A new merchant uid: the day and 122 random bits, never one given before. Not a running number
 * (issue 29): the provider's `/pg/complete` takes a merchant uid without a session, so whoever
 * could guess another's pending order could fail it; the uid itself is what binds a completion to
 * the checkout it was opened for.
 */
export function newMerchantUid(
  ctx: Pick<MockContext, 'db' | 'now'>,
  random: () => string = () => crypto.randomUUID().replace(/-/g, ''),
): string {
  const now = nowOf(ctx)
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`
  let uid = `m${day}-${random()}`
  while (ctx.db.orders.findFirst((q) => q.where({ merchantUid: uid }))) uid = `m${day}-${random()}`
  return uid
}

/** The purchase history link, for those who may open it (the statistics screens). */
const historyLinkFor = (staff: StaffRecord): string | null =>
  mayOpenStatistics(staff.auth) ? '/statistics/purchase-history' : null

/**
 * Grants an order's rights once: the usable count rises (unlimited stays), a license item valid
 * a year holds them, and a notification says so. An order already granted is left alone.
 */
export async function grantOrder(ctx: MockContext, order: OrderRecord, content: string) {
  if (order.granted) return
  const now = nowOf(ctx)
  await ctx.db.orders.update((q) => q.where({ merchantUid: order.merchantUid }), {
    data(o) {
      o.granted = true
    },
  })
  const staff = await grantRights(ctx.db, order.userId, order.grantQuantity)
  const expires = rightExpiry(now)
  await ctx.db.licenses.create({
    licenseId: nextId(ctx.db.licenses.all().map((l) => ({ id: l.licenseId }))),
    userId: order.userId,
    productName: order.name,
    expired: toApiDate(expires),
    checkupQuantity: order.grantQuantity,
    giftQuantity: order.grantQuantity,
  })
  await ctx.db.notifications.create({
    id: nextId(ctx.db.notifications.all()),
    userId: order.userId,
    content,
    additional: null,
    urlLink: staff ? historyLinkFor(staff) : null,
    regDate: now.toISOString(),
    read: 0,
  })
}

/** The notification of a deposit that arrived (the QA helper's words, S1 §4). */
export const depositNotice = (quantity: number) =>
  `가상계좌 입금이 확인되어 사용권 ${quantity}개가 지급되었습니다.`

/** The notification of a paid order. */
export const paidNotice = (quantity: number) => `사용권 ${quantity}개 구매가 완료되었습니다.`

/**
 * The deposit to a user's awaited virtual account arrives: the account goes away, its order is
 * paid and its rights granted once. Seeded accounts without an order grant their quantity the
 * same way. Null when no account awaits a deposit.
 */
export async function settleDeposit(
  ctx: MockContext,
  userId: string,
): Promise<{ granted: number } | null> {
  const info = ctx.db.vbankInfos.findFirst((q) => q.where({ userId }))
  if (!info) return null
  ctx.db.vbankInfos.delete((q) => q.where({ userId }))
  const now = nowOf(ctx).toISOString()
  const order = info.merchantUid
    ? ctx.db.orders.findFirst((q) => q.where({ merchantUid: info.merchantUid! }))
    : undefined
  if (order) {
    const updated = await ctx.db.orders.update((q) => q.where({ merchantUid: order.merchantUid }), {
      data(o) {
        o.status = 'P'
        o.depositedAt = now
      },
    })
    await grantOrder(ctx, updated ?? order, depositNotice(order.grantQuantity))
    return { granted: order.grantQuantity }
  }
  await grantRights(ctx.db, userId, info.quantity)
  await ctx.db.notifications.create({
    id: nextId(ctx.db.notifications.all()),
    userId,
    content: depositNotice(info.quantity),
    additional: null,
    urlLink: '/statistics/purchase-history',
    regDate: now,
    read: 0,
  })
  return { granted: info.quantity }
}
