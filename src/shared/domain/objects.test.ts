import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isOneOf, isRecord, keysOf } from './objects'

describe('isRecord', () => {
  it('takes every object but null, and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isRecord(value)).toBe(typeof value === 'object' && value !== null)
      }),
    )
  })

  it('takes arrays, dates and objects without a prototype', () => {
    expect(isRecord([])).toBe(true)
    expect(isRecord(new Date())).toBe(true)
    expect(isRecord(Object.create(null))).toBe(true)
    expect(isRecord(() => {})).toBe(false)
  })
})

describe('isOneOf', () => {
  it('is what `includes` says of the list (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (values, value) => {
        expect(isOneOf(values, value)).toBe(values.includes(value))
      }),
    )
  })

  it('takes each of the values it is given (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.string(), { minLength: 1 })
          .chain((values) => fc.tuple(fc.constant(values), fc.constantFrom(...values))),
        ([values, value]) => {
          expect(isOneOf(values, value)).toBe(true)
        },
      ),
    )
  })
})

describe('keysOf', () => {
  it('is the object’s own string keys, in their order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (record) => {
        expect(keysOf(record)).toEqual(Object.keys(record))
      }),
    )
  })
})
