import fc from 'fast-check'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheFiles, chooseEncoding, MAX_FILE_BYTES, type Encoding } from './static-cache'

describe('chooseEncoding', () => {
  const all: Encoding[] = ['identity', 'br', 'gzip']
  it('brotli, then gzip, then the file as it is', () => {
    expect(chooseEncoding('gzip, deflate, br', all)).toBe('br')
    expect(chooseEncoding('gzip', all)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5', all)).toBe('gzip')
    expect(chooseEncoding('*', all)).toBe('br')
    expect(chooseEncoding('*;q=0, gzip', all)).toBe('gzip')
    expect(chooseEncoding(undefined, all)).toBe('identity')
    expect(chooseEncoding('br', ['identity', 'gzip'])).toBe('identity')
  })
  it('never an encoding the client refuses or the server lacks (property)', () => {
    const token = fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd')
    const header = fc
      .array(
        fc.tuple(token, fc.option(fc.constantFrom('0', '0.5', '1', '0.0'), { nil: undefined })),
      )
      .map((parts) => parts.map(([t, q]) => (q === undefined ? t : `${t};q=${q}`)).join(', '))
    fc.assert(
      fc.property(header, fc.subarray(['br', 'gzip'] as Encoding[]), (h, extra) => {
        const chosen = chooseEncoding(h, ['identity', ...extra])
        expect(['identity', ...extra]).toContain(chosen)
        if (chosen !== 'identity') {
          const refused = new RegExp(`(^|,\\s*)${chosen};q=0(\\.0)?(,|$)`).test(h)
          expect(refused).toBe(false)
        }
      }),
    )
  })
})

describe('cacheFiles', () => {
  it('holds each file with its copies and an ETag per encoding; a very large file stays on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-cache-'))
    try {
      mkdirSync(join(dir, 'assets'))
      writeFileSync(join(dir, 'assets', 'a-12345678.js'), 'x')
      writeFileSync(join(dir, 'assets', 'a-12345678.js.br'), 'b')
      writeFileSync(join(dir, 'big.txt'), Buffer.alloc(MAX_FILE_BYTES + 1))
      const cache = cacheFiles(dir, ['/assets/a-12345678.js', '/big.txt'])
      const file = cache.get('/assets/a-12345678.js')!
      expect(file.type).toBe('text/javascript; charset=utf-8')
      expect(file.bodies.identity.toString()).toBe('x')
      expect(file.bodies.br?.toString()).toBe('b')
      expect(file.bodies.gzip).toBeUndefined()
      expect(file.etags.br).not.toBe(file.etags.identity)
      expect(cache.has('/big.txt')).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
