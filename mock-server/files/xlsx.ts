/**
 * A small Office Open XML (.xlsx) writer and reader for the mock server's Excel downloads.
 *
 * The writer puts every string in the cell itself (`t="inlineStr"`), so no sharedStrings part is
 * needed; numbers become numeric cells; the first row (the columns) is bold and frozen. Runs in
 * node and in the browser: only Uint8Array, TextEncoder/TextDecoder and fflate.
 *
 * The reader is deliberately minimal (regexes, not an XML parser): enough for tests and the e2e
 * suite to read back what a download contains.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'

/** One cell value: a string, a number, or null for an empty cell. */
export type XlsxCell = string | number | null

/** One worksheet: its name, its header row and its data rows. */
export interface XlsxSheet {
  name: string
  columns: string[]
  rows: XlsxCell[][]
}

const MAX_ROWS = 1_048_576
const MAX_COLUMNS = 16_384
const MAX_SHEET_NAME = 31

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** The column letters of a zero-based column index: 0 -> A, 25 -> Z, 26 -> AA, 16383 -> XFD. */
export function columnLetters(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_COLUMNS) {
    throw new RangeError(`column index out of range: ${index}`)
  }
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  }
  return letters
}

/** The zero-based column index of column letters: A -> 0, AA -> 26 (inverse of columnLetters). */
function columnIndex(letters: string): number {
  let n = 0
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n - 1
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch)

// Characters XML 1.0 cannot carry (and CR, which XML parsers normalise away) are written the way
// Excel writes them, as _xHHHH_ (ECMA-376 ST_Xstring); a literal "_xHHHH_" in the text gets its
// underscore escaped as _x005F_ so that it reads back unchanged.
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- control characters are the point here
  /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')

const encodeXString = (text: string): string =>
  escapeXml(
    text
      .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_')
      .replace(NOT_XML_CHAR, (ch) => `_x${hex4(ch.charCodeAt(0))}_`),
  )

/** Makes a name Excel accepts: no []:*?/\, no control characters, no edge apostrophes, ≤31 chars. */
export function sanitizeSheetName(name: string, fallback = 'Sheet1'): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are the point here
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .replace(/[[\]:*?/\\]/g, '_')
    .replace(/^'+|'+$/g, '')
    .trim()
  const truncated = truncateChars(cleaned, MAX_SHEET_NAME).replace(/'+$/, '').trim()
  if (truncated === '') return fallback
  return truncated.toLowerCase() === 'history' ? `${truncated}_` : truncated
}

/** Cuts a string to at most `max` UTF-16 units without splitting a surrogate pair. */
function truncateChars(text: string, max: number): string {
  if (text.length <= max) return text
  let out = ''
  for (const ch of text) {
    if (out.length + ch.length > max) break
    out += ch
  }
  return out
}

/** Sanitises every sheet name and makes them unique (Excel compares names case-insensitively). */
function uniqueSheetNames(names: string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw, i) => {
    const base = sanitizeSheetName(raw, `Sheet${i + 1}`)
    let name = base
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`
      name = truncateChars(base, MAX_SHEET_NAME - suffix.length) + suffix
    }
    taken.add(name.toLowerCase())
    return name
  })
}

const WIDE_CHAR = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60]/

/** A readable column width in Excel character units (Hangul and CJK count double). */
function columnWidths(sheet: XlsxSheet, width: number): number[] {
  const widths = new Array<number>(width).fill(0)
  const measure = (value: XlsxCell | undefined, col: number) => {
    if (value === null || value === undefined) return
    let w = 0
    for (const ch of String(value)) w += WIDE_CHAR.test(ch) ? 2 : 1
    if (w > (widths[col] ?? 0)) widths[col] = w
  }
  sheet.columns.forEach(measure)
  for (const row of sheet.rows.slice(0, 1000)) row.forEach(measure)
  return widths.map((w) => Math.min(60, Math.max(8, w + 2)))
}

function cellXml(ref: string, value: XlsxCell | undefined, style: number): string {
  if (value === null || value === undefined) return ''
  const s = style ? ` s="${style}"` : ''
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${ref}"${s}><v>${String(value)}</v></c>`
  }
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${encodeXString(String(value))}</t></is></c>`
}

function sheetXml(sheet: XlsxSheet): string {
  const allRows: XlsxCell[][] = [sheet.columns, ...sheet.rows]
  if (allRows.length > MAX_ROWS)
    throw new RangeError(`too many rows for a worksheet: ${allRows.length}`)
  const width = allRows.reduce((max, row) => Math.max(max, row.length), 0)
  if (width > MAX_COLUMNS) throw new RangeError(`too many columns for a worksheet: ${width}`)
  const letters = Array.from({ length: width }, (_, i) => columnLetters(i))
  const lastRow = sheet.rows.length + 1
  const dimension = width === 0 ? 'A1' : `A1:${letters[width - 1]}${lastRow}`

  const parts: string[] = [
    XML_DECL,
    `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">`,
    `<dimension ref="${dimension}"/>`,
    '<sheetViews><sheetView workbookViewId="0">',
    sheet.columns.length > 0
      ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
      : '',
    '</sheetView></sheetViews>',
    '<sheetFormatPr defaultRowHeight="15"/>',
  ]
  if (width > 0) {
    parts.push('<cols>')
    columnWidths(sheet, width).forEach((w, i) =>
      parts.push(`<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`),
    )
    parts.push('</cols>')
  }
  parts.push('<sheetData>')
  allRows.forEach((row, r) => {
    const style = r === 0 ? 1 : 0
    let cells = ''
    for (let c = 0; c < row.length; c++) cells += cellXml(`${letters[c]}${r + 1}`, row[c], style)
    if (cells !== '') parts.push(`<row r="${r + 1}">${cells}</row>`)
  })
  parts.push('</sheetData>', '</worksheet>')
  return parts.join('')
}

const STYLES_XML =
  XML_DECL +
  `<styleSheet xmlns="${NS_MAIN}">` +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>'

/** Builds an .xlsx workbook (one worksheet per entry, bold header row) as the bytes of a zip. */
export function buildXlsx(sheets: XlsxSheet[]): Uint8Array {
  const list: XlsxSheet[] = sheets.length > 0 ? sheets : [{ name: 'Sheet1', columns: [], rows: [] }]
  const names = uniqueSheetNames(list.map((s) => s.name))

  const contentTypes =
    XML_DECL +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    list
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('') +
    '</Types>'

  const rootRels =
    XML_DECL +
    `<Relationships xmlns="${NS_PKG_REL}">` +
    `<Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="xl/workbook.xml"/>` +
    '</Relationships>'

  const workbook =
    XML_DECL +
    `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    '<bookViews><workbookView activeTab="0"/></bookViews><sheets>' +
    names
      .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('') +
    '</sheets></workbook>'

  const workbookRels =
    XML_DECL +
    `<Relationships xmlns="${NS_PKG_REL}">` +
    list
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${REL_TYPE}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('') +
    `<Relationship Id="rId${list.length + 1}" Type="${REL_TYPE}/styles" Target="styles.xml"/>` +
    '</Relationships>'

  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes),
    '_rels/.rels': strToU8(rootRels),
    'xl/workbook.xml': strToU8(workbook),
    'xl/_rels/workbook.xml.rels': strToU8(workbookRels),
    'xl/styles.xml': strToU8(STYLES_XML),
  }
  list.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet))
  })
  return zipSync(files, { level: 6 })
}

// ---------------------------------------------------------------------------------------------
// Minimal reader

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    switch (entity) {
      case 'lt':
        return '<'
      case 'gt':
        return '>'
      case 'amp':
        return '&'
      case 'quot':
        return '"'
      case 'apos':
        return "'"
      default:
        return String.fromCodePoint(
          entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10),
        )
    }
  })

/** Decodes the text of a cell: XML entities, then Excel's _xHHHH_ escapes. */
const decodeXString = (text: string): string =>
  decodeEntities(text).replace(/_x([0-9A-Fa-f]{4})_/g, (_, code: string) =>
    String.fromCharCode(parseInt(code, 16)),
  )

const attr = (attrs: string, name: string): string | undefined => {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])(.*?)\\1`).exec(attrs)
  return m ? decodeEntities(m[2] ?? '') : undefined
}

/** The text of every <t> element in a string item, phonetic runs left out. */
const stringItemText = (xml: string): string => {
  let text = ''
  for (const m of xml
    .replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
    .matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) {
    text += decodeXString(m[1] ?? '')
  }
  return text
}

function unzipXlsx(data: Uint8Array): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const [name, bytes] of Object.entries(unzipSync(data))) {
    if (name.endsWith('.xml') || name.endsWith('.rels')) parts[name] = strFromU8(bytes)
  }
  return parts
}

/** The worksheets of a workbook in order: their names and part paths (through the rels). */
function sheetEntries(parts: Record<string, string>): { name: string; path: string }[] {
  const workbook = parts['xl/workbook.xml'] ?? ''
  const rels = parts['xl/_rels/workbook.xml.rels'] ?? ''
  const targets = new Map<string, string>()
  for (const m of rels.matchAll(/<Relationship\b([^>]*?)\/?>/g)) {
    const id = attr(m[1] ?? '', 'Id')
    const target = attr(m[1] ?? '', 'Target')
    if (id && target) targets.set(id, target)
  }
  return [...workbook.matchAll(/<sheet\b([^>]*?)\/?>/g)].map((m, i) => {
    const attrs = m[1] ?? ''
    const target = targets.get(attr(attrs, 'r:id') ?? '')
    const path = !target
      ? `xl/worksheets/sheet${i + 1}.xml`
      : target.startsWith('/')
        ? target.slice(1)
        : `xl/${target}`
    return { name: attr(attrs, 'name') ?? '', path }
  })
}

/** Reads the sheet names of an .xlsx file, in workbook order. */
export function readXlsxSheetNames(data: Uint8Array): string[] {
  return sheetEntries(unzipXlsx(data)).map((s) => s.name)
}

/** Reads one worksheet (the first by default) of an .xlsx file as rows of cell texts. */
export function readXlsxRows(data: Uint8Array, sheetIndex = 0): string[][] {
  const parts = unzipXlsx(data)
  const entry = sheetEntries(parts)[sheetIndex]
  const xml = parts[entry?.path ?? `xl/worksheets/sheet${sheetIndex + 1}.xml`]
  if (xml === undefined) throw new Error(`no worksheet ${sheetIndex + 1} in the workbook`)

  const shared = [
    ...(parts['xl/sharedStrings.xml'] ?? '').matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g),
  ].map((m) => stringItemText(m[1] ?? ''))

  const rows: string[][] = []
  let width = 0
  // Empty cells and rows are left out of the file: the dimension tells how far the sheet goes.
  const dimension = /<dimension\b[^>]*?\bref="[A-Z]+\d+:([A-Z]+)(\d+)"/.exec(xml)
  if (dimension?.[1]) width = columnIndex(dimension[1]) + 1
  const height = dimension?.[2] ? Number(dimension[2]) : 0

  let nextRow = 0
  for (const rowMatch of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowRef = attr(rowMatch[1] ?? '', 'r')
    const r = rowRef ? parseInt(rowRef, 10) - 1 : nextRow
    nextRow = r + 1
    const cells: string[] = []
    let nextCol = 0
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cellMatch[1] ?? ''
      const body = cellMatch[2] ?? ''
      const ref = attr(attrs, 'r')
      const c = ref ? columnIndex(ref.replace(/\d+$/, '')) : nextCol
      nextCol = c + 1
      const type = attr(attrs, 't') ?? 'n'
      const v = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(body)?.[1]
      let text: string
      if (type === 'inlineStr')
        text = stringItemText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '')
      else if (type === 's') text = shared[Number(v)] ?? ''
      else if (type === 'b') text = v === '1' ? 'TRUE' : 'FALSE'
      else text = v === undefined ? '' : decodeXString(v)
      while (cells.length < c) cells.push('')
      cells[c] = text
    }
    while (rows.length < r) rows.push([])
    rows[r] = cells
    width = Math.max(width, cells.length)
  }
  while (rows.length < height) rows.push([])
  for (const row of rows) while (row.length < width) row.push('')
  return rows
}
