/**
 * A small PDF 1.4 writer (and checker) for the mock server's PDF downloads.
 *
 * Every page is A4 with a title and lines of text in Helvetica, one of the 14 standard fonts, so
 * no font is embedded. A standard font cannot show Hangul: the text is encoded in WinAnsi and any
 * character WinAnsi lacks (Hangul, CJK, emoji, control characters) is drawn as '?'. Nothing is
 * transliterated. The mock PDFs therefore carry ids, dates, amounts and Latin text; callers pass
 * those, not Korean names.
 *
 * No wrapping: a line wider than the page runs off its right edge, and the lines that do not fit
 * on the page are replaced by a "... (N more lines)" note, so that there is always exactly one
 * page per entry. Runs in node and in the browser (Uint8Array only).
 */

/** One page: a title and the lines of text below it. */
export interface PdfPage {
  title: string
  lines: string[]
}

// A4 in points, and the layout of a page.
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = 56
const TITLE_SIZE = 16
const BODY_SIZE = 10
const LEADING = 14
const TITLE_Y = PAGE_HEIGHT - MARGIN - TITLE_SIZE
const FIRST_LINE_Y = TITLE_Y - 2 * LEADING
const LINES_PER_PAGE = Math.floor((FIRST_LINE_Y - MARGIN) / LEADING) + 1

/** WinAnsiEncoding bytes 0x80-0x9F (the rest of 0xA0-0xFF is Latin-1 as it is). */
const WIN_ANSI_HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
}

const QUESTION_MARK = 0x3f

/** The WinAnsi byte Helvetica draws for a character, or '?' when it has none. */
function winAnsiByte(ch: string): number {
  const code = ch.codePointAt(0) ?? QUESTION_MARK
  if (code === 0x09) return 0x20
  if (code >= 0x20 && code <= 0x7e) return code
  if (code >= 0xa0 && code <= 0xff) return code
  return WIN_ANSI_HIGH[code] ?? QUESTION_MARK
}

/** A PDF literal string "(...)" of the text in WinAnsi: ( ) \ escaped, bytes >0x7E in octal. */
export function pdfString(text: string): string {
  let out = '('
  for (const ch of text.normalize('NFC')) {
    const b = winAnsiByte(ch)
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`
    else if (b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(b)
  }
  return `${out})`
}

const num = (n: number) => String(Math.round(n * 100) / 100)

/** The content stream of one page: the title, then the lines (cut to what fits). */
function pageContent(page: PdfPage): string {
  let lines = page.lines.flatMap((line) => String(line).split(/\r\n|\r|\n/))
  if (lines.length > LINES_PER_PAGE) {
    const hidden = lines.length - (LINES_PER_PAGE - 1)
    lines = [...lines.slice(0, LINES_PER_PAGE - 1), `... (${hidden} more lines)`]
  }
  const ops = [
    'BT',
    `/F1 ${TITLE_SIZE} Tf`,
    `${num(MARGIN)} ${num(TITLE_Y)} Td`,
    `${pdfString(page.title.replace(/\r\n|\r|\n/g, ' '))} Tj`,
    `/F1 ${BODY_SIZE} Tf`,
    `${LEADING} TL`,
    `0 ${num(FIRST_LINE_Y - TITLE_Y)} Td`,
  ]
  lines.forEach((line, i) => ops.push(`${i === 0 ? '' : 'T* '}${pdfString(line)} Tj`))
  ops.push('ET')
  return `${ops.join('\n')}\n`
}

/** The bytes of a string whose characters are all ≤ 0xFF, one byte each. */
function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff
  return bytes
}

/** A string with one character per byte (the inverse of latin1Bytes). */
function latin1Text(data: Uint8Array, start = 0, end = data.length): string {
  let out = ''
  for (let i = start; i < end; i += 0x8000) {
    out += String.fromCharCode(...data.subarray(i, Math.min(end, i + 0x8000)))
  }
  return out
}

/** Builds a PDF 1.4 document, one A4 page per entry (an empty list gives one blank page). */
export function buildPdf(pages: PdfPage[]): Uint8Array {
  const list: PdfPage[] = pages.length > 0 ? pages : [{ title: '', lines: [] }]
  const pageObj = (i: number) => 5 + 2 * i
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${list.map((_, i) => `${pageObj(i)} 0 R`).join(' ')}] /Count ${list.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Producer ${pdfString('checkup-manager mock-server')} >>`,
  ]
  for (const [i, page] of list.entries()) {
    const content = pageContent(page)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_WIDTH)} ${num(PAGE_HEIGHT)}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObj(i) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    )
  }

  // A binary comment after the header tells transfer tools that the file is not plain text.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefAt = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\n`
  out += `startxref\n${xrefAt}\n%%EOF\n`
  return latin1Bytes(out)
}

interface XrefTable {
  /** Byte offset of each object in use, by object number. */
  offsets: Map<number, number>
  trailer: string
}

/** Parses the classic xref table that startxref points at; null when there is none or it is bad. */
function readXref(text: string): XrefTable | null {
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)
  if (!start) return null
  let at = Number(start[1])
  if (text.slice(at, at + 4) !== 'xref') return null
  at += 4
  const offsets = new Map<number, number>()
  const section = /\s*(\d+) (\d+)[ \t]*\r?\n/y
  const entry = /(\d{10}) (\d{5}) ([nf])(?: \r| \n|\r\n)/y
  for (;;) {
    section.lastIndex = at
    const head = section.exec(text)
    if (!head) break
    at = section.lastIndex
    const first = Number(head[1])
    const count = Number(head[2])
    for (let k = 0; k < count; k++) {
      entry.lastIndex = at
      const e = entry.exec(text)
      if (!e) return null
      at = entry.lastIndex
      if (e[3] === 'n') offsets.set(first + k, Number(e[1]))
    }
  }
  const trailer = /^\s*trailer\s*(<<[\s\S]*?>>)\s*startxref/.exec(text.slice(at))
  if (!trailer?.[1]) return null
  return { offsets, trailer: trailer[1] }
}

/** The dictionary text of object `n`: from "n g obj" up to its stream or endobj. */
function objectText(text: string, xref: XrefTable, n: number): string | null {
  const at = xref.offsets.get(n)
  if (at === undefined) return null
  const m = new RegExp(`^${n} \\d+ obj\\b([\\s\\S]*?)(?:\\bstream\\b|\\bendobj\\b)`).exec(
    text.slice(at, at + 4096),
  )
  return m?.[1] ?? null
}

/** True when the bytes are a whole PDF: %PDF- header, %%EOF, an xref whose offsets hit "n 0 obj". */
export function isPdf(data: Uint8Array): boolean {
  if (data.length < 32 || latin1Text(data, 0, 5) !== '%PDF-') return false
  const text = latin1Text(data)
  const xref = readXref(text)
  if (!xref || xref.offsets.size === 0 || !/\/Root\s+\d+\s+\d+\s+R/.test(xref.trailer)) return false
  for (const [n, offset] of xref.offsets) {
    if (!new RegExp(`^${n} \\d+ obj\\b`).test(text.slice(offset, offset + 32))) return false
  }
  return true
}

/** The number of pages of a PDF built like buildPdf's (from the /Count of the root page tree). */
export function pdfPageCount(data: Uint8Array): number {
  const text = latin1Text(data)
  const xref = readXref(text)
  const root = xref && /\/Root\s+(\d+)\s+\d+\s+R/.exec(xref.trailer)
  const catalog = xref && root ? objectText(text, xref, Number(root[1])) : null
  const pagesRef = catalog && /\/Pages\s+(\d+)\s+\d+\s+R/.exec(catalog)
  const pages = xref && pagesRef ? objectText(text, xref, Number(pagesRef[1])) : null
  const count = pages && /\/Count\s+(\d+)/.exec(pages)
  if (!count) throw new Error('not a PDF with a readable page tree')
  return Number(count[1])
}
