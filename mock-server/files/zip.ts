/**
 * Zip archives for the mock server's bulk downloads (e.g. a zip of PDFs), on fflate.
 * fflate marks a non-ASCII entry name as UTF-8 (general purpose bit 11), so Korean names survive.
 * Runs in node and in the browser (Uint8Array only).
 */
import { zipSync, type Zippable } from 'fflate'

/** One file of an archive: its path inside the zip and its bytes. */
export interface ZipEntry {
  name: string
  data: Uint8Array
}

/**
 * A safe entry path: '/' separators, no leading '/', no '.' or '..' segments, no empty segments.
 * A name left empty becomes 'file'.
 */
function safeEntryName(name: string): string {
  const segments = name
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.' && s !== '..')
  return segments.join('/') || 'file'
}

/** Makes `name` unique among `taken` by adding " (2)", " (3)"... before the extension. */
function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name
  const dot = name.lastIndexOf('.')
  const slash = name.lastIndexOf('/')
  const [stem, ext] = dot > slash + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * Builds a zip of the files (deflated; paths made safe, duplicate names numbered). Entries keep
 * the given order, except that fflate puts integer-like names ("1", "2") first.
 */
export function buildZip(files: ZipEntry[]): Uint8Array {
  const taken = new Set<string>()
  const zippable: Zippable = {}
  for (const file of files) {
    const name = uniqueName(safeEntryName(file.name), taken)
    taken.add(name)
    zippable[name] = file.data
  }
  return zipSync(zippable, { level: 6 })
}
