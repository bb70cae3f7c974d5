import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { maskCustomerName } from './masking'

describe('maskCustomerName', () => {
  it.each([
    // by length, as S1 §6 describes
    ['', ''],
    ['김', '*'],
    ['김수', '김*'],
    ['김철수', '김*수'],
    ['남궁민수', '남**수'],
    ['Alexander', 'A*******r'],
    // code points, not UTF-16 units
    ['𠮷', '*'],
    ['𠮷野', '𠮷*'],
    ['𠮷野家', '𠮷*家'],
    ['a😀b😀', 'a**😀'],
  ])('%j -> %j', (name, masked) => {
    expect(maskCustomerName(name)).toBe(masked)
  })

  it('keeps the length, the first and last and stars in between (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }), (name) => {
        const input = Array.from(name)
        const out = Array.from(maskCustomerName(name))
        expect(out.length).toBe(input.length)
        if (input.length === 1) {
          expect(out).toEqual(['*'])
        } else {
          expect(out[0]).toBe(input[0])
          if (input.length === 2) expect(out[1]).toBe('*')
          else expect(out[out.length - 1]).toBe(input[input.length - 1])
          const middle = input.length === 2 ? out.slice(1) : out.slice(1, -1)
          expect(middle.every((c) => c === '*')).toBe(true)
        }
      }),
    )
  })

  it('never shows a middle character for names of three or more (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'가나다라마바사'), minLength: 3, maxLength: 10 }),
        (name) => {
          const masked = maskCustomerName(name)
          expect(masked.slice(1, -1)).toMatch(/^\*+$/)
        },
      ),
    )
  })
})
