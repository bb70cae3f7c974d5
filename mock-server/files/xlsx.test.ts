import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cellDay, readWorkbook, sheetRows, type SheetValue } from '../../tests/support/files'
import {
  buildXlsx as build,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  displayWidth,
  excelDate,
  excelDateTime,
  NUMBER_FORMAT,
  sanitizeSheetName,
  type XlsxCell,
  type XlsxColumn,
} from './xlsx'

const sheet = async (data: Uint8Array, index = 0) => (await readWorkbook(data)).worksheets[index]!

/** The statistics overview of S2 §4 (issue 13): grouped headers three deep and a sum row on top. */
const OVERVIEW_COLUMNS: XlsxColumn[] = [
  { header: '일자', kind: 'date' },
  { header: ['신규 가입', '임직원'], kind: 'number', sum: true },
  { header: ['신규 가입', '고객'], kind: 'number', sum: true },
  { header: ['구매', '구매 건수'], kind: 'number', sum: true },
  { header: ['구매', '구매 사용권'], kind: 'number', sum: true },
  { header: ['리포트 발급', '심플 리포트', '권한 획득'], kind: 'number', sum: true },
  { header: ['리포트 발급', '심플 리포트', '발급'], kind: 'number', sum: true },
  { header: ['리포트 발급', '프리미엄 리포트', '권한 획득'], kind: 'number', sum: true },
  { header: ['리포트 발급', '프리미엄 리포트', '발급'], kind: 'number', sum: true },
  { header: ['임직원 간 선물', '선물 건수'], kind: 'number', sum: true },
  { header: ['임직원 간 선물', '선물 사용권'], kind: 'number', sum: true },
]
const overviewRows = (days: number): XlsxCell[][] =>
  Array.from({ length: days }, (_, i) => [
    excelDate(`202611${String(i + 1).padStart(2, '0')}`),
    ...Array.from({ length: 10 }, (_, c) => (i + 1) * (c + 1)),
  ])

describe.each(['stream', 'memory'] as const)('buildXlsx, %s writer', (writer) => {
  const buildXlsx = (sheets: Parameters<typeof build>[0]) => build(sheets, { writer })

  it('writes a bold, shaded, frozen header and the rows, Korean text as it is', async () => {
    const data = await buildXlsx([
      {
        name: '고객 목록',
        columns: ['이름', '메모'],
        rows: [
          ['김건강', 'a & b < c > d "e" \'f\''],
          ['이보유', '</t></is><v>1</v>'],
          [null, '  spaces kept  '],
          ['line\nbreak\tand tab', null],
        ],
      },
    ])
    const ws = await sheet(data)
    expect(ws.name).toBe('고객 목록')
    expect(await sheetRows(data)).toEqual([
      ['이름', '메모'],
      ['김건강', 'a & b < c > d "e" \'f\''],
      ['이보유', '</t></is><v>1</v>'],
      [null, '  spaces kept  '],
      ['line\nbreak\tand tab', null],
    ])
    for (const ref of ['A1', 'B1']) {
      expect(ws.getCell(ref).font?.bold).toBe(true)
      expect(ws.getCell(ref).fill).toMatchObject({ type: 'pattern', pattern: 'solid' })
    }
    expect(ws.getCell('A2').font?.bold).not.toBe(true)
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(data[0]).toBe(0x50) // 'P' of the zip signature
  })

  it('writes numbers as numbers and dates as dates in the Korean format', async () => {
    const at = new Date(2026, 10, 22, 9, 5)
    const data = await buildXlsx([
      {
        name: 'S',
        columns: [
          { header: '발급일', kind: 'date' },
          { header: '일시', kind: 'datetime' },
          { header: '수량', kind: 'number' },
          '비율',
        ],
        rows: [[excelDate('20240501'), excelDateTime(at), 1234, 0.25]],
      },
    ])
    const ws = await sheet(data)
    const [date, time, count, ratio] = [1, 2, 3, 4].map((c) => ws.getRow(2).getCell(c))
    expect(date!.value).toBeInstanceOf(Date)
    expect(cellDay(date!.value as Date)).toBe('20240501')
    expect(date!.numFmt).toBe(DATE_FORMAT)
    expect((time!.value as Date).toISOString()).toBe('2026-11-22T09:05:00.000Z')
    expect(time!.numFmt).toBe(DATE_TIME_FORMAT)
    expect(count!.value).toBe(1234)
    expect(count!.numFmt).toBe(NUMBER_FORMAT)
    expect(ratio!.value).toBe(0.25)
    expect(excelDate('20240230')).toBeNull()
  })

  it('makes the columns as wide as what they hold, Hangul counting double', async () => {
    const data = await buildXlsx([
      {
        name: 'S',
        columns: ['이름', 'id', { header: '발급일', kind: 'date' }, '주소'],
        rows: [
          ['김건강', 'x', excelDate('20240501'), '서울특별시 강남구 테헤란로 152 12층'],
          ['남궁선영', 'y', null, 'a'.repeat(200)],
        ],
      },
    ])
    const ws = await sheet(data)
    expect(ws.getColumn(1).width).toBe(displayWidth('남궁선영') + 2)
    expect(ws.getColumn(2).width).toBe(8) // at least 8
    expect(ws.getColumn(3).width).toBe(displayWidth('2024년 05월 01일') + 2)
    expect(ws.getColumn(4).width).toBe(60) // at most 60
    expect(displayWidth('김a')).toBe(3)
  })

  it('groups headers: merged group cells, leaf names down to the last header row', async () => {
    const data = await buildXlsx([
      {
        name: '이용 현황',
        columns: OVERVIEW_COLUMNS,
        rows: overviewRows(3),
        sumRow: { label: '합계', position: 'top' },
      },
    ])
    const ws = await sheet(data)
    const master = (ref: string) => ws.getCell(ref).master.address
    // the date spans the three header rows
    expect(ws.getCell('A1').value).toBe('일자')
    expect([master('A2'), master('A3')]).toEqual(['A1', 'A1'])
    // two-level groups: the group across its columns, the leaves over rows 2 and 3
    expect(ws.getCell('B1').value).toBe('신규 가입')
    expect(master('C1')).toBe('B1')
    expect(ws.getCell('B2').value).toBe('임직원')
    expect(master('B3')).toBe('B2')
    expect(ws.getCell('D1').value).toBe('구매')
    expect(master('D1')).toBe('D1')
    expect(master('E1')).toBe('D1')
    // three levels: 리포트 발급 > 심플 리포트 / 프리미엄 리포트 > 권한 획득, 발급
    expect(ws.getCell('F1').value).toBe('리포트 발급')
    expect(['G1', 'H1', 'I1'].map(master)).toEqual(['F1', 'F1', 'F1'])
    expect(ws.getCell('F2').value).toBe('심플 리포트')
    expect(master('G2')).toBe('F2')
    expect(ws.getCell('H2').value).toBe('프리미엄 리포트')
    expect(master('I2')).toBe('H2')
    expect(['F3', 'G3', 'H3', 'I3'].map((r) => ws.getCell(r).value)).toEqual([
      '권한 획득',
      '발급',
      '권한 획득',
      '발급',
    ])
    expect(ws.getCell('F3').isMerged).toBe(false)
    expect(ws.getCell('J1').value).toBe('임직원 간 선물')
    expect(master('K1')).toBe('J1')
    for (let c = 1; c <= 11; c++)
      for (let r = 1; r <= 3; r++) expect(ws.getRow(r).getCell(c).font?.bold).toBe(true)
    // header rows and the sum row stay in view
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 })
  })

  it('writes the sum row on top: formulas over the data with their results', async () => {
    const rows = overviewRows(5)
    const data = await buildXlsx([
      { name: 'o', columns: OVERVIEW_COLUMNS, rows, sumRow: { label: '합계', position: 'top' } },
    ])
    const ws = await sheet(data)
    const sums = ws.getRow(4)
    expect(sums.getCell(1).value).toBe('합계')
    for (let c = 2; c <= 11; c++) {
      const letter = ws.getColumn(c).letter
      const expected = rows.reduce((sum, r) => sum + (r[c - 1] as number), 0)
      expect(sums.getCell(c).value).toEqual({
        formula: `SUM(${letter}5:${letter}9)`,
        result: expected,
      })
      expect(sums.getCell(c).font?.bold).toBe(true)
    }
    const read = await sheetRows(data)
    expect(read).toHaveLength(3 + 1 + 5)
    expect(cellDay(read[4]![0]!)).toBe('20261101')
    expect(read[8]![10]).toBe(50)
  })

  it('writes the sum row below the data, sums only the sum columns, 0 for no rows', async () => {
    const columns: (string | XlsxColumn)[] = [
      '구분',
      { header: '수량', kind: 'number', sum: true },
      { header: '단가', kind: 'number' },
    ]
    const data = await buildXlsx([
      {
        name: 'b',
        columns,
        rows: [
          ['a', 2, 100],
          ['b', 3.5, 200],
          ['c', null, 300],
        ],
        sumRow: { label: '합계', position: 'bottom' },
      },
      { name: 'empty', columns, rows: [], sumRow: { label: '합계', position: 'bottom' } },
    ])
    expect(await sheetRows(data)).toEqual([
      ['구분', '수량', '단가'],
      ['a', 2, 100],
      ['b', 3.5, 200],
      ['c', null, 300],
      ['합계', 5.5, null],
    ])
    expect((await sheet(data)).views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(await sheetRows(data, 1)).toEqual([
      ['구분', '수량', '단가'],
      ['합계', 0, null],
    ])
  })

  it('leaves out characters XML cannot carry', async () => {
    const data = await buildXlsx([
      { name: 'S', columns: ['a\u0007b'], rows: [['nul\u0000here'], ['lone \ud800 surrogate']] },
    ])
    expect(await sheetRows(data)).toEqual([['ab'], ['nulhere'], ['lone  surrogate']])
  })

  it('writes several sheets, and one empty sheet for none', async () => {
    const data = await buildXlsx([
      { name: 'one', columns: ['a'], rows: [[1]] },
      { name: 'two', columns: ['b'], rows: [['둘']] },
    ])
    expect((await readWorkbook(data)).worksheets.map((w) => w.name)).toEqual(['one', 'two'])
    expect(await sheetRows(data, 1)).toEqual([['b'], ['둘']])
    const none = await buildXlsx([])
    expect((await readWorkbook(none)).worksheets.map((w) => w.name)).toEqual(['Sheet1'])
    expect(await sheetRows(none)).toEqual([])
  })

  it('sanitises sheet names: forbidden characters, 31 characters, unique', async () => {
    expect(sanitizeSheetName('a[b]:c*d?e/f\\g')).toBe('a_b__c_d_e_f_g')
    expect(sanitizeSheetName("'quoted'")).toBe('quoted')
    expect(sanitizeSheetName('')).toBe('Sheet1')
    expect(sanitizeSheetName('History')).toBe('History_')
    expect(sanitizeSheetName('가'.repeat(40))).toBe('가'.repeat(31))
    expect(sanitizeSheetName('😀'.repeat(20))).toBe('😀'.repeat(15))
    const long = 'x'.repeat(40)
    const data = await buildXlsx(
      [long, long, 'Data', 'DATA', '[]', ''].map((name) => ({ name, columns: [], rows: [] })),
    )
    const names = (await readWorkbook(data)).worksheets.map((w) => w.name)
    expect(names).toEqual([
      'x'.repeat(31),
      `${'x'.repeat(27)} (2)`,
      'Data',
      'DATA (2)',
      '__',
      'Sheet6',
    ])
  })

  it('reads back as written: text, numbers, dates and empty cells (property)', async () => {
    const printable = fc
      .string({ unit: 'grapheme', maxLength: 20 })
      // eslint-disable-next-line no-control-regex -- control characters are the point here
      .filter((s) => !/[\u0000-\u001F\u007F-\u009F]/.test(s) && s !== '')
    const day = fc
      .date({ min: new Date(1950, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
      .map((d) => new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())))
    const cell: fc.Arbitrary<XlsxCell> = fc.oneof(
      printable,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
      day,
      fc.constant(null),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }).chain((width) =>
          fc.record({
            columns: fc.array(printable, { minLength: width, maxLength: width }),
            rows: fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
              maxLength: 5,
            }),
          }),
        ),
        async ({ columns, rows }) => {
          const data = await buildXlsx([{ name: 'p', columns, rows }])
          const read = await sheetRows(data)
          const expected: SheetValue[][] = [columns, ...rows]
          // trailing empty rows are not in the file
          while (expected.length > 1 && expected[expected.length - 1]!.every((v) => v === null))
            expected.pop()
          expect(read.map((r) => r.map((v) => (Object.is(v, -0) ? 0 : v)))).toEqual(
            expected.map((r) => r.map((v) => (Object.is(v, -0) ? 0 : v))),
          )
        },
      ),
      { numRuns: 40 },
    )
  }, 60_000)

  // An independent check: python's zipfile verifies the CRCs and its XML parser rejects any part
  // that is not well-formed XML. python3 is part of every machine here; the test needs it.
  it('opens with python zipfile and a strict XML parser', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-'))
    try {
      const file = join(dir, 'book.xlsx')
      writeFileSync(
        file,
        await buildXlsx([
          {
            name: '검진 [2024]',
            columns: OVERVIEW_COLUMNS,
            rows: [...overviewRows(2), ['김건강 <&>"\'\u0007', 1, null, 2.5]],
            sumRow: { label: '합계', position: 'top' },
          },
        ]),
      )
      const script = `
import sys, zipfile
import xml.etree.ElementTree as ET
NS = '{http://schemas.openxmlformats.org/spreadsheetml/2006/main}'
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None, 'bad CRC'
for name in z.namelist():
    if name.endswith('.xml') or name.endswith('.rels'):
        ET.fromstring(z.read(name))
wb = ET.fromstring(z.read('xl/workbook.xml'))
print([s.get('name') for s in wb.iter(NS + 'sheet')][0])
`
      const run = spawnSync('python3', ['-c', script, file], { encoding: 'utf8' })
      expect(run.stderr).toBe('')
      expect(run.stdout.trim()).toBe('검진 _2024_')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('sanitizeSheetName', () => {
  it('sheet names: always valid for Excel (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 50 }), (name) => {
        const safe = sanitizeSheetName(name)
        expect(safe.length).toBeGreaterThan(0)
        expect(safe.length).toBeLessThanOrEqual(31)
        expect(safe).not.toMatch(/[[\]:*?/\\]/)
        expect(safe).not.toMatch(/^'|'$/)
      }),
      { numRuns: 200 },
    )
  })
})
