import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { errorResponse, type MockContext } from '../http'
import { isUnlimitedCount } from '../../src/shared/domain/codes'
import { nextId } from '../voucher-rules'

/**
 * QA helpers of the mock, outside the contract (a real backend has no such paths):
 * - POST /__mock/clock { advanceMs }: moves the mock's clock (voucher expiry, print period);
 * - POST /__mock/vbank-deposit { userId }: the deposit to a virtual account arrives: the account
 *   info goes away, the usage rights are granted and a purchase notification is sent (S1 §4).
 */
export const qaHandlers = (ctx: MockContext) => [
  http.post('*/__mock/clock', async ({ request }) => {
    const body = z
      .object({ advanceMs: z.number().min(0) })
      .safeParse(await request.json().catch(() => null))
    if (!body.success) return errorResponse(400, 'advanceMs >= 0')
    if (!ctx.advanceClock) return errorResponse(405, 'this mock has a fixed clock')
    ctx.advanceClock(body.data.advanceMs)
    return HttpResponse.json({ code: 200, now: (ctx.now?.() ?? new Date()).toISOString() })
  }),

  http.post('*/__mock/vbank-deposit', async ({ request }) => {
    const body = z.object({ userId: z.string() }).safeParse(await request.json().catch(() => null))
    if (!body.success) return errorResponse(400, 'userId required')
    const { userId } = body.data
    const info = ctx.db.vbankInfos.findFirst((q) => q.where({ userId }))
    if (!info) return errorResponse(404, 'no virtual account awaits a deposit')
    ctx.db.vbankInfos.delete((q) => q.where({ userId }))
    await ctx.db.staff.update((q) => q.where({ userId }), {
      data(s) {
        if (!isUnlimitedCount(s.usableCount)) s.usableCount += info.quantity
      },
    })
    await ctx.db.notifications.create({
      id: nextId(ctx.db.notifications.all()),
      userId,
      content: `가상계좌 입금이 확인되어 사용권 ${info.quantity}개가 지급되었습니다.`,
      additional: null,
      urlLink: '/statistics/purchase-history',
      regDate: (ctx.now?.() ?? new Date()).toISOString(),
      read: 0,
    })
    ctx.onChange?.()
    return HttpResponse.json({ code: 200, granted: info.quantity })
  }),
]
