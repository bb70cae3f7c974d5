import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { auth, notification, payment } from '../../src/app/contract'
import { loginAs, TEST_BASE } from '../support/api'

let server: Awaited<ReturnType<typeof createTestServer>>['server']
let clock: Awaited<ReturnType<typeof createTestServer>>['clock']

beforeEach(async () => {
  ;({ server, clock } = await createTestServer({ MOCK_CHECKUPS: 10, MOCK_TODAY: '20261122' }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  server.close()
})

const post = (path: string, body: unknown) =>
  fetch(`${TEST_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('QA helpers of the mock', () => {
  it('a virtual-account deposit clears the account info, grants the rights and notifies', async () => {
    const siteadmin = await loginAs('siteadmin')
    expect((await siteadmin.call(payment.vaInfo)).data?.paidAmount).toBe(45000)
    const before = (await siteadmin.call(auth.issuableNumber)).issuableNumber

    const res = await post('/__mock/vbank-deposit', { userId: 'siteadmin' })
    expect(res.status).toBe(200)
    expect((await res.json()).granted).toBe(10)

    expect((await siteadmin.call(payment.vaInfo)).data).toBeNull()
    expect((await siteadmin.call(auth.issuableNumber)).issuableNumber).toBe(before + 10)
    const [newest] = (await siteadmin.call(notification.notificationList)).data
    expect(newest?.content).toContain('사용권 10개가 지급되었습니다')
    expect(newest?.urlLink).toBe('/statistics/purchase-history')
    expect(newest?.read).toBe(0)

    expect((await post('/__mock/vbank-deposit', { userId: 'siteadmin' })).status).toBe(404)
    expect((await post('/__mock/vbank-deposit', {})).status).toBe(400)
  })

  it('the clock moves forward on request', async () => {
    const before = clock.now().getTime()
    const res = await post('/__mock/clock', { advanceMs: 3_600_000 })
    expect(res.status).toBe(200)
    const now = new Date((await res.json()).now).getTime()
    expect(now - before).toBeGreaterThanOrEqual(3_600_000)
    expect(now - before).toBeLessThan(3_600_000 + 5_000)
    expect((await post('/__mock/clock', { advanceMs: -1 })).status).toBe(400)
  })
})
