import fc from 'fast-check'
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfInfo, pdfPagesText, pdfTextItems } from '../../tests/support/files'
import { buildPdf } from './pdf'
import type { PdfBlock, PdfReport } from './pdf-report'
import { PAGE_HEIGHT, PAGE_WIDTH } from './pdf-writer'
import { nodeReportFont } from './report-font-node'

const font = await nodeReportFont()
const build = (reports: PdfReport[]) => buildPdf(reports, { font })

const report = (over: Partial<PdfReport> = {}): PdfReport => ({
  kind: 'simple',
  title: '건강 설문 질환 예측 리포트',
  subtitle: '김건강 님 · 2026년 11월 01일 발급',
  blocks: [
    { type: 'heading', text: '고객 정보' },
    {
      type: 'fields',
      fields: [
        ['이름', '김건강'],
        ['생년월일', '1980년 03월 15일'],
      ],
    },
    { type: 'paragraph', text: '규칙적인 운동과 균형 잡힌 식단을 권합니다.' },
  ],
  footer: '본 리포트는 의사의 진단을 대신하지 않습니다.',
  ...over,
})

/** The embedded font files (FontFile2 streams) of a PDF, and their sizes in the file. */
async function embeddedFonts(data: Uint8Array) {
  const doc = await PDFDocument.load(data)
  const deref = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o)
  const files: number[] = []
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue
    const file = deref(object.get(PDFName.of('FontFile2')))
    if (file instanceof PDFRawStream) files.push(file.contents.length)
  }
  return { doc, files }
}

const MARGIN = 48

describe('buildPdf', () => {
  it('writes Korean text a reader extracts: title, subtitle, fields, paragraph, footer', async () => {
    const data = await build([report()])
    expect(new TextDecoder().decode(data.subarray(0, 5))).toBe('%PDF-')
    const [page, ...rest] = await pdfPagesText(data)
    expect(rest).toEqual([])
    for (const text of [
      '건강 설문 질환 예측 리포트',
      '김건강 님 · 2026년 11월 01일 발급',
      '고객 정보',
      '김건강',
      '1980년 03월 15일',
      '규칙적인 운동과 균형 잡힌 식단을 권합니다.',
      '본 리포트는 의사의 진단을 대신하지 않습니다.',
      '심플 리포트',
      '1 / 1',
    ])
      expect(page).toContain(text)
    const info = await pdfInfo(data)
    expect(info['Title']).toBe('건강 설문 질환 예측 리포트 - 김건강 님 · 2026년 11월 01일 발급')
    expect(info['Language']).toBe('ko-KR')
  })

  it('draws on A4 pages and embeds one subset of the font, not the whole font', async () => {
    const data = await build([report(), report({ kind: 'premium' })])
    const { doc, files } = await embeddedFonts(data)
    expect(doc.getPageCount()).toBe(2)
    for (const page of doc.getPages())
      expect(page.getSize()).toEqual({ width: PAGE_WIDTH, height: PAGE_HEIGHT })
    expect(files).toHaveLength(1)
    // the font file is 393 kB: a subset of the few dozen glyphs drawn is a small part of it
    expect(files[0]).toBeLessThan(40_000)
    expect(font.length).toBeGreaterThan(300_000)
    expect(data.length).toBeLessThan(60_000)
  })

  it('starts every report on a page of its own, with the label of its kind', async () => {
    const data = await build([
      report({ subtitle: '김건강 님' }),
      report({ kind: 'premium', title: '건강검진 결과 질환 예측 리포트', subtitle: '이보유 님' }),
    ])
    const pages = await pdfPagesText(data)
    expect(pages).toHaveLength(2)
    expect(pages[0]).toContain('김건강 님')
    expect(pages[0]).toContain('심플 리포트')
    expect(pages[0]).not.toContain('이보유')
    expect(pages[1]).toContain('건강검진 결과 질환 예측 리포트')
    expect(pages[1]).toContain('이보유 님')
    expect(pages[1]).toContain('프리미엄 리포트')
  })

  it('wraps long text inside the margins and keeps all of it', async () => {
    const sentence = '하루 30분 이상 빠르게 걷기와 같은 중간 강도의 운동을 하십시오. '
    const long = sentence.repeat(40)
    const word = '가나다라마바사아자차카타파하'.repeat(12) // one word wider than the page
    const data = await build([
      report({
        title: '아주 긴 제목 '.repeat(12),
        blocks: [
          { type: 'paragraph', text: long },
          { type: 'note', text: word },
          {
            type: 'table',
            columns: [
              { header: '항목', width: 1 },
              { header: '설명', width: 3, align: 'right' },
            ],
            rows: [['긴 설명', sentence.repeat(5)]],
          },
        ],
      }),
    ])
    const items = (await pdfTextItems(data)).flat()
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(MARGIN - 0.5)
      expect(item.x + item.width).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5)
    }
    const all = items.map((i) => i.str).join('')
    const squeeze = (s: string) => s.replace(/\s/g, '')
    expect(squeeze(all)).toContain(squeeze(long))
    expect(squeeze(all)).toContain(word)
    expect(squeeze(all)).toContain(squeeze(sentence.repeat(5)))
  })

  it('continues a long table on new pages, with its header and a running head', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`항목 ${i + 1}`, `${i * 3}`])
    const data = await build([
      report({
        blocks: [
          {
            type: 'table',
            columns: [
              { header: '검사 항목', width: 2 },
              { header: '결과', width: 1, align: 'right' },
            ],
            rows,
          },
        ],
      }),
    ])
    const pages = await pdfPagesText(data)
    expect(pages.length).toBeGreaterThanOrEqual(3)
    pages.forEach((page, i) => {
      expect(page).toContain('검사 항목')
      expect(page).toContain(`${i + 1} / ${pages.length}`)
      if (i > 0) expect(page).toContain('건강 설문 질환 예측 리포트 (계속)')
    })
    const all = pages.join('\n')
    for (const [name] of rows) expect(all).toContain(name)
    // every row is on one page only
    expect(all.match(/항목 120\b/g)).toHaveLength(1)
  })

  it('keeps a heading and a table that fit on one page together', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => [`질환 ${i + 1}`, `${i}.0%`])
    const data = await build([
      report({
        blocks: [
          // fills most of the first page: the table would have to break after a few rows
          { type: 'paragraph', text: '검진 결과를 설명하는 문장입니다. '.repeat(100) },
          { type: 'heading', text: '질환 예측 결과' },
          {
            type: 'table',
            columns: [
              { header: '질환', width: 2 },
              { header: '위험', width: 1 },
            ],
            rows,
          },
        ],
      }),
    ])
    const pages = await pdfPagesText(data)
    expect(pages).toHaveLength(2)
    expect(pages[0]).not.toContain('질환 예측 결과')
    expect(pages[1]).toContain('질환 예측 결과')
    for (const [name] of rows) expect(pages[1]).toContain(name)
  })

  it('draws a character the font lacks as □ and control characters as spaces', async () => {
    const data = await build([report({ subtitle: '이똠방 님\u0007끝 😀' })])
    const [page] = await pdfPagesText(data)
    expect(page).toContain('이□방 님 끝 □')
  })

  it('gives one blank page for no reports', async () => {
    const data = await build([])
    const { doc } = await embeddedFonts(data)
    expect(doc.getPageCount()).toBe(1)
    expect((await pdfPagesText(data))[0]).toBe('')
  })

  it('any report: text stays inside the page, every report starts a page (property)', async () => {
    const text = fc.string({
      unit: fc.constantFrom('가', '검', '진', ' ', ' ', 'a', 'Z', '1', '(', '·', '\n', '똠'),
      maxLength: 120,
    })
    const block: fc.Arbitrary<PdfBlock> = fc.oneof(
      fc.record({ type: fc.constant('heading' as const), text }),
      fc.record({ type: fc.constant('paragraph' as const), text }),
      fc.record({ type: fc.constant('note' as const), text }),
      fc.record({
        type: fc.constant('fields' as const),
        fields: fc.array(fc.tuple(text, text), { maxLength: 5 }),
        perRow: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        type: fc.constant('table' as const),
        columns: fc.array(
          fc.record({
            header: text,
            width: fc.integer({ min: 1, max: 4 }),
            align: fc.constantFrom('left' as const, 'right' as const, 'center' as const),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        rows: fc.array(fc.array(text, { maxLength: 4 }), { maxLength: 6 }),
      }),
    )
    const reports = fc.array(
      fc.record({
        kind: fc.constantFrom('simple' as const, 'premium' as const),
        title: text,
        subtitle: text,
        blocks: fc.array(block, { maxLength: 6 }),
        footer: text,
      }),
      { minLength: 1, maxLength: 3 },
    )
    await fc.assert(
      fc.asyncProperty(reports, async (list) => {
        const data = await build(list)
        const items = await pdfTextItems(data)
        expect(items.length).toBeGreaterThanOrEqual(list.length)
        for (const item of items.flat()) {
          expect(item.x).toBeGreaterThanOrEqual(MARGIN - 0.5)
          expect(item.x + item.width).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5)
          expect(item.y).toBeGreaterThan(0)
          expect(item.y).toBeLessThan(PAGE_HEIGHT)
        }
      }),
      { numRuns: 12 },
    )
  }, 60_000)
})
