import type * as PdfLibModule from 'pdf-lib'
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib'
import type { PdfColumn, PdfReport, ReportKind, Tone } from './pdf-report'
import { wrapText } from './wrap'

/**
 * The layout of a report on its pages (decision 017): a band in the colour of its kind with the
 * title on the first page, its blocks wrapped to the page's width, a footer with its note and page
 * numbers on every page; a report longer than a page continues on the next ones.
 */

export type PdfLib = typeof PdfLibModule

// A4 in points, and the layout of a page.
export const PAGE_WIDTH = 595.28
export const PAGE_HEIGHT = 841.89
const MARGIN = 48
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const BAND_PADDING = 22
const CELL_SIZE = 9.5
const CELL_LEADING = 12.5
const CELL_PADDING = 5
const FOOTER_SIZE = 7.5
const FOOTER_LEADING = 10
const PAGE_NUMBER_Y = 26

type Rgb = readonly [red: number, green: number, blue: number]

const INK: Rgb = [0.13, 0.15, 0.19]
const MUTED: Rgb = [0.42, 0.45, 0.5]
const RULE: Rgb = [0.85, 0.87, 0.9]
const ZEBRA: Rgb = [0.97, 0.975, 0.98]
const WHITE: Rgb = [1, 1, 1]
const TONES: Record<Tone, Rgb> = { alert: [0.8, 0.15, 0.15], warn: [0.8, 0.42, 0] }

/** The colours and the band label of each kind's layout. */
export const REPORT_THEMES: Record<ReportKind, { label: string; accent: Rgb; tint: Rgb }> = {
  simple: { label: '심플 리포트', accent: [0.114, 0.435, 0.847], tint: [0.91, 0.945, 0.99] },
  premium: { label: '프리미엄 리포트', accent: [0.42, 0.275, 0.757], tint: [0.945, 0.925, 0.99] },
}

/** Drawn for a character the font does not have (it is in the font itself). */
const MISSING = '□'
// eslint-disable-next-line no-control-regex -- control characters are the point here
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g

/** Writes a report of a document, page by page: its first page is started with the writer. */
export class ReportWriter {
  private page: PDFPage
  private y = 0
  /** where the content of the current page begins */
  private top = 0
  private pages: PDFPage[] = []
  private readonly theme: (typeof REPORT_THEMES)[ReportKind]
  private readonly footerLines: string[]
  private readonly bottom: number

  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly chars: ReadonlySet<number>,
    private readonly report: PdfReport,
  ) {
    this.theme = REPORT_THEMES[report.kind]
    this.footerLines = this.wrap(report.footer, CONTENT_WIDTH, FOOTER_SIZE)
    this.bottom = PAGE_NUMBER_Y + 14 + this.footerLines.length * FOOTER_LEADING + 12
    this.page = this.newPage()
  }

  /** The text as the font can draw it: NFC, control characters as spaces, missing glyphs as □. */
  clean(text: string): string {
    let out = ''
    for (const ch of text.normalize('NFC').replace(CONTROL, ' ')) {
      out += ch === '\n' || this.chars.has(ch.codePointAt(0)!) ? ch : MISSING
    }
    return out
  }

  private wrap(text: string, width: number, size: number): string[] {
    return wrapText(this.clean(text), width, (s) => this.font.widthOfTextAtSize(s, size))
  }

  private width(text: string, size: number) {
    return this.font.widthOfTextAtSize(text, size)
  }

  private color([red, green, blue]: Rgb): Color {
    return this.lib.rgb(red, green, blue)
  }

  private text(text: string, x: number, y: number, size: number, rgb: Rgb, bold = false) {
    const line = text.replace(/\n/g, ' ')
    if (line === '') return
    const color = this.color(rgb)
    const { setLineWidth, setStrokingColor, setTextRenderingMode, TextRenderingMode } = this.lib
    if (bold) {
      // no bold face is shipped: the outline drawn over the fill thickens the strokes
      this.page.pushOperators(
        setTextRenderingMode(TextRenderingMode.FillAndOutline),
        setLineWidth(size * 0.035),
        setStrokingColor(color),
      )
    }
    this.page.drawText(line, { x, y, size, font: this.font, color })
    if (bold) this.page.pushOperators(setTextRenderingMode(TextRenderingMode.Fill))
  }

  private rule(y: number, rgb: Rgb = RULE, thickness = 0.6) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness,
      color: this.color(rgb),
    })
  }

  /** A new page: the band with the title on the first one, a small running head on the others. */
  private newPage(): PDFPage {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    this.page = page
    this.pages.push(page)
    const first = this.pages.length === 1
    if (first) {
      const label = this.clean(this.theme.label)
      const labelWidth = this.width(label, 10) + 16
      const titleLines = this.wrap(this.report.title, CONTENT_WIDTH - labelWidth, 20)
      const subtitleLines = this.wrap(this.report.subtitle, CONTENT_WIDTH, 10.5)
      const height = BAND_PADDING * 2 + titleLines.length * 26 + subtitleLines.length * 15 + 4
      this.page.drawRectangle({
        x: 0,
        y: PAGE_HEIGHT - height,
        width: PAGE_WIDTH,
        height,
        color: this.color(this.theme.accent),
      })
      let y = PAGE_HEIGHT - BAND_PADDING - 20
      this.text(label, PAGE_WIDTH - MARGIN - this.width(label, 10), y + 4, 10, WHITE)
      for (const line of titleLines) {
        this.text(line, MARGIN, y, 20, WHITE, true)
        y -= 26
      }
      y += 4
      for (const line of subtitleLines) {
        this.text(line, MARGIN, y, 10.5, WHITE)
        y -= 15
      }
      this.y = PAGE_HEIGHT - height - 24
    } else {
      const head = this.wrap(`${this.report.title} (계속)`, CONTENT_WIDTH, 9)[0] ?? ''
      this.text(head, MARGIN, PAGE_HEIGHT - 36, 9, MUTED)
      this.rule(PAGE_HEIGHT - 44, this.theme.accent, 1)
      this.y = PAGE_HEIGHT - 66
    }
    this.top = this.y
    return page
  }

  /** Starts a new page unless `height` still fits above the footer. */
  private ensure(height: number) {
    if (this.y - height < this.bottom) this.newPage()
  }

  private heading(text: string) {
    const lines = this.wrap(text, CONTENT_WIDTH - 10, 13)
    // a heading stays with the start of what follows it
    this.ensure(lines.length * 18 + 56)
    if (this.y < this.top) this.y -= 14
    for (const [i, line] of lines.entries()) {
      if (i === 0)
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - 3,
          width: 3.5,
          height: 15,
          color: this.color(this.theme.accent),
        })
      this.text(line, MARGIN + 10, this.y, 13, this.theme.accent, true)
      this.y -= 18
    }
    this.y -= 6
  }

  private fields(fields: readonly (readonly [string, string])[], perRow: number) {
    const gap = 16
    const cell = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow
    for (let i = 0; i < fields.length; i += perRow) {
      const pair = fields.slice(i, i + perRow).map(([label, value]) => ({
        label: this.wrap(label, cell, 8.5)[0] ?? '',
        value: this.wrap(value, cell, 11),
      }))
      const valueLines = Math.max(...pair.map((p) => p.value.length))
      const height = 13 + valueLines * 15 + 6
      this.ensure(height)
      pair.forEach((p, k) => {
        const x = MARGIN + k * (cell + gap)
        this.text(p.label, x, this.y - 8.5, 8.5, MUTED)
        p.value.forEach((line, n) => this.text(line, x, this.y - 13 - 11 - n * 15, 11, INK))
      })
      this.y -= height
      this.rule(this.y + 2)
      this.y -= 6
    }
  }

  /** A table's lines: the header's and each row's, each cell wrapped to its column. */
  private tableLayout(columns: readonly PdfColumn[], rows: readonly (readonly string[])[]) {
    const total = columns.reduce((sum, c) => sum + c.width, 0) || 1
    const widths = columns.map((c) => (c.width / total) * CONTENT_WIDTH)
    const layout = (cells: readonly string[], cellSize: number) =>
      columns.map((_, c) =>
        this.wrap(cells[c] ?? '', (widths[c] ?? 0) - 2 * CELL_PADDING, cellSize),
      )
    const heightOf = (lines: string[][]) =>
      Math.max(1, ...lines.map((l) => l.length)) * CELL_LEADING + 6
    const header = layout(
      columns.map((c) => c.header),
      9,
    )
    const body = rows.map((row) => layout(row, CELL_SIZE))
    return {
      widths,
      header,
      headerHeight: heightOf(header),
      body: body.map((lines) => ({ lines, height: heightOf(lines) })),
    }
  }

  /** The height a heading and the table after it take on one page (the band's page aside). */
  private headingAndTableHeight(
    heading: string,
    columns: readonly PdfColumn[],
    rows: readonly (readonly string[])[],
  ) {
    const { headerHeight, body } = this.tableLayout(columns, rows)
    const headingLines = this.wrap(heading, CONTENT_WIDTH - 10, 13).length
    return 14 + headingLines * 18 + 6 + headerHeight + body.reduce((h, r) => h + r.height, 0) + 10
  }

  private table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[]) {
    const pad = CELL_PADDING
    const leading = CELL_LEADING
    const { widths, header, headerHeight, body } = this.tableLayout(columns, rows)
    const drawRow = (lines: string[][], height: number, isHeader: boolean, stripe: boolean) => {
      if (isHeader || stripe) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: CONTENT_WIDTH,
          height,
          color: this.color(isHeader ? this.theme.tint : ZEBRA),
        })
      }
      let x = MARGIN
      columns.forEach((column, c) => {
        const w = widths[c] ?? 0
        const cellSize = isHeader ? 9 : CELL_SIZE
        const tone = isHeader ? undefined : column.tone?.((lines[c] ?? []).join(' '))
        const color = isHeader ? this.theme.accent : tone ? TONES[tone] : INK
        ;(lines[c] ?? []).forEach((line, n) => {
          const lineWidth = this.width(line, cellSize)
          const align = column.align ?? 'left'
          const at =
            align === 'right'
              ? x + w - pad - lineWidth
              : align === 'center'
                ? x + (w - lineWidth) / 2
                : x + pad
          this.text(
            line,
            at,
            this.y - 3 - cellSize - n * leading,
            cellSize,
            color,
            isHeader || !!tone,
          )
        })
        x += w
      })
      this.y -= height
      this.rule(this.y, isHeader ? this.theme.accent : RULE, isHeader ? 0.8 : 0.5)
    }

    this.ensure(headerHeight + leading + 8)
    drawRow(header, headerHeight, true, false)
    body.forEach(({ lines, height }, r) => {
      if (this.y - height < this.bottom) {
        this.newPage()
        drawRow(header, headerHeight, true, false)
      }
      drawRow(lines, height, false, r % 2 === 1)
    })
    this.y -= 10
  }

  private paragraph(text: string, size: number, leading: number, color: Rgb) {
    for (const line of this.wrap(text, CONTENT_WIDTH, size)) {
      this.ensure(leading)
      this.text(line, MARGIN, this.y - size, size, color)
      this.y -= leading
    }
    this.y -= 6
  }

  /** Lays the report out from its first page on and returns its pages. */
  write(): PDFPage[] {
    const pageHeight = PAGE_HEIGHT - 66 - this.bottom
    this.report.blocks.forEach((block, i) => {
      switch (block.type) {
        case 'heading': {
          // a heading and a table that fit on a page together are not split across two
          const next = this.report.blocks[i + 1]
          if (next?.type === 'table') {
            const height = this.headingAndTableHeight(block.text, next.columns, next.rows)
            if (height <= pageHeight) this.ensure(height)
          }
          this.heading(block.text)
          break
        }
        case 'fields':
          this.fields(block.fields, block.perRow ?? 2)
          break
        case 'table':
          this.table(block.columns, block.rows)
          break
        case 'paragraph':
          this.paragraph(block.text, 10, 15, INK)
          break
        case 'note':
          this.paragraph(block.text, 8.5, 12, MUTED)
          break
      }
    })
    this.pages.forEach((page, i) => {
      this.page = page
      const top = PAGE_NUMBER_Y + 14 + this.footerLines.length * FOOTER_LEADING
      this.rule(top + 4)
      this.footerLines.forEach((line, n) =>
        this.text(line, MARGIN, top - 6 - n * FOOTER_LEADING, FOOTER_SIZE, MUTED),
      )
      const number = `${i + 1} / ${this.pages.length}`
      this.text(number, PAGE_WIDTH - MARGIN - this.width(number, 8), PAGE_NUMBER_Y, 8, MUTED)
    })
    return this.pages
  }
}
