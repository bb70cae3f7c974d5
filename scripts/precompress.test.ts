import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompress', () => {
  it('writes .br and .gz of the same bytes beside each text file worth it, nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(dir, 'assets'))
    const js = 'const a = 1;\n'.repeat(500)
    writeFileSync(join(dir, 'assets', 'app-12345678.js'), js)
    writeFileSync(join(dir, 'assets', 'app-12345678.js.map'), '{}'.repeat(2000))
    writeFileSync(join(dir, 'small.css'), 'a{}')
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4000))
    precompress(dir)
    const file = join(dir, 'assets', 'app-12345678.js')
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js)
    for (const skipped of ['assets/app-12345678.js.map', 'small.css', 'logo.png'])
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false)
  })
})
