import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import type { CheckupRecord } from '../../mock-server/features/dashboard/records'
import { PRINT_PERIOD_DAYS, TEMP_PDF_TTL_MS } from '../../mock-server/rules'
import { DEMO_PASSWORD } from '../../mock-server/fixtures'
import { scryptPasswords } from '../../mock-server/passwords-scrypt'
import { readZip } from '../support/read-zip'
import { REPORT_TITLES, reportKindOf } from '../../mock-server/files/checkup-report'
import { createApiClient, type ApiClient } from '../../src/shared/services/http-client'
import { createAuthService } from '../../src/features/session/services/auth-service'
import { memoryTokenStorage } from '../support/token-storage'
import { createCheckupService } from '../../src/features/dashboard/services/checkup-service'
import { wireDashboard } from '../../src/features/dashboard/screens'
import * as checkup from '../../src/features/dashboard/services/contract'
import { CHECKUP_DEFAULT_SORT, type CheckupItem } from '../../src/features/dashboard/domain/checkup'
import type { ShippingFields } from '../../src/features/dashboard/domain/shipping'
import {
  defaultDashboardRange,
  formatDisplayDate,
  fromApiDate,
  toApiDate,
  type DateRange,
} from '../../src/shared/domain/dates'
import { expectFailure, failureOf } from '../support/api'
import { cellDay, pdfPagesText, pdfText, readWorkbook, sheetRows } from '../support/files'
import { providedLogic, quietContext, runActor } from '../support/wired'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const BASE = 'http://portal.test'
const PASSWORD = 'Test1234!'
const TODAY = '20261122'
const TODAY_DATE = fromApiDate(TODAY)!
/** the dashboard's default range for TODAY (S1 §4) */
const RANGE: DateRange = { start: '20260522', end: '20261122' }
/** the oldest creation day that may still be printed on TODAY */
const PRINT_CUTOFF = toApiDate(
  new Date(
    TODAY_DATE.getFullYear(),
    TODAY_DATE.getMonth(),
    TODAY_DATE.getDate() - PRINT_PERIOD_DAYS,
  ),
)
const NEW_ADDRESS = {
  postalCode: '03154',
  address: '서울특별시 종로구 종로 1',
  detailAddress: '7층 701호',
  telephone: '010-9876-5432',
}

let server: TestServer['server']
let db: Db
let clock: TestServer['clock']

beforeEach(async () => {
  ;({ server, db, clock } = await createTestServer({ MOCK_CHECKUPS: 200, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

/**
 * The dashboard's calls as the feature makes them: the list, the prints and the address change as
 * its machines' actors (screens.tsx), the files and the print view's address the service's.
 */
function checkupsOf(client: ApiClient) {
  const ctx = quietContext(client)
  const { dashboard } = wireDashboard(ctx, ctx.settings)
  const singlePrint = providedLogic(dashboard, 'singlePrint')
  const shippingInfo = providedLogic(dashboard, 'shippingInfo')
  return {
    ...createCheckupService(client, ''),
    /** one page, without a name search unless one is given, in the machine's starting order */
    list: ({ name = '', ...query }: DateRange & { name?: string; page: number; size: number }) =>
      runActor(dashboard, 'list', {
        ...query,
        name,
        sort: CHECKUP_DEFAULT_SORT.key,
        order: CHECKUP_DEFAULT_SORT.order,
      }),
    makeSingle: (checkupNo: number) => runActor(singlePrint, 'makeSingle', { checkupNo }),
    makeTempPdf: (checkupNos: number[]) => runActor(dashboard, 'makeTempPdf', { checkupNos }),
    changeAddress: (checkupNo: number, fields: ShippingFields) =>
      runActor(shippingInfo, 'changeAddress', { checkupNo, fields }),
  }
}

interface Session {
  client: ApiClient
  service: ReturnType<typeof checkupsOf>
}

function anonymous(): Session {
  const client = createApiClient({ baseURL: BASE, tokens: memoryTokenStorage() })
  return { client, service: checkupsOf(client) }
}

async function loginAs(userId: string, password = PASSWORD): Promise<Session> {
  const session = anonymous()
  await createAuthService(session.client).login({ userId, password })
  return session
}

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

const inRange = (c: { created: string }) => c.created >= RANGE.start && c.created <= RANGE.end
const printable = (c: CheckupRecord) => c.created >= PRINT_CUTOFF
const checkups = (pred: (c: CheckupRecord) => boolean) => db.checkups.all().filter(pred)
const row = (checkupNo: number) => db.checkups.findFirst((q) => q.where({ checkupNo }))!

/** own rows of a user that may be printed today and have a report */
const ownPrintable = (userId: string) =>
  checkups((c) => c.employeeId === userId && printable(c) && c.pdfPrint === 'Y')
/** own rows of a user older than the print period */
const ownExpired = (userId: string) =>
  checkups((c) => c.employeeId === userId && !printable(c) && c.pdfPrint === 'Y')

/** A report's pages: simple one A4 page, premium two (the layouts of decision 017). */
const pagesOf = (c: CheckupRecord) => (reportKindOf(c) === 'premium' ? 2 : 1)

/** What a row's report must say: its title, the customer's Korean name, the issue date. */
function expectReportOf(text: string, c: CheckupRecord) {
  expect(text).toContain(REPORT_TITLES[reportKindOf(c)])
  expect(text).toContain(`${c.userName} 님 · ${formatDisplayDate(c.created)} 발급`)
  expect(text).toContain(`검진 번호 ${c.checkupNo}`)
  expect(text).toContain(formatDisplayDate(c.birthday))
}

/** every row of the range, page by page */
async function listAll(service: Session['service'], name?: string): Promise<CheckupItem[]> {
  const items: CheckupItem[] = []
  for (let page = 1; ; page++) {
    const res = await service.list({ ...RANGE, ...(name ? { name } : {}), page, size: 100 })
    items.push(...res.items)
    if (items.length >= res.total || res.items.length === 0) {
      expect(items).toHaveLength(res.total)
      return items
    }
  }
}

describe('seeded data for MOCK_TODAY', () => {
  it('the default range is 20260522..20261122 and every checkup lies in it', () => {
    expect(defaultDashboardRange(TODAY_DATE)).toEqual(RANGE)
    expect(PRINT_CUTOFF).toBe('20260824')
    const all = db.checkups.all()
    expect(all.length).toBeGreaterThan(200)
    expect(all.every(inRange)).toBe(true)
    // the cases below need both printable and expired own rows of fc0001
    expect(ownPrintable('fc0001').length).toBeGreaterThanOrEqual(3)
    expect(ownExpired('fc0001').length).toBeGreaterThanOrEqual(1)
  })
})

describe('checkup list', () => {
  it('fc0001 sees only own rows, 25 per page, with consistent total and counts', async () => {
    const { service } = await loginAs('fc0001')
    const page1 = await service.list({ ...RANGE, page: 1, size: 25 })
    const page2 = await service.list({ ...RANGE, page: 2, size: 25 })
    const own = checkups((c) => c.employeeId === 'fc0001' && inRange(c))

    expect(page1.items).toHaveLength(25)
    expect(page1.page).toBe(1)
    expect(page1.size).toBe(25)
    expect(page1.total).toBe(own.length)
    expect(page1.total).toBeGreaterThan(25)
    for (const item of [...page1.items, ...page2.items]) expect(item.employeeId).toBe('fc0001')

    const { all, simple, premium } = page1.counts
    expect(all).toBeGreaterThanOrEqual(page1.total)
    expect(all).toBe(own.length)
    expect(simple).toBe(own.filter((c) => c.reportType === 'S').length)
    expect(premium).toBe(own.filter((c) => c.reportType === 'F').length)
    expect(simple + premium).toBeLessThanOrEqual(all)
    expect(page2.counts).toEqual(page1.counts)
    expect(page2.total).toBe(page1.total)

    const first = new Set(page1.items.map((i) => i.checkupNo))
    expect(page2.items.length).toBeGreaterThan(0)
    expect(page2.items.some((i) => first.has(i.checkupNo))).toBe(false)

    const every = await listAll(service)
    expect(new Set(every.map((i) => i.checkupNo)).size).toBe(own.length)
    // the items carry no server-only fields
    expect(page1.items[0]).not.toHaveProperty('siteId')
  })

  it('branchmgr sees only branch B001, more than fc0001', async () => {
    const fc = await listAll((await loginAs('fc0001')).service)
    const items = await listAll((await loginAs('branchmgr')).service)
    expect(items.length).toBeGreaterThan(fc.length)
    expect(items.every((i) => i.branchCode === 'B001')).toBe(true)
    expect(items.length).toBe(checkups((c) => c.siteId === 3 && c.branchCode === 'B001').length)
    expect(new Set(items.map((i) => i.employeeId)).size).toBeGreaterThan(1)
  })

  it('fc0003 sees only own rows of B002', async () => {
    const items = await listAll((await loginAs('fc0003')).service)
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => i.branchCode === 'B002' && i.employeeId === 'fc0003')).toBe(true)
  })

  it('siteadmin sees every site-3 row, more than branchmgr', async () => {
    const branch = await listAll((await loginAs('branchmgr')).service)
    const items = await listAll((await loginAs('siteadmin')).service)
    expect(items.length).toBe(200)
    expect(items.length).toBeGreaterThan(branch.length)
    expect(new Set(items.map((i) => i.branchCode))).toEqual(new Set(['B001', 'B002']))
    const otherSites = ['sh0001', 'pt0001', 'OL1000001', 'ga0001']
    expect(items.some((i) => otherSites.includes(i.employeeId))).toBe(false)
  })

  it('super sees every site, sh0001 rows included', async () => {
    const items = await listAll((await loginAs('super')).service)
    expect(items.length).toBe(db.checkups.all().length)
    expect(items.some((i) => i.employeeId === 'sh0001')).toBe(true)
    expect(items.length).toBeGreaterThan(200)
  })

  it('the name filter narrows the rows to names containing the search', async () => {
    const { service } = await loginAs('fc0001')
    const page1 = await service.list({ ...RANGE, page: 1, size: 25 })
    const part = Array.from(page1.items[0]!.userName).slice(1).join('')
    expect(part.length).toBeGreaterThan(0)

    const found = await service.list({ ...RANGE, name: part, page: 1, size: 100 })
    expect(found.items.length).toBeGreaterThan(0)
    expect(found.total).toBeLessThan(page1.total)
    expect(found.items).toHaveLength(found.total)
    for (const item of found.items) {
      expect(item.userName).toContain(part)
      expect(item.employeeId).toBe('fc0001')
    }
    expect(found.items.map((i) => i.checkupNo)).toContain(page1.items[0]!.checkupNo)
    expect(found.total).toBe(
      checkups((c) => c.employeeId === 'fc0001' && c.userName.includes(part)).length,
    )
    // the counters stay those of the whole range
    expect(found.counts).toEqual(page1.counts)
  })

  it('adminp (P) is refused with 403: no permission', async () => {
    const { service } = await loginAs('adminp')
    await expectFailure(
      service.list({ ...RANGE, page: 1, size: 25 }),
      403,
      'checkupList',
      'common.noPermission',
    )
  })

  it('a start after the end is a 400', async () => {
    const { service } = await loginAs('fc0001')
    await expectFailure(
      service.list({ start: RANGE.end, end: RANGE.start, page: 1, size: 25 }),
      400,
      'checkupList',
      'dashboard.loadFailed',
    )
  })

  it('without a token the list is a 401: no permission', async () => {
    const { service } = anonymous()
    await expectFailure(
      service.list({ ...RANGE, page: 1, size: 25 }),
      401,
      'checkupList',
      'common.noPermission',
    )
  })
})

describe('single print (make)', () => {
  it('fc0001 prints an own recent row: a temp PDF of it, and the row becomes printed', async () => {
    const { client, service } = await loginAs('fc0001')
    const target = ownPrintable('fc0001').find((c) => c.print === 'N')!
    expect(target).toBeDefined()

    const tempPdf = await service.makeSingle(target.checkupNo)
    expect(tempPdf).toMatch(/^\w+$/)

    const file = await client.download(checkup.tempPdfFile, { params: { tempPdf } })
    const pages = await pdfPagesText(await bytes(file.blob))
    expect(pages).toHaveLength(pagesOf(target))
    expectReportOf(pages.join('\n'), target)
    expect(file.fileName).toBe(`${tempPdf}.pdf`)

    const listed = (await listAll(service)).find((i) => i.checkupNo === target.checkupNo)
    expect(listed?.print).toBe('Y')
  })

  it('a temporary PDF link works for 10 minutes, then answers 404 and is gone', async () => {
    const { client, service } = await loginAs('fc0001')
    const target = ownPrintable('fc0001')[0]!
    const tempPdf = await service.makeSingle(target.checkupNo)
    const download = () => client.download(checkup.tempPdfFile, { params: { tempPdf } })
    clock.advance(TEMP_PDF_TTL_MS - 5_000)
    expectReportOf(await pdfText(await bytes((await download()).blob)), target)
    clock.advance(5_000)
    const refused = await failureOf(download())
    expect(refused.status).toBe(404)
    expect(refused.message).toBe('출력 링크가 만료되었습니다. 다시 출력해 주세요.')
    expect(db.tempPdfs.findFirst((q) => q.where({ tempPdf }))).toBeUndefined()
  })

  it('the print period ends after PRINT_PERIOD_DAYS: oldest printable ok, newest expired 405', async () => {
    const { service } = await loginAs('fc0001')
    const oldestPrintable = ownPrintable('fc0001').sort((a, b) =>
      a.created.localeCompare(b.created),
    )[0]!
    const newestExpired = ownExpired('fc0001').sort((a, b) =>
      b.created.localeCompare(a.created),
    )[0]!
    expect(oldestPrintable.created >= PRINT_CUTOFF).toBe(true)
    expect(newestExpired.created < PRINT_CUTOFF).toBe(true)

    expect(await service.makeSingle(oldestPrintable.checkupNo)).not.toBe('')
    await expectFailure(service.makeSingle(newestExpired.checkupNo), 405, 'make', 'print.expired')
    expect(row(newestExpired.checkupNo).print).toBe('N')
  })

  it.each([
    ['seven months later', new Date(2027, 5, 20, 10, 30)],
    ['ten months earlier', new Date(2026, 0, 15, 10, 30)],
  ])(
    'the print period counts from MOCK_TODAY, not the real clock (real clock %s)',
    async (_, realNow) => {
      server.close()
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        vi.setSystemTime(realNow)
        ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 200, MOCK_TODAY: TODAY }))
        server.listen({ onUnhandledRequest: 'error' })
        const { service } = await loginAs('fc0001')
        // by the real clock the first would be expired (later) and the second printable (earlier)
        expect(await service.makeSingle(ownPrintable('fc0001')[0]!.checkupNo)).not.toBe('')
        await expectFailure(
          service.makeSingle(ownExpired('fc0001')[0]!.checkupNo),
          405,
          'make',
          'print.expired',
        )
      } finally {
        vi.useRealTimers()
      }
    },
  )

  it('branchmgr may not print a customer of fc0001 (not the owner): 403', async () => {
    const { service } = await loginAs('branchmgr')
    const target = ownPrintable('fc0001')[0]!
    // the row is in branchmgr's scope: the refusal is about ownership
    const visible = await listAll(service)
    expect(visible.some((i) => i.checkupNo === target.checkupNo)).toBe(true)
    await expectFailure(service.makeSingle(target.checkupNo), 403, 'make', 'common.noPermission')
    expect(row(target.checkupNo).print).toBe('N')
  })

  it('an own recent row without a report (pdfPrint N) gives an empty tempPdf', async () => {
    const { service } = await loginAs('fc0001')
    const target = checkups(
      (c) => c.employeeId === 'fc0001' && printable(c) && c.pdfPrint === 'N',
    )[0]!
    expect(target).toBeDefined()
    expect(target.reportType).toBeNull()
    expect(await service.makeSingle(target.checkupNo)).toBe('')
    expect(row(target.checkupNo).print).toBe('N')
  })

  it('the print view is an HTML page linking the temp PDF, which downloads', async () => {
    const { service } = await loginAs('fc0001')
    const target = ownPrintable('fc0001')[0]!
    const tempPdf = await service.makeSingle(target.checkupNo)
    expect(tempPdf).not.toBe('')

    const url = `${BASE}${service.printViewUrl(tempPdf)}`
    expect(url).toBe(`${BASE}/v3/generate/printview?tempPdf=${tempPdf}`)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain(`/api/print/temp/${tempPdf}`)

    const pdf = await fetch(`${BASE}/api/print/temp/${tempPdf}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    // shown in the print view's embed, not downloaded
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="\w+\.pdf"/)
    expectReportOf(await pdfText(new Uint8Array(await pdf.arrayBuffer())), target)
  })

  it('an unknown temp PDF is a 404', async () => {
    const { client } = await loginAs('fc0001')
    const e = await failureOf(
      client.download(checkup.tempPdfFile, { params: { tempPdf: 'doesnotexist' } }),
    )
    expect(e.status).toBe(404)
  })
})

describe('multi print (makeTempPDF)', () => {
  it('two own recent rows give one temp PDF of both reports in order; both become printed', async () => {
    const { client, service } = await loginAs('fc0001')
    const [a, b] = ownPrintable('fc0001')
    const tempPdf = await service.makeTempPdf([a!.checkupNo, b!.checkupNo])
    expect(tempPdf).not.toBe('')

    const file = await client.download(checkup.tempPdfFile, { params: { tempPdf } })
    const pages = await pdfPagesText(await bytes(file.blob))
    expect(pages).toHaveLength(pagesOf(a!) + pagesOf(b!))
    // each report starts a page of its own, a's first
    expectReportOf(pages.slice(0, pagesOf(a!)).join('\n'), a!)
    expectReportOf(pages.slice(pagesOf(a!)).join('\n'), b!)
    expect(row(a!.checkupNo).print).toBe('Y')
    expect(row(b!.checkupNo).print).toBe('Y')
  })

  it('a row of another FC makes it a 403 and nothing is printed', async () => {
    const { service } = await loginAs('fc0001')
    const own = ownPrintable('fc0001')[0]!
    const other = ownPrintable('fc0002')[0]!
    expect(other).toBeDefined()
    await expectFailure(
      service.makeTempPdf([own.checkupNo, other.checkupNo]),
      403,
      'makeTempPDF',
      'common.noPermission',
    )
    expect(row(own.checkupNo).print).toBe('N')
  })

  it('an expired row makes it a 405', async () => {
    const { service } = await loginAs('fc0001')
    const own = ownPrintable('fc0001')[0]!
    const expired = ownExpired('fc0001')[0]!
    await expectFailure(
      service.makeTempPdf([own.checkupNo, expired.checkupNo]),
      405,
      'makeTempPDF',
      'print.expired',
    )
    expect(row(own.checkupNo).print).toBe('N')
  })

  it('an FC without print permission is refused with 403', async () => {
    const noPrint = db.staff
      .all()
      .find((s) => s.auth === 'F' && !s.print && s.active && s.passwordRefreshed)
    const ownRows = noPrint ? checkups((c) => c.employeeId === noPrint.userId) : []
    if (noPrint && ownRows.length > 0) {
      expect(await scryptPasswords.verify(noPrint.password, DEMO_PASSWORD)).toBe(true)
      const { service } = await loginAs(noPrint.userId)
      // own rows (in scope), recent if there are any: the refusal is about the permission
      const target = ownRows.find(printable) ?? ownRows[0]!
      await expectFailure(
        service.makeTempPdf([target.checkupNo]),
        403,
        'makeTempPDF',
        'common.noPermission',
      )
      expect(row(target.checkupNo).print).toBe('N')
    } else {
      // no generated FC without print permission: the print permission of fc0001 is what lets
      // the same call succeed
      const { service } = await loginAs('fc0001')
      expect(await service.makeTempPdf([ownPrintable('fc0001')[0]!.checkupNo])).not.toBe('')
    }
  })
})

describe('PDF zip (makePDF)', () => {
  it('three own recent rows give a zip of three PDFs named after the range', async () => {
    const { service } = await loginAs('fc0001')
    const rows = ownPrintable('fc0001').slice(0, 3)
    expect(rows).toHaveLength(3)
    const file = await service.pdfZip(
      rows.map((r) => r.checkupNo),
      RANGE,
    )
    expect(file.fileName).toBe(`pdf_list_${RANGE.start}_${RANGE.end}.zip`)
    const entries = readZip(await bytes(file.blob))
    expect(entries).toHaveLength(3)
    expect(entries.map((e) => e.name).sort()).toEqual(
      rows.map((r) => `checkup_${r.checkupNo}.pdf`).sort(),
    )
    for (const entry of entries) {
      const r = rows.find((c) => entry.name === `checkup_${c.checkupNo}.pdf`)!
      const pages = await pdfPagesText(entry.data)
      expect(pages).toHaveLength(pagesOf(r))
      expectReportOf(pages.join('\n'), r)
    }
  })

  it('an expired row makes it a 405', async () => {
    const { service } = await loginAs('fc0001')
    await expectFailure(
      service.pdfZip(
        [ownPrintable('fc0001')[0]!.checkupNo, ownExpired('fc0001')[0]!.checkupNo],
        RANGE,
      ),
      405,
      'makePDF',
      'print.expired',
    )
  })
})

describe('customer list Excel', () => {
  it('fc0001 gets the columns and rows the grid shows: one row per own checkup of the range', async () => {
    const { service } = await loginAs('fc0001')
    const file = await service.customerListExcel(RANGE)
    expect(file.fileName).toBe(`customer_list_${RANGE.start}_${RANGE.end}.xlsx`)

    const data = await bytes(file.blob)
    const rows = await sheetRows(data)
    // the grid's columns first (dashboard messages 'column.*'), then branch and contact details
    expect(rows[0]).toEqual([
      '발급일',
      '이름',
      '성별',
      '생년월일',
      '리포트',
      '배송',
      '담당 FC',
      '지점',
      '연락처',
      '주소',
    ])
    const listed = await listAll(service)
    const body = rows.slice(1)
    expect(body).toHaveLength(listed.length)
    const shown = (i: CheckupItem) => [
      i.created,
      i.userName,
      i.gender === 1 ? '남' : '여',
      i.birthday,
      i.reportType === 'F' ? '프리미엄' : i.reportType === 'S' ? '심플' : '-',
      { RM: '모바일', RP: '우편', RD: '직접' }[i.role],
      `${i.employeeName} (${i.employeeId})`,
      i.branchName,
    ]
    const read = (r: (typeof body)[number]) => [
      cellDay(r[0]!),
      ...r.slice(1, 3),
      cellDay(r[3]!),
      ...r.slice(4, 8),
    ]
    const key = (cells: unknown[]) => JSON.stringify(cells)
    expect(body.map(read).map(key).sort()).toEqual(listed.map(shown).map(key).sort())

    // dates are date cells in the Korean format, the header bold and frozen
    const ws = (await readWorkbook(data)).worksheets[0]!
    expect(ws.getCell('A2').value).toBeInstanceOf(Date)
    expect(ws.getCell('A2').numFmt).toBe('yyyy"년" mm"월" dd"일"')
    expect(ws.getCell('A1').font?.bold).toBe(true)
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  })
})

describe('address change', () => {
  it('fc0001 (PA) changes an own row and the list shows the new address', async () => {
    const { service } = await loginAs('fc0001')
    const target = checkups(
      (c) => c.employeeId === 'fc0001' && c.address !== NEW_ADDRESS.address,
    )[0]!
    await service.changeAddress(target.checkupNo, NEW_ADDRESS)
    const listed = (await listAll(service)).find((i) => i.checkupNo === target.checkupNo)
    expect(listed).toMatchObject(NEW_ADDRESS)
  })

  it('fc0002 (no PA) is refused with 403 and the row stays', async () => {
    const { service } = await loginAs('fc0002')
    const target = checkups((c) => c.employeeId === 'fc0002')[0]!
    const before = { ...target }
    await expectFailure(
      service.changeAddress(target.checkupNo, NEW_ADDRESS),
      403,
      'addressChange',
      'shipping.noPermission',
    )
    expect(row(target.checkupNo)).toEqual(before)
  })

  it('siteadmin (PA) changes a row of fc0001 in its site; fc0001 sees the change', async () => {
    const { service } = await loginAs('siteadmin')
    const target = checkups(
      (c) => c.employeeId === 'fc0001' && c.address !== NEW_ADDRESS.address,
    )[0]!
    await service.changeAddress(target.checkupNo, NEW_ADDRESS)
    const fc = await loginAs('fc0001')
    const listed = (await listAll(fc.service)).find((i) => i.checkupNo === target.checkupNo)
    expect(listed).toMatchObject(NEW_ADDRESS)
  })

  it('an unknown checkupNo is a 404', async () => {
    const { service } = await loginAs('fc0001')
    const unknown = Math.max(...db.checkups.all().map((c) => c.checkupNo)) + 1000
    await expectFailure(
      service.changeAddress(unknown, NEW_ADDRESS),
      404,
      'addressChange',
      'shipping.error',
    )
  })

  it("another FC's checkup is answered as an unknown one (404) and stays", async () => {
    const { service } = await loginAs('fc0001')
    const other = checkups((c) => c.employeeId !== 'fc0001' && c.siteId === 3)[0]!
    const before = { ...other }
    await expectFailure(
      service.changeAddress(other.checkupNo, NEW_ADDRESS),
      404,
      'addressChange',
      'shipping.error',
    )
    expect(row(other.checkupNo)).toEqual(before)
  })

  it('an empty detail address is a 400 and the row stays', async () => {
    const { service } = await loginAs('fc0001')
    const target = checkups((c) => c.employeeId === 'fc0001')[0]!
    const before = { ...target }
    await expectFailure(
      service.changeAddress(target.checkupNo, { ...NEW_ADDRESS, detailAddress: '' }),
      400,
      'addressChange',
      'shipping.error',
    )
    expect(row(target.checkupNo)).toEqual(before)
  })
})
