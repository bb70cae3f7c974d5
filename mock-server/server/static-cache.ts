import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'

/**
 * The built portal's files held in memory with their precompressed copies (decision 014): a
 * request for one is a lookup and a write, no file system call. Read once at start; a file over
 * {@link MAX_FILE_BYTES}, or past {@link MAX_TOTAL_BYTES} in all, is left to @fastify/static.
 */
export const MAX_FILE_BYTES = 8 * 1024 * 1024
export const MAX_TOTAL_BYTES = 64 * 1024 * 1024

export type Encoding = 'br' | 'gzip' | 'identity'

export interface CachedFile {
  type: string
  lastModified: string
  /** the bytes per encoding (identity always) */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer }
  /** a strong ETag per encoding: the content's hash, and the encoding */
  etags: Partial<Record<Encoding, string>>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

export const typeOf = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'

/** Reads the listed files of `root` into memory, within the limits. */
export function cacheFiles(root: string, paths: Iterable<string>): Map<string, CachedFile> {
  const cache = new Map<string, CachedFile>()
  let total = 0
  for (const path of paths) {
    const file = join(root, path)
    const stat = statSync(file)
    if (stat.size > MAX_FILE_BYTES) continue
    const identity = readFileSync(file)
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
    const file2: CachedFile = {
      type: typeOf(path),
      lastModified: stat.mtime.toUTCString(),
      bodies: { identity },
      etags: { identity: `"${hash}"` },
    }
    let size = identity.length
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!existsSync(file + suffix)) continue
      const body = readFileSync(file + suffix)
      file2.bodies[encoding] = body
      file2.etags[encoding] = `"${hash}-${encoding}"`
      size += body.length
    }
    if (total + size > MAX_TOTAL_BYTES) continue
    total += size
    cache.set(path, file2)
  }
  return cache
}

/**
 * The encoding to send for an Accept-Encoding header among those at hand: brotli, then gzip, each
 * only when the client takes it (q > 0, named or through `*`); else the file as it is.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding {
  const q = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const weight = params
      .map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1])
      .find((v) => v !== undefined)
    const value = weight === undefined ? 1 : Number(weight)
    // named twice: a refusal anywhere wins
    q.set(name, Math.min(value, q.get(name) ?? value))
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0
  for (const encoding of ['br', 'gzip'] as const)
    if (available.includes(encoding) && weight(encoding) > 0) return encoding
  return 'identity'
}
