import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import * as checkup from '../../src/features/dashboard/services/contract'
import * as voucher from '../../src/features/vouchers/services/contract'
import * as report from '../../src/features/reports/services/contract'
import { maskCustomerName } from '../../src/shared/domain/masking'
import type { ApiClient } from '../../src/shared/services/http-client'
import { expectFailure, loginAs } from '../support/api'

let server: Awaited<ReturnType<typeof createTestServer>>['server']
let db: Db
const RANGE = { start: '20260522', end: '20261122' }

beforeEach(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 20, MOCK_TODAY: '20261122' }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  server.close()
})

describe('site 48 sees masked names from the server (S1 §6)', () => {
  it('the list carries masked names and a search cannot confirm a real name', async () => {
    const ptadmin = await loginAs('ptadmin')
    const real = db.checkups.all().find((c) => c.siteId === 48)!
    const page = (
      await ptadmin.call(checkup.checkupList, { query: { ...RANGE, page: 1, size: 100 } })
    ).data
    expect(page.items.length).toBeGreaterThan(0)
    for (const item of page.items) {
      const stored = db.checkups.all().find((c) => c.checkupNo === item.checkupNo)!
      expect(item.userName).toBe(maskCustomerName(stored.userName))
    }
    const byReal = await ptadmin.call(checkup.checkupList, {
      query: { ...RANGE, page: 1, size: 25, name: real.userName },
    })
    expect(real.userName.length).toBeGreaterThan(2)
    expect(byReal.data.total).toBe(0)
    const byMasked = await ptadmin.call(checkup.checkupList, {
      query: { ...RANGE, page: 1, size: 25, name: maskCustomerName(real.userName) },
    })
    expect(byMasked.data.items.map((i) => i.checkupNo)).toContain(real.checkupNo)
  })

  it('other sites see the names as stored', async () => {
    const fc0001 = await loginAs('fc0001')
    const page = (await fc0001.call(checkup.checkupList, { query: { ...RANGE, page: 1, size: 5 } }))
      .data
    for (const item of page.items) {
      expect(item.userName).toBe(
        db.checkups.all().find((c) => c.checkupNo === item.checkupNo)!.userName,
      )
    }
  })
})

describe("site 48's customer lookups (issue 9, decision 043)", () => {
  it('pt0001 is refused the give lookup (site 48 gives no vouchers); its member lookup shows 김*강', async () => {
    const pt = await loginAs('pt0001')
    await expectFailure(pt.call(voucher.checkCustomer, { params: { userId: 'member01' } }), 403)
    const member = async (client: ApiClient) =>
      (await client.call(report.memberLookup, { params: { userId: 'member01' } })).data
    expect(await member(pt)).toMatchObject({ userId: 'member01', name: maskCustomerName('김건강') })
    expect(maskCustomerName('김건강')).not.toBe('김건강')
    expect((await member(await loginAs('fc0001'))).name).toBe('김건강')
    const fcLookup = await (
      await loginAs('fc0001')
    ).call(voucher.checkCustomer, { params: { userId: 'member01' } })
    expect(fcLookup.data.name).toBe('김건강')
  })
})
