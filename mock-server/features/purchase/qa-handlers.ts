import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { LIMITS } from '../../../src/shared/domain/codes'
import { errorResponse, type MockContext } from '../../http'
import { exclusive } from '../../voucher-rules'
import { settleDeposit } from './rules'

/**
 * The purchase's QA helper, outside the contract: POST /__mock/vbank-deposit { userId }: the
 * deposit to a virtual account arrives: the account info goes away, its order is paid, the usage
 * rights are granted once and a purchase notification is sent (S1 §4; `rules.ts`). 404 when no
 * virtual account of the user awaits a deposit.
 */
export const purchaseQaHandlers = (ctx: MockContext) => [
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
