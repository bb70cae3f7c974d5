import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { FIXTURE_STAFF } from '../../mock-server/fixtures'
import { inScope, listOrder } from '../../mock-server/features/dashboard/checkup-index'
import type { CheckupRecord } from '../../mock-server/features/dashboard/records'
import type { ApiClient } from '../../src/shared/services/http-client'
import * as checkup from '../../src/features/dashboard/services/contract'
import { SITE } from '../../src/shared/domain/codes'
import { maskCustomerName } from '../../src/shared/domain/masking'
import { defaultDashboardRange, fromApiDate } from '../../src/shared/domain/dates'
import { loginAs, statusOf } from '../support/api'
import { sheetRows } from '../support/files'

/**
 * Issue 31 over HTTP: the checkup list and its Excel file sort on the server, by the contract's
 * `sort` and `order`; equal keys keep the list order (newest first, then by number) either way;
 * site 48 sorts the names it is shown (masked); the file holds the rows of the name search in
 * the list's order; a key the contract does not know is a 400.
 */
const TODAY = '20261122'
const RANGE = defaultDashboardRange(fromApiDate(TODAY)!)
const WIDE = { start: '19000101', end: '20991231' }

let server: Awaited<ReturnType<typeof createTestServer>>['server']
let db: Awaited<ReturnType<typeof createTestServer>>['db']

beforeAll(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 240, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => server.close())

const staff = (userId: string) => FIXTURE_STAFF.find((s) => s.userId === userId)!
const shownTo = (userId: string, name: string) =>
  staff(userId).siteId === SITE.PARTNER ? maskCustomerName(name) : name

/** The caller's rows of the range in list order, then stably by the key (what the screen asks). */
function expected(
  userId: string,
  range: { start: string; end: string },
  compare: (a: CheckupRecord, b: CheckupRecord) => number,
  name?: string,
): CheckupRecord[] {
  return db.checkups
    .all()
    .filter(
      (c) =>
        inScope(staff(userId), c) &&
        c.created >= range.start &&
        c.created <= range.end &&
        (!name || shownTo(userId, c.userName).includes(name)),
    )
    .sort(listOrder)
    .sort(compare)
}

/** Every page of a list, 100 rows at a time. */
async function everyPage(client: ApiClient, query: Record<string, string>) {
  const numbers: number[] = []
  const names: string[] = []
  for (let page = 1; ; page++) {
    const { data } = await client.call(checkup.checkupList, {
      query: { ...query, page, size: 100 },
    })
    numbers.push(...data.items.map((c) => c.checkupNo))
    names.push(...data.items.map((c) => c.userName))
    if (page * 100 >= data.total) return { numbers, names, total: data.total }
  }
}

const byName = (userId: string) => (a: CheckupRecord, b: CheckupRecord) =>
  shownTo(userId, a.userName).localeCompare(shownTo(userId, b.userName), 'ko')

describe('the checkup list sorted on the server', () => {
  it('answers sort=userName&order=asc by the name, ties newest first, every page', async () => {
    const client = await loginAs('siteadmin')
    const list = await everyPage(client, { ...RANGE, sort: 'userName', order: 'asc' })
    const rows = expected('siteadmin', RANGE, byName('siteadmin'))
    expect(rows.length).toBeGreaterThan(100)
    expect(list.total).toBe(rows.length)
    expect(list.numbers).toEqual(rows.map((c) => c.checkupNo))
    // names do repeat (ties kept in list order), and the first page is not the default one
    expect(new Set(list.names).size).toBeLessThan(list.names.length)
    const first = await client.call(checkup.checkupList, { query: { ...RANGE, size: 25 } })
    expect(first.data.items.map((c) => c.checkupNo)).not.toEqual(list.numbers.slice(0, 25))
  })

  it('sorts descending by the key alone: equal keys stay newest first', async () => {
    const client = await loginAs('siteadmin')
    const byEmployee = (a: CheckupRecord, b: CheckupRecord) =>
      a.employeeName === b.employeeName ? 0 : a.employeeName < b.employeeName ? 1 : -1
    const list = await everyPage(client, { ...RANGE, sort: 'employeeName', order: 'desc' })
    expect(list.numbers).toEqual(expected('siteadmin', RANGE, byEmployee).map((c) => c.checkupNo))
  })

  it('sorts site 48 by the masked names it is shown', async () => {
    const client = await loginAs('ptadmin')
    const list = await everyPage(client, { ...WIDE, sort: 'userName', order: 'asc' })
    const rows = expected('ptadmin', WIDE, byName('ptadmin'))
    expect(rows.length).toBeGreaterThan(1)
    expect(list.numbers).toEqual(rows.map((c) => c.checkupNo))
    expect(list.names).toEqual(rows.map((c) => maskCustomerName(c.userName)))
  })

  it('refuses a sort key or an order the contract does not know with 400', async () => {
    const client = await loginAs('siteadmin')
    for (const query of [
      { ...RANGE, sort: 'telephone' },
      { ...RANGE, sort: 'userName', order: 'up' },
    ]) {
      expect(await statusOf(client.call(checkup.checkupList, { query }))).toBe(400)
      expect(await statusOf(client.download(checkup.customerListExcel, { query }))).toBe(400)
    }
  })
})

describe('the customer-list Excel in the list’s order', () => {
  it('holds only the rows of the name search, in the order asked, under the same file name', async () => {
    const client = await loginAs('siteadmin')
    const query = { ...RANGE, name: '김', sort: 'birthday', order: 'desc' }
    const file = await client.download(checkup.customerListExcel, { query })
    expect(file.fileName).toBe(`customer_list_${RANGE.start}_${RANGE.end}.xlsx`)
    const [header, ...rows] = await sheetRows(new Uint8Array(await file.blob.arrayBuffer()))
    expect(header?.slice(0, 4)).toEqual(['발급일', '이름', '성별', '생년월일'])

    const byBirthday = (a: CheckupRecord, b: CheckupRecord) =>
      a.birthday === b.birthday ? 0 : a.birthday < b.birthday ? 1 : -1
    const want = expected('siteadmin', RANGE, byBirthday, '김')
    const all = expected('siteadmin', RANGE, byBirthday)
    expect(want.length).toBeGreaterThan(1)
    expect(want.length).toBeLessThan(all.length)
    const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v))
    const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`
    // name, birthday, issue date and FC of each row: the checkups asked for, in that order
    expect(rows.map((r) => [r[1], day(r[3]), day(r[0]), r[6]])).toEqual(
      want.map((c) => [
        c.userName,
        iso(c.birthday),
        iso(c.created),
        `${c.employeeName} (${c.employeeId})`,
      ]),
    )
    // the list answers the same rows in the same order
    const list = await everyPage(client, query)
    expect(list.numbers).toEqual(want.map((c) => c.checkupNo))
  })
})
