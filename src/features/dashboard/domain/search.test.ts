import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { SEARCH_NAME_MAX, searchTerm, validateSearch } from './search'

describe('validateSearch (decision 011)', () => {
  it('accepts 50 characters after trimming and refuses 51 with its own message', () => {
    expect(validateSearch('김'.repeat(50))).toBeNull()
    expect(validateSearch(`  ${'a'.repeat(50)}  `)).toBeNull()
    expect(validateSearch('')).toBeNull()
    expect(validateSearch('김'.repeat(51))).toEqual({
      key: 'dashboard.searchTooLong',
      params: { max: 50 },
    })
  })

  it('refuses exactly the terms longer than SEARCH_NAME_MAX code points once trimmed (property)', () => {
    const unit = fc.constantFrom('a', '가', '😀', ' ')
    fc.assert(
      fc.property(fc.string({ unit, minLength: 40, maxLength: 60 }), (typed) => {
        const long = Array.from(searchTerm(typed)).length > SEARCH_NAME_MAX
        expect(validateSearch(typed)?.key ?? null).toBe(long ? 'dashboard.searchTooLong' : null)
      }),
    )
  })
})
