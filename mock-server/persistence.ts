import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { dumpDb, type Db } from './db'

/** The saved db of MOCK_DATA_FILE, or null when there is none yet. */
export function readDataFile(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

/** Writes the db atomically (temp file, then rename), so a stop mid-write never corrupts it. */
export function writeDataFile(path: string, db: Db): void {
  mkdirSync(dirname(path), { recursive: true })
  const temp = `${path}.${process.pid}.tmp`
  writeFileSync(temp, dumpDb(db))
  renameSync(temp, path)
}
