import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildPdf, isPdf, pdfPageCount, pdfString } from './pdf'
import { buildXlsx } from './xlsx'

const text = (data: Uint8Array) => Buffer.from(data).toString('latin1')

const sample = () =>
  buildPdf([
    { title: 'Checkup result R-2024-0001', lines: ['Customer C-000123', 'Date 2024-05-01'] },
    { title: 'Page (2) \\ backslash', lines: ['김건강 -> ???', 'Café 5€ – “quoted”'] },
    { title: 'Third', lines: [] },
  ])

/** Parses the xref table independently of pdf.ts: [object number, offset] of each used entry. */
function xrefEntries(pdf: string): [number, number][] {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n')
  const lines = pdf.slice(startxref).split('\n')
  const [first, count] = (lines[1] ?? '').split(' ').map(Number) as [number, number]
  const entries: [number, number][] = []
  for (let k = 0; k < count; k++) {
    const line = `${lines[2 + k]}\n`
    expect(line).toHaveLength(20) // each entry is exactly 20 bytes
    const m = /^(\d{10}) (\d{5}) ([nf]) \n$/.exec(line)
    expect(m).not.toBeNull()
    if (m?.[3] === 'n') entries.push([first + k, Number(m[1])])
  }
  expect(lines[2 + count]).toBe('trailer')
  return entries
}

describe('buildPdf', () => {
  it('writes a PDF 1.4 file with header, trailer and %%EOF', () => {
    const pdf = text(sample())
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.endsWith('%%EOF\n')).toBe(true)
    expect(pdf).toMatch(/trailer\n<< \/Size \d+ \/Root 1 0 R/)
    expect(pdf).toContain('/BaseFont /Helvetica')
    expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]')
  })

  it('has xref offsets that point at "i 0 obj" of every object', () => {
    const pdf = text(sample())
    const entries = xrefEntries(pdf)
    expect(entries.map(([n]) => n)).toEqual(entries.map((_, i) => i + 1))
    for (const [n, offset] of entries)
      expect(pdf.slice(offset)).toMatch(new RegExp(`^${n} 0 obj\\n`))
    const size = Number(/\/Size (\d+)/.exec(pdf)?.[1])
    expect(size).toBe(entries.length + 1)
  })

  it('gives each stream its byte /Length', () => {
    const pdf = text(sample())
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/g)]
    expect(streams).toHaveLength(3)
    for (const [, length, body] of streams) expect(body).toHaveLength(Number(length))
  })

  it('escapes ( ) \\ and draws what WinAnsi lacks (Hangul) as ?', () => {
    expect(pdfString('f(x) = a\\b')).toBe('(f\\(x\\) = a\\\\b)')
    expect(pdfString('김건강 R-1')).toBe('(??? R-1)')
    expect(pdfString('Café 5€ “q”')).toBe('(Caf\\351 5\\200 \\223q\\224)')
    expect(pdfString('e\u0301')).toBe('(\\351)') // NFC first
    expect(pdfString('😀\u0001\t')).toBe('(?? )')
    const pdf = text(sample())
    expect(pdf).toContain('(Page \\(2\\) \\\\ backslash) Tj')
    expect(pdf).toContain('(??? -> ???) Tj')
    // After the binary comment line, the file is plain ASCII.
    expect(pdf.slice(pdf.indexOf('\n', 9) + 1)).toMatch(/^[\n\x20-\x7e]*$/)
  })

  it('keeps one page per entry, also for many lines', () => {
    const many = Array.from({ length: 200 }, (_, i) => `line ${i}`)
    const pdf = buildPdf([{ title: 'long', lines: many }])
    expect(pdfPageCount(pdf)).toBe(1)
    expect(isPdf(pdf)).toBe(true)
    expect(text(pdf)).toContain('(line 0) Tj')
    expect(text(pdf)).toContain('T* (... \\(152 more lines\\)) Tj')
    expect(text(pdf)).not.toContain('(line 199)')
  })

  it('gives one blank page for no pages', () => {
    const pdf = buildPdf([])
    expect(isPdf(pdf)).toBe(true)
    expect(pdfPageCount(pdf)).toBe(1)
  })

  it('has as many pages as entries, and is always a valid PDF (property)', () => {
    const page = fc.record({
      title: fc.string({ unit: 'binary', maxLength: 30 }),
      lines: fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { maxLength: 8 }),
    })
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 12 }), (pages) => {
        const pdf = buildPdf(pages)
        expect(isPdf(pdf)).toBe(true)
        expect(pdfPageCount(pdf)).toBe(pages.length)
        const s = text(pdf)
        for (const [n, offset] of xrefEntries(s))
          expect(s.startsWith(`${n} 0 obj`, offset)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})

describe('isPdf', () => {
  it('is true for built PDFs', () => {
    expect(isPdf(sample())).toBe(true)
  })

  it('is false for truncated PDFs', () => {
    const pdf = sample()
    for (const cut of [1, 7, 20, 100, Math.floor(pdf.length / 2), pdf.length - 10]) {
      expect(isPdf(pdf.subarray(0, cut))).toBe(false)
    }
  })

  it('is false when the offsets no longer match, and for other files', () => {
    const pdf = sample()
    const at = text(pdf).indexOf('2 0 obj')
    const shifted = new Uint8Array(pdf.length + 1)
    shifted.set(pdf.subarray(0, at))
    shifted[at] = 0x0a
    shifted.set(pdf.subarray(at), at + 1)
    expect(isPdf(shifted)).toBe(false)
    expect(isPdf(new Uint8Array())).toBe(false)
    expect(isPdf(new TextEncoder().encode('%PDF-1.4\nnot really\n%%EOF\n'))).toBe(false)
    expect(isPdf(buildXlsx([{ name: 's', columns: ['a'], rows: [] }]))).toBe(false)
  })
})
