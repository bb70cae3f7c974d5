import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { ADVANCE_MAX_MS, CLOCK_AHEAD_MAX_MS } from '../../mock-server/clock'
import * as auth from '../../src/features/session/services/contract'
import * as notification from '../../src/features/notifications/services/contract'
import * as payment from '../../src/features/purchase/services/contract'
import * as voucher from '../../src/features/vouchers/services/contract'
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

  it('a refused clock move answers 400 and changes nothing; login and give still work', async () => {
    const raw = (text: string) =>
      fetch(`${TEST_BASE}/__mock/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
    for (const text of [
      '{"advanceMs":1e308}',
      '{"advanceMs":-1}',
      '{"advanceMs":1.5}',
      '{"advanceMs":"3600000"}',
      `{"advanceMs":${ADVANCE_MAX_MS + 1}}`,
      '{"advanceMs":null}',
      '{}',
      'not json',
    ]) {
      const before = clock.now().getTime()
      const res = await raw(text)
      expect(res.status, text).toBe(400)
      expect(clock.now().getTime() - before, text).toBeLessThan(5_000)
    }
    const fc0001 = await loginAs('fc0001')
    await expect(
      fc0001.call(voucher.setVoucher, { body: { userId: 'member01', hours: 1 } }),
    ).resolves.toMatchObject({ code: 200 })
  })

  it('the clock runs at most ten years ahead in all', async () => {
    const start = clock.now().getTime()
    let moved = 0
    while (moved + ADVANCE_MAX_MS <= CLOCK_AHEAD_MAX_MS) {
      expect((await post('/__mock/clock', { advanceMs: ADVANCE_MAX_MS })).status).toBe(200)
      moved += ADVANCE_MAX_MS
    }
    const refused = await post('/__mock/clock', { advanceMs: ADVANCE_MAX_MS })
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toMatch(/10 years/)
    const ahead = clock.now().getTime() - start
    expect(ahead - moved).toBeLessThan(5_000)
    expect(ahead - moved).toBeGreaterThanOrEqual(0)
  })

  it('any advanceMs either moves the clock by exactly that or answers 400 and leaves it (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: -10, max: ADVANCE_MAX_MS + 10 }),
          fc.double(),
          fc.constantFrom(0, ADVANCE_MAX_MS, Number.MAX_SAFE_INTEGER, 1e308, -0),
        ),
        async (advanceMs) => {
          const before = clock.now().getTime()
          const res = await post('/__mock/clock', { advanceMs })
          const moved = clock.now().getTime() - before
          if (res.status === 200) {
            expect(moved - advanceMs).toBeGreaterThanOrEqual(0)
            expect(moved - advanceMs).toBeLessThan(5_000)
          } else {
            expect(res.status).toBe(400)
            expect(moved).toBeLessThan(5_000)
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})
