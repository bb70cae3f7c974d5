/** The report font in node (the standalone server, msw/node in the tests): read from its file. */
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPORT_FONT_FILE, type ReportFontLoader } from './report-font'

/**
 * The font file's path beside this module. Not `new URL(file, import.meta.url)`: a bundler or a
 * test environment with a DOM turns that form into a served asset's URL (not a file).
 */
const FONT_PATH = join(dirname(fileURLToPath(import.meta.url)), 'fonts', REPORT_FONT_FILE)

let loading: Promise<Uint8Array> | null = null

/** Reads the font file once per process. */
export const nodeReportFont: ReportFontLoader = () => {
  loading ??= readFile(FONT_PATH).then(
    (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
  )
  return loading
}
