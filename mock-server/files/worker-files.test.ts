import { afterAll, describe, expect, it } from 'vitest'
import { pdfText, sheetRows } from '../../tests/support/files'
import { readZip } from '../../tests/support/read-zip'
import type { AdminCheckupRecord, CheckupRecord } from '../features/dashboard/records'
import { inThreadFiles, type ReportOf, type XlsxSource } from './file-jobs'
import { nodeReportFont } from './report-font-node'
import { workerFiles } from './worker-files'
import { excelDate, type XlsxCell } from './xlsx'

/**
 * Decision 042: the node mock's downloads are built on a worker thread. The worker's files are
 * the files the thread that asks builds (read back with exceljs, unpdf and fflate), a workbook's
 * rows reach it in slices from a generator, and a failed job fails alone.
 */
const files = workerFiles()
const here = inThreadFiles(nodeReportFont)
afterAll(() => files.close())

const CREATED_AT = new Date(Date.UTC(2026, 10, 27, 9, 30))

/** A sheet of `n` rows, made one by one as the sender asks (more rows than one slice). */
const sheet = (n: number): XlsxSource => ({
  name: '고객 목록',
  columns: [
    { header: '발급일', kind: 'date' },
    { header: '이름' },
    { header: ['리포트', '건수'], kind: 'number', sum: true },
  ],
  rows: (function* (): Generator<XlsxCell[]> {
    for (let i = 0; i < n; i++) yield [excelDate('20261101'), `김건강${i}`, i]
  })(),
  sumRow: { label: '합계', position: 'top' },
})

const checkup = (checkupNo: number, reportType: 'S' | 'F'): CheckupRecord => ({
  checkupNo,
  created: '20261101',
  userName: '김건강',
  userId: `app${checkupNo}`,
  gender: 1,
  birthday: '19800101',
  reportType,
  role: 'RM',
  branchName: '강남',
  branchCode: 'B001',
  employeeName: '홍길동',
  employeeId: 'fc0001',
  address: '',
  detailAddress: '',
  postalCode: '',
  telephone: '',
  pdfPrint: 'Y',
  print: 'N',
  siteId: 3,
})

describe('the file worker', () => {
  it('builds the workbook the thread builds, from rows sent in slices', async () => {
    const rows = 5_000
    const [fromWorker, fromHere] = await Promise.all([
      files.xlsx([sheet(rows)], { createdAt: CREATED_AT }),
      here.xlsx([sheet(rows)], { createdAt: CREATED_AT }),
    ])
    const read = await sheetRows(fromWorker)
    expect(read).toEqual(await sheetRows(fromHere))
    // two header rows, the sum on top, then every row in order
    expect(read).toHaveLength(2 + 1 + rows)
    expect(read[2]).toEqual(['합계', null, (rows * (rows - 1)) / 2])
    expect(read.at(-1)?.[1]).toBe(`김건강${rows - 1}`)
  })

  it('builds report PDFs and the zip of one PDF per checkup', async () => {
    const reports: ReportOf[] = [
      { checkup: checkup(100001, 'S'), name: '김건강' },
      { checkup: checkup(100002, 'F'), name: '김*강' },
    ]
    const pdf = await files.checkupPdf(reports, CREATED_AT)
    const text = await pdfText(pdf)
    expect(text).toContain('김건강 님')
    expect(text).toContain('김*강 님')

    const zip = readZip(await files.checkupPdfZip(reports, CREATED_AT))
    expect(zip.map((f) => f.name)).toEqual(['checkup_100001.pdf', 'checkup_100002.pdf'])
    expect(await pdfText(zip[1]!.data)).toContain('김*강 님')
  })

  it('builds the coupon holder’s PDF (S2 §6) off the thread that answers', async () => {
    const pdf = await files.couponPdf(
      { code: 'COUPON-OK', holder: 'coupon01', birthday: '19800101' },
      CREATED_AT,
    )
    const text = await pdfText(pdf)
    expect(text).toContain('coupon01 님')
    expect(text).toContain('COUPON-OK')
    expect(text).toContain('1980년 01월 01일')
  })

  it('fails a job whose rows cannot be made, and builds the next', async () => {
    const broken: XlsxSource = {
      name: 's',
      columns: ['a'],
      rows: (function* (): Generator<XlsxCell[]> {
        yield ['first']
        throw new Error('no more rows')
      })(),
    }
    await expect(files.xlsx([broken])).rejects.toThrow('no more rows')
    expect(
      await sheetRows(await files.xlsx([{ name: 's', columns: ['a'], rows: [['b']] }])),
    ).toEqual([['a'], ['b']])
  })

  it('answers an error the worker meets as the job’s failure, and builds the next', async () => {
    await expect(files.adminPdf({} as AdminCheckupRecord, CREATED_AT)).rejects.toThrow()
    const admin: AdminCheckupRecord = {
      id: 7,
      company: '오렌지라이프',
      fcCode: 'OL1000007',
      status: 'U',
      name: '정작성',
      gender: 2,
      regDate: '20261101',
      pdfPath: '/pdf/admin/7.pdf',
      birthday: '19750412',
      userId: 'member07',
      userNo: 7,
      couponCode: 'C7',
      couponUsed: false,
      employeeId: 'OL1000007',
      employeeName: '홍길동',
      siteName: '오렌지',
      checkupNo: null,
    }
    expect(await pdfText(await files.adminPdf(admin, CREATED_AT))).toContain('정작성 님')
  })

  it('fails the job of a worker that stopped, and starts a new worker for the next', async () => {
    const building = files.xlsx([sheet(50_000)])
    await new Promise((resolve) => setTimeout(resolve, 50))
    await files.close()
    await expect(building).rejects.toThrow('the file worker stopped')
    expect(
      await sheetRows(await files.xlsx([{ name: 's', columns: ['a'], rows: [['b']] }])),
    ).toEqual([['a'], ['b']])
  })
})
