import { http, HttpResponse } from 'msw'
import * as checkup from '../../src/features/dashboard/services/contract'
import * as admin from '../../src/features/admin-dashboard/services/contract'
import { SITE } from '../../src/shared/domain/codes'
import { maskCustomerName } from '../../src/shared/domain/masking'
import { errorResponse, handle, handleAuthed, ok, type MockContext } from '../http'
import type { CheckupRecord, StaffRecord } from '../schemas'
import { buildXlsx, excelDate, type XlsxColumn } from '../files/xlsx'
import { buildPdf } from '../files/pdf'
import { adminReport, checkupReport } from '../files/checkup-report'
import { buildZip } from '../files/zip'
import { contentDisposition, MEDIA_TYPES } from '../files/content-disposition'
import { printExpired, tempPdfExpired } from '../rules'
import { inScope } from '../checkup-index'
import { indexedPage } from '../checkup-list'

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
const nameFor = (caller: StaffRecord, name: string) =>
  caller.siteId === SITE.PARTNER ? maskCustomerName(name) : name

const forCaller = (caller: StaffRecord, c: CheckupRecord) => ({
  ...publicCheckup(c),
  userName: nameFor(caller, c.userName),
})

const file = (
  data: Uint8Array,
  mediaType: string,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
) =>
  new HttpResponse(data as unknown as BodyInit, {
    status: 200,
    headers: {
      'content-type': mediaType,
      'content-disposition': contentDisposition(fileName, disposition),
    },
  })

export const checkupHandlers = (ctx: MockContext) => {
  const today = () => ctx.now?.() ?? new Date()
  const find = (checkupNo: number) => ctx.db.indexes.checkups.get(checkupNo)

  /** One PDF of the checkups' reports, each under the name `viewer` may see (masked if unknown). */
  const reportsPdf = async (viewer: StaffRecord | null, items: readonly CheckupRecord[]) =>
    buildPdf(
      items.map((c) =>
        checkupReport(c, viewer ? nameFor(viewer, c.userName) : maskCustomerName(c.userName)),
      ),
      { font: await ctx.reportFont(), createdAt: today() },
    )

  /** The rows of a print or PDF request, or the refusal: 403 outside scope or without print permission, 405 expired. */
  function printable(
    caller: StaffRecord,
    checkupNos: readonly number[],
  ): CheckupRecord[] | Response {
    if (!caller.print) return errorResponse(403, '권한이 없습니다.')
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
      if (caller.auth === 'P') return errorResponse(403, '권한이 없습니다.')
      if (query.start > query.end) return errorResponse(400, '잘못된 기간입니다.')
      const rows = ctx.db.indexes.checkups.range(caller, query.start, query.end).all()
      const xlsx = await buildXlsx(
        [
          {
            name: '고객 목록',
            columns: CUSTOMER_LIST_COLUMNS,
            rows: rows.map((c) => [
              excelDate(c.created),
              nameFor(caller, c.userName),
              GENDER[c.gender],
              excelDate(c.birthday),
              c.reportType ? REPORT[c.reportType] : '-',
              DELIVERY[c.role],
              `${c.employeeName} (${c.employeeId})`,
              c.branchName,
              c.telephone,
              `${c.address} ${c.detailAddress}`,
            ]),
          },
        ],
        { createdAt: today() },
      )
      return file(xlsx, MEDIA_TYPES.xlsx, `customer_list_${query.start}_${query.end}.xlsx`)
    }),

    handleAuthed(ctx, checkup.checkupList, ({ caller, query }) => {
      if (caller.auth === 'P') return errorResponse(403, '권한이 없습니다.')
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
        const c = find(Number(params.checkupNo))
        if (!c) return errorResponse(404, '검진 정보가 없습니다.')
        if (!inScope(caller, c)) return errorResponse(403, '권한이 없습니다.')
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
      const files = []
      for (const r of rows.filter((row) => row.pdfPrint === 'Y'))
        files.push({ name: `checkup_${r.checkupNo}.pdf`, data: await reportsPdf(caller, [r]) })
      if (files.length === 0) return errorResponse(400, '출력할 데이터가 존재하지 않습니다.')
      return file(buildZip(files), MEDIA_TYPES.zip, `pdf_list_${body.start}_${body.end}.zip`)
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
      const pdf = await reportsPdf(maker, rows)
      // inline: the print view shows it in the browser's PDF viewer (an attachment is not shown)
      return file(pdf, MEDIA_TYPES.pdf, `${temp.tempPdf}.pdf`, 'inline')
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
      const row = ctx.db.adminCheckups.findFirst((q) => q.where({ id: Number(params.id) }))
      if (!row || !row.pdfPath) return errorResponse(400, '잘못된 접근입니다.')
      const pdf = await buildPdf([adminReport(row)], {
        font: await ctx.reportFont(),
        createdAt: today(),
      })
      return file(pdf, MEDIA_TYPES.pdf, `checkup_${row.id}.pdf`)
    }),

    /** Stand-in for the customer channel a voucher QR link opens (site 48 QR vouchers). */
    http.get(
      '*/voucher/qr/:code',
      ({ params }) =>
        new HttpResponse(
          `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>사용권 받기</title></head>
<body style="font-family:sans-serif;padding:24px"><h1>사용권 받기</h1><p>건강 리포트 앱에서 사용권을 받을 수 있습니다.</p><p>바우처 코드: <strong data-testid="voucher-code">${String(params.code).replace(/[^a-zA-Z0-9]/g, '')}</strong></p></body></html>`,
          { headers: { 'content-type': 'text/html; charset=utf-8' } },
        ),
    ),

    /** The external print view (S1 §4): an HTML page that shows the temporary PDF. */
    http.get('*/v3/generate/printview', ({ request }) => {
      const tempPdf = new URL(request.url).searchParams.get('tempPdf') ?? ''
      const src = `/api/print/temp/${encodeURIComponent(tempPdf)}`
      return new HttpResponse(
        `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>출력 미리보기</title>
<style>html,body{margin:0;height:100%;font-family:sans-serif}header{display:flex;gap:12px;align-items:center;padding:8px 16px;background:#1d6fd8;color:#fff}embed{width:100%;height:calc(100% - 48px)}</style></head>
<body><header><strong>출력 미리보기</strong><span data-testid="temp-pdf">${tempPdf.replace(/[^a-zA-Z0-9]/g, '')}</span><button onclick="window.print()">인쇄</button></header>
<embed src="${src}" type="application/pdf"></body></html>`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      )
    }),
  ]
}
