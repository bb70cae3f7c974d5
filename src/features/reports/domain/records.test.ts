import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOneOf, keysOf, recordOf } from './records'

describe('isOneOf', () => {
  it('says what includes says, for a value of any type', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.oneof(fc.string(), fc.anything()), (list, value) => {
        expect(isOneOf(list, value)).toBe(list.some((member) => member === value))
      }),
    )
  })

  it('holds every member of its list', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1 }), fc.nat(), (list, i) => {
        expect(isOneOf(list, list[i % list.length])).toBe(true)
      }),
    )
  })
})

describe('keysOf', () => {
  it('gives the keys Object.keys gives, in its order', () => {
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
