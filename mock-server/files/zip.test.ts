import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pdfPagesText, sheetRows } from '../../tests/support/files'
import { buildPdf } from './pdf'
import type { PdfReport } from './pdf-report'
import { nodeReportFont } from './report-font-node'
import { buildXlsx } from './xlsx'
import { buildZip } from './zip'
import { readZip } from '../../tests/support/read-zip'

const font = await nodeReportFont()
const report = (title: string): PdfReport => ({
  kind: 'simple',
  title,
  subtitle: '김건강 님',
  blocks: [],
  footer: '',
})

const bytes = (s: string) => new TextEncoder().encode(s)

describe('buildZip / readZip', () => {
  it('reads a zip of three PDFs back as three PDFs', async () => {
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => ({
        name: `result-R-${n}.pdf`,
        data: await buildPdf(
          Array.from({ length: n }, (_, i) => report(`리포트 ${n}-${i}`)),
          { font },
        ),
      })),
    )
    const zip = buildZip(files)
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const read = readZip(zip)
    expect(read.map((f) => f.name)).toEqual(files.map((f) => f.name))
    for (const [i, file] of read.entries()) {
      const pages = await pdfPagesText(file.data)
      expect(pages).toHaveLength(i + 1)
      expect(pages[i]).toContain(`리포트 ${i + 1}-${i}`)
      expect(file.data).toEqual(files[i]?.data)
    }
  })

  it('keeps Korean names, flagged as UTF-8', async () => {
    const zip = buildZip([
      { name: '검진결과_김건강.pdf', data: await buildPdf([report('x')], { font }) },
    ])
    // General purpose flag of the first local header: bit 11 = names are UTF-8.
    expect(zip[7]! & 0x08).toBe(0x08)
    expect(readZip(zip).map((f) => f.name)).toEqual(['검진결과_김건강.pdf'])
  })

  it('carries an xlsx unchanged', async () => {
    const xlsx = await buildXlsx([{ name: 's', columns: ['이름'], rows: [['김건강']] }])
    const [file] = readZip(buildZip([{ name: '고객.xlsx', data: xlsx }]))
    expect(await sheetRows(file!.data)).toEqual([['이름'], ['김건강']])
  })

  it('numbers duplicate names and makes paths safe', () => {
    const data = bytes('x')
    const names = readZip(
      buildZip([
        { name: 'a.pdf', data },
        { name: 'a.pdf', data },
        { name: 'a.pdf', data },
        { name: '../../etc/passwd', data },
        { name: '/abs\\win\\path.txt', data },
        { name: 'dir/./b', data },
        { name: '..', data },
      ]),
    ).map((f) => f.name)
    expect(names).toEqual([
      'a.pdf',
      'a (2).pdf',
      'a (3).pdf',
      'etc/passwd',
      'abs/win/path.txt',
      'dir/b',
      'file',
    ])
  })

  it('gives an empty archive for no files', () => {
    const zip = buildZip([])
    expect(zip).toHaveLength(22)
    expect(readZip(zip)).toEqual([])
  })

  it('round-trips names and contents (property)', () => {
    const name = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
      // eslint-disable-next-line no-control-regex -- control characters are the point here
      .map((s) => `${s.replace(/[/\\\u0000-\u001F]/g, '_')}.bin`)
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name, data: fc.uint8Array({ maxLength: 300 }) }), {
          selector: (f) => f.name,
          maxLength: 6,
        }),
        (files) => {
          const read = readZip(buildZip(files))
          const byName = (list: { name: string; data: Uint8Array }[]) =>
            [...list].sort((a, b) => (a.name < b.name ? -1 : 1))
          expect(byName(read)).toEqual(byName(files))
        },
      ),
      { numRuns: 100 },
    )
  })
})
