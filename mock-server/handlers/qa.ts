import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { errorResponse, type MockContext } from '../http'
import { LIMITS } from '../../src/shared/domain/codes'
import { createdVoucherState, exclusive, grantRights, nowOf } from '../voucher-rules'

/**
 * QA helpers of the mock, outside the contract (a real backend has no such paths):
 * - POST /__mock/clock { advanceMs }: moves the mock's clock (voucher expiry, print period), by a
 *   whole number of milliseconds from 0 to two years, at most ten years in all (clock.ts); a
 *   refused move answers 400 and leaves the clock as it was;
 * - each feature's own (its `qaHandlers`: the purchase's deposit to a virtual account);
 * - POST /__mock/created-vouchers/use { code, userId? }: a customer (app id) redeems a created
 *   voucher: it is used from now on;
 * - POST /__mock/created-vouchers/reclaim { code }: a created voucher is taken back: it is
 *   reclaimed and its right returns to its owner's count (an unlimited owner stays unlimited).
 *   Both answer 404 for an unknown code and 409 for a voucher that is not unused any more (its
 *   state in the message), and change nothing then.
 */
const codeBody = z.object({ code: z.string().trim().toUpperCase().min(1).max(20) })

/**
 * Runs `change` on the unused created voucher a QA call names: 400 without a code, 404 for an
 * unknown one, 409 for one used, expired or reclaimed; otherwise its answer, and the change kept.
 */
function onUnusedVoucher<T extends z.core.$ZodType<{ code: string }>>(
  ctx: MockContext,
  schema: T,
  change: (code: string, body: z.infer<T>, now: Date) => Promise<void>,
) {
  return async ({ request }: { request: Request }) => {
    const body = z.safeParse(schema, await request.json().catch(() => null))
    if (!body.success) return errorResponse(400, "code (a created voucher's code) required")
    const { code } = body.data
    return exclusive(ctx.db, async () => {
      const voucher = ctx.db.createdVouchers.findFirst((q) => q.where({ code }))
      if (!voucher) return errorResponse(404, `no created voucher has the code ${code}`)
      const now = nowOf(ctx)
      const state = createdVoucherState(voucher, now)
      if (state !== 'unused') return errorResponse(409, `the voucher ${code} is ${state}`)
      await change(code, body.data, now)
      ctx.onChange?.()
      const after = ctx.db.createdVouchers.findFirst((q) => q.where({ code }))!
      return HttpResponse.json({ code: 200, state: createdVoucherState(after, now) })
    })
  }
}

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

  http.post(
    '*/__mock/created-vouchers/use',
    onUnusedVoucher(
      ctx,
      codeBody.extend({ userId: z.string().trim().min(1).max(LIMITS.userIdMax).optional() }),
      async (code, body, now) => {
        await ctx.db.createdVouchers.update((q) => q.where({ code }), {
          data(v) {
            v.usedAt = now.toISOString()
            v.usedBy = body.userId ?? null
          },
        })
      },
    ),
  ),

  http.post(
    '*/__mock/created-vouchers/reclaim',
    onUnusedVoucher(ctx, codeBody, async (code, _body, now) => {
      const voucher = await ctx.db.createdVouchers.update((q) => q.where({ code }), {
        data(v) {
          v.reclaimedAt = now.toISOString()
        },
      })
      await grantRights(ctx.db, voucher!.ownerId, 1)
    }),
  ),
]
