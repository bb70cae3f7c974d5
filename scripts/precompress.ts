import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** What is worth compressing: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024

function* filesOf(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesOf(path)
    else if (entry.isFile()) yield path
  }
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every compressible file of
 * a build at least {@link MIN_BYTES} long, so the server sends them as they are instead of
 * compressing per request. Source maps are left alone (never served). Returns the files done.
 */
export function precompress(dir: string): string[] {
  const done: string[] = []
  for (const file of filesOf(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
    const data = readFileSync(file)
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    )
    done.push(file)
  }
  return done
}
