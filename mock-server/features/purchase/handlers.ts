import { http, HttpResponse } from 'msw'
import * as payment from '../../../src/features/purchase/services/contract'
import { isUnlimitedCount } from '../../../src/shared/domain/codes'
import { ko } from '../../../src/features/purchase/domain/messages'
import { costOf, grantQuantity, isPromotion } from '../../../src/features/purchase/domain/purchase'
import { VBANK_DUE_DAYS } from '../../../src/features/purchase/domain/codes'
import { canBuy } from '../../../src/features/purchase/domain/access'
import { errorResponse, handleAuthed, idParam, ok, type MockContext } from '../../http'
import type { StaffRecord } from '../../schemas'
import type { OrderRecord, ProductRecord, ProviderPaymentRecord } from './records'
import { exclusive, nowOf } from '../../voucher-rules'
import { grantOrder, newMerchantUid, paidNotice } from './rules'
import {
  CHECKOUT_PATH,
  COMPLETE_PATH,
  OUTCOMES,
  checkoutPage,
  popupAnswerPage,
  type ProviderResponse,
} from '../../pages/checkout'

const publicProduct = ({ listed: _listed, ...p }: ProductRecord) => p

const pad = (n: number) => String(n).padStart(2, '0')
const vbankDateText = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`

const html = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })

/** S1 §8 the order's answers, in the words of the payment callback's query errors. */
const REFUSALS = {
  badParameter: () => errorResponse(400, ko['payment.query.400']),
  forbidden: () => errorResponse(403, ko['payment.query.403']),
  unknown: () => errorResponse(404, ko['payment.query.404']),
  processed: () => errorResponse(405, ko['payment.query.405']),
  soldOut: () => errorResponse(409, ko['product.soldOut']),
}

/** The order's info as the contract gives it; `status` of the history mapped to the order's. */
function orderInfoOf(ctx: MockContext, order: OrderRecord) {
  const vbank = order.impUid
    ? ctx.db.providerPayments.findFirst((q) => q.where({ impUid: order.impUid! }))
    : undefined
  return {
    merchantUid: order.merchantUid,
    name: order.name,
    amount: order.amount,
    payMethod: order.payMethod,
    vbankHolder: vbank?.vbankHolder ?? null,
    vbankName: vbank?.vbankName ?? null,
    vbankNum: vbank?.vbankNum ?? null,
    vbankDate: vbank?.vbankDate ?? null,
    quantity: order.grantQuantity,
  }
}

/**
 * Who may buy (S1 §5, §6): where the buy menu shows (not role P, not site 48; decision 043), not
 * an unlimited-use customer.
 */
function buyRefusal(caller: StaffRecord): Response | null {
  if (!canBuy(caller)) return errorResponse(403, ko['payment.noPermission'])
  if (isUnlimitedCount(caller.usableCount)) return errorResponse(403, ko['product.unlimitedUser'])
  return null
}

/**
 * Buying usage rights (S1 §2 purchase, §4 payment, §7 product and payment calls): products, the
 * merchant uid bound to a server-computed amount, the order confirmation that asks the provider and
 * grants once, the order lookup, the purchase history; and the offline provider's checkout pages.
 */
export const purchaseHandlers = (ctx: MockContext) => {
  const current = (caller: StaffRecord) =>
    ctx.db.staff.findFirst((q) => q.where({ userId: caller.userId })) ?? caller

  return [
    handleAuthed(ctx, payment.productList, () =>
      ok({
        data: ctx.db.products
          .all()
          .filter((p) => p.listed)
          .sort((a, b) => a.productId - b.productId)
          .map(publicProduct),
      }),
    ),

    handleAuthed(ctx, payment.productDetail, ({ params }) => {
      const productId = idParam(params.productId)
      const product =
        productId === null ? undefined : ctx.db.products.findFirst((q) => q.where({ productId }))
      if (!product) return errorResponse(404, ko['product.notFound'])
      return ok({ data: publicProduct(product) })
    }),

    handleAuthed(
      ctx,
      payment.getMerchantUid,
      ({ caller, body }) =>
        exclusive(ctx.db, async () => {
          const refusal = buyRefusal(current(caller))
          if (refusal) return refusal
          const product = ctx.db.products.findFirst((q) => q.where({ productId: body.productId }))
          if (!product) return errorResponse(404, ko['product.notFound'])
          if (isPromotion(product) && body.quantity > product.purchaseableQuantity)
            return REFUSALS.soldOut()
          // the amount comes from the product and the quantity, never from the client
          const amount = costOf(product, body.quantity)
          if (amount <= 0) return errorResponse(400, ko['payment.query.400'])
          const order = await ctx.db.orders.create({
            merchantUid: newMerchantUid(ctx),
            userId: caller.userId,
            productId: product.productId,
            name: product.name,
            quantity: body.quantity,
            grantQuantity: grantQuantity(body.quantity, product.bonus),
            amount,
            payMethod: body.payMethod,
            status: 'N',
            impUid: null,
            createdAt: nowOf(ctx).toISOString(),
            depositedAt: null,
            granted: false,
          })
          return ok({
            data: {
              merchantUid: order.merchantUid,
              amount: order.amount,
              name: order.name,
              grantQuantity: order.grantQuantity,
            },
          })
        }),
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      payment.paymentOrder,
      ({ caller, body }) =>
        exclusive(ctx.db, async () => {
          const order = ctx.db.orders.findFirst((q) => q.where({ merchantUid: body.merchantUid }))
          if (!order) return REFUSALS.unknown()
          if (order.userId !== caller.userId) return REFUSALS.forbidden()
          if (order.status !== 'N') return REFUSALS.processed()
          // what the real server asks the provider by imp_uid
          const paid = ctx.db.providerPayments.findFirst((q) => q.where({ impUid: body.impUid }))
          if (!paid || paid.merchantUid !== order.merchantUid) return REFUSALS.badParameter()
          if (paid.status !== 'paid' && paid.status !== 'ready') return REFUSALS.badParameter()
          if (paid.amount !== order.amount) return REFUSALS.forbidden()
          const product = ctx.db.products.findFirst((q) => q.where({ productId: order.productId }))
          if (product && isPromotion(product) && product.purchaseableQuantity < order.quantity)
            return REFUSALS.soldOut()

          if (product && isPromotion(product))
            await ctx.db.products.update((q) => q.where({ productId: product.productId }), {
              data(p) {
                p.purchaseableQuantity -= order.quantity
              },
            })
          const updated = (await ctx.db.orders.update(
            (q) => q.where({ merchantUid: order.merchantUid }),
            {
              data(o) {
                o.status = paid.status === 'paid' ? 'P' : 'R'
                o.impUid = paid.impUid
                o.payMethod = paid.payMethod
              },
            },
          ))!
          if (paid.status === 'paid') {
            await grantOrder(ctx, updated, paidNotice(updated.grantQuantity))
            return ok({ data: { ...orderInfoOf(ctx, updated), status: 'paid' as const } })
          }
          // one account awaits a deposit at a time: an earlier one not paid is cancelled
          const earlier = ctx.db.vbankInfos.findFirst((q) => q.where({ userId: caller.userId }))
          if (earlier) {
            ctx.db.vbankInfos.delete((q) => q.where({ userId: caller.userId }))
            if (earlier.merchantUid)
              await ctx.db.orders.update((q) => q.where({ merchantUid: earlier.merchantUid! }), {
                data(o) {
                  if (o.status === 'R') o.status = 'C'
                },
              })
          }
          await ctx.db.vbankInfos.create({
            userId: caller.userId,
            vbankName: paid.vbankName ?? '',
            vbankNum: paid.vbankNum ?? '',
            vbankHolder: paid.vbankHolder ?? '',
            vbankDate: paid.vbankDate ?? '',
            paidAmount: paid.amount,
            quantity: updated.grantQuantity,
            merchantUid: updated.merchantUid,
          })
          return ok({ data: { ...orderInfoOf(ctx, updated), status: 'ready' as const } })
        }),
      { mutates: true },
    ),

    handleAuthed(ctx, payment.orderInfo, ({ caller, params }) => {
      const order = ctx.db.orders.findFirst((q) =>
        q.where({ merchantUid: params.merchantUid ?? '' }),
      )
      if (!order) return REFUSALS.unknown()
      if (order.userId !== caller.userId) return REFUSALS.forbidden()
      const status = ({ N: 'pending', P: 'paid', R: 'ready', C: 'failed' } as const)[order.status]
      // the provider's message of a failed or cancelled payment of this order
      const providerError =
        ctx.db.providerPayments
          .all()
          .filter((p) => p.merchantUid === order.merchantUid && p.errorMsg)
          .at(-1)?.errorMsg ?? null
      return ok({ data: { ...orderInfoOf(ctx, order), status, providerError } })
    }),

    /** The offline provider's checkout window (decision 018). */
    http.get(`*${CHECKOUT_PATH}`, ({ request }) =>
      html(checkoutPage(new URL(request.url).searchParams)),
    ),

    /**
     * The tester's choice: the provider records the payment (a merchant uid paid or issued an
     * account once answers the same payment again) and tells the merchant a failure or a cancel
     * (its webhook: the order is cancelled, C). Then it answers as the SDK does: to the opener, or
     * by redirecting to `m_redirect_url` (same origin only); as JSON (`{ response, redirect }`)
     * to a request that accepts it.
     */
    http.get(`*${COMPLETE_PATH}`, ({ request }) =>
      exclusive(ctx.db, async () => {
        const url = new URL(request.url)
        const q = url.searchParams
        const merchantUid = (q.get('merchant_uid') ?? '').slice(0, 64)
        const outcome = OUTCOMES.find((o) => o === q.get('outcome'))
        const amount = Number(q.get('amount'))
        if (!merchantUid || outcome === undefined || !Number.isInteger(amount))
          return errorResponse(400, ko['payment.query.400'])
        let redirect: URL | null = null
        if (q.get('mode') === 'redirect') {
          try {
            redirect = new URL(q.get('m_redirect_url') ?? '', url.origin)
          } catch {
            redirect = null
          }
          if (!redirect || redirect.origin !== url.origin)
            return errorResponse(400, ko['payment.query.400'])
        }
        const now = nowOf(ctx)
        const done = ctx.db.providerPayments
          .all()
          .find(
            (p) => p.merchantUid === merchantUid && (p.status === 'paid' || p.status === 'ready'),
          )
        const record: ProviderPaymentRecord =
          done ??
          (await ctx.db.providerPayments.create({
            impUid: `imp_${String(ctx.db.providerPayments.all().length + 1).padStart(9, '0')}`,
            merchantUid,
            status:
              outcome === 'success'
                ? 'paid'
                : outcome === 'vbank'
                  ? 'ready'
                  : outcome === 'cancel'
                    ? 'cancelled'
                    : 'failed',
            payMethod:
              outcome === 'vbank'
                ? 'vbank'
                : (payment.payMethodSchema.safeParse(q.get('pay_method')).data ?? 'card'),
            amount,
            vbankName: outcome === 'vbank' ? '국민은행' : null,
            vbankNum:
              outcome === 'vbank'
                ? `9${String(now.getTime() % 1e12).padStart(12, '0')}`.replace(
                    /^(\d{6})(\d{2})(\d+)$/,
                    '$1-$2-$3',
                  )
                : null,
            vbankHolder: outcome === 'vbank' ? '(주)헬스체크업' : null,
            vbankDate:
              outcome === 'vbank'
                ? vbankDateText(new Date(now.getTime() + VBANK_DUE_DAYS * 86_400_000))
                : null,
            errorMsg:
              outcome === 'cancel'
                ? ko['payment.providerCancelled']
                : outcome === 'failure'
                  ? ko['payment.providerFailed']
                  : null,
            createdAt: now.toISOString(),
          }))
        if (record.status === 'failed' || record.status === 'cancelled') {
          await ctx.db.orders.update((o) => o.where({ merchantUid, status: 'N' }), {
            data(o) {
              o.status = 'C'
            },
          })
        }
        ctx.onChange?.()
        const success = record.status === 'paid' || record.status === 'ready'
        const response: ProviderResponse = {
          success,
          imp_uid: record.impUid,
          merchant_uid: merchantUid,
          pay_method: record.payMethod,
          paid_amount: success ? record.amount : 0,
          status: record.status,
          name: q.get('name') ?? '',
          vbank_num: record.vbankNum,
          vbank_name: record.vbankName,
          vbank_holder: record.vbankHolder,
          vbank_date: record.vbankDate
            ? Math.floor(Date.parse(record.vbankDate.replace(' ', 'T')) / 1000)
            : null,
          error_code: success ? null : record.status === 'cancelled' ? 'F400' : 'F500',
          error_msg: record.errorMsg,
        }
        if (redirect) {
          redirect.searchParams.set('imp_uid', record.impUid)
          redirect.searchParams.set('merchant_uid', merchantUid)
          redirect.searchParams.set('imp_success', String(success))
          if (record.errorMsg) redirect.searchParams.set('error_msg', record.errorMsg)
        }
        // the relay page of the in-browser mock (npm run dev) asks for the answer as data and
        // hands it on itself (mock-server/pages/dev-complete.ts)
        if (request.headers.get('accept')?.includes('application/json'))
          return HttpResponse.json({ response, redirect: redirect?.toString() ?? null })
        if (redirect)
          return new HttpResponse(null, { status: 302, headers: { location: redirect.toString() } })
        return html(popupAnswerPage(response))
      }),
    ),
  ]
}
