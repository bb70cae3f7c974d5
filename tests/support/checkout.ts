import { expect } from 'vitest'
import { PG_MESSAGE } from '../../mock-server/pages/checkout'
import { TEST_BASE } from './api'
import type { RenderedRoute } from './render-route'

/** What the tester chooses in the offline checkout window (decision 018). */
export type Outcome = 'success' | 'failure' | 'cancel' | 'vbank'

/** The tester's choice in the checkout window (popup): the answer the SDK's callback gets. */
export async function checkout(uid: string, amount: number, outcome: Outcome, payMethod = 'card') {
  const query = new URLSearchParams({
    merchant_uid: uid,
    amount: String(amount),
    pay_method: payMethod,
    name: '상품',
    outcome,
  })
  const res = await fetch(`${TEST_BASE}/pg/complete?${query}`)
  expect(res.status).toBe(200)
  const page = await res.text()
  // the answer the page's script posts: data in the page, HTML-escaped in its attribute
  const attribute = /data-message="([^"]*)"/.exec(page)![1]!
  const json = attribute.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name as 'amp'],
  )
  const message = JSON.parse(json) as { type: string; response: Record<string, unknown> }
  expect(message.type).toBe(PG_MESSAGE)
  return message.response as { success: boolean; imp_uid: string; error_msg: string | null }
}

/** The signed-in user's new merchant uid, paid (or not) in the offline checkout's mobile flow. */
export async function providerPaid(route: Pick<RenderedRoute, 'storage'>, outcome = 'success') {
  const token = route.storage.getItem('x-auth-token')!
  const res = await fetch(`${TEST_BASE}/api/payment/merchant-uid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ productId: 1, quantity: 10, payMethod: 'card' }),
  })
  const { data } = (await res.json()) as { data: { merchantUid: string; amount: number } }
  const q = new URLSearchParams({
    merchant_uid: data.merchantUid,
    amount: String(data.amount),
    mode: 'redirect',
    m_redirect_url: `${TEST_BASE}/v2/Payment/Mobile/Callback`,
    outcome,
  })
  const back = await fetch(`${TEST_BASE}/pg/complete?${q}`, { redirect: 'manual' })
  return new URL(back.headers.get('location')!)
}
