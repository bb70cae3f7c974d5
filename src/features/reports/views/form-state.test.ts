import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sameData } from './form-state'

/** The comparer of the form's selections (decision 020b): equal as data, and only then. */
describe('sameData', () => {
  const data = fc.jsonValue()

  it('a copy is the same; a value is the same as itself', () => {
    fc.assert(
      fc.property(data, (v) => {
        expect(sameData(v, structuredClone(v))).toBe(true)
        expect(sameData(v, v)).toBe(true)
      }),
    )
  })

  it('agrees with comparing the values written out with sorted keys', () => {
    const canonical = (v: unknown): string =>
      JSON.stringify(v, (_, x: unknown) =>
        Object.is(x, -0)
          ? '-0' // JSON writes -0 as 0; Object.is tells them apart
          : x !== null && typeof x === 'object' && !Array.isArray(x)
            ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
            : x,
      )
    fc.assert(
      fc.property(data, data, (a, b) => {
        expect(sameData(a, b)).toBe(canonical(a) === canonical(b))
      }),
    )
  })

  it('tells messages apart by key and by parameter, and null from a message', () => {
    expect(sameData({ key: 'a', params: { max: 3 } }, { key: 'a', params: { max: 3 } })).toBe(true)
    expect(sameData({ key: 'a', params: { max: 3 } }, { key: 'a', params: { max: 4 } })).toBe(false)
    expect(sameData({ key: 'a' }, { key: 'b' })).toBe(false)
    expect(sameData(null, { key: 'a' })).toBe(false)
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false)
  })
})
