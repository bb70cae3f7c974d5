import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { message } from '../domain/messages'
import { PAGE_SIZE } from '../domain/codes'
import { pagedSearch } from './paged-search'

/** A rule like the lists' own: at most 5 characters. */
const atMostFive = (name: string) => (name.length > 5 ? message('employees.tooLong') : null)
const search = pagedSearch(atMostFive)

describe('pagedSearch: the name search and pager of a paged list', () => {
  it('refuses a name its rule refuses, keeping it with the message; accepts the rest from page 1 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (name) => {
        const refused = atMostFive(name) !== null
        expect(search.nameRefused({ name })).toBe(refused)
        if (refused)
          expect(search.refusedName({ name })).toEqual({ name, nameError: atMostFive(name) })
        else
          expect(search.acceptedName({ name })).toEqual({
            name,
            search: name,
            nameError: null,
            page: 1,
          })
      }),
    )
  })

  it('asks only for a page of the list other than the one shown (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.nat(500)),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -3, max: 40 }),
        (total, page, wanted) => {
          // an empty list still has its page 1
          const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.grid))
          expect(search.pageAllowed({ page, data: { total, page } }, { page: wanted })).toBe(
            wanted >= 1 && wanted <= pages && wanted !== page,
          )
        },
      ),
    )
  })

  it('asks for no page before the list has come', () => {
    expect(search.pageAllowed({ page: 1, data: null }, { page: 2 })).toBe(false)
  })
})

describe('pagedSearch: a page that failed', () => {
  it('says the catalogue’s message and puts the pager back on the page whose rows stay', () => {
    const failed = search.failed(
      { other: 'common.errorWithCode' },
      { page: 3, data: { total: 80, page: 2 } },
      new Error('offline'),
    )
    expect(failed.page).toBe(2)
    expect(failed.error).not.toBeNull()
    // nothing shown yet: the pager stays where it was asked to go
    expect(
      search.failed({ other: 'common.error' }, { page: 3, data: null }, new Error()).page,
    ).toBe(3)
  })
})
