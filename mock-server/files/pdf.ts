/**
 * The report PDFs of the mock server, on pdf-lib with @pdf-lib/fontkit (decision 017).
 *
 * Text is drawn in the report font (Noto Sans CJK KR, a KS X 1001 subset shipped in
 * ./fonts, see report-font.ts), embedded with `subset: true`, so a PDF carries only the glyphs it
 * draws and its text can be selected, searched and extracted. Every report starts on a new A4
 * page: a band in the colour of its kind (simple or premium) with the title, then its blocks
 * (headings, label/value fields, tables, paragraphs, notes), wrapped to the page's width, and a
 * footer with its note and page numbers on every page. A report longer than a page continues on
 * the next ones (a table's header repeats there). Runs in node and in the browser.
 */
import type { PDFDocument } from 'pdf-lib'
import type { PdfReport } from './pdf-report'
import { PAGE_HEIGHT, PAGE_WIDTH, ReportWriter, type PdfLib } from './pdf-writer'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

let libraries: Promise<{ lib: PdfLib; fontkit: Fontkit }> | null = null

/**
 * fontkit, parsing a font's bytes once: pdf-lib parses the font for every document it embeds it
 * in, and a parsed font reads its tables lazily, so a document from an already parsed font costs
 * a seventh of one from the bytes (33 against 240 ms on the shared machine). A subset is made
 * per document from the parsed font, which holds no state of a document.
 */
function parsingOnce(fontkit: Fontkit): Fontkit {
  const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>()
  return {
    create(buffer, postscriptName) {
      if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName)
      let font = parsed.get(buffer)
      if (!font) parsed.set(buffer, (font = fontkit.create(buffer)))
      return font
    },
  }
}

/**
 * pdf-lib and fontkit, loaded with the first PDF: the browser mock (npm run dev) starts without
 * them and fetches them only when a report is downloaded; the standalone server loads them in
 * the background once it listens (`preloadPdf`).
 */
const loadLibraries = () =>
  (libraries ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(
    ([lib, fontkit]) => ({ lib, fontkit: parsingOnce(fontkit.default) }),
  ))

export interface PdfOptions {
  /** the bytes of the report font (a TrueType font; see report-font.ts) */
  font: Uint8Array
  /** the document's creation date (the mock's clock) */
  createdAt?: Date
}

/**
 * Builds one PDF of the reports, each starting on a new A4 page (no reports: one blank page).
 * The font is embedded as a subset of the glyphs drawn.
 */
export async function buildPdf(
  reports: readonly PdfReport[],
  options: PdfOptions,
): Promise<Uint8Array> {
  const { lib, fontkit } = await loadLibraries()
  const doc = await lib.PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(options.font, { subset: true })
  const chars = new Set(font.getCharacterSet())
  const first = reports[0]
  doc.setTitle(first ? `${first.title} - ${first.subtitle}` : '')
  doc.setLanguage('ko-KR')
  doc.setProducer('checkup-manager mock-server')
  doc.setCreator('checkup-manager mock-server')
  if (options.createdAt) {
    doc.setCreationDate(options.createdAt)
    doc.setModificationDate(options.createdAt)
  }
  if (reports.length === 0) doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
  for (const report of reports) new ReportWriter(lib, doc, font, chars, report).write()
  return doc.save()
}

/**
 * Makes a small PDF and forgets it: loads pdf-lib and fontkit, parses the font and its tables, so
 * that the first report a user asks for is made as fast as the next (the standalone server).
 */
export async function preloadPdf(font: Uint8Array): Promise<void> {
  await buildPdf([{ kind: 'simple', title: '리포트', subtitle: '', blocks: [], footer: '' }], {
    font,
  })
}
