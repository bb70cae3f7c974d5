import { unzipSync } from 'fflate'
import type { ZipEntry } from '../../mock-server/files/zip'

/** Reads the files of a zip in archive order (directory entries left out). */
export function readZip(data: Uint8Array): ZipEntry[] {
  // unzipSync returns an object, whose key order is not the archive's for names like "1";
  // its filter sees the entries in archive order.
  const order = new Set<string>()
  const files = unzipSync(data, {
    filter: (info) => {
      if (info.name.endsWith('/')) return false
      order.add(info.name)
      return true
    },
  })
  return [...order].flatMap((name) => {
    const bytes = files[name]
    return bytes ? [{ name, data: bytes }] : []
  })
}
