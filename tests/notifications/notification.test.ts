import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { type ApiClient, type CallOptions } from '../../src/shared/services/http-client'
import * as notification from '../../src/features/notifications/services/contract'
import * as payment from '../../src/features/purchase/services/contract'
import { unreadCount } from '../../src/features/notifications/domain/notification'
import { wireNotifications } from '../../src/features/notifications/app-bar'
import { anonymousClient, loginAs, statusOf, TEST_BASE } from '../support/api'
import { quietContext, runActor } from '../support/wired'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'
/** two days after TODAY at 18:00 (S1 §9 virtual-account due) */
const VBANK_DUE = '2026-11-24 18:00'

let server: TestServer['server']
let db: Db

beforeEach(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 20, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

const anonymous = anonymousClient

const list = async (client: ApiClient) => (await client.call(notification.notificationList)).data
const read = (client: ApiClient, id: number) =>
  client.call(notification.notificationRead, { params: { id } })
const readAll = (client: ApiClient) => client.call(notification.notificationReadAll)

describe('notificationList', () => {
  it("lists fc0001's seeded notifications newest first", async () => {
    const items = await list(await loginAs('fc0001'))
    expect(items.map((n) => n.content)).toEqual([
      '사용권 구매가 완료되었습니다.',
      '직원에게서 사용권 선물을 받았습니다.',
      '고객 안내 문구를 확인해 주세요.',
      '보안 점검 안내',
    ])
    expect(items.map((n) => n.read)).toEqual([0, 0, 0, 1])
    expect(items.map((n) => n.urlLink)).toEqual([
      '/statistics/purchase-history',
      '/statistics/gift-history',
      null,
      'javascript:alert(1)',
    ])
    expect(items[2]!.additional).toBe('건강 리포트 앱 설치: https://example.com/app')
    const dates = items.map((n) => n.regDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(new Set(dates).size).toBe(dates.length)
  })

  it('orders notifications of the same regDate by id, newest id first', async () => {
    const client = await loginAs('fc0001')
    const top = db.notifications
      .all()
      .filter((n) => n.userId === 'fc0001')
      .reduce((a, b) => (a.regDate > b.regDate ? a : b))
    await db.notifications.create({
      ...top,
      id: 100,
      content: '같은 시각의 알림',
    })
    const items = await list(client)
    expect(items.slice(0, 2).map((n) => n.id)).toEqual([100, top.id])
  })

  it('is empty for a user without notifications, and 401 without a token', async () => {
    expect(await list(await loginAs('fc0002'))).toEqual([])
    expect(await statusOf(list(anonymous()))).toBe(401)
  })
})

describe('notificationRead', () => {
  it('marks one notification read', async () => {
    const client = await loginAs('fc0001')
    const [first] = await list(client)
    expect(first!.read).toBe(0)
    expect((await read(client, first!.id)).code).toBe(200)
    const after = await list(client)
    expect(after.find((n) => n.id === first!.id)?.read).toBe(1)
    expect(unreadCount(after)).toBe(2)
  })

  it("answers 404 for someone else's notification and for an unknown id, changing nothing", async () => {
    const owner = await loginAs('fc0001')
    const [first] = await list(owner)
    const other = await loginAs('fc0002')
    expect(await statusOf(read(other, first!.id))).toBe(404)
    expect(await statusOf(read(owner, 9999))).toBe(404)
    expect((await list(owner)).find((n) => n.id === first!.id)?.read).toBe(0)
  })
})

describe('notificationReadAll', () => {
  it('marks every unread notification read and answers how many', async () => {
    const client = await loginAs('fc0001')
    const unread = unreadCount(await list(client))
    expect(unread).toBe(3)
    expect((await readAll(client)).data.updated).toBe(unread)
    expect(unreadCount(await list(client))).toBe(0)
    expect((await readAll(client)).data.updated).toBe(0)
  })

  it("leaves other users' notifications alone", async () => {
    const pt = await loginAs('pt0001')
    await db.notifications.create({
      id: 200,
      userId: 'pt0001',
      content: '다른 사람의 알림',
      additional: null,
      urlLink: null,
      regDate: new Date().toISOString(),
      read: 0,
    })
    await readAll(await loginAs('fc0001'))
    expect(unreadCount(await list(pt))).toBe(1)
  })
})

describe('message line: vaInfo and fcLink', () => {
  it('siteadmin has a virtual account awaiting deposit; fc0001 has none', async () => {
    const admin = await loginAs('siteadmin')
    expect((await admin.call(payment.vaInfo)).data).toEqual({
      vbankName: '국민은행',
      vbankNum: '123456-01-234567',
      vbankHolder: '(주)헬스체크업',
      vbankDate: VBANK_DUE,
      paidAmount: 45000,
    })
    expect((await (await loginAs('fc0001')).call(payment.vaInfo)).data).toBeNull()
  })

  it('fc0001 has the link code LINK0001; fc0002 has none', async () => {
    expect((await (await loginAs('fc0001')).call(notification.fcLink)).data.linkCode).toBe(
      'LINK0001',
    )
    expect((await (await loginAs('fc0002')).call(notification.fcLink)).data.linkCode).toBeNull()
  })

  it('as the app bar wires them: the account read in the background, the link a portal address', async () => {
    /** the message line's calls over `client`, each with what it sent */
    const wired = (client: ApiClient) => {
      const calls: [string, CallOptions | undefined][] = []
      const { messageLine } = wireNotifications(
        quietContext({
          tokens: client.tokens,
          download: (op, options) => client.download(op, options),
          call: (op, options) => {
            calls.push([op.id, options])
            return client.call(op, options)
          },
        }),
      )
      return { messageLine, calls }
    }
    const admin = wired(await loginAs('siteadmin'))
    expect(await runActor(admin.messageLine, 'vbankInfo', undefined)).toMatchObject({
      vbankNum: '123456-01-234567',
      vbankDate: VBANK_DUE,
    })
    // no loading overlay over the page for it
    expect(admin.calls).toEqual([['vaInfo', { silent: true }]])
    const fc = wired(await loginAs('fc0001'))
    expect(await runActor(fc.messageLine, 'fcLinkUrl', undefined)).toBe(`${TEST_BASE}/F/LINK0001`)
    expect(fc.calls).toEqual([['fcLink', {}]])
    const none = wired(await loginAs('fc0002'))
    expect(await runActor(none.messageLine, 'fcLinkUrl', undefined)).toBeNull()
  })
})
