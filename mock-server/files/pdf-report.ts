/** What a report PDF is made of (pdf.ts draws it; checkup-report.ts makes one of a checkup). */

/** The report kinds, each with its layout: simple (survey based) and premium (checkup based). */
export type ReportKind = 'simple' | 'premium'

/** One column of a table: its header, its share of the table's width, its alignment. */
export interface PdfColumn {
  header: string
  /** relative width: the table's width is shared in proportion */
  width: number
  align?: 'left' | 'right' | 'center'
  /** a cell's colour by its text: 'alert' red, 'warn' orange, nothing: the ink */
  tone?: (value: string) => Tone | undefined
}

/** Colours a cell can stand out in. */
export type Tone = 'alert' | 'warn'

/** What a report is made of, top to bottom. */
export type PdfBlock =
  | { type: 'heading'; text: string }
  /** label/value pairs, `perRow` to a row (2 unless given) */
  | {
      type: 'fields'
      fields: readonly (readonly [label: string, value: string])[]
      perRow?: number
    }
  | { type: 'table'; columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] }
  | { type: 'paragraph'; text: string }
  | { type: 'note'; text: string }

/** One report: it starts on a page of its own. */
export interface PdfReport {
  kind: ReportKind
  title: string
  /** the line under the title in the band: whom and when */
  subtitle: string
  blocks: readonly PdfBlock[]
  /** the small print at the foot of every page */
  footer: string
}
