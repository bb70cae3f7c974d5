import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import * as auth from '../../src/features/session/services/contract'
import * as checkup from '../../src/features/dashboard/services/contract'
import * as voucher from '../../src/features/vouchers/services/contract'
import { LIMITS } from '../../src/shared/domain/codes'
import { SEARCH_NAME_MAX } from '../../src/features/dashboard/domain/search'
import { SHIPPING_ADDRESS_MAX } from '../../src/features/dashboard/domain/shipping'
import { APP_ID_MAX, VOUCHER_COUNT_MAXIMUM } from '../../src/features/vouchers/domain/codes'
import { anonymousClient, DEMO_PASSWORD, loginAs, statusOf } from '../support/api'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

/**
 * Decision 011: the forms stop a value over its limit before sending it; the mock still answers
 * 400 for one that reaches it (every request is checked against the same contract schemas), and
 * takes a value at the limit. Lengths are in code points: 50 emoji are 50 characters.
 */
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

const RANGE = { start: '20260522', end: '20261122' }

describe('the mock answers 400 just over each limit and not at it', () => {
  it('loginMk2: user id and password of 64 are looked up (404), of 65 refused (400)', async () => {
    const call = (userId: string, password: string) =>
      anonymousClient().call(auth.login, { body: { userId, password } })
    const at = 'a'.repeat(LIMITS.userIdMax)
    const over = 'a'.repeat(LIMITS.userIdMax + 1)
    expect(await statusOf(call(at, DEMO_PASSWORD))).toBe(404)
    expect(await statusOf(call(over, DEMO_PASSWORD))).toBe(400)
    expect(await statusOf(call('fc0001', 'p'.repeat(LIMITS.passwordFieldMax)))).toBe(404)
    expect(await statusOf(call('fc0001', 'p'.repeat(LIMITS.passwordFieldMax + 1)))).toBe(400)
  })

  it('passwordSet: an initial password of 65 is refused (400)', async () => {
    const client = await loginAs('newbie', 'newbie')
    const body = {
      userId: 'newbie',
      password: 'p'.repeat(LIMITS.passwordFieldMax + 1),
      newPassword: 'Newpass1!',
    }
    expect(await statusOf(client.call(auth.passwordSet, { body }))).toBe(400)
  })

  it('checkupList: a name of 50 is searched, of 51 refused', async () => {
    const client = await loginAs('fc0001')
    const list = (name: string) => client.call(checkup.checkupList, { query: { ...RANGE, name } })
    expect((await list('😀'.repeat(SEARCH_NAME_MAX))).data.total).toBe(0)
    expect(await statusOf(list('김'.repeat(SEARCH_NAME_MAX + 1)))).toBe(400)
  })

  it('addressChange: a detail of 200 is saved, of 201 refused', async () => {
    const client = await loginAs('fc0001')
    const target = db.checkups.all().find((c) => c.employeeId === 'fc0001')!
    const change = (detailAddress: string) =>
      client.call(checkup.addressChange, {
        params: { checkupNo: target.checkupNo },
        body: {
          postalCode: '06236',
          address: '서울특별시 강남구 테헤란로 152',
          detailAddress,
          telephone: '010-1234-5678',
        },
      })
    expect(await statusOf(change('가'.repeat(SHIPPING_ADDRESS_MAX + 1)))).toBe(400)
    await expect(change('가'.repeat(SHIPPING_ADDRESS_MAX))).resolves.toMatchObject({ code: 200 })
  })

  it('createVoucher: an unlimited user may create 1000 at once, not 1001', async () => {
    const client = await loginAs('unlimited')
    const create = (count: number) => client.call(voucher.createVoucher, { body: { count } })
    expect(await statusOf(create(VOUCHER_COUNT_MAXIMUM + 1))).toBe(400)
    await expect(create(VOUCHER_COUNT_MAXIMUM)).resolves.toMatchObject({
      data: { created: VOUCHER_COUNT_MAXIMUM },
    })
  })

  it('setVoucher: an app id of 65 is refused (400)', async () => {
    const client = await loginAs('fc0001')
    const body = { userId: 'm'.repeat(APP_ID_MAX + 1), hours: 1 as const }
    expect(await statusOf(client.call(voucher.setVoucher, { body }))).toBe(400)
  })
})
