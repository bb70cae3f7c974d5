import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileMaker } from '../../mock-server/files/file-jobs'
import { workerFiles } from '../../mock-server/files/worker-files'
import { createApiClient } from '../../src/shared/services/http-client'
import { createAuthService } from '../../src/features/session/services/auth-service'
import { createCheckupService } from '../../src/features/dashboard/services/checkup-service'
import {
  CUSTOMER_LIST_EXCEL_MAX_ROWS,
  EXCEL_TOO_MANY_ROWS,
} from '../../src/features/dashboard/domain/checkup'
import { ko } from '../../src/features/dashboard/domain/messages'
import { defaultDashboardRange, fromApiDate } from '../../src/shared/domain/dates'
import { DEMO_PASSWORD, expectFailure } from '../support/api'
import { memoryTokenStorage } from '../support/token-storage'
import { startHttpServer } from '../support/http-server'
import { readZip } from '../support/read-zip'

/**
 * Issue 29, decision 042, against the standalone server's HTTP layer with its file worker, at
 * 100,000 checkups of site 3 (the load scale): the customer-list Excel holds at most
 * CUSTOMER_LIST_EXCEL_MAX_ROWS rows; siteadmin's whole default range is exactly that many and is
 * built, while other requests are answered; super's range holds the other sites' rows too, one
 * more than the cap, and is refused with the contract's status and message, which the portal
 * shows from its catalogue.
 */
const TODAY = '20261122'
const RANGE = defaultDashboardRange(fromApiDate(TODAY)!)
const EXCEL = `/api/checkups/excel?start=${RANGE.start}&end=${RANGE.end}`

let server: Awaited<ReturnType<typeof startHttpServer>>
const worker = workerFiles()

/**
 * The worker's maker, counting the workbook rows the server's thread has made: a request
 * answered while 0 < made < all was answered between two slices of the rows, which a build in
 * the server's own thread (all rows at once, then the workbook) cannot do.
 */
let made = 0
let firstRow: Promise<void> = Promise.resolve()
let lastRow: Promise<void> = Promise.resolve()
const signals = { first: () => undefined as void, last: () => undefined as void }
function* counted<T>(rows: Iterable<T>): Generator<T> {
  for (const row of rows) {
    if (made++ === 0) signals.first()
    yield row
  }
  signals.last()
}
const files: FileMaker = {
  ...worker,
  xlsx: (sheets, options) =>
    worker.xlsx(
      sheets.map((s) => ({ ...s, rows: counted(s.rows) })),
      options,
    ),
}

beforeAll(async () => {
  server = await startHttpServer({
    config: { MOCK_CHECKUPS: CUSTOMER_LIST_EXCEL_MAX_ROWS, MOCK_TODAY: TODAY },
    files,
  })
  // exceljs loaded in the worker first: the export below is building rows, not loading a library
  await worker.preload()
}, 300_000)

afterAll(async () => {
  await server?.close()
  await worker.close()
})

async function login(userId: string): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password: DEMO_PASSWORD }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const get = (path: string, token: string) =>
  fetch(`${server.base}${path}`, { headers: { 'x-auth-token': token } })

/**
 * The rows of the workbook's first sheet, counted in its XML, and its first row's values: the
 * writer puts every cell's value in `<v>` (text as `t="str"`).
 * exceljs's reader took six seconds over these 100,000 rows; the workbooks' shape is read back
 * with it in `mock-server/files/worker-files.test.ts` and the e2e downloads.
 */
function readRows(data: Uint8Array): { count: number; first: string[] } {
  const sheet = readZip(data).find((e) => e.name === 'xl/worksheets/sheet1.xml')
  if (!sheet) throw new Error('the workbook has no first sheet')
  const xml = new TextDecoder().decode(sheet.data)
  const firstRow = /<row [^>]*>(.*?)<\/row>/.exec(xml)?.[1] ?? ''
  return {
    count: xml.match(/<row /g)?.length ?? 0,
    first: [...firstRow.matchAll(/<v>([^<]*)<\/v>/g)].map((m) => m[1] ?? ''),
  }
}

describe('the customer-list Excel at 100,000 checkups', () => {
  it('refuses a range over the cap with 422 and the contract’s message, shown by the portal', async () => {
    const token = await login('super')
    const list = await get(`/api/checkups?start=${RANGE.start}&end=${RANGE.end}`, token)
    const { total } = ((await list.json()) as { data: { total: number } }).data
    expect(total).toBe(CUSTOMER_LIST_EXCEL_MAX_ROWS + 48)

    const res = await get(EXCEL, token)
    expect(res.status).toBe(EXCEL_TOO_MANY_ROWS)
    expect(await res.json()).toEqual({
      code: EXCEL_TOO_MANY_ROWS,
      message: ko['dashboard.excelTooMany'],
    })

    // the portal's own client and catalogue: the message of the dashboard's row for 422
    const client = createApiClient({ baseURL: server.base, tokens: memoryTokenStorage() })
    await createAuthService(client).login({ userId: 'super', password: DEMO_PASSWORD })
    await expectFailure(
      createCheckupService(client, '').customerListExcel(RANGE),
      EXCEL_TOO_MANY_ROWS,
      'customerListExcel',
      'dashboard.excelTooMany',
    )
    expect(ko['dashboard.excelTooMany']).toContain(
      CUSTOMER_LIST_EXCEL_MAX_ROWS.toLocaleString('en'),
    )
  })

  it('builds a range at the cap, and answers auth/me while it is built', async () => {
    const token = await login('siteadmin')
    const list = await get(`/api/checkups?start=${RANGE.start}&end=${RANGE.end}`, token)
    expect(((await list.json()) as { data: { total: number } }).data.total).toBe(
      CUSTOMER_LIST_EXCEL_MAX_ROWS,
    )

    made = 0
    firstRow = new Promise<void>((resolve) => (signals.first = resolve))
    lastRow = new Promise<void>((resolve) => (signals.last = resolve))
    const answered: string[] = []
    const exported = get(EXCEL, token).then(async (res) => {
      answered.push('export')
      return { status: res.status, data: new Uint8Array(await res.arrayBuffer()) }
    })
    const me = async () => {
      const res = await get('/api/auth/me', token)
      expect(res.status).toBe(200)
      answered.push('me')
    }

    // while the server's thread makes the rows: answered between two slices of them
    await firstRow
    await me()
    expect(made).toBeGreaterThan(0)
    expect(made).toBeLessThan(CUSTOMER_LIST_EXCEL_MAX_ROWS)
    // while the worker builds the workbook from them: answered before the file
    await lastRow
    await me()
    await me()
    expect(answered).toEqual(['me', 'me', 'me'])

    const { status, data } = await exported
    expect(status).toBe(200)
    const rows = readRows(data)
    expect(rows.count).toBe(1 + CUSTOMER_LIST_EXCEL_MAX_ROWS)
    expect(rows.first.slice(0, 2)).toEqual(['발급일', '이름'])
  }, 300_000)
})
