import { mayOpenStatistics } from '../../../src/features/statistics/domain/access'
import * as gift from '../../../src/features/gift/services/contract'
import { isUnlimitedCount } from '../../../src/shared/domain/codes'
import { toApiDate } from '../../../src/shared/domain/dates'
import { canGift } from '../../../src/features/gift/domain/access'
import { fill } from '../../../src/shared/domain/messages'
import { ko } from '../../../src/features/gift/domain/messages'
import { errorResponse, handleAuthed, ok, type MockContext } from '../../http'
import type { StaffRecord } from '../../schemas'
import type { LicenseRecord } from './records'
import { afterSweep, nextId, nowOf, spend } from '../../voucher-rules'

/** S1 §8 gift 405: the caller's account cannot gift (S1 §6). */
const cannotGift = () => errorResponse(405, '선물할 수 없는 계정입니다.')

const publicLicense = ({ userId: _userId, ...item }: LicenseRecord) => item

/** What one line of a gift moves: the giver's item and the quantity taken from it. */
interface GiftLine {
  item: LicenseRecord
  quantity: number
}

/**
 * Gifting usage rights between employees (S1 §2 gift, §5, §6, §7 license getList, checkUser,
 * gift): the caller's license items, the receiver check, and the gift itself, which moves the
 * quantities and sends the receiver a notification. Changes run alone (see vouchers.ts exclusive).
 */
export const giftHandlers = (ctx: MockContext) => {
  /** the caller as the db holds it now (the voucher sweep may have changed the count) */
  const current = (caller: StaffRecord) =>
    ctx.db.staff.findFirst((q) => q.where({ userId: caller.userId })) ?? caller

  const licensesOf = (userId: string) =>
    ctx.db.licenses
      .all()
      .filter((l) => l.userId === userId)
      .sort((a, b) => a.licenseId - b.licenseId)

  /**
   * The employee a gift may go to: an active colleague of the caller's own company (site), with a
   * limited usable count. 400 oneself or an unlimited-use employee (nothing to credit); 404
   * unknown, inactive or of another company, so the check never reveals other companies' staff.
   */
  function receiverOf(caller: StaffRecord, employeeId: string): StaffRecord | Response {
    const userId = employeeId.trim()
    if (userId === caller.userId) return errorResponse(400, '본인에게는 선물할 수 없습니다.')
    const staff = ctx.db.staff.findFirst((q) =>
      q.where({ userId, active: true, siteId: caller.siteId }),
    )
    if (!staff) return errorResponse(404, '직원 아이디를 찾을 수 없습니다.')
    if (isUnlimitedCount(staff.usableCount))
      return errorResponse(400, '무제한 이용 직원에게는 선물할 수 없습니다.')
    return staff
  }

  /**
   * The lines of a gift, or a 400: each id once and the caller's own, not expired, no more than the
   * item's gift quantity (S1 §5), and at least one quantity above 0.
   */
  function linesOf(
    caller: StaffRecord,
    items: readonly { licenseId: number; quantity: number }[],
  ): GiftLine[] | Response {
    const today = toApiDate(nowOf(ctx))
    const seen = new Set<number>()
    const lines: GiftLine[] = []
    for (const { licenseId, quantity } of items) {
      if (seen.has(licenseId)) return errorResponse(400, `중복된 사용권입니다. (${licenseId})`)
      seen.add(licenseId)
      const item = ctx.db.licenses.findFirst((q) => q.where({ licenseId, userId: caller.userId }))
      if (!item) return errorResponse(400, `보유하지 않은 사용권입니다. (${licenseId})`)
      if (quantity === 0) continue
      if (item.expired < today)
        return errorResponse(400, `기한이 지난 사용권입니다. (${licenseId})`)
      if (quantity > item.giftQuantity)
        return errorResponse(400, `선물 가능한 수량은 ${item.giftQuantity}개입니다. (${licenseId})`)
      lines.push({ item, quantity })
    }
    if (lines.length === 0) return errorResponse(400, '선물할 사용권 수량을 입력해주세요.')
    return lines
  }

  /** The receiver's item of the same product and expiry gains the quantity, or a new one holds it. */
  async function credit(receiverId: string, { item, quantity }: GiftLine): Promise<void> {
    const match = ctx.db.licenses.findFirst((q) =>
      q.where({ userId: receiverId, productName: item.productName, expired: item.expired }),
    )
    if (match) {
      await ctx.db.licenses.update((q) => q.where({ licenseId: match.licenseId }), {
        data(l) {
          l.checkupQuantity += quantity
        },
      })
      return
    }
    await ctx.db.licenses.create({
      licenseId: nextId(ctx.db.licenses.all().map((l) => ({ id: l.licenseId }))),
      userId: receiverId,
      productName: item.productName,
      expired: item.expired,
      checkupQuantity: quantity,
      // rights received as a gift are for the receiver's own use, not to gift on
      giftQuantity: 0,
    })
  }

  return [
    handleAuthed(ctx, gift.licenseList, ({ caller }) =>
      afterSweep(ctx, async () => {
        if (!canGift(caller)) return cannotGift()
        return ok({ data: licensesOf(caller.userId).map(publicLicense) })
      }),
    ),

    handleAuthed(ctx, gift.giftCheckUser, ({ caller, params }) =>
      afterSweep(ctx, async () => {
        if (!canGift(caller)) return cannotGift()
        const receiver = receiverOf(caller, params.employeeId ?? '')
        if (receiver instanceof Response) return receiver
        return ok({ data: { employeeId: receiver.userId, name: receiver.name } })
      }),
    ),

    handleAuthed(
      ctx,
      gift.gift,
      ({ caller, body }) =>
        afterSweep(ctx, async () => {
          if (!canGift(caller)) return cannotGift()
          const receiver = receiverOf(caller, body.employeeId)
          if (receiver instanceof Response) return receiver
          const lines = linesOf(caller, body.items)
          if (lines instanceof Response) return lines
          const total = lines.reduce((sum, l) => sum + l.quantity, 0)
          const me = current(caller)
          if (!isUnlimitedCount(me.usableCount) && total > me.usableCount)
            return errorResponse(400, `선물 가능한 사용권은 ${me.usableCount}개입니다.`)

          for (const line of lines) {
            await ctx.db.licenses.update((q) => q.where({ licenseId: line.item.licenseId }), {
              data(l) {
                // the giftable part is part of the item: both go down, nothing is created
                l.giftQuantity -= line.quantity
                l.checkupQuantity -= line.quantity
              },
            })
            await credit(receiver.userId, line)
          }
          const updated = await ctx.db.staff.update((q) => q.where({ userId: me.userId }), {
            data(s) {
              s.usableCount = spend(s.usableCount, total)
            },
          })
          await ctx.db.staff.update((q) => q.where({ userId: receiver.userId }), {
            data(s) {
              if (!isUnlimitedCount(s.usableCount)) s.usableCount += total
            },
          })
          const now = nowOf(ctx).toISOString()
          await ctx.db.gifts.create({
            id: nextId(ctx.db.gifts.all()),
            giverId: me.userId,
            receiverId: receiver.userId,
            items: lines.map(({ item, quantity }) => ({
              licenseId: item.licenseId,
              productName: item.productName,
              quantity,
            })),
            quantity: total,
            createdAt: now,
          })
          // a real event: the receiver's bell shows the gift (S1 §2 other widgets, §4 notifications)
          await ctx.db.notifications.create({
            id: nextId(ctx.db.notifications.all()),
            userId: receiver.userId,
            content: fill(ko['gift.received'], { name: me.name, quantity: total }),
            additional: null,
            // the gift history is a statistics screen: linked only for those who may open it
            urlLink: mayOpenStatistics(receiver.auth) ? '/statistics/gift-history' : null,
            regDate: now,
            read: 0,
          })
          return ok({ data: { usableCount: updated?.usableCount ?? spend(me.usableCount, total) } })
        }),
      { mutates: true },
    ),
  ]
}
