import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { dumpDb } from '../../mock-server/db'
import { newMerchantUid } from '../../mock-server/features/purchase/rules'
import { type ApiClient } from '../../src/shared/services/http-client'
import * as auth from '../../src/features/session/services/contract'
import * as gift from '../../src/features/gift/services/contract'
import * as notification from '../../src/features/notifications/services/contract'
import * as payment from '../../src/features/purchase/services/contract'
import * as statistics from '../../src/features/statistics/services/contract'
import { TEST_BASE, anonymousClient, expectFailure, loginAs } from '../support/api'
import { checkout, type Outcome } from '../support/checkout'

/**
 * S1 §2 purchase, §4 payment, §7 product and payment calls, §8 payment; S2 §2.4 purchase history,
 * §4 purchase status, §8 payment callback query errors: against the mock, with its offline
 * provider (the simulated checkout) standing in for the tester's choice.
 */

type TestServer = Awaited<ReturnType<typeof createTestServer>>
let server: TestServer['server']
let db: Db

beforeEach(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 20, MOCK_TODAY: '20261122' }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

const merchantUid = (
  client: ApiClient,
  productId = 1,
  quantity = 10,
  payMethod: 'card' | 'trans' = 'card',
) => client.call(payment.getMerchantUid, { body: { productId, quantity, payMethod } })

const confirm = (client: ApiClient, impUid: string, uid: string) =>
  client.call(payment.paymentOrder, { body: { impUid, merchantUid: uid } })
const usable = async (client: ApiClient) => (await client.call(auth.issuableNumber)).issuableNumber
const order = (uid: string) => db.orders.findFirst((q) => q.where({ merchantUid: uid }))!

/** A paid purchase of `quantity` of product 1 by the client; answers the merchant uid. */
async function buy(client: ApiClient, outcome: Outcome = 'success', quantity = 10) {
  const { data } = await merchantUid(client, 1, quantity)
  const rsp = await checkout(data.merchantUid, data.amount, outcome)
  return { ...data, impUid: rsp.imp_uid, rsp }
}

describe('products', () => {
  it('lists the three products on sale, not the older page fixed products', async () => {
    const { data } = await (await loginAs('fc0001')).call(payment.productList)
    expect(data.map((p) => p.productId)).toEqual([1, 2, 3])
    expect(data[0]).toMatchObject({ productOrderType: 'U', salePrice: 2500 })
    expect(data[1]).toMatchObject({ productOrderType: 'P', purchaseableQuantity: 200 })
    expect(data[2]).toMatchObject({ purchaseableQuantity: 0 })
  })

  it('shows a fixed product by id and answers 404 for an unknown one', async () => {
    const client = await loginAs('fc0001')
    const { data } = await client.call(payment.productDetail, { params: { productId: 901 } })
    expect(data).toMatchObject({ price: 25000, bonus: '1+1' })
    await expectFailure(
      client.call(payment.productDetail, { params: { productId: 77 } }),
      404,
      'productDetail',
      'product.notFound',
    )
  })

  it('answers 401 without a token', async () => {
    await expectFailure(anonymousClient().call(payment.productList), 401)
    await expectFailure(merchantUid(anonymousClient()), 401)
  })
})

describe('getMerchantUid', () => {
  it('binds a new merchant uid to the amount computed on the server', async () => {
    const client = await loginAs('fc0001')
    const a = await merchantUid(client, 1, 10)
    const b = await merchantUid(client, 1, 15)
    expect(a.data).toMatchObject({ amount: 25_000, grantQuantity: 10 })
    expect(b.data.amount).toBe(37_500)
    expect(a.data.merchantUid).not.toBe(b.data.merchantUid)
    expect(order(a.data.merchantUid)).toMatchObject({ status: 'N', amount: 25_000 })
  })

  it('a merchant uid cannot be guessed from the one before (issue 29): the day and 32 random hex digits', async () => {
    const client = await loginAs('fc0001')
    const uids = [
      (await merchantUid(client, 1, 10)).data.merchantUid,
      (await merchantUid(client, 1, 10)).data.merchantUid,
    ]
    for (const uid of uids) expect(uid).toMatch(/^m\d{8}-[0-9a-f]{32}$/)
    expect(uids[0]!.slice(10)).not.toBe(uids[1]!.slice(10))
  })

  it('a random part that repeats one given before is drawn again', async () => {
    const client = await loginAs('fc0001')
    const first = (await merchantUid(client, 1, 10)).data.merchantUid
    const draws = [first.slice(10), 'f'.repeat(32)]
    // the same day as the first
    const day = new Date(+first.slice(1, 5), +first.slice(5, 7) - 1, +first.slice(7, 9), 12)
    const uid = newMerchantUid({ db, now: () => day }, () => draws.shift()!)
    expect(uid).toBe(`${first.slice(0, 10)}${'f'.repeat(32)}`)
  })

  it('the 1+1 fixed product grants the same quantity extra, 2+1 one per two', async () => {
    const client = await loginAs('fc0001')
    expect((await merchantUid(client, 901, 3)).data).toMatchObject({
      amount: 75_000,
      grantQuantity: 6,
    })
    expect((await merchantUid(client, 902, 4)).data).toMatchObject({
      amount: 180_000,
      grantQuantity: 6,
    })
  })

  it('403: an unlimited-use customer and role P may not buy', async () => {
    for (const userId of ['unlimited', 'adminp'])
      await expectFailure(
        merchantUid(await loginAs(userId)),
        403,
        'getMerchantUid',
        'payment.noPermission',
      )
  })

  it('404 unknown product; 409 sold out or more than the stock; 400 a bad quantity', async () => {
    const client = await loginAs('fc0001')
    await expectFailure(merchantUid(client, 99), 404)
    await expectFailure(merchantUid(client, 3, 10), 409, 'getMerchantUid', 'product.soldOut')
    await expectFailure(merchantUid(client, 2, 205), 409)
    await expectFailure(merchantUid(client, 1, 0), 400)
    expect(db.orders.all().filter((o) => o.status === 'N')).toHaveLength(0)
  })
})

describe('paymentOrder', () => {
  it('a paid card order grants the rights once: count, license item, notification, history P', async () => {
    const client = await loginAs('fc0001')
    const before = await usable(client)
    const { merchantUid: uid, impUid } = await buy(client)
    const { data } = await confirm(client, impUid, uid)
    expect(data).toMatchObject({ status: 'paid', amount: 25_000, quantity: 10, payMethod: 'card' })
    expect(await usable(client)).toBe(before + 10)
    expect(order(uid)).toMatchObject({ status: 'P', granted: true, impUid })
    const items = db.licenses.all().filter((l) => l.userId === 'fc0001')
    expect(items).toEqual([
      expect.objectContaining({ checkupQuantity: 10, productName: '프리미엄 리포트 사용권' }),
    ])
    const notes = (await client.call(notification.notificationList)).data
    expect(notes[0]!.content).toBe('사용권 10개 구매가 완료되었습니다.')

    // the same confirmation again: 405, nothing granted twice
    await expectFailure(confirm(client, impUid, uid), 405, 'paymentOrder', 'payment.query.405')
    expect(await usable(client)).toBe(before + 10)
    expect(db.licenses.all().filter((l) => l.userId === 'fc0001')).toHaveLength(1)
  })

  it('two confirmations at once: one grants, the other answers 405', async () => {
    const client = await loginAs('fc0001')
    const before = await usable(client)
    const { merchantUid: uid, impUid } = await buy(client)
    const results = await Promise.allSettled([
      confirm(client, impUid, uid),
      confirm(client, impUid, uid),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await usable(client)).toBe(before + 10)
  })

  it('403 when the provider charged another amount than the bound one; nothing changes', async () => {
    const client = await loginAs('fc0001')
    const before = await usable(client)
    const { data } = await merchantUid(client)
    const rsp = await checkout(data.merchantUid, 100, 'success')
    const snapshot = dumpDb(db)
    await expectFailure(
      confirm(client, rsp.imp_uid, data.merchantUid),
      403,
      'paymentOrder',
      'payment.query.403',
    )
    expect(dumpDb(db)).toBe(snapshot)
    expect(await usable(client)).toBe(before)
  })

  it("403 another user's order; 404 an unknown merchant uid; 400 an imp uid of another order", async () => {
    const mine = await loginAs('fc0001')
    const other = await loginAs('fc0003')
    const a = await buy(mine)
    const b = await buy(other)
    await expectFailure(confirm(other, a.impUid, a.merchantUid), 403)
    await expectFailure(
      confirm(mine, a.impUid, 'm20990101-000001'),
      404,
      'paymentOrder',
      'payment.query.404',
    )
    await expectFailure(
      confirm(mine, b.impUid, a.merchantUid),
      400,
      'paymentOrder',
      'payment.query.400',
    )
    await expectFailure(confirm(mine, 'imp_nothing', a.merchantUid), 400)
    expect(order(a.merchantUid).status).toBe('N')
  })

  it('a failed or cancelled payment cannot be confirmed, and its order is cancelled (C)', async () => {
    const client = await loginAs('fc0001')
    for (const outcome of ['failure', 'cancel'] as const) {
      const { merchantUid: uid, impUid, rsp } = await buy(client, outcome)
      expect(rsp.success).toBe(false)
      expect(rsp.error_msg).toBeTruthy()
      expect(order(uid).status).toBe('C')
      await expectFailure(confirm(client, impUid, uid), 405)
    }
  })

  it('409 when the promotion sold out between the merchant uid and the confirmation', async () => {
    const client = await loginAs('fc0001')
    const { data } = await merchantUid(client, 2, 20)
    const rsp = await checkout(data.merchantUid, data.amount, 'success')
    await db.products.update((q) => q.where({ productId: 2 }), {
      data(p) {
        p.purchaseableQuantity = 5
      },
    })
    await expectFailure(confirm(client, rsp.imp_uid, data.merchantUid), 409)
    expect(order(data.merchantUid).status).toBe('N')
  })

  it('a promotion sale lowers its stock', async () => {
    const client = await loginAs('fc0001')
    const { data } = await merchantUid(client, 2, 20)
    const rsp = await checkout(data.merchantUid, data.amount, 'success')
    await confirm(client, rsp.imp_uid, data.merchantUid)
    const { data: p } = await client.call(payment.productDetail, { params: { productId: 2 } })
    expect(p.purchaseableQuantity).toBe(180)
  })
})

describe('virtual account', () => {
  it('ready -> the message line account -> the deposit pays it once (R then P)', async () => {
    const client = await loginAs('fc0001')
    const before = await usable(client)
    const { merchantUid: uid, impUid } = await buy(client, 'vbank')
    const { data } = await confirm(client, impUid, uid)
    expect(data).toMatchObject({ status: 'ready', payMethod: 'vbank', vbankName: '국민은행' })
    expect(order(uid).status).toBe('R')
    expect(await usable(client)).toBe(before)
    const va = (await client.call(payment.vaInfo)).data
    expect(va).toMatchObject({ vbankNum: data.vbankNum, paidAmount: 25_000 })
    expect(va).not.toHaveProperty('merchantUid')

    const deposit = await fetch(`${TEST_BASE}/__mock/vbank-deposit`, {
      method: 'POST',
      body: JSON.stringify({ userId: 'fc0001' }),
    })
    expect(await deposit.json()).toMatchObject({ granted: 10 })
    expect(await usable(client)).toBe(before + 10)
    expect(order(uid)).toMatchObject({ status: 'P', granted: true })
    expect((await client.call(payment.vaInfo)).data).toBeNull()
    const info = await client.call(payment.orderInfo, { params: { merchantUid: uid } })
    expect(info.data.status).toBe('paid')
    // a second deposit finds nothing to pay
    const again = await fetch(`${TEST_BASE}/__mock/vbank-deposit`, {
      method: 'POST',
      body: JSON.stringify({ userId: 'fc0001' }),
    })
    expect(again.status).toBe(404)
    expect(await usable(client)).toBe(before + 10)
  })

  it('a second account replaces an earlier one not deposited, whose order is cancelled', async () => {
    const client = await loginAs('fc0001')
    const first = await buy(client, 'vbank')
    await confirm(client, first.impUid, first.merchantUid)
    const second = await buy(client, 'vbank', 15)
    await confirm(client, second.impUid, second.merchantUid)
    expect(order(first.merchantUid).status).toBe('C')
    expect((await client.call(payment.vaInfo)).data?.paidAmount).toBe(37_500)
  })
})

describe('orderInfo', () => {
  it('pending before the confirmation; 403 for another user; 404 unknown', async () => {
    const client = await loginAs('fc0001')
    const { merchantUid: uid } = await buy(client)
    expect(
      (await client.call(payment.orderInfo, { params: { merchantUid: uid } })).data.status,
    ).toBe('pending')
    await expectFailure(
      (await loginAs('fc0003')).call(payment.orderInfo, { params: { merchantUid: uid } }),
      403,
      'orderInfo',
      'payment.query.403',
    )
    await expectFailure(client.call(payment.orderInfo, { params: { merchantUid: 'nope' } }), 404)
  })
})

describe('the offline provider', () => {
  /** The tester's choice on the checkout page for a new merchant uid of fc0001's. */
  async function choice(outcome: Outcome, extra: Record<string, string> = {}) {
    const { data } = await merchantUid(await loginAs('fc0001'))
    const query = new URLSearchParams({
      merchant_uid: data.merchantUid,
      amount: String(data.amount),
      pay_method: 'card',
      outcome,
      ...extra,
    })
    return { data, url: `${TEST_BASE}/pg/complete?${query}` }
  }

  it('answers the same payment for a merchant uid paid once: never charged twice', async () => {
    const client = await loginAs('fc0001')
    const { data } = await merchantUid(client)
    const a = await checkout(data.merchantUid, data.amount, 'success')
    const b = await checkout(data.merchantUid, data.amount, 'success')
    expect(b.imp_uid).toBe(a.imp_uid)
    expect(db.providerPayments.all()).toHaveLength(1)
  })

  it('redirects the mobile flow to m_redirect_url with imp_uid, merchant_uid, imp_success', async () => {
    const { data, url } = await choice('failure', {
      mode: 'redirect',
      m_redirect_url: `${TEST_BASE}/v2/Payment/Mobile/Callback`,
    })
    const res = await fetch(url, { redirect: 'manual' })
    expect(res.status).toBe(302)
    const to = new URL(res.headers.get('location')!)
    expect(to.pathname).toBe('/v2/Payment/Mobile/Callback')
    expect(to.searchParams.get('merchant_uid')).toBe(data.merchantUid)
    expect(to.searchParams.get('imp_success')).toBe('false')
    expect(to.searchParams.get('error_msg')).toBe('결제가 승인되지 않았습니다.')
  })

  it('the order says it failed, and the provider’s message, to its buyer (the callback page shows that)', async () => {
    const client = await loginAs('fc0001')
    const { data } = await merchantUid(client)
    await checkout(data.merchantUid, data.amount, 'failure')
    const { data: info } = await client.call(payment.orderInfo, {
      params: { merchantUid: data.merchantUid },
    })
    expect(info).toMatchObject({ status: 'failed', providerError: '결제가 승인되지 않았습니다.' })
    // an order still open has no message
    const { data: open } = await merchantUid(client)
    const pending = await client.call(payment.orderInfo, {
      params: { merchantUid: open.merchantUid },
    })
    expect(pending.data).toMatchObject({ status: 'pending', providerError: null })
  })

  it('refuses a redirect to another origin (400)', async () => {
    const query = new URLSearchParams({
      merchant_uid: 'm1',
      amount: '100',
      mode: 'redirect',
      m_redirect_url: 'https://evil.example/cb',
      outcome: 'success',
    })
    const res = await fetch(`${TEST_BASE}/pg/complete?${query}`, { redirect: 'manual' })
    expect(res.status).toBe(400)
  })

  it('answers JSON when asked: the popup relay of the in-browser mock (npm run dev)', async () => {
    const { data, url } = await choice('success', { name: '상품' })
    const ask = () => fetch(url, { headers: { accept: 'application/json' } })
    const res = await ask()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await res.json()) as { response: Record<string, unknown>; redirect: unknown }
    expect(body.redirect).toBeNull()
    expect(body.response).toMatchObject({
      success: true,
      merchant_uid: data.merchantUid,
      paid_amount: data.amount,
      status: 'paid',
    })
    // the same payment again, recorded once: the same answer the HTML page would post
    const again = (await (await ask()).json()) as typeof body
    expect(again.response.imp_uid).toBe(body.response.imp_uid)
    expect(db.providerPayments.all()).toHaveLength(1)
    const page = await checkout(data.merchantUid, data.amount, 'success')
    expect(page.imp_uid).toBe(body.response.imp_uid)
  })

  it('answers the redirect as JSON when asked, with imp_uid, merchant_uid, imp_success', async () => {
    const { data, url } = await choice('vbank', {
      mode: 'redirect',
      m_redirect_url: '/v2/Payment/Mobile/Callback',
    })
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      response: { imp_uid: string; status: string }
      redirect: string
    }
    expect(body.response.status).toBe('ready')
    const to = new URL(body.redirect)
    expect(to.origin).toBe(new URL(TEST_BASE).origin)
    expect(to.pathname).toBe('/v2/Payment/Mobile/Callback')
    expect(to.searchParams.get('imp_uid')).toBe(body.response.imp_uid)
    expect(to.searchParams.get('merchant_uid')).toBe(data.merchantUid)
    expect(to.searchParams.get('imp_success')).toBe('true')
  })

  it('refuses a query without an outcome with 400, as JSON too', async () => {
    const res = await fetch(`${TEST_BASE}/pg/complete?merchant_uid=m1&amount=100`, {
      headers: { accept: 'application/json' },
    })
    expect(res.status).toBe(400)
  })

  it('serves the checkout page with the four choices', async () => {
    const res = await fetch(`${TEST_BASE}/pg/checkout?merchant_uid=m1&amount=25000&name=%3Cb%3E`)
    const page = await res.text()
    for (const id of ['pg-success', 'pg-vbank', 'pg-failure', 'pg-cancel'])
      expect(page).toContain(id)
    expect(page).toContain('&lt;b&gt;')
    expect(page).toContain('25,000원')
  })
})

describe('purchase history (the statistics screen reads the orders)', () => {
  const history = (client: ApiClient, employeeId?: string) =>
    client.call(statistics.purchaseHistory, {
      query: {
        start: '20261101',
        end: '20261130',
        ...(employeeId ? { key: 'employeeId' as const, value: employeeId } : {}),
      },
    })

  it('shows P, C and R rows in the caller scope; F is refused 403', async () => {
    const buyer = await loginAs('fc0001')
    const vbank = await buy(buyer, 'vbank')
    await confirm(buyer, vbank.impUid, vbank.merchantUid)
    // an order never confirmed (N: the checkout paid, the portal was not told) is no purchase
    await buy(buyer)
    const { data } = await history(await loginAs('siteadmin'), 'fc0001')
    expect(data.map((r) => r.status).sort()).toEqual(['C', 'P', 'R'])
    expect(data.find((r) => r.status === 'R')).toMatchObject({
      payMethod: 'vbank',
      paidAmount: vbank.amount,
      vbankDepositDate: null,
    })
    expect(data.find((r) => r.status === 'C')!.paidAmount).toBe(0)
    await expectFailure(history(buyer), 403, 'purchaseHistory', 'common.noPermission')
    // an admin of another site (ga0001, site 5) sees none of fc0001's rows
    const other = (await history(await loginAs('ga0001'))).data
    expect(other.filter((r) => r.employeeId === 'fc0001')).toEqual([])
  })

  it('a deposit pays the order: P with the deposit time and the amount paid', async () => {
    const buyer = await loginAs('fc0001')
    const vbank = await buy(buyer, 'vbank')
    await confirm(buyer, vbank.impUid, vbank.merchantUid)
    const deposited = await fetch(`${TEST_BASE}/__mock/vbank-deposit`, {
      method: 'POST',
      body: JSON.stringify({ userId: 'fc0001' }),
    })
    expect(deposited.status).toBe(200)
    const { data } = await history(await loginAs('siteadmin'), 'fc0001')
    const paid = data.filter((r) => r.payMethod === 'vbank')
    expect(paid).toHaveLength(1)
    expect(paid[0]!.status).toBe('P')
    expect(paid[0]!.paidAmount).toBeGreaterThan(0)
    expect(paid[0]!.vbankDepositDate).not.toBeNull()
  })
})

describe('license items of a purchase', () => {
  it('a site-1 buyer can gift what was bought', async () => {
    const client = await loginAs('OL1000001')
    const { merchantUid: uid, impUid } = await buy(client)
    await confirm(client, impUid, uid)
    const items = (await client.call(gift.licenseList)).data
    expect(items.find((i) => i.productName === '프리미엄 리포트 사용권')).toMatchObject({
      checkupQuantity: 10,
      giftQuantity: 10,
    })
  })
})
