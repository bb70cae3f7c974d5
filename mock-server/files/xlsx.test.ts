import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  buildXlsx,
  columnLetters,
  readXlsxRows,
  readXlsxSheetNames,
  sanitizeSheetName,
  type XlsxCell,
} from './xlsx'

const parts = (data: Uint8Array) => unzipSync(data)
const part = (data: Uint8Array, name: string) => {
  const bytes = parts(data)[name]
  if (!bytes) throw new Error(`no part ${name}`)
  return strFromU8(bytes)
}
const expected = (rows: XlsxCell[][]) =>
  rows.map((row) => row.map((v) => (v === null ? '' : String(v))))

describe('columnLetters', () => {
  it('counts A..Z, then AA.., up to XFD', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16383].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ])
    expect(() => columnLetters(16384)).toThrow(RangeError)
    expect(() => columnLetters(-1)).toThrow(RangeError)
  })
})

describe('buildXlsx', () => {
  it('holds the parts of a workbook and no sharedStrings', () => {
    const data = buildXlsx([{ name: '고객', columns: ['a'], rows: [['b']] }])
    expect(Object.keys(parts(data)).sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    )
    expect(data[0]).toBe(0x50) // 'P' of the zip signature
    expect(data[1]).toBe(0x4b)
    const types = part(data, '[Content_Types].xml')
    expect(types).toContain('PartName="/xl/workbook.xml"')
    expect(types).toContain('PartName="/xl/worksheets/sheet1.xml"')
    expect(types).toContain('PartName="/xl/styles.xml"')
    expect(part(data, '_rels/.rels')).toContain('Target="xl/workbook.xml"')
    expect(part(data, 'xl/_rels/workbook.xml.rels')).toContain('Target="worksheets/sheet1.xml"')
  })

  it('round-trips Korean text, XML special characters, numbers and empty cells', () => {
    const columns = ['이름', '나이', '메모', '금액']
    const rows: XlsxCell[][] = [
      ['김건강', 42, 'a & b < c > d "e" \'f\'', 1234.5],
      ['이영희', null, '</t></is><v>1</v>', -7],
      ['  spaces kept  ', 0, '', 1e21],
      [null, null, null, null],
      ['line\nbreak\tand tab', 3, '&amp; stays &amp;', null],
      [null, null, null, null],
    ]
    const data = buildXlsx([{ name: '고객 목록', columns, rows }])
    expect(readXlsxRows(data)).toEqual(expected([columns, ...rows]))
    expect(readXlsxSheetNames(data)).toEqual(['고객 목록'])
    // UTF-8 on the wire, not entities.
    expect(part(data, 'xl/worksheets/sheet1.xml')).toContain('>김건강<')
  })

  it('writes numbers as numeric cells, strings inline, and the header bold', () => {
    const data = buildXlsx([{ name: 'S', columns: ['id', 'n'], rows: [['x', 7]] }])
    const sheet = part(data, 'xl/worksheets/sheet1.xml')
    expect(sheet).toContain('<c r="B2"><v>7</v></c>')
    expect(sheet).toMatch(/<c r="A2" t="inlineStr"><is><t xml:space="preserve">x<\/t><\/is><\/c>/)
    expect(sheet).toMatch(/<c r="A1" s="1" t="inlineStr">/)
    expect(sheet).toMatch(/<c r="B1" s="1" t="inlineStr">/)
    expect(sheet).not.toMatch(/<c r="[AB]2" s=/)
    const styles = part(data, 'xl/styles.xml')
    const fonts = [...styles.matchAll(/<font>(.*?)<\/font>/g)].map((m) => m[1])
    const xfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)?.[1] ?? ''
    const boldXf = [...xfs.matchAll(/<xf [^>]*>/g)][1]?.[0] ?? ''
    const fontId = Number(/fontId="(\d+)"/.exec(boldXf)?.[1])
    expect(fonts[fontId]).toContain('<b/>')
    expect(boldXf).toContain('applyFont="1"')
  })

  it('handles 30 columns (past Z) with a matching dimension', () => {
    const columns = Array.from({ length: 30 }, (_, i) => `열${i + 1} & <${columnLetters(i)}>`)
    const rows: XlsxCell[][] = Array.from({ length: 5 }, (_, r) =>
      Array.from({ length: 30 }, (_, c) => (c % 2 === 0 ? `"${r}:${c}"` : r * 100 + c)),
    )
    const data = buildXlsx([{ name: 'wide', columns, rows }])
    const sheet = part(data, 'xl/worksheets/sheet1.xml')
    expect(sheet).toContain('<dimension ref="A1:AD6"/>')
    expect(sheet).toContain('r="AA1"')
    expect(sheet).toContain('<c r="AD6"><v>429</v></c>')
    expect(readXlsxRows(data)).toEqual(expected([columns, ...rows]))
  })

  it('keeps characters XML cannot carry and literal _xHHHH_ text', () => {
    const values = ['bell\u0007here', 'cr\r\nlf', '_x0041_ is not A', '_x005F_', 'nul\u0000']
    const data = buildXlsx([{ name: 'S', columns: values, rows: [] }])
    // eslint-disable-next-line no-control-regex -- control characters are the point here
    expect(part(data, 'xl/worksheets/sheet1.xml')).not.toMatch(/[\u0000-\u0008\r]/)
    expect(readXlsxRows(data)).toEqual([values])
  })

  it('writes several sheets and reads each back by index', () => {
    const data = buildXlsx([
      { name: 'one', columns: ['a'], rows: [[1]] },
      { name: 'two', columns: ['b'], rows: [['둘']] },
    ])
    expect(readXlsxSheetNames(data)).toEqual(['one', 'two'])
    expect(readXlsxRows(data, 0)).toEqual([['a'], ['1']])
    expect(readXlsxRows(data, 1)).toEqual([['b'], ['둘']])
    expect(() => readXlsxRows(data, 2)).toThrow()
  })

  it('still writes a workbook for no sheets or an empty sheet', () => {
    expect(readXlsxRows(buildXlsx([]))).toEqual([])
    expect(readXlsxSheetNames(buildXlsx([]))).toEqual(['Sheet1'])
    expect(readXlsxRows(buildXlsx([{ name: 'x', columns: ['a', 'b'], rows: [] }]))).toEqual([
      ['a', 'b'],
    ])
  })

  it('sanitises sheet names: forbidden characters, 31 characters, unique', () => {
    expect(sanitizeSheetName('a[b]:c*d?e/f\\g')).toBe('a_b__c_d_e_f_g')
    expect(sanitizeSheetName("'quoted'")).toBe('quoted')
    expect(sanitizeSheetName('')).toBe('Sheet1')
    expect(sanitizeSheetName('History')).toBe('History_')
    expect(sanitizeSheetName('가'.repeat(40))).toBe('가'.repeat(31))
    expect(sanitizeSheetName('😀'.repeat(20))).toBe('😀'.repeat(15))
    const long = 'x'.repeat(40)
    const data = buildXlsx([
      { name: long, columns: [], rows: [] },
      { name: long, columns: [], rows: [] },
      { name: 'Data', columns: [], rows: [] },
      { name: 'DATA', columns: [], rows: [] },
      { name: '[]', columns: [], rows: [] },
      { name: '', columns: [], rows: [] },
    ])
    const names = readXlsxSheetNames(data)
    expect(names).toEqual([
      'x'.repeat(31),
      `${'x'.repeat(27)} (2)`,
      'Data',
      'DATA (2)',
      '__',
      'Sheet6',
    ])
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(31)
      expect(name).not.toMatch(/[[\]:*?/\\]/)
    }
  })

  it('round-trips arbitrary printable strings and numbers (property)', () => {
    const printable = fc
      .string({ unit: 'grapheme', maxLength: 20 })
      // eslint-disable-next-line no-control-regex -- control characters are the point here
      .filter((s) => !/[\u0000-\u001F\u007F-\u009F]/.test(s))
    const cell: fc.Arbitrary<XlsxCell> = fc.oneof(
      printable,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constant(null),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 35 }).chain((width) =>
          fc.record({
            columns: fc.array(printable, { minLength: width, maxLength: width }),
            rows: fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
              maxLength: 6,
            }),
          }),
        ),
        ({ columns, rows }) => {
          const data = buildXlsx([{ name: 'p', columns, rows }])
          expect(readXlsxRows(data)).toEqual(expected([columns, ...rows]))
        },
      ),
      { numRuns: 200 },
    )
  })

  // An independent check: python's zipfile verifies the CRCs and its XML parser (unlike the regex
  // reader) rejects any part that is not well-formed XML.
  // python3 is part of every machine here (the environment notes); the test needs it.
  it('opens with python zipfile and a strict XML parser', () => {
    const columns = Array.from({ length: 28 }, (_, i) => `c${i} <&>"'`)
    const rows: XlsxCell[][] = [
      ['김건강', 1, null, 'a\u0007b'],
      [2.5, '_x0041_', '고객 & 검진', -3],
    ]
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-'))
    try {
      const file = join(dir, 'book.xlsx')
      writeFileSync(file, buildXlsx([{ name: '검진 [2024]', columns, rows }]))
      const script = `
import json, re, sys, zipfile
import xml.etree.ElementTree as ET
NS = '{http://schemas.openxmlformats.org/spreadsheetml/2006/main}'
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None, 'bad CRC'
for name in z.namelist():
    ET.fromstring(z.read(name))
wb = ET.fromstring(z.read('xl/workbook.xml'))
sheets = [s.get('name') for s in wb.iter(NS + 'sheet')]
ws = ET.fromstring(z.read('xl/worksheets/sheet1.xml'))
rows = []
for row in ws.iter(NS + 'row'):
    cells = {}
    for c in row.iter(NS + 'c'):
        col = re.match('[A-Z]+', c.get('r')).group(0)
        if c.get('t') == 'inlineStr':
            cells[col] = ''.join(t.text or '' for t in c.iter(NS + 't'))
        else:
            cells[col] = float(c.find(NS + 'v').text)
    rows.append(cells)
print(json.dumps({'sheets': sheets, 'rows': rows}))
`
      const run = spawnSync('python3', ['-c', script, file], { encoding: 'utf8' })
      expect(run.stderr).toBe('')
      const out = JSON.parse(run.stdout) as { sheets: string[]; rows: Record<string, unknown>[] }
      expect(out.sheets).toEqual(['검진 _2024_'])
      expect(out.rows).toHaveLength(3)
      expect(out.rows[0]?.['A']).toBe(columns[0])
      expect(out.rows[0]?.['AB']).toBe(columns[27])
      expect(out.rows[1]).toEqual({ A: '김건강', B: 1, D: 'a_x0007_b' })
      expect(out.rows[2]).toEqual({ A: 2.5, B: '_x005F_x0041_', C: '고객 & 검진', D: -3 })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
