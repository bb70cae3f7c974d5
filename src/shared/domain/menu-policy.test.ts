import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { AUTH_CODES } from './codes'
import { menuEntryShown, type MenuEntry } from './menu-policy'

const arbitraryEntry: fc.Arbitrary<MenuEntry> = fc.record(
  {
    group: fc.constantFrom('checkup', 'management', 'statistics', 'admin'),
    label: fc.constant('menu.gift'),
    order: fc.nat(),
    hiddenForSites: fc.subarray([1, 2, 3, 5, 48]),
    hiddenForAuth: fc.subarray([...AUTH_CODES]),
    partnerSite: fc.boolean(),
    dropdownOnlyFor: fc.subarray([...AUTH_CODES]),
  },
  { requiredKeys: ['group', 'label', 'order'] },
)
const arbitraryUser = fc.record({
  siteId: fc.constantFrom(1, 2, 3, 5, 11, 48, 99),
  auth: fc.constantFrom(...AUTH_CODES),
})

describe('menuEntryShown: one item of the S1 §6 table for one account', () => {
  it('hides an item from the auth codes and sites it names, and site 48 sees only partner items (property)', () => {
    fc.assert(
      fc.property(arbitraryEntry, arbitraryUser, (entry, user) => {
        const shown = menuEntryShown(entry, user, 'drawer')
        const expected =
          !(entry.hiddenForAuth ?? []).includes(user.auth) &&
          !(entry.hiddenForSites ?? []).includes(user.siteId) &&
          (user.siteId !== 48 || entry.partnerSite === true)
        expect(shown).toBe(expected)
      }),
    )
  })

  it('shows a dropdown-only item in the dropdown only for the auth codes it names (property)', () => {
    fc.assert(
      fc.property(arbitraryEntry, arbitraryUser, (entry, user) => {
        const inDropdown = menuEntryShown(entry, user, 'dropdown')
        const inDrawer = menuEntryShown(entry, user, 'drawer')
        const only = entry.dropdownOnlyFor
        expect(inDropdown).toBe(inDrawer && (!only || only.includes(user.auth)))
      }),
    )
  })
})
