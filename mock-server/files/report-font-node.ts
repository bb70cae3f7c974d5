/** The report font in node (the standalone server, msw/node in the tests): read from its file. */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { REPORT_FONT_URL, type ReportFontLoader } from './report-font'

let loading: Promise<Uint8Array> | null = null

/** Reads the font file once per process. */
export const nodeReportFont: ReportFontLoader = () => {
  loading ??= readFile(fileURLToPath(REPORT_FONT_URL)).then(
    (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
  )
  return loading
}
