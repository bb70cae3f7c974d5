import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asciiFileName, contentDisposition, MEDIA_TYPES } from './content-disposition'

/** The two parameters of a header built by contentDisposition. */
function parse(header: string): { fallback: string; encoded: string } {
  const m = /^attachment; filename="([^"\\]*)"; filename\*=UTF-8''([^;\s]*)$/.exec(header)
  if (!m) throw new Error(`unexpected header: ${header}`)
  return { fallback: m[1] ?? '', encoded: m[2] ?? '' }
}

// RFC 5987 ext-value: attr-char or a %XX escape.
const EXT_VALUE = /^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})*$/

describe('contentDisposition', () => {
  it('encodes a Korean name with an ASCII fallback', () => {
    const header = contentDisposition('고객_2024.xlsx')
    expect(header).toBe(
      `attachment; filename="___2024.xlsx"; filename*=UTF-8''%EA%B3%A0%EA%B0%9D_2024.xlsx`,
    )
    expect(decodeURIComponent(parse(header).encoded)).toBe('고객_2024.xlsx')
  })

  it('says inline for a file to be shown where it is opened', () => {
    expect(contentDisposition('보고서.pdf', 'inline')).toBe(
      `inline; filename="___.pdf"; filename*=UTF-8''%EB%B3%B4%EA%B3%A0%EC%84%9C.pdf`,
    )
  })

  it('keeps ASCII names as they are, minus quotes and backslashes', () => {
    expect(contentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    )
    const { fallback, encoded } = parse(contentDisposition('a "b" c\\d (1)*\'.zip'))
    expect(fallback).toBe("a b cd (1)*'.zip")
    expect(encoded).toBe('a%20%22b%22%20c%5Cd%20%281%29%2A%27.zip')
  })

  it('never lets control characters into the header', () => {
    const header = contentDisposition('a\r\nSet-Cookie: x=1\u0000.pdf')
    // eslint-disable-next-line no-control-regex -- control characters are the point here
    expect(header).not.toMatch(/[\u0000-\u001F\u007F]/)
    expect(parse(header).fallback).toBe('a__Set-Cookie: x=1_.pdf')
  })

  it('counts a non-BMP character as one _ and survives lone surrogates', () => {
    expect(asciiFileName('😀.txt')).toBe('_.txt')
    expect(asciiFileName('')).toBe('download')
    expect(asciiFileName('""')).toBe('download')
    const { encoded } = parse(contentDisposition('a\uD800b.txt'))
    expect(decodeURIComponent(encoded)).toBe('a\uFFFDb.txt')
  })

  it('decodes filename* back to the name, and both parts stay in their grammar (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string()),
        (name) => {
          const header = contentDisposition(name)
          expect(header).toMatch(/^[\x20-\x7e]*$/)
          const { fallback, encoded } = parse(header)
          expect(encoded).toMatch(EXT_VALUE)
          expect(decodeURIComponent(encoded)).toBe(name)
          expect(fallback).toMatch(/^[\x20-\x7e]+$/)
          expect(fallback).not.toMatch(/["\\]/)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('MEDIA_TYPES', () => {
  it('names the download formats', () => {
    expect(MEDIA_TYPES).toEqual({
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pdf: 'application/pdf',
      zip: 'application/zip',
    })
  })
})
