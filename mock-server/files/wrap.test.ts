import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wrapText, type Measure } from './wrap'

/** Hangul and CJK count 2, everything else 1 (a stand-in for a font's widths). */
const measure: Measure = (text) => {
  let w = 0
  for (const ch of text)
    w += /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3\u4e00-\u9fff]/.test(ch) ? 2 : 1
  return w
}

const noSpaces = (s: string) => s.replace(/ /g, '')

describe('wrapText', () => {
  it('breaks at spaces and drops the space at a break', () => {
    expect(wrapText('aaa bbb ccc', 7, measure)).toEqual(['aaa bbb', 'ccc'])
    expect(wrapText('건강 검진 결과', 8, measure)).toEqual(['건강', '검진', '결과'])
    expect(wrapText('건강 검진 결과', 10, measure)).toEqual(['건강 검진', '결과'])
  })

  it('breaks a word wider than the line between characters', () => {
    expect(wrapText('건강검진결과리포트', 6, measure)).toEqual(['건강검', '진결과', '리포트'])
    expect(wrapText('a 0123456789', 4, measure)).toEqual(['a', '0123', '4567', '89'])
  })

  it('keeps explicit line breaks and empty lines, and gives one line for nothing', () => {
    expect(wrapText('one\ntwo\r\n\rthree', 80, measure)).toEqual(['one', 'two', '', 'three'])
    expect(wrapText('', 10, measure)).toEqual([''])
  })

  it('keeps leading spaces, drops trailing ones that do not fit', () => {
    expect(wrapText('  ab', 10, measure)).toEqual(['  ab'])
    expect(wrapText('abcd      ', 5, measure)).toEqual(['abcd'])
    // spaces wider than the line: no line after the first starts with one
    expect(wrapText('  ', 1, measure)).toEqual([' '])
    expect(wrapText('     abc', 4, measure)).toEqual(['    ', 'abc'])
  })

  it('gives a character wider than the line a line of its own', () => {
    expect(wrapText('가나', 1, measure)).toEqual(['가', '나'])
  })

  it('lines fit and keep every non-space character in order (property)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', ' ', ' ', '가', '검', '\n', '1', '.', '😀'),
      maxLength: 80,
    })
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 30 }), (t, width) => {
        const lines = wrapText(t, width, measure)
        for (const line of lines) {
          if (Array.from(line).length > 1) expect(measure(line)).toBeLessThanOrEqual(width)
        }
        expect(noSpaces(lines.join(''))).toBe(noSpaces(t.replace(/\n/g, '')))
        // no line begins with a space that a break left behind
        const paragraphStarts = new Set<number>()
        let at = 0
        for (const p of t.split('\n')) {
          paragraphStarts.add(at)
          at += wrapText(p, width, measure).length
        }
        lines.forEach((line, i) => {
          if (!paragraphStarts.has(i)) expect(line.startsWith(' ')).toBe(false)
        })
      }),
      { numRuns: 300 },
    )
  })

  it('fills lines greedily: the next word would not have fitted (property)', () => {
    const words = fc.array(fc.stringMatching(/^[a-z가-힣]{1,6}$/), { minLength: 1, maxLength: 20 })
    fc.assert(
      fc.property(words, fc.integer({ min: 12, max: 30 }), (ws, width) => {
        const lines = wrapText(ws.join(' '), width, measure)
        for (let i = 0; i + 1 < lines.length; i++) {
          const next = lines[i + 1]!.split(' ')[0]!
          expect(measure(`${lines[i]} ${next}`)).toBeGreaterThan(width)
        }
      }),
      { numRuns: 200 },
    )
  })
})
