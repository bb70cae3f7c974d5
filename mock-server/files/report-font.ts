/**
 * The font of the report PDFs: Noto Sans CJK KR Regular, cut down to ASCII, Latin-1, the 2,350
 * Hangul syllables of KS X 1001 and the signs the reports use, with TrueType outlines
 * (./fonts, built by scripts/report-font.py; SIL Open Font License 1.1, ./fonts/OFL.txt).
 *
 * The handlers get its bytes through the mock's context (`MockContext.reportFont`): node reads
 * the file (report-font-node.ts), the browser mock fetches it from the dev server
 * (`fetchReportFont`); the production and embedded builds never import the mock, so they never
 * carry it.
 */

/** The font file's name in ./fonts. */
export const REPORT_FONT_FILE = 'NotoSansCJKkr-Regular-KSX1001.ttf'

/** Where the font file is: a file: URL in node, the dev server's URL of the file in Vite. */
export const REPORT_FONT_URL = new URL('./fonts/NotoSansCJKkr-Regular-KSX1001.ttf', import.meta.url)

/** Gives the font's bytes (read once, then kept). */
export type ReportFontLoader = () => Promise<Uint8Array>

/** Loads the font with fetch, once: the browser mock. A failed load is tried again next time. */
export function fetchReportFont(url: URL | string = REPORT_FONT_URL): ReportFontLoader {
  let loading: Promise<Uint8Array> | null = null
  return () => {
    loading ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`report font: ${response.status} for ${String(url)}`)
        return response.arrayBuffer()
      })
      .then((buffer) => new Uint8Array(buffer))
      .catch((error: unknown) => {
        loading = null
        throw error
      })
    return loading
  }
}
