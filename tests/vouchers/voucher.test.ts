import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import fc from 'fast-check'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import type { MockClock } from '../../mock-server/clock'
import { DATE_TIME_FORMAT, excelDateTime, NUMBER_FORMAT } from '../../mock-server/files/xlsx'
import { type ApiClient } from '../../src/shared/services/http-client'
import * as auth from '../../src/features/session/services/contract'
import * as notification from '../../src/features/notifications/services/contract'
import * as voucher from '../../src/features/vouchers/services/contract'
import { newestUnread } from '../../src/features/notifications/domain/notification'
import { toApiDate } from '../../src/shared/domain/dates'
import type { VoucherValidityHours } from '../../src/features/vouchers/domain/codes'
import { anonymousClient, expectFailure, loginAs, TEST_BASE } from '../support/api'
import { readWorkbook, sheetRows } from '../support/files'
import { unusedVoucherRow, VOUCHER_HISTORY_HEADER } from '../support/voucher-history'
import {
  createdVoucherState,
  newVoucherCodes,
  rightExpiry,
  VOUCHER_CODE_PATTERN,
  voucherCode,
} from '../../mock-server/voucher-rules'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'
const HOUR_MS = 3_600_000

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

const check = (client: ApiClient, userId: string) =>
  client.call(voucher.checkCustomer, { params: { userId } })
const give = (client: ApiClient, userId: string, hours: VoucherValidityHours) =>
  client.call(voucher.setVoucher, { body: { userId, hours } })
const createVouchers = (client: ApiClient, count: number) =>
  client.call(voucher.createVoucher, { body: { count } })
const issuable = async (client: ApiClient) =>
  (await client.call(auth.issuableNumber)).issuableNumber
const notifications = async (client: ApiClient) =>
  (await client.call(notification.notificationList)).data
const staff = (userId: string) => db.staff.findFirst((q) => q.where({ userId }))!
/** the seeded voucher of holder01, given by fc0001 for 24 h from the start of the day */
const holderVoucher = () => db.vouchers.all().find((v) => v.customerUserId === 'holder01')!

describe('seeded voucher data', () => {
  it('holder01 holds an active 24 h voucher from fc0001', () => {
    const v = holderVoucher()
    expect(v).toMatchObject({ giverId: 'fc0001', hours: 24, used: false, returned: false })
    expect(Date.parse(v.expiresAt) - Date.parse(v.createdAt)).toBe(24 * HOUR_MS)
    expect(Date.parse(v.expiresAt)).toBeGreaterThan(clock.now().getTime())
  })
})

describe('checkCustomer', () => {
  it('confirms member01 (200)', async () => {
    const client = await loginAs('fc0001')
    const res = await check(client, 'member01')
    expect(res.data).toEqual({ userNo: 1, name: '김건강', userId: 'member01' })
  })

  it('answers 402 for holder01, who already holds a voucher', async () => {
    const client = await loginAs('fc0001')
    await expectFailure(check(client, 'holder01'), 402, 'checkCustomer', 'give.alreadyHolds')
  })

  it('answers 404 for an unknown app id', async () => {
    const client = await loginAs('fc0001')
    await expectFailure(check(client, 'nobody99'), 404, 'checkCustomer', 'give.notFound')
  })

  it('answers 403 to a caller without a voucher role (adminp)', async () => {
    const client = await loginAs('adminp')
    await expectFailure(check(client, 'member01'), 403, 'checkCustomer', 'give.noRole')
  })

  it('answers 401 without a token', async () => {
    await expectFailure(check(anonymous(), 'member01'), 401)
  })
})

describe('setVoucher', () => {
  it('refuses adminp (403), unknown ids (404) and holder01 (402) without spending', async () => {
    const seeded = db.vouchers.count()
    const admin = await loginAs('adminp')
    await expectFailure(give(admin, 'member01', 1), 403, 'setVoucher', 'give.noRole')
    const fc = await loginAs('fc0001')
    await expectFailure(give(fc, 'nobody99', 1), 404, 'setVoucher', 'give.notFound')
    await expectFailure(give(fc, 'holder01', 1), 402, 'setVoucher', 'give.alreadyHolds')
    expect(await issuable(fc)).toBe(50)
    expect(db.vouchers.count()).toBe(seeded)
  })

  it('answers 406 to fc0002, who has no usable rights, and creates no voucher', async () => {
    const client = await loginAs('fc0002')
    await expectFailure(give(client, 'member01', 1), 406, 'setVoucher', 'give.noUsableRights')
    expect(db.vouchers.all().filter((v) => v.customerUserId === 'member01')).toEqual([])
  })

  it('finds an app id pasted with a zero-width character or typed in full-width digits (issue 48)', async () => {
    const client = await loginAs('fc0001')
    await check(client, 'member\u200B01')
    await check(client, '\uFEFFmember０１')
    expect((await give(client, 'mem\u200Dber01', 1)).data.usableCount).toBe(49)
    expect(db.vouchers.all().filter((v) => v.customerUserId === 'member01')).toHaveLength(1)
  })

  it('fc0001 gives member01 3 hours: 49 left, a second give answers 402', async () => {
    const client = await loginAs('fc0001')
    const before = clock.now().getTime()
    const res = await give(client, 'member01', 3)
    const after = clock.now().getTime()

    expect(res.data.usableCount).toBe(49)
    expect(Date.parse(res.data.expiresAt)).toBeGreaterThanOrEqual(before + 3 * HOUR_MS)
    expect(Date.parse(res.data.expiresAt)).toBeLessThanOrEqual(after + 3 * HOUR_MS)
    expect(await issuable(client)).toBe(49)
    expect(staff('fc0001').usableCount).toBe(49)

    await expectFailure(give(client, 'member01', 1), 402, 'setVoucher', 'give.alreadyHolds')
    await expectFailure(check(client, 'member01'), 402, 'checkCustomer', 'give.alreadyHolds')
    expect(await issuable(client)).toBe(49)
  })

  it('an unused voucher comes back after its period and the customer may receive again', async () => {
    const client = await loginAs('fc0001')
    await give(client, 'member01', 3)
    expect(await issuable(client)).toBe(49)

    clock.advance(3 * HOUR_MS + 1000)
    // the seeded voucher of holder01 also comes back to fc0001 if its day ended meanwhile
    const holderBack = Date.parse(holderVoucher().expiresAt) <= clock.now().getTime() ? 1 : 0
    expect(await issuable(client)).toBe(50 + holderBack)
    const given = db.vouchers.all().find((v) => v.customerUserId === 'member01')!
    expect(given.returned).toBe(true)

    expect((await check(client, 'member01')).data.name).toBe('김건강')
    expect((await give(client, 'member01', 1)).data.usableCount).toBe(49 + holderBack)
  })

  it('the seeded holder voucher returns to fc0001 after its day; holder01 stays a holder', async () => {
    const client = await loginAs('fc0001')
    expect(await issuable(client)).toBe(50)
    clock.advance(25 * HOUR_MS)
    // fetchUser sweeps too
    await client.call(auth.fetchUser)
    expect(holderVoucher().returned).toBe(true)
    expect(staff('fc0001').usableCount).toBe(51)
    expect(await issuable(client)).toBe(51)
    await expectFailure(check(client, 'holder01'), 402, 'checkCustomer', 'give.alreadyHolds')
  })

  it('unlimited gives and stays -1, also after the voucher comes back', async () => {
    const client = await loginAs('unlimited')
    expect((await give(client, 'member01', 1)).data.usableCount).toBe(-1)
    expect(await issuable(client)).toBe(-1)
    clock.advance(HOUR_MS + 1000)
    expect(await issuable(client)).toBe(-1)
    expect(db.vouchers.all().find((v) => v.giverId === 'unlimited')?.returned).toBe(true)
  })

  it('no sequence of gives and batches drives a non-negative usable count below 0', async () => {
    const client = await loginAs('fc0003')
    const customers = db.customers
      .all()
      .filter((c) => c.situation === 'member')
      .map((c) => c.userId)
    const action = fc.oneof(
      fc.record({ kind: fc.constant('give' as const), hours: fc.constantFrom(1, 3, 12, 24) }),
      fc.record({ kind: fc.constant('batch' as const), count: fc.integer({ min: 1, max: 8 }) }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: customers.length }),
        fc.array(action, { maxLength: 8 }),
        async (start, actions) => {
          // every earlier give comes back first; then the run starts from `start`
          clock.advance(25 * HOUR_MS)
          await issuable(client)
          await db.staff.update((q) => q.where({ userId: 'fc0003' }), {
            data(s) {
              s.usableCount = start
            },
          })
          let expected = start
          let next = 0
          for (const a of actions) {
            if (a.kind === 'give') {
              if (expected === 0) {
                await expectFailure(give(client, customers[next]!, a.hours), 406)
              } else {
                const res = await give(client, customers[next++]!, a.hours)
                expected -= 1
                expect(res.data.usableCount).toBe(expected)
              }
            } else if (expected === 0) {
              await expectFailure(createVouchers(client, a.count), 406)
            } else if (a.count > expected) {
              await expectFailure(createVouchers(client, a.count), 400)
            } else {
              const res = await createVouchers(client, a.count)
              expected -= a.count
              expect(res.data.usableCount).toBe(expected)
            }
            expect(staff('fc0003').usableCount).toBeGreaterThanOrEqual(0)
          }
          expect(await issuable(client)).toBe(expected)
        },
      ),
      { numRuns: 30 },
    )
  })
})

describe('createVoucher', () => {
  it('fc0001 creates 5: 45 left and a new unread notification on top', async () => {
    const client = await loginAs('fc0001')
    const before = await notifications(client)
    const res = await createVouchers(client, 5)
    expect(res.data).toEqual({ created: 5, usableCount: 45 })
    expect(await issuable(client)).toBe(45)

    const after = await notifications(client)
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]).toMatchObject({
      content: '바우처 5개가 생성되었습니다.',
      urlLink: null,
      read: 0,
    })
    expect(newestUnread(after)?.id).toBe(after[0]!.id)
    expect(db.voucherBatches.all()).toEqual([
      expect.objectContaining({ userId: 'fc0001', count: 5, qrCode: null }),
    ])
    // issue 28: five vouchers, each with a code of its own, unused, for a year; the notification's
    // text is their codes, one a line (the bell copies it when clicked)
    const batch = db.voucherBatches.all()[0]!
    const created = db.createdVouchers.all()
    expect(created).toHaveLength(5)
    expect(new Set(created.map((v) => v.code)).size).toBe(5)
    for (const v of created) {
      expect(v.code).toMatch(VOUCHER_CODE_PATTERN)
      expect(v).toMatchObject({
        batchId: batch.id,
        ownerId: 'fc0001',
        createdAt: batch.createdAt,
        expiresAt: rightExpiry(new Date(batch.createdAt)).toISOString(),
        usedAt: null,
        reclaimedAt: null,
      })
      expect(createdVoucherState(v, clock.now())).toBe('unused')
    }
    expect(after[0]!.additional).toBe(created.map((v) => v.code).join('\n'))
  })

  it('answers 400 for more than fc0001 holds, and spends nothing', async () => {
    const client = await loginAs('fc0001')
    await expectFailure(createVouchers(client, 60), 400)
    expect(await issuable(client)).toBe(50)
    expect(db.voucherBatches.count()).toBe(0)
    expect(db.createdVouchers.count()).toBe(0)
  })

  it('answers 406 to fc0002 (no usable rights) and 403 to adminp (no voucher role)', async () => {
    await expectFailure(
      createVouchers(await loginAs('fc0002'), 1),
      406,
      'createVoucher',
      'give.noUsableRights',
    )
    await expectFailure(
      createVouchers(await loginAs('adminp'), 1),
      403,
      'createVoucher',
      'common.noPermission',
    )
    expect(db.voucherBatches.count()).toBe(0)
  })

  it('unlimited creates any count and stays -1', async () => {
    const client = await loginAs('unlimited')
    expect((await createVouchers(client, 1000)).data).toEqual({ created: 1000, usableCount: -1 })
    expect(await issuable(client)).toBe(-1)
    const codes = db.createdVouchers.all().map((v) => v.code)
    expect(new Set(codes).size).toBe(1000)
  })

  it('on site 48 the newest unread notification carries the absolute QR link', async () => {
    const client = await loginAs('pt0001')
    const res = await createVouchers(client, 1)
    expect(res.data.usableCount).toBe(29)
    const newest = newestUnread(await notifications(client))
    expect(newest?.additional).toMatch(/^http:\/\/portal\.test\/voucher\/qr\/\w+$/)
    const batch = db.voucherBatches.all().find((b) => b.userId === 'pt0001')!
    expect(newest?.additional).toBe(`${TEST_BASE}/voucher/qr/${batch.qrCode}`)
    // the QR voucher has its code too, for the history file
    expect(db.createdVouchers.all()).toEqual([
      expect.objectContaining({ batchId: batch.id, ownerId: 'pt0001', usedAt: null }),
    ])
  })
})

describe('voucherHistoryExcel', () => {
  it("downloads the caller's batches and gives under a Korean file name", async () => {
    const client = await loginAs('fc0001')
    await createVouchers(client, 5)
    await give(client, 'member01', 3)
    const fileName = `바우처_생성_내역_${toApiDate(clock.now())}.xlsx`

    const raw = await fetch(`${TEST_BASE}${voucher.voucherHistoryExcel.path}`, {
      headers: { 'x-auth-token': client.tokens.getToken()! },
    })
    expect(raw.status).toBe(200)
    const disposition = raw.headers.get('content-disposition')!
    const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)
    expect(star).not.toBeNull()
    expect(decodeURIComponent(star![1]!)).toBe(fileName)

    const { blob, fileName: downloaded } = await client.download(voucher.voucherHistoryExcel)
    expect(downloaded).toBe(fileName)
    const data = new Uint8Array(await blob.arrayBuffer())
    const rows = await sheetRows(data)
    expect(rows[0]).toEqual(VOUCHER_HISTORY_HEADER)
    const body = rows.slice(1)
    // the seeded give to holder01, the 5 vouchers of the batch, one row each, and the give to member01
    expect(body).toHaveLength(7)
    // the batch and the give happened at the mock's clock: its wall-clock time, to the second
    const now = excelDateTime(clock.now()).getTime()
    const codes = db.createdVouchers.all().map((v) => v.code)
    for (const code of codes) expect(body).toContainEqual(unusedVoucherRow(code, expect.any(Date)))
    expect(body).toContainEqual([
      expect.any(Date),
      '사용권 제공',
      1,
      null,
      'member01',
      '3시간',
      '제공 중',
      expect.any(Date),
      null,
    ])
    expect(body).toContainEqual([
      expect.any(Date),
      '사용권 제공',
      1,
      null,
      'holder01',
      '24시간',
      '제공 중',
      expect.any(Date),
      null,
    ])
    const batch = body.find((r) => r[1] === '바우처 생성')!
    expect(Math.abs((batch[0] as Date).getTime() - now)).toBeLessThan(60_000)
    const ws = (await readWorkbook(data)).worksheets[0]!
    expect(ws.name).toBe('바우처 생성 내역')
    expect(ws.getCell('A2').numFmt).toBe(DATE_TIME_FORMAT)
    expect(ws.getCell('C2').numFmt).toBe(NUMBER_FORMAT)
    expect(ws.getCell('A1').font?.bold).toBe(true)
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  })

  it('answers 403 to a caller without a voucher role', async () => {
    await expectFailure(
      (await loginAs('adminp')).download(voucher.voucherHistoryExcel),
      403,
      'voucherHistoryExcel',
      'common.noPermission',
    )
  })
})

describe('created vouchers in hand (issue 28)', () => {
  const qa = (action: 'use' | 'reclaim', body: unknown) =>
    fetch(`${TEST_BASE}/__mock/created-vouchers/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const historyRows = async (client: ApiClient) => {
    const { blob } = await client.download(voucher.voucherHistoryExcel)
    return (await sheetRows(new Uint8Array(await blob.arrayBuffer()))).slice(1)
  }
  const rowOf = (rows: unknown[][], code: string) => rows.find((r) => r[3] === code)!

  it('each state shows in the history file: used, reclaimed (the right back), expired, unused', async () => {
    const client = await loginAs('fc0001')
    await createVouchers(client, 4)
    const [used, reclaimed, expired, kept] = db.createdVouchers.all().map((v) => v.code)
    expect(await issuable(client)).toBe(46)

    // a customer redeems one (the code as typed, in small letters, is found)
    const use = await qa('use', { code: used!.toLowerCase(), userId: 'member01' })
    expect(use.status).toBe(200)
    expect((await use.json()).state).toBe('used')
    // the owner takes one back: the right returns
    expect((await qa('reclaim', { code: reclaimed })).status).toBe(200)
    expect(await issuable(client)).toBe(47)
    // neither may change again, and nothing changes
    expect((await qa('reclaim', { code: used })).status).toBe(409)
    expect((await qa('use', { code: reclaimed })).status).toBe(409)
    expect((await qa('use', { code: 'ZZZZ-ZZZZ-ZZZZ' })).status).toBe(404)
    expect((await qa('use', {})).status).toBe(400)
    expect(await issuable(client)).toBe(47)

    let rows = await historyRows(client)
    expect(rowOf(rows, used!).slice(4, 7)).toEqual(['member01', null, '사용'])
    expect(rowOf(rows, used!)[8]).toEqual(expect.any(Date))
    expect(rowOf(rows, reclaimed!)[6]).toBe('회수')
    expect(rowOf(rows, reclaimed!)[8]).toEqual(expect.any(Date))
    expect(rowOf(rows, kept!)[6]).toBe('미사용')
    expect(rowOf(rows, kept!)[8]).toBeNull()

    // a year on, what was unused has expired, and cannot be redeemed any more
    expect((await qa('use', { code: expired })).status).toBe(200)
    const expiresAt = Date.parse(
      db.createdVouchers.findFirst((q) => q.where({ code: kept! }))!.expiresAt,
    )
    clock.advance(expiresAt - clock.now().getTime())
    expect((await qa('use', { code: kept })).status).toBe(409)
    // (the session has long ended)
    rows = await historyRows(await loginAs('fc0001'))
    expect(rowOf(rows, kept!)[6]).toBe('만료')
    expect(rowOf(rows, expired!)[6]).toBe('사용')
    expect(rowOf(rows, used!)[6]).toBe('사용')
  })

  it('a batch kept from before codes (an older data file) is one row with its count', async () => {
    const client = await loginAs('fc0001')
    await db.voucherBatches.create({
      id: 99,
      userId: 'fc0001',
      count: 3,
      createdAt: clock.now().toISOString(),
      qrCode: null,
    })
    const rows = await historyRows(client)
    expect(rows).toContainEqual([
      expect.any(Date),
      '바우처 생성',
      3,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('a voucher code: three groups of four letters no one misreads, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const code = voucherCode(bytes)
        expect(code).toMatch(VOUCHER_CODE_PATTERN)
        expect(code).not.toMatch(/[01IO]/)
      }),
    )
  })

  it('new codes are never taken nor repeated, even when the draws collide', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 12, maxLength: 12 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 5 }),
        (draws, count, takenCount) => {
          // a source that repeats a few draws, then gives fresh ones: collisions on purpose
          let i = 0
          const source = (bytes: Uint8Array) => {
            const next = i < draws.length * 2 ? draws[i % draws.length]! : fresh(i)
            i++
            bytes.set(next)
            return bytes
          }
          const taken = new Set(draws.slice(0, takenCount).map(voucherCode))
          const codes = newVoucherCodes(count, taken, source)
          expect(codes).toHaveLength(count)
          expect(new Set(codes).size).toBe(count)
          expect(codes.some((c) => taken.has(c))).toBe(false)
        },
      ),
    )
  })

  it('a state: used and reclaimed for good; otherwise expired exactly from its end', () => {
    const iso = (ms: number) => new Date(ms).toISOString()
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: -HOUR_MS, max: HOUR_MS }),
        fc.boolean(),
        fc.boolean(),
        (end, offset, used, reclaimed) => {
          const v = {
            expiresAt: iso(end),
            usedAt: used ? iso(end - 1) : null,
            reclaimedAt: reclaimed ? iso(end - 1) : null,
          }
          const state = createdVoucherState(v, new Date(end + offset))
          if (used) expect(state).toBe('used')
          else if (reclaimed) expect(state).toBe('reclaimed')
          else expect(state).toBe(offset >= 0 ? 'expired' : 'unused')
        },
      ),
    )
  })
})

/** The i-th fresh 12 bytes: distinct for distinct i (its index written into the first bytes). */
function fresh(i: number): Uint8Array {
  const bytes = new Uint8Array(12)
  for (let k = 0; k < 12; k++) bytes[k] = (Math.floor(i / 32 ** k) % 32) + 64 * (k % 2)
  return bytes
}
