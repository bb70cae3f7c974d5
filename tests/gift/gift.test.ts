import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import type { MockClock } from '../../mock-server/clock'
import { dumpDb } from '../../mock-server/db'
import { type ApiClient } from '../../src/shared/services/http-client'
import type { ApiError } from '../../src/shared/services/api-error'
import * as auth from '../../src/features/session/services/contract'
import * as gift from '../../src/features/gift/services/contract'
import * as notification from '../../src/features/notifications/services/contract'
import { format } from '../../src/app/messages'
import { newestUnread } from '../../src/features/notifications/domain/notification'
import { anonymousClient, expectFailure, loginAs } from '../support/api'

/** S1 §2 gift, §5, §6, §7 license getList, checkUser, gift and §8 gift, against the mock. */

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'
const DAY_MS = 86_400_000
const ITEM_A = { productName: '프리미엄 건강톡 사용권 1+1', checkupQuantity: 10, giftQuantity: 5 }
const ITEM_B = { productName: '검진 프리미엄 사용권 2+1', checkupQuantity: 6, giftQuantity: 4 }

let server: TestServer['server']
let db: Db
let clock: MockClock

beforeEach(async () => {
  ;({ server, db, clock } = await createTestServer({ MOCK_CHECKUPS: 20, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

const anonymous = anonymousClient

const licenses = async (client: ApiClient) => (await client.call(gift.licenseList)).data
const checkUser = (client: ApiClient, employeeId: string) =>
  client.call(gift.giftCheckUser, { params: { employeeId } })
const send = (client: ApiClient, employeeId: string, items: [number, number][]) =>
  client.call(gift.gift, {
    body: { employeeId, items: items.map(([licenseId, quantity]) => ({ licenseId, quantity })) },
  })
const issuable = async (client: ApiClient) =>
  (await client.call(auth.issuableNumber)).issuableNumber
const notifications = async (client: ApiClient) =>
  (await client.call(notification.notificationList)).data
const staff = (userId: string) => db.staff.findFirst((q) => q.where({ userId }))!

/** the ids of OL1000001's two seeded items, A (1+1) and B (2+1) */
async function itemIds(client: ApiClient): Promise<{ a: number; b: number }> {
  const list = await licenses(client)
  return {
    a: list.find((l) => l.productName === ITEM_A.productName)!.licenseId,
    b: list.find((l) => l.productName === ITEM_B.productName)!.licenseId,
  }
}

describe('licenseList', () => {
  it('lists the two seeded items of OL1000001, valid one year from the seeded day', async () => {
    const list = await licenses(await loginAs('OL1000001'))
    expect(list).toHaveLength(2)
    expect(list).toEqual([
      expect.objectContaining({ ...ITEM_A, expired: '20271122' }),
      expect.objectContaining({ ...ITEM_B, expired: '20271122' }),
    ])
    expect(new Set(list.map((l) => l.licenseId)).size).toBe(2)
  })

  it('is empty for OL1000002 and OL1000012, site-1 FCs that have received nothing yet', async () => {
    expect(await licenses(await loginAs('OL1000002'))).toEqual([])
    expect(await licenses(await loginAs('OL1000012'))).toEqual([])
  })

  it('lists the same two items, ids of its own, for OL1000011 (the gift page e2e giver)', async () => {
    const own = await licenses(await loginAs('OL1000011'))
    expect(own).toEqual([
      expect.objectContaining({ ...ITEM_A, expired: '20271122' }),
      expect.objectContaining({ ...ITEM_B, expired: '20271122' }),
    ])
    const first = await licenses(await loginAs('OL1000001'))
    const firstIds = new Set(first.map((l) => l.licenseId))
    expect(own.filter((l) => firstIds.has(l.licenseId))).toEqual([])
    expect(staff('OL1000011').usableCount).toBe(20)
    expect(staff('OL1000012').usableCount).toBe(0)
  })

  it('answers 405 to accounts that cannot gift: fc0001 (site 3), ga0001 (site 5), pt0001 (48)', async () => {
    for (const userId of ['fc0001', 'ga0001', 'pt0001']) {
      const client = await loginAs(userId)
      await expectFailure(licenses(client), 405, 'licenseList', 'gift.cannotGift')
    }
  })

  it('answers 401 without a token, for the list, the check and the gift alike', async () => {
    const seeded = db.gifts.count()
    await expectFailure(licenses(anonymous()), 401)
    await expectFailure(checkUser(anonymous(), 'OL1000002'), 401)
    await expectFailure(send(anonymous(), 'OL1000002', [[1, 1]]), 401)
    expect(db.gifts.count()).toBe(seeded)
  })
})

describe('giftCheckUser', () => {
  it('confirms OL1000002 with its name', async () => {
    const res = await checkUser(await loginAs('OL1000001'), 'OL1000002')
    expect(res.data).toEqual({ employeeId: 'OL1000002', name: staff('OL1000002').name })
  })

  it('answers 405 to fc0001 (site 3), even for a known id', async () => {
    const client = await loginAs('fc0001')
    await expectFailure(checkUser(client, 'OL1000002'), 405, 'giftCheckUser', 'gift.cannotGift')
  })

  it('answers 404 for an unknown id and for an inactive one', async () => {
    const client = await loginAs('OL1000001')
    await expectFailure(checkUser(client, 'nobody99'), 404, 'giftCheckUser', 'gift.notFound')
    await db.staff.update((q) => q.where({ userId: 'OL1000002' }), {
      data(s) {
        s.active = false
      },
    })
    await expectFailure(checkUser(client, 'OL1000002'), 404, 'giftCheckUser', 'gift.notFound')
  })

  it("answers 400 for the caller's own id", async () => {
    const client = await loginAs('OL1000001')
    await expectFailure(checkUser(client, 'OL1000001'), 400, 'giftCheckUser', 'gift.cannotReceive')
  })

  it('answers 400 for an unlimited-use colleague (nothing to credit)', async () => {
    await db.staff.update((q) => q.where({ userId: 'OL1000002' }), {
      data(s) {
        s.usableCount = -1
      },
    })
    const client = await loginAs('OL1000001')
    await expectFailure(checkUser(client, 'OL1000002'), 400, 'giftCheckUser', 'gift.cannotReceive')
  })
})

describe('gift', () => {
  it('moves 2 of A and 1 of B from OL1000001 to OL1000002, who is notified', async () => {
    const giver = await loginAs('OL1000001')
    const receiver = await loginAs('OL1000002')
    const { a, b } = await itemIds(giver)
    expect(await issuable(giver)).toBe(20)
    expect(await issuable(receiver)).toBe(0)

    const res = await send(giver, 'OL1000002', [
      [a, 2],
      [b, 1],
    ])

    expect(res.data.usableCount).toBe(17)
    expect(await issuable(giver)).toBe(17)
    expect(await issuable(receiver)).toBe(3)
    const left = await licenses(giver)
    // the giftable part is part of the item: both quantities go down, nothing is created
    expect(left.find((l) => l.licenseId === a)).toMatchObject({
      checkupQuantity: 8,
      giftQuantity: 3,
    })
    expect(left.find((l) => l.licenseId === b)).toMatchObject({
      checkupQuantity: 5,
      giftQuantity: 3,
    })

    const received = await licenses(receiver)
    expect(received).toHaveLength(2)
    expect(received.find((l) => l.productName === ITEM_A.productName)).toMatchObject({
      expired: '20271122',
      checkupQuantity: 2,
      giftQuantity: 0,
    })
    expect(received.find((l) => l.productName === ITEM_B.productName)).toMatchObject({
      expired: '20271122',
      checkupQuantity: 1,
      giftQuantity: 0,
    })

    const newest = newestUnread(await notifications(receiver))
    expect(newest?.content).toBe(
      format('ko', 'gift.received', { name: staff('OL1000001').name, quantity: 3 }),
    )
    expect(newest?.content).toBe('오렌지님에게서 사용권 3개를 선물 받았습니다.')
    // an FC may not open statistics (S1 §6), so the notification carries no link for OL1000002
    expect(newest?.urlLink).toBeNull()
    expect(newest?.read).toBe(0)
    // the seed's gifts between site-3 staff (the statistics' demo data) are not the fixtures'
    expect(db.gifts.all().filter((g) => g.giverId === 'OL1000001')).toEqual([
      expect.objectContaining({ giverId: 'OL1000001', receiverId: 'OL1000002', quantity: 3 }),
    ])
  })

  it("a second gift of the same product adds to the receiver's item", async () => {
    const giver = await loginAs('OL1000001')
    const { a } = await itemIds(giver)
    await send(giver, 'OL1000002', [[a, 2]])
    await send(giver, 'OL1000002', [[a, 3]])
    const received = await licenses(await loginAs('OL1000002'))
    expect(received).toEqual([expect.objectContaining({ checkupQuantity: 5, giftQuantity: 0 })])
    expect(staff('OL1000002').usableCount).toBe(5)
    expect(staff('OL1000001').usableCount).toBe(15)
  })

  it("answers 400 to a quantity above the item's gift quantity and changes nothing", async () => {
    const giver = await loginAs('OL1000001')
    const { a, b } = await itemIds(giver)
    const before = dumpDb(db)
    await expectFailure(
      send(giver, 'OL1000002', [
        [a, 1],
        [b, 5],
      ]),
      400,
      'gift',
      'gift.invalidQuantity',
    )
    expect(dumpDb(db)).toBe(before)
    expect(await issuable(giver)).toBe(20)
    expect(await licenses(await loginAs('OL1000002'))).toEqual([])
  })

  it('answers 400 when every quantity is 0, and to an item the caller does not hold', async () => {
    const giver = await loginAs('OL1000001')
    const { a, b } = await itemIds(giver)
    const before = dumpDb(db)
    await expectFailure(
      send(giver, 'OL1000002', [
        [a, 0],
        [b, 0],
      ]),
      400,
    )
    await expectFailure(send(giver, 'OL1000002', [[999, 1]]), 400)
    await expectFailure(
      send(giver, 'OL1000002', [
        [a, 1],
        [a, 1],
      ]),
      400,
    )
    expect(dumpDb(db)).toBe(before)
  })

  it('answers 400 to oneself, 404 to an unknown receiver, 405 to fc0001', async () => {
    const seeded = db.gifts.count()
    const giver = await loginAs('OL1000001')
    const { a } = await itemIds(giver)
    await expectFailure(send(giver, 'OL1000001', [[a, 1]]), 400, 'gift', 'gift.invalidQuantity')
    await expectFailure(send(giver, 'nobody99', [[a, 1]]), 404, 'gift', 'gift.notFound')
    const fc = await loginAs('fc0001')
    await expectFailure(send(fc, 'OL1000002', [[a, 1]]), 405, 'gift', 'gift.cannotGift')
    expect(staff('OL1000001').usableCount).toBe(20)
    expect(staff('fc0001').usableCount).toBe(50)
    expect(db.gifts.count()).toBe(seeded)
  })

  it("answers 400 to more than the caller's usable count and changes nothing", async () => {
    await db.staff.update((q) => q.where({ userId: 'OL1000001' }), {
      data(s) {
        s.usableCount = 2
      },
    })
    const giver = await loginAs('OL1000001')
    const { a, b } = await itemIds(giver)
    const before = dumpDb(db)
    await expectFailure(
      send(giver, 'OL1000002', [
        [a, 2],
        [b, 1],
      ]),
      400,
      'gift',
      'gift.invalidQuantity',
    )
    expect(dumpDb(db)).toBe(before)
  })

  it('refuses an item past its expiry (400)', async () => {
    const { a } = await itemIds(await loginAs('OL1000001'))
    clock.advance(367 * DAY_MS)
    // a year on, the session has long expired (decision 015): the giver signs in again
    const giver = await loginAs('OL1000001')
    await expectFailure(send(giver, 'OL1000002', [[a, 1]]), 400)
    expect(staff('OL1000002').usableCount).toBe(0)
  })

  it('refuses an unlimited-use receiver (nothing to credit) and changes nothing', async () => {
    await db.staff.update((q) => q.where({ userId: 'OL1000002' }), {
      data(s) {
        s.usableCount = -1
      },
    })
    const giver = await loginAs('OL1000001')
    const { a } = await itemIds(giver)
    await expectFailure(send(giver, 'OL1000002', [[a, 2]]), 400)
    expect(staff('OL1000001').usableCount).toBe(20)
    expect(staff('OL1000002').usableCount).toBe(-1)
  })

  it('a colleague of another company is not found, and neither check nor gift reveals them', async () => {
    const giver = await loginAs('OL1000001')
    const { a } = await itemIds(giver)
    for (const other of ['fc0001', 'adminp', 'ptadmin', 'super']) {
      await expectFailure(checkUser(giver, other), 404, 'giftCheckUser', 'gift.notFound')
      await expectFailure(send(giver, other, [[a, 1]]), 404)
    }
    expect(staff('OL1000001').usableCount).toBe(20)
  })

  it('a receiver who may open statistics gets the gift-history link', async () => {
    await db.staff.update((q) => q.where({ userId: 'OL1000002' }), {
      data(s) {
        s.auth = 'B'
      },
    })
    const giver = await loginAs('OL1000001')
    const { a } = await itemIds(giver)
    await send(giver, 'OL1000002', [[a, 1]])
    const newest = newestUnread(await notifications(await loginAs('OL1000002')))
    expect(newest?.urlLink).toBe('/statistics/gift-history')
  })

  it('serialises concurrent gifts: of two gifts of 4 from 5, one succeeds', async () => {
    const giver = await loginAs('OL1000001')
    const { a } = await itemIds(giver)
    const results = await Promise.allSettled([
      send(giver, 'OL1000002', [[a, 4]]),
      send(giver, 'OL1000002', [[a, 4]]),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rejected = results.find((r) => r.status === 'rejected')!
    expect((rejected.reason as ApiError).status).toBe(400)
    expect((await licenses(giver)).find((l) => l.licenseId === a)?.giftQuantity).toBe(1)
    expect(staff('OL1000001').usableCount).toBe(16)
    expect(staff('OL1000002').usableCount).toBe(4)
  })
})
