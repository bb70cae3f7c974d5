import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isOneOf, isRecord, keysOf, recordOf } from './objects'

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
  it('is what `includes` says of the list, for a value of any type (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.oneof(fc.string(), fc.anything()), (values, value) => {
        expect(isOneOf(values, value)).toBe(values.some((known) => known === value))
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

  it('leaves out the keys a record inherits', () => {
    const record: Partial<Record<'own' | 'inherited', number>> = Object.create({ inherited: 1 })
    record.own = 2
    expect(keysOf(record)).toEqual(['own'])
  })
})

describe('recordOf', () => {
  it('makes the record Object.fromEntries makes of the keys and their values', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (keys) => {
        const value = (key: string) => `${key}!`
        expect(recordOf(keys, value)).toEqual(
          Object.fromEntries(keys.map((key) => [key, value(key)])),
        )
      }),
    )
  })

  it('gives every key its value', () => {
    const record = recordOf(['a', 'b'] as const, (key) => key.length)
    expect(record).toEqual({ a: 1, b: 1 })
  })
})
