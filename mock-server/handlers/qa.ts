import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { errorResponse, type MockContext } from '../http'
import { LIMITS } from '../../src/shared/domain/codes'
import { exclusive } from '../voucher-rules'
import { settleDeposit } from '../purchase-rules'

/**
 * QA helpers of the mock, outside the contract (a real backend has no such paths):
 * - POST /__mock/clock { advanceMs }: moves the mock's clock (voucher expiry, print period), by a
 *   whole number of milliseconds from 0 to two years, at most ten years in all (clock.ts); a
 *   refused move answers 400 and leaves the clock as it was;
 * - POST /__mock/vbank-deposit { userId }: the deposit to a virtual account arrives: the account
 *   info goes away, its order is paid, the usage rights are granted once and a purchase
 *   notification is sent (S1 §4; `purchase-rules.ts`).
 */
export const qaHandlers = (ctx: MockContext) => [
  http.post('*/__mock/clock', async ({ request }) => {
    const body = z
      .object({ advanceMs: z.number() })
      .safeParse(await request.json().catch(() => null))
    if (!body.success) return errorResponse(400, 'advanceMs (a number of milliseconds) required')
    if (!ctx.advanceClock) return errorResponse(405, 'this mock has a fixed clock')
    try {
      // the clock checks the move first and throws without moving when it refuses it
      ctx.advanceClock(body.data.advanceMs)
    } catch (e) {
      return errorResponse(400, e instanceof RangeError ? e.message : 'advanceMs refused')
    }
    return HttpResponse.json({ code: 200, now: (ctx.now?.() ?? new Date()).toISOString() })
  }),

  http.post('*/__mock/vbank-deposit', async ({ request }) => {
    const body = z
      .object({ userId: z.string().min(1).max(LIMITS.userIdMax) })
      .safeParse(await request.json().catch(() => null))
    if (!body.success) return errorResponse(400, 'userId required')
    const settled = await exclusive(ctx.db, () => settleDeposit(ctx, body.data.userId))
    if (!settled) return errorResponse(404, 'no virtual account awaits a deposit')
    ctx.onChange?.()
    return HttpResponse.json({ code: 200, granted: settled.granted })
  }),
]
