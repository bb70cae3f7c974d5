/**
 * Reading the mock's downloads back with the libraries themselves, for the tests and the e2e
 * suite: PDFs with unpdf (PDF.js), workbooks with exceljs. Nothing here parses a file by hand.
 */
import ExcelJS from 'exceljs'
import { extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf'

/** PDF.js takes the buffer it is given (it may move it to its worker): it gets a copy. */
const copy = (data: Uint8Array) => new Uint8Array(data)

/** The text of each page of a PDF (PDF.js; lines joined with '\n'). Rejects a broken file. */
export async function pdfPagesText(data: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(copy(data))
  try {
    return (await extractText(pdf, { mergePages: false })).text
  } finally {
    await pdf.destroy()
  }
}

/** Everything a PDF says, its pages one after the other. */
export const pdfText = async (data: Uint8Array): Promise<string> =>
  (await pdfPagesText(data)).join('\n')

/** The text items of each page with their positions (PDF points, origin bottom left). */
export async function pdfTextItems(data: Uint8Array) {
  const pdf = await getDocumentProxy(copy(data))
  try {
    return (await extractTextItems(pdf)).items
  } finally {
    await pdf.destroy()
  }
}

/** A PDF's document information (Title, Producer, Language...) as PDF.js reads it. */
export async function pdfInfo(data: Uint8Array): Promise<Record<string, unknown>> {
  const pdf = await getDocumentProxy(copy(data))
  try {
    return (await getMeta(pdf)).info
  } finally {
    await pdf.destroy()
  }
}

/** An .xlsx file opened with exceljs. */
export async function readWorkbook(data: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(copy(data).buffer)
  return workbook
}

/** What a cell holds, as a reader sees it: a formula gives its result, rich text its text. */
export type SheetValue = string | number | boolean | Date | null

export function cellValue(cell: ExcelJS.Cell): SheetValue {
  const value = cell.value
  if (value === null || value === undefined) return null
  if (value instanceof Date || typeof value !== 'object') return value
  if ('result' in value) {
    const result = value.result
    return result === undefined || typeof result === 'object' ? null : result
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('text' in value) return String(value.text)
  return null
}

/** The rows of a worksheet (the first unless named), every row as wide as the widest. */
export async function sheetRows(
  data: Uint8Array,
  sheet: number | string = 0,
): Promise<SheetValue[][]> {
  const workbook = await readWorkbook(data)
  const ws = typeof sheet === 'number' ? workbook.worksheets[sheet] : workbook.getWorksheet(sheet)
  if (!ws) throw new Error(`no worksheet ${sheet}`)
  const width = ws.columnCount
  const rows: SheetValue[][] = []
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r)
    rows.push(Array.from({ length: width }, (_, c) => cellValue(row.getCell(c + 1))))
  }
  return rows
}

/** A date cell's day as YYYYMMDD (exceljs gives the day at UTC midnight). */
export const cellDay = (value: SheetValue): string | null =>
  value instanceof Date ? value.toISOString().slice(0, 10).replace(/-/g, '') : null
