import fontkit from '@pdf-lib/fontkit'
import fc from 'fast-check'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfPagesText } from '../../tests/support/files'
import { createSeededDb } from '../create'
import { tabPasswords } from '../passwords'
import { GIVEN, SURNAMES } from '../random'
import type { CheckupRecord } from '../features/dashboard/records'
import {
  ADMIN_REPORT_TITLE,
  adminReport,
  ageOn,
  checkupReport,
  DISEASES,
  REPORT_TITLES,
} from './checkup-report'
import { buildPdf } from './pdf'
import type { PdfReport } from './pdf-report'
import { nodeReportFont } from './report-font-node'

const font = await nodeReportFont()

const checkup = (over: Partial<CheckupRecord> = {}): CheckupRecord => ({
  checkupNo: 100123,
  created: '20261101',
  userName: '김건강',
  userId: 'app100123',
  gender: 1,
  birthday: '19800315',
  reportType: 'S',
  role: 'RM',
  branchName: '강남지점',
  branchCode: 'B01',
  employeeName: '이영업',
  employeeId: 'fc0001',
  address: '서울특별시 강남구 테헤란로 152',
  detailAddress: '12층',
  postalCode: '06236',
  telephone: '010-1234-5678',
  pdfPrint: 'Y',
  print: 'N',
  siteId: 3,
  ...over,
})

/** Every string a report draws. */
const texts = (r: PdfReport): string[] => [
  r.title,
  r.subtitle,
  r.footer,
  ...r.blocks.flatMap((b) => {
    switch (b.type) {
      case 'fields':
        return b.fields.flat()
      case 'table':
        return [...b.columns.map((c) => c.header), ...b.rows.flat()]
      default:
        return [b.text]
    }
  }),
]

const tables = (r: PdfReport) => r.blocks.filter((b) => b.type === 'table')

describe('checkupReport', () => {
  it('simple: one page with the name, Korean dates, survey answers and 6 diseases', async () => {
    const report = checkupReport(checkup(), '김건강')
    expect(report.kind).toBe('simple')
    const pages = await pdfPagesText(await buildPdf([report], { font }))
    expect(pages).toHaveLength(1)
    const [page] = pages
    for (const text of [
      REPORT_TITLES.simple,
      '김건강 님 · 2026년 11월 01일 발급 · 검진 번호 100123',
      '고객 정보',
      '1980년 03월 15일',
      '만 46세',
      '이영업 (fc0001)',
      '설문 응답 요약',
      '질환 예측 결과 (6종)',
      '생활 습관 권고',
      ...DISEASES.simple,
    ])
      expect(page).toContain(text)
    expect(page).not.toContain('검진 수치')
    const [survey, risks] = tables(report)
    expect(survey?.rows.length).toBeGreaterThanOrEqual(6)
    expect(risks?.rows.map((r) => r[0])).toEqual(DISEASES.simple)
  })

  it('premium: the checkup values with units and judgements, and 10 diseases', async () => {
    const report = checkupReport(checkup({ reportType: 'F', userName: '박초과' }), '박초과')
    expect(report.kind).toBe('premium')
    const text = (await pdfPagesText(await buildPdf([report], { font }))).join('\n')
    for (const t of [
      REPORT_TITLES.premium,
      '박초과 님',
      '검진 수치',
      '수축기 혈압',
      'mmHg',
      '공복혈당',
      'LDL 콜레스테롤',
      '질환 예측 결과 (10종)',
      ...DISEASES.premium,
    ])
      expect(text).toContain(t)
    const [values, risks] = tables(report)
    expect(values?.columns.map((c) => c.header)).toEqual([
      '검사 항목',
      '결과',
      '단위',
      '참고치',
      '판정',
    ])
    for (const row of values!.rows) {
      expect(row).toHaveLength(5)
      expect(['정상', '주의', '관리 필요', '-']).toContain(row[4])
    }
    expect(risks?.rows).toHaveLength(10)
  })

  it('is the same report for the same checkup, another for another checkup', () => {
    const a = checkupReport(checkup({ reportType: 'F' }), '김건강')
    expect(checkupReport(checkup({ reportType: 'F' }), '김건강')).toEqual(a)
    expect(checkupReport(checkup({ reportType: 'F', checkupNo: 100124 }), '김건강')).not.toEqual(a)
  })

  it('shows the name it is given (the masked one for site 48)', () => {
    const report = checkupReport(checkup(), '김*강')
    expect(report.subtitle).toContain('김*강 님')
    expect(texts(report).join('\n')).not.toContain('김건강')
  })

  it('keeps BMI, weight and height consistent, and LDL from the Friedewald estimate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(1, 2), (no, g) => {
        const gender = g as 1 | 2
        const [values] = tables(
          checkupReport(checkup({ checkupNo: no, reportType: 'F', gender }), 'x'),
        )
        const value = (name: string) => Number(values!.rows.find((r) => r[0] === name)![1])
        const height = value('신장') / 100
        expect(
          Math.abs(value('체중') / (height * height) - value('체질량지수 (BMI)')),
        ).toBeLessThan(0.2)
        const ldl = value('총콜레스테롤') - value('HDL 콜레스테롤') - value('중성지방') / 5
        expect(Math.abs(value('LDL 콜레스테롤') - Math.max(40, ldl))).toBeLessThanOrEqual(1)
      }),
      { numRuns: 200 },
    )
  })
})

describe('the layouts', () => {
  it('a simple report is one A4 page, a premium report two, whatever the data', async () => {
    const db = await createSeededDb({ passwords: tabPasswords, config: { MOCK_CHECKUPS: 40 } })
    const rows = db.checkups.all().slice(0, 8)
    for (const c of rows) {
      const name = `${c.userName}${c.checkupNo % 2 ? '' : '남궁선영'}`
      for (const [reportType, pages] of [
        ['S', 1],
        ['F', 2],
      ] as const) {
        const data = await buildPdf([checkupReport({ ...c, reportType }, name)], { font })
        expect(await pdfPagesText(data)).toHaveLength(pages)
      }
    }
  }, 60_000)
})

describe('adminReport', () => {
  it('is the premium layout with the row name, company, status and registration date', async () => {
    const report = adminReport({
      id: 7,
      company: '오렌지라이프',
      fcCode: 'OL1000007',
      status: 'R',
      name: '최하나',
      gender: 2,
      regDate: '20261020',
      pdfPath: '/pdf/admin/7.pdf',
      birthday: '19800101',
      userId: 'member07',
      userNo: 7,
      couponCode: 'C7',
      couponUsed: true,
      employeeId: 'OL1000007',
      employeeName: '김설계',
      siteName: '오렌지라이프',
      checkupNo: null,
    })
    expect(report.kind).toBe('premium')
    const text = (await pdfPagesText(await buildPdf([report], { font }))).join('\n')
    for (const t of [
      ADMIN_REPORT_TITLE,
      '최하나 님 · 2026년 10월 20일 등록 · 오렌지라이프',
      'OL1000007',
      '리포트 생성',
      '검진 수치',
      ...DISEASES.premium,
    ])
      expect(text).toContain(t)
  })
})

describe('ageOn', () => {
  it('counts full years (만 나이), and null for a day that is not a date', () => {
    expect(ageOn('19800315', '20260314')).toBe(45)
    expect(ageOn('19800315', '20260315')).toBe(46)
    expect(ageOn('20000229', '20250228')).toBe(24)
    expect(ageOn('20000229', '20250301')).toBe(25)
    expect(ageOn('2000022', '20250301')).toBeNull()
    expect(ageOn('20000229', '20251301')).toBeNull()
  })

  it('is 0 on the birthday, grows by one a year, never negative after birth (property)', () => {
    const day = fc.date({
      min: new Date(1900, 0, 1),
      max: new Date(2099, 11, 31),
      noInvalidDate: true,
    })
    const api = (d: Date) =>
      `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [birth, later] = a <= b ? [a, b] : [b, a]
        const age = ageOn(api(birth), api(later))!
        expect(ageOn(api(birth), api(birth))).toBe(0)
        expect(age).toBeGreaterThanOrEqual(0)
        expect(age).toBeLessThanOrEqual(later.getFullYear() - birth.getFullYear())
        expect(age).toBeGreaterThanOrEqual(later.getFullYear() - birth.getFullYear() - 1)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the report font', () => {
  it('has every character the reports of the seeded data draw, and every seeded name', async () => {
    const doc = await PDFDocument.create()
    doc.registerFontkit(fontkit)
    const chars = new Set((await doc.embedFont(font, { subset: true })).getCharacterSet())
    const db = await createSeededDb({ passwords: tabPasswords, config: { MOCK_CHECKUPS: 300 } })
    const reports = [
      ...db.checkups
        .all()
        .flatMap((c) => [
          checkupReport(c, c.userName),
          checkupReport({ ...c, reportType: c.reportType === 'F' ? 'S' : 'F' }, c.userName),
        ]),
      ...db.adminCheckups.all().map(adminReport),
    ]
    const drawn = [
      ...reports.flatMap(texts),
      ...db.staff.all().map((s) => s.name),
      ...db.customers.all().map((c) => c.name),
      ...SURNAMES,
      ...GIVEN,
    ].join('')
    const missing = [...new Set(drawn)].filter(
      (ch) => ch !== '\n' && !chars.has(ch.codePointAt(0)!),
    )
    expect(missing).toEqual([])
  }, 60_000)
})
