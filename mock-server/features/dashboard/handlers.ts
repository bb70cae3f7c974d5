import { http, HttpResponse } from 'msw'
import * as checkup from '../../../src/features/dashboard/services/contract'
import * as admin from '../../../src/features/admin-dashboard/services/contract'
import { SITE } from '../../../src/shared/domain/codes'
import { maskCustomerName } from '../../../src/shared/domain/masking'
import { canReadReportHistory } from '../../../src/features/dashboard/domain/access'
import { dashboardFeatures } from '../../../src/features/dashboard/domain/checkup'
import { errorResponse, handle, handleAuthed, idParam, ok, type MockContext } from '../../http'
import {
  CUSTOMER_LIST_EXCEL_MAX_ROWS,
  EXCEL_TOO_MANY_ROWS,
} from '../../../src/features/dashboard/domain/checkup'
import { ko as dashboardMessages } from '../../../src/features/dashboard/domain/messages'
import type { StaffRecord } from '../../schemas'
import type { CheckupRecord } from './records'
import { excelDate, type XlsxCell, type XlsxColumn } from '../../files/xlsx'
import { filesOf } from '../../files/file-jobs'
import { fileResponse } from '../../files/file-response'
import { printExpired, tempPdfExpired } from '../../rules'
import { printViewPage, voucherQrPage } from '../../pages/print-view'
import { inScope, type CheckupRows } from './checkup-index'
import { indexedPage, indexedRows, type NameFor, type ShownName } from './checkup-list'

const GENDER = { 1: '남', 2: '여' } as const
const REPORT = { S: '심플', F: '프리미엄' } as const
const DELIVERY = { RM: '모바일', RP: '우편', RD: '직접' } as const

/** The customer list's columns: the dashboard grid's in its order, then the branch and the contact details. */
const CUSTOMER_LIST_COLUMNS: XlsxColumn[] = [
  { header: '발급일', kind: 'date' },
  { header: '이름' },
  { header: '성별' },
  { header: '생년월일', kind: 'date' },
  { header: '리포트' },
  { header: '배송' },
  { header: '담당 FC' },
  { header: '지점' },
  { header: '연락처' },
  { header: '주소' },
]

export const publicCheckup = ({ siteId: _siteId, ...item }: CheckupRecord) => item

/** Site 48 sees customer names masked (S1 §6); the server masks them, not only the screen. */
const nameFor: NameFor = (caller) => (caller.siteId === SITE.PARTNER ? maskCustomerName : plainName)

const plainName: ShownName = (name) => name

const forCaller = (caller: StaffRecord, c: CheckupRecord) => {
  const item = publicCheckup(c)
  item.userName = nameFor(caller)(c.userName)
  return item
}

/**
 * The customer list's rows, made as they are read from the index (in the list's order, of its
 * name search: issue 31), so a range of 100,000 is never held twice and its rows go to the file
 * worker in slices.
 */
function* customerListRows(caller: StaffRecord, rows: CheckupRows): Generator<XlsxCell[]> {
  for (const c of rows.each())
    yield [
      excelDate(c.created),
      nameFor(caller)(c.userName),
      GENDER[c.gender],
      excelDate(c.birthday),
      c.reportType ? REPORT[c.reportType] : '-',
      DELIVERY[c.role],
      `${c.employeeName} (${c.employeeId})`,
      c.branchName,
      c.telephone,
      `${c.address} ${c.detailAddress}`,
    ]
}

export const checkupHandlers = (ctx: MockContext) => {
  const today = () => ctx.now?.() ?? new Date()
  const find = (checkupNo: number) => ctx.db.indexes.checkups.get(checkupNo)
  const files = filesOf(ctx)

  /** What the dashboard offers the caller (S1 §6): the portal's own rule, read on the server. */
  const featuresOf = (caller: StaffRecord) =>
    dashboardFeatures({
      user: {
        name: caller.name,
        userId: caller.userId,
        siteId: caller.siteId,
        auth: caller.auth,
        email: caller.email,
        mobile: caller.mobile,
        branchCode: caller.branchCode,
        branchName: caller.branchName,
      },
      roleList: caller.roleList,
      print: caller.print,
      usableCount: caller.usableCount,
    })

  /** The checkups' reports, each under the name `viewer` may see (masked if unknown). */
  const reportsOf = (viewer: StaffRecord | null, items: readonly CheckupRecord[]) =>
    items.map((c) => ({
      checkup: c,
      name: viewer ? nameFor(viewer)(c.userName) : maskCustomerName(c.userName),
    }))

  /** The rows of a print or PDF request, or the refusal: 403 outside scope or without print permission, 405 expired. */
  function printable(
    caller: StaffRecord,
    checkupNos: readonly number[],
  ): CheckupRecord[] | Response {
    // the print permission, and never on site 48 (S1 §6, decision 043)
    if (!featuresOf(caller).print) return errorResponse(403, '권한이 없습니다.')
    const rows: CheckupRecord[] = []
    for (const no of checkupNos) {
      const c = find(no)
      if (!c || !inScope(caller, c)) return errorResponse(403, '권한이 없습니다.')
      if (printExpired(c.created, today()))
        return errorResponse(405, '프린트 가능 기한이 지났습니다.')
      rows.push(c)
    }
    return rows
  }

  async function makeTemp(caller: StaffRecord, rows: CheckupRecord[]): Promise<string> {
    const withReport = rows.filter((r) => r.pdfPrint === 'Y')
    if (withReport.length === 0) return ''
    const tempPdf = crypto.randomUUID().replace(/-/g, '')
    // links that ran out go when a new one is made, so they do not pile up
    ctx.db.tempPdfs.deleteMany((q) =>
      q.where({ createdAt: (createdAt: string) => tempPdfExpired(createdAt, today()) }),
    )
    await ctx.db.tempPdfs.create({
      tempPdf,
      checkupNos: withReport.map((r) => r.checkupNo),
      userId: caller.userId,
      createdAt: today().toISOString(),
    })
    for (const r of withReport) {
      await ctx.db.checkups.update((q) => q.where({ checkupNo: r.checkupNo }), {
        data(c) {
          c.print = 'Y'
        },
      })
    }
    return tempPdf
  }

  return [
    handleAuthed(ctx, checkup.customerListExcel, async ({ caller, query }) => {
      // the report history's own rule, and no Excel for site 48's F (S1 §6, decision 043)
      if (!canReadReportHistory(caller) || !featuresOf(caller).excel)
        return errorResponse(403, '권한이 없습니다.')
      if (query.start > query.end) return errorResponse(400, '잘못된 기간입니다.')
      // the rows the screen lists: the range's, of the name search, in the order asked (issue 31);
      // the cap counts the rows the file would hold
      const { rows } = indexedRows(ctx.db.indexes.checkups, caller, query, nameFor)
      if (rows.count > CUSTOMER_LIST_EXCEL_MAX_ROWS)
        return errorResponse(EXCEL_TOO_MANY_ROWS, dashboardMessages['dashboard.excelTooMany'])
      const xlsx = await files.xlsx(
        [
          {
            name: '고객 목록',
            columns: CUSTOMER_LIST_COLUMNS,
            rows: customerListRows(caller, rows),
          },
        ],
        { createdAt: today() },
      )
      return fileResponse(xlsx, 'xlsx', `customer_list_${query.start}_${query.end}.xlsx`)
    }),

    handleAuthed(ctx, checkup.checkupList, ({ caller, query }) => {
      if (!canReadReportHistory(caller)) return errorResponse(403, '권한이 없습니다.')
      if (query.start > query.end) return errorResponse(400, '잘못된 기간입니다.')
      const page = indexedPage(ctx.db.indexes.checkups, caller, query, nameFor)
      return ok({
        data: {
          items: page.items.map((c) => forCaller(caller, c)),
          total: page.total,
          page: query.page,
          size: query.size,
          counts: page.counts,
        },
      })
    }),

    handleAuthed(
      ctx,
      checkup.addressChange,
      async ({ caller, params, body }) => {
        if (!caller.roleList.includes('PA'))
          return errorResponse(403, '배송지 변경 권한이 없습니다.')
        const number = idParam(params.checkupNo)
        const c = number === null ? undefined : find(number)
        // another's checkup is answered as one that does not exist: the answer tells nothing
        if (!c || !inScope(caller, c)) return errorResponse(404, '검진 정보가 없습니다.')
        await ctx.db.checkups.update((q) => q.where({ checkupNo: c.checkupNo }), {
          data(r) {
            r.address = body.address
            r.detailAddress = body.detailAddress
            r.postalCode = body.postalCode
            r.telephone = body.telephone
          },
        })
        return ok({})
      },
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      checkup.makeSingle,
      async ({ caller, body }) => {
        const c = find(body.checkupNo)
        if (!c) return errorResponse(400, '검진 정보가 없습니다.')
        if (c.employeeId !== caller.userId)
          return errorResponse(403, '본인 고객만 인쇄할 수 있습니다.')
        const rows = printable(caller, [c.checkupNo])
        if (rows instanceof Response) return rows
        return ok({ data: { tempPdf: await makeTemp(caller, rows) } })
      },
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      checkup.makeTempPdf,
      async ({ caller, body }) => {
        const rows = printable(caller, body.checkupNoList)
        if (rows instanceof Response) return rows
        return ok({ data: { tempPdf: await makeTemp(caller, rows) } })
      },
      { mutates: true },
    ),

    handleAuthed(ctx, checkup.makePdfZip, async ({ caller, body }) => {
      const rows = printable(caller, body.checkupNoList)
      if (rows instanceof Response) return rows
      const withReport = rows.filter((row) => row.pdfPrint === 'Y')
      if (withReport.length === 0) return errorResponse(400, '출력할 데이터가 존재하지 않습니다.')
      const zip = await files.checkupPdfZip(reportsOf(caller, withReport), today())
      return fileResponse(zip, 'zip', `pdf_list_${body.start}_${body.end}.zip`)
    }),

    handle(ctx, checkup.tempPdfFile, async ({ params }) => {
      const temp = ctx.db.tempPdfs.findFirst((q) => q.where({ tempPdf: params.tempPdf }))
      if (!temp) return errorResponse(404, '출력할 데이터가 존재하지 않습니다.')
      if (tempPdfExpired(temp.createdAt, today())) {
        ctx.db.tempPdfs.delete((q) => q.where({ tempPdf: temp.tempPdf }))
        return errorResponse(404, '출력 링크가 만료되었습니다. 다시 출력해 주세요.')
      }
      const rows = temp.checkupNos.flatMap((no) => find(no) ?? [])
      // the link is open to whoever has it; the names are those its maker may see
      const maker = ctx.db.staff.findFirst((q) => q.where({ userId: temp.userId })) ?? null
      const pdf = await files.checkupPdf(reportsOf(maker, rows), today())
      // inline: the print view shows it in the browser's PDF viewer (an attachment is not shown)
      return fileResponse(pdf, 'pdf', `${temp.tempPdf}.pdf`, 'inline')
    }),

    handleAuthed(ctx, admin.adminList, ({ caller, query }) => {
      if (caller.auth !== 'P' && caller.auth !== 'S') return errorResponse(403, '권한이 없습니다.')
      if (query.start > query.end) return errorResponse(400, '잘못된 파라미터입니다.')
      const rows = ctx.db.adminCheckups
        .all()
        .filter((r) => r.regDate >= query.start && r.regDate <= query.end)
        .sort((a, b) => (a.regDate < b.regDate ? 1 : a.regDate > b.regDate ? -1 : b.id - a.id))
      // the row of the contract, without the target user and coupon the record holds beside it
      return ok({ data: rows.map((r) => admin.adminCheckupRowSchema.parse(r)) })
    }),

    handleAuthed(ctx, admin.adminPdf, async ({ caller, params }) => {
      if (caller.auth !== 'P' && caller.auth !== 'S') return errorResponse(403, '권한이 없습니다.')
      const id = idParam(params.id)
      const row = id === null ? undefined : ctx.db.adminCheckups.findFirst((q) => q.where({ id }))
      if (!row || !row.pdfPath) return errorResponse(400, '잘못된 접근입니다.')
      const pdf = await files.adminPdf(row, today())
      return fileResponse(pdf, 'pdf', `checkup_${row.id}.pdf`)
    }),

    /** Stand-in for the customer channel a voucher QR link opens (site 48 QR vouchers). */
    http.get('*/voucher/qr/:code', ({ params }) =>
      HttpResponse.html(voucherQrPage(String(params.code))),
    ),

    /** The external print view (S1 §4): an HTML page that shows the temporary PDF. */
    http.get('*/v3/generate/printview', ({ request }) =>
      HttpResponse.html(printViewPage(new URL(request.url).searchParams.get('tempPdf') ?? '')),
    ),
  ]
}
