import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer, TEST_PARTNER_SID_KEY } from '../../mock-server/node'
import { scryptPasswords } from '../../mock-server/passwords-scrypt'
import { nodeReportFont } from '../../mock-server/files/report-font-node'
import type { MockContext } from '../../mock-server/http'
import { EXCEL_MAX_ROWS, excelCaps, type ExcelCaps } from '../../mock-server/excel-caps'
import { voucherHandlers } from '../../mock-server/features/vouchers/handlers'
import { statisticsHandlers } from '../../mock-server/features/statistics/handlers'
import { employeeHandlers } from '../../mock-server/features/employees/handlers'
import { EXCEL_TOO_MANY_ROWS } from '../../src/shared/domain/codes'
import { defaultDashboardRange, fromApiDate } from '../../src/shared/domain/dates'
import type { ApiClient, DownloadedFile } from '../../src/shared/services/http-client'
import { VOUCHER_HISTORY_EXCEL_MAX_ROWS } from '../../src/features/vouchers/domain/codes'
import { OVERVIEW_EXCEL_MAX_ROWS } from '../../src/features/statistics/domain/codes'
import { EMPLOYEE_LIST_EXCEL_MAX_ROWS } from '../../src/features/employees/domain/employee'
import * as voucher from '../../src/features/vouchers/services/contract'
import * as stats from '../../src/features/statistics/services/contract'
import * as employees from '../../src/features/employees/services/contract'
import { createVoucherService } from '../../src/features/vouchers/services/voucher-service'
import { mountGive } from '../../src/features/vouchers/screens'
import { wireVouchers } from '../../src/features/vouchers/app-bar'
import { createStatisticsService } from '../../src/features/statistics/services/statistics-service'
import { createEmployeeService } from '../../src/features/employees/services/employee-service'
import { wireEmployees } from '../../src/features/employees/screens'
import { EMPLOYEE_DEFAULT_SORT } from '../../src/features/employees/domain/view'
import { ko as voucherKo, en as voucherEn } from '../../src/features/vouchers/domain/messages'
import {
  ko as statisticsKo,
  en as statisticsEn,
} from '../../src/features/statistics/domain/messages'
import { ko as employeesKo, en as employeesEn } from '../../src/features/employees/domain/messages'
import { expectFailure, failureOf, loginAs } from '../support/api'
import { sheetRows } from '../support/files'
import { quietContext, runActor } from '../support/wired'

/**
 * Decision 042, the caps of the other spreadsheets: the voucher-creation history, the statistics
 * overview and the employee list hold at most their contract's rows (100,000 each, which no
 * account's data comes near). With the cap lowered to a file's own rows (the handlers' `caps`,
 * in front of the server's own), the file is built at the cap and refused one row below it with
 * 422 and the feature's message, which the portal's catalogue shows.
 */
const TODAY = '20261122'
const RANGE = defaultDashboardRange(fromApiDate(TODAY)!)

let test: Awaited<ReturnType<typeof createTestServer>>
let ctx: MockContext

beforeEach(async () => {
  test = await createTestServer({ MOCK_TODAY: TODAY })
  test.server.listen({ onUnhandledRequest: 'error' })
  // the context createTestServer gives its handlers: the same db and clock
  ctx = {
    db: test.db,
    passwords: scryptPasswords,
    reportFont: nodeReportFont,
    partnerSidKey: TEST_PARTNER_SID_KEY,
    now: test.clock.now,
    advanceClock: test.clock.advance,
  }
})
afterEach(() => {
  test.server.resetHandlers()
  test.server.close()
})

/** The handlers of the three files with these caps, answering before the server's own. */
const withCaps = (caps: Partial<ExcelCaps>) => {
  test.server.resetHandlers()
  test.server.use(
    ...voucherHandlers(ctx, caps),
    ...statisticsHandlers(ctx, caps),
    ...employeeHandlers(ctx, caps),
  )
}

const rowsOf = async (file: DownloadedFile) =>
  sheetRows(new Uint8Array(await file.blob.arrayBuffer()))

/**
 * The file is built with its cap at `count` rows and refused with `count - 1`: 422, the message of
 * the server, and the catalogue's key in the portal.
 */
async function atAndAboveCap(
  excel: keyof ExcelCaps,
  count: number,
  download: () => Promise<DownloadedFile>,
  message: string,
  key: Parameters<typeof expectFailure>[3],
): Promise<DownloadedFile> {
  expect(count).toBeGreaterThan(1)
  withCaps({ [excel]: count })
  const file = await download()
  withCaps({ [excel]: count - 1 })
  const refused = await failureOf(download())
  expect(refused.status).toBe(EXCEL_TOO_MANY_ROWS)
  expect(refused.message).toBe(message)
  await expectFailure(download(), EXCEL_TOO_MANY_ROWS, excel, key)
  return file
}

describe('the caps in the contract', () => {
  it('are 100,000 rows each, declared with 422 and said in both languages', () => {
    expect(EXCEL_MAX_ROWS).toEqual({
      voucherHistoryExcel: VOUCHER_HISTORY_EXCEL_MAX_ROWS,
      overviewExcel: OVERVIEW_EXCEL_MAX_ROWS,
      employeeListExcel: EMPLOYEE_LIST_EXCEL_MAX_ROWS,
    })
    expect(excelCaps()).toEqual(EXCEL_MAX_ROWS)
    for (const op of [
      voucher.voucherHistoryExcel,
      stats.overviewExcel,
      employees.employeeListExcel,
    ]) {
      expect(EXCEL_MAX_ROWS[op.id as keyof ExcelCaps]).toBe(100_000)
      expect(op.statuses).toContain(EXCEL_TOO_MANY_ROWS)
      expect(op.summary).toContain('100,000 rows')
    }
    for (const message of [
      voucherKo['voucher.excelTooMany'],
      voucherEn['voucher.excelTooMany'],
      statisticsKo['statistics.excelTooMany'],
      statisticsEn['statistics.excelTooMany'],
      employeesKo['employees.excelTooMany'],
      employeesEn['employees.excelTooMany'],
    ])
      expect(message).toContain((100_000).toLocaleString('en'))
  })
})

describe('each file at its cap and one row over', () => {
  let client: ApiClient

  it('the voucher-creation history: a row per created voucher and per voucher given', async () => {
    client = await loginAs('fc0001')
    const service = createVoucherService(client)
    // two created in the app bar, one given on the give page: their machines' calls
    const wired = quietContext(client)
    const { voucherBar } = wireVouchers(wired)
    await runActor(voucherBar, 'createVoucher', { count: 2 })
    const { giveVoucher } = mountGive(wired).actors()
    await runActor(giveVoucher.logic, 'give', { appId: 'member01', hours: 1 })
    const all = await rowsOf(await service.historyExcel())
    const count = all.length - 1 // the header
    expect(count).toBeGreaterThanOrEqual(3)
    const file = await atAndAboveCap(
      'voucherHistoryExcel',
      count,
      service.historyExcel,
      voucherKo['voucher.excelTooMany'],
      'voucher.excelTooMany',
    )
    expect(await rowsOf(file)).toHaveLength(1 + count)
  })

  it('the statistics overview: a row per day with activity, the sum row not counted', async () => {
    client = await loginAs('siteadmin')
    const service = createStatisticsService(client)
    const days = (await service.overview(RANGE)).length
    const file = await atAndAboveCap(
      'overviewExcel',
      days,
      () => service.overviewExcel(RANGE),
      statisticsKo['statistics.excelTooMany'],
      'statistics.excelTooMany',
    )
    const dated = (await rowsOf(file)).filter((row) => row[0] instanceof Date)
    expect(dated).toHaveLength(days)
  })

  it('the employee list: a row per employee the caller manages', async () => {
    client = await loginAs('siteadmin')
    const service = createEmployeeService(client)
    const { total } = await runActor(wireEmployees(quietContext(client)).employees, 'list', {
      name: '',
      page: 1,
      sort: EMPLOYEE_DEFAULT_SORT.key,
      order: EMPLOYEE_DEFAULT_SORT.order,
    })
    const file = await atAndAboveCap(
      'employeeListExcel',
      total,
      service.excel,
      employeesKo['employees.excelTooMany'],
      'employees.excelTooMany',
    )
    expect(await rowsOf(file)).toHaveLength(1 + total)
  })
})
