import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { asciiDigits, BIDI_CONTROL, cleanLine } from '../domain/text'
import { lineText, numericOnly, required } from '../domain/validation'
import { lineTextSchema } from './common'
import { z } from './zod'

const hangul = fc.string({
  unit: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 8,
})
const invisible = fc.constantFrom(
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u3164',
  '\uFFA0',
)
const bidi = fc.constantFrom(
  '\u202E',
  '\u202D',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
)
/** `text` with `marks` put in at places the indexes choose */
const sprinkled = (text: string, marks: [string, number][]) =>
  marks.reduce((s, [mark, at]) => {
    const i = at % (s.length + 1)
    return s.slice(0, i) + mark + s.slice(i)
  }, text)
const toFullWidth = (s: string) =>
  s
    .replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 48 + 0xff10))
    .replace(/\./g, '．')

describe('the text policy (issue 48)', () => {
  it('a decomposed (NFD) name is the composed one', () => {
    fc.assert(
      fc.property(hangul, (name) => {
        expect(cleanLine(name.normalize('NFD'))).toBe(name)
        expect(lineTextSchema.parse(name.normalize('NFD'))).toBe(name)
      }),
    )
  })

  it('zero-width characters, the BOM and Hangul fillers are taken out, wherever they are', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.tuple(invisible, fc.nat())), (text, marks) => {
        const clean = cleanLine(text)
        expect(cleanLine(sprinkled(clean, marks))).toBe(clean)
        // cleaning twice changes nothing
        expect(cleanLine(clean)).toBe(clean)
      }),
    )
  })

  it('a name of only what draws nothing is blank: required in the form, refused by the contract', () => {
    fc.assert(
      fc.property(
        fc.array(invisible, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('', ' ', '  '),
        (marks, space) => {
          const name = marks.join(space)
          expect(required(name)).toEqual({ key: 'validation.required' })
          expect(lineTextSchema.check(z.trim(), z.minLength(1)).safeParse(name).success).toBe(false)
        },
      ),
    )
  })

  it('a bidirectional control anywhere is refused with the field’s message, and by the contract', () => {
    fc.assert(
      fc.property(hangul, bidi, fc.nat(), (name, mark, at) => {
        const turned = sprinkled(name, [[mark, at]])
        expect(BIDI_CONTROL.test(turned)).toBe(true)
        expect(lineText(turned, 64, 'validation.required')).toEqual({ key: 'validation.untypable' })
        expect(lineTextSchema.safeParse(turned).success).toBe(false)
        expect(lineText(name, 64, 'validation.required')).toBeNull()
      }),
    )
  })

  it('an id pasted with a zero-width character, or typed in full-width digits, is the id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2}\d{3,8}$/), invisible, fc.nat(), (id, mark, at) => {
        expect(lineTextSchema.check(z.trim()).parse(sprinkled(id, [[mark, at]]))).toBe(id)
        expect(lineTextSchema.parse(toFullWidth(id))).toBe(id)
      }),
    )
  })

  it('full-width digits and stops fill numeric fields; a decimal comma is a point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 9 }),
        (whole, tenth) => {
          const number = `${whole}.${tenth}`
          expect(asciiDigits(toFullWidth(number))).toBe(number)
          expect(numericOnly(toFullWidth(number))).toBe(number)
          expect(numericOnly(`${whole}。${tenth}`)).toBe(number)
          expect(numericOnly(`${whole},${tenth}`)).toBe(number)
        },
      ),
    )
    expect(numericOnly('１７０')).toBe('170')
    expect(numericOnly('６５．５')).toBe('65.5')
    expect(numericOnly('13,5')).toBe('13.5')
  })
})
