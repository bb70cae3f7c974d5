/**
 * The mock server's Excel downloads, on exceljs (decision 017).
 *
 * Every sheet has a bold, shaded, frozen header (one row, or several for grouped headers: a
 * column's header is the path of its groups down to its own name, and equal groups side by side
 * are merged), column widths that fit what they hold (Hangul counts double), numbers as numbers
 * (#,##0), dates as dates in a Korean format (2024년 05월 01일) and, where asked, a sum row above
 * or below the data (formulas with their results, so a reader without a calculator sees them).
 * Runs in node and in the browser.
 */
import type ExcelJSModule from 'exceljs'
import type { Workbook, Worksheet } from 'exceljs'
import { fromApiDate } from '../../src/shared/domain/dates'

let exceljs: Promise<typeof ExcelJSModule> | null = null

/** exceljs, loaded with the first workbook: the browser mock starts without it. */
const loadExcelJS = () => (exceljs ??= import('exceljs').then((m) => m.default))

/** Loads exceljs ahead of the first workbook (the standalone server, once it listens). */
export const preloadXlsx = async (): Promise<void> => void (await loadExcelJS())

/** One cell: text, a number, a date (see {@link excelDate}), or null for an empty cell. */
export type XlsxCell = string | number | Date | null

/** How a column's cells are written and shown. */
export type XlsxColumnKind = 'text' | 'number' | 'date' | 'datetime'

export interface XlsxColumn {
  /** its name, or the path of its groups down to its name: ['구매', '건수'] */
  header: string | readonly string[]
  /** text unless given; a number in a text column is still a number */
  kind?: XlsxColumnKind
  /** added up in the sum row */
  sum?: boolean
}

/** One worksheet: its name, its columns and its data rows. */
export interface XlsxSheet {
  name: string
  columns: readonly (string | XlsxColumn)[]
  rows: readonly (readonly XlsxCell[])[]
  /** a row with the sums of the `sum` columns and the label in the first, above or below the data */
  sumRow?: { label: string; position: 'top' | 'bottom' }
}

export interface XlsxOptions {
  /** the workbook's creation date (the mock's clock) */
  createdAt?: Date
  /** streaming (node's default) or in memory (the browser's only writer) */
  writer?: 'stream' | 'memory'
}

/** The Korean date formats of the date columns (Excel number formats). */
export const DATE_FORMAT = 'yyyy"년" mm"월" dd"일"'
export const DATE_TIME_FORMAT = 'yyyy"년" mm"월" dd"일" hh:mm'
export const NUMBER_FORMAT = '#,##0'
const DECIMAL_FORMAT = '#,##0.###'

const MAX_SHEET_NAME = 31
const HEADER_FILL = 'FFEEF2F7'
const SUM_FILL = 'FFFFF7E0'
const BORDER_COLOR = 'FFC8CED8'

/**
 * An API date (YYYYMMDD) as the Date of a date cell, or null when it is not a date. Excel has no
 * time zones: exceljs writes a Date's UTC day, so the day is put at UTC midnight.
 */
export function excelDate(apiDate: string): Date | null {
  const d = fromApiDate(apiDate)
  return d ? new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())) : null
}

/** A moment as the Date of a date-time cell: the server's wall-clock time (see excelDate). */
export const excelDateTime = (d: Date): Date =>
  new Date(
    Date.UTC(
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
    ),
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
function uniqueSheetNames(names: readonly string[]): string[] {
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

// XML 1.0 cannot carry these: they are left out of a cell's text.
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- control characters are the point here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const WIDE_CHAR = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60]/

/** The width of a text in Excel's character units (Hangul and CJK count double). */
export function displayWidth(text: string): number {
  let w = 0
  for (const ch of text) w += WIDE_CHAR.test(ch) ? 2 : 1
  return w
}

/** The columns' widths: what their leaf header and their first 1,000 values need, 8 to 60. */
function columnWidths(columns: readonly Required<XlsxColumnOf>[], rows: XlsxSheet['rows']) {
  return columns.map((column, c) => {
    let w = displayWidth(column.path[column.path.length - 1] ?? '')
    for (const row of rows.slice(0, 1000)) {
      const value = row[c]
      if (value === null || value === undefined) continue
      const shown =
        value instanceof Date
          ? column.kind === 'datetime'
            ? '0000년 00월 00일 00:00'
            : '0000년 00월 00일'
          : typeof value === 'number'
            ? value.toLocaleString('en-US', { maximumFractionDigits: 3 })
            : value
      w = Math.max(w, ...shown.split('\n').map(displayWidth))
    }
    return Math.min(60, Math.max(8, w + 2))
  })
}

interface XlsxColumnOf {
  path: readonly string[]
  kind: XlsxColumnKind
  sum: boolean
}

const normalise = (column: string | XlsxColumn): Required<XlsxColumnOf> => {
  const c = typeof column === 'string' ? { header: column } : column
  return {
    path: typeof c.header === 'string' ? [c.header] : c.header.length ? c.header : [''],
    kind: c.kind ?? 'text',
    sum: c.sum ?? false,
  }
}

const formatOf = (kind: XlsxColumnKind, value: XlsxCell): string | undefined => {
  if (value instanceof Date) return kind === 'datetime' ? DATE_TIME_FORMAT : DATE_FORMAT
  if (typeof value === 'number') return Number.isInteger(value) ? NUMBER_FORMAT : DECIMAL_FORMAT
  return undefined
}

const thin = { style: 'thin' as const, color: { argb: BORDER_COLOR } }
const BOX = { top: thin, left: thin, bottom: thin, right: thin }

/**
 * The header rows: each column's path, groups first; a group's cell is merged across the columns
 * beside it that share the group, a column's own name down to the last header row.
 */
function writeHeader(sheet: Worksheet, columns: readonly Required<XlsxColumnOf>[]) {
  const depth = Math.max(1, ...columns.map((c) => c.path.length))
  for (let level = 0; level < depth; level++) {
    let c = 0
    while (c < columns.length) {
      const path = columns[c]!.path
      if (level >= path.length) {
        c++
        continue
      }
      const leaf = level === path.length - 1
      const prefix = path.slice(0, level + 1).join('\u0000')
      let end = c
      if (!leaf) {
        while (
          end + 1 < columns.length &&
          columns[end + 1]!.path.length > level + 1 &&
          columns[end + 1]!.path.slice(0, level + 1).join('\u0000') === prefix
        )
          end++
      }
      const bottom = leaf ? depth : level + 1
      sheet.getCell(level + 1, c + 1).value = (path[level] ?? '').replace(NOT_XML_CHAR, '')
      if (end > c || bottom > level + 1) sheet.mergeCells(level + 1, c + 1, bottom, end + 1)
      c = end + 1
    }
  }
  for (let r = 1; r <= depth; r++) {
    const row = sheet.getRow(r)
    for (let c = 1; c <= columns.length; c++) {
      const cell = row.getCell(c)
      cell.font = { bold: true }
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } }
      cell.border = BOX
      cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true }
    }
  }
  return depth
}

/** Ends a sheet of the streaming writer (its typings give every sheet commit(); only those have it). */
const commitSheet = (sheet: Worksheet) => {
  const committable: { commit?: () => void } = sheet
  committable.commit?.()
}

/**
 * Writes one sheet top to bottom, committing each row (the streaming writer writes a committed row
 * out and forgets it; the in-memory workbook ignores commits).
 */
function writeSheet(workbook: Workbook, name: string, spec: XlsxSheet) {
  const columns = spec.columns.map(normalise)
  const depth = columns.length === 0 ? 0 : Math.max(1, ...columns.map((c) => c.path.length))
  const sumAtTop = spec.sumRow?.position === 'top'
  const frozen = depth + (spec.sumRow && sumAtTop ? 1 : 0)
  // views and widths first: the streaming writer writes them before the first row
  const sheet = workbook.addWorksheet(name, {
    views: frozen > 0 ? [{ state: 'frozen', xSplit: 0, ySplit: frozen }] : [],
  })
  if (columns.length === 0) {
    commitSheet(sheet)
    return
  }
  columnWidths(columns, spec.rows).forEach((width, c) => {
    sheet.getColumn(c + 1).width = width
  })
  writeHeader(sheet, columns)
  for (let r = 1; r <= depth; r++) sheet.getRow(r).commit()

  const firstData = frozen + 1
  const lastData = firstData + spec.rows.length - 1
  const writeSums = (at: number) => {
    const row = sheet.getRow(at)
    columns.forEach((column, c) => {
      const cell = row.getCell(c + 1)
      cell.font = { bold: true }
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: SUM_FILL } }
      cell.border = BOX
      if (c === 0) {
        cell.value = spec.sumRow!.label
        cell.alignment = { horizontal: 'center' }
        return
      }
      if (!column.sum) return
      const total = spec.rows.reduce((sum, r) => sum + (typeof r[c] === 'number' ? r[c] : 0), 0)
      const letter = sheet.getColumn(c + 1).letter
      cell.value =
        spec.rows.length > 0
          ? { formula: `SUM(${letter}${firstData}:${letter}${lastData})`, result: total }
          : 0
      cell.numFmt = Number.isInteger(total) ? NUMBER_FORMAT : DECIMAL_FORMAT
    })
    row.commit()
  }

  if (spec.sumRow && sumAtTop) writeSums(depth + 1)
  spec.rows.forEach((values, i) => {
    const row = sheet.getRow(firstData + i)
    columns.forEach((column, c) => {
      const value = values[c] ?? null
      if (value === null) return
      const cell = row.getCell(c + 1)
      cell.value = typeof value === 'string' ? value.replace(NOT_XML_CHAR, '') : value
      const numFmt = formatOf(column.kind, value)
      if (numFmt) cell.numFmt = numFmt
      if (value instanceof Date) cell.alignment = { horizontal: 'center' }
    })
    row.commit()
  })
  if (spec.sumRow && !sumAtTop) writeSums(lastData + 1)
  commitSheet(sheet)
}

/**
 * Builds an .xlsx workbook, one worksheet per entry (no entries: one empty sheet). In node it
 * streams (exceljs's WorkbookWriter: rows are zipped as they are written, so 100,000 rows take
 * a few hundred MB less); the browser build of exceljs has no streaming writer and builds the
 * workbook in memory. `writer` chooses one (the tests check both).
 */
export async function buildXlsx(
  sheets: readonly XlsxSheet[],
  options: XlsxOptions = {},
): Promise<Uint8Array> {
  const list: readonly XlsxSheet[] =
    sheets.length > 0 ? sheets : [{ name: 'Sheet1', columns: [], rows: [] }]
  const names = uniqueSheetNames(list.map((s) => s.name))
  const ExcelJS = await loadExcelJS()
  const Streaming = options.writer === 'memory' ? undefined : ExcelJS.stream?.xlsx?.WorkbookWriter
  if (options.writer === 'stream' && !Streaming) throw new Error('no streaming xlsx writer here')
  const fill = <W extends Workbook>(workbook: W): W => {
    workbook.creator = 'checkup-manager mock-server'
    if (options.createdAt) {
      workbook.created = options.createdAt
      workbook.modified = options.createdAt
    }
    list.forEach((sheet, i) => writeSheet(workbook, names[i]!, sheet))
    return workbook
  }
  if (!Streaming) {
    const buffer = await fill(new ExcelJS.Workbook()).xlsx.writeBuffer()
    return new Uint8Array(buffer)
  }
  const writer = fill(new Streaming({ useStyles: true, useSharedStrings: false }))
  await writer.commit()
  // no stream was given: the writer kept the file in memory (exceljs's README, streaming writer),
  // in a field its types leave out
  const stream = 'stream' in writer ? writer.stream : undefined
  if (!isKeptFile(stream)) throw new Error('the streaming xlsx writer kept no file')
  return new Uint8Array(stream.read())
}

/** The buffer a streaming writer given no stream writes to (exceljs's StreamBuf). */
const isKeptFile = (stream: unknown): stream is { read(): Uint8Array } =>
  typeof stream === 'object' &&
  stream !== null &&
  'read' in stream &&
  typeof stream.read === 'function'
