import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inScope, ownScope, reaches, type Owner, type ScopedCaller } from './scope'

const AUTHS = ['S', 'A', 'B', 'F', 'P'] as const
const caller = fc.record({
  auth: fc.constantFrom(...AUTHS),
  siteId: fc.integer({ min: 1, max: 3 }),
  branchCode: fc.option(fc.constantFrom('B001', 'B002'), { nil: null }),
  userId: fc.constantFrom('u1', 'u2', 'u3'),
}) as fc.Arbitrary<ScopedCaller>
const owner: fc.Arbitrary<Owner> = fc.record({
  siteId: fc.integer({ min: 1, max: 3 }),
  branchCode: fc.option(fc.constantFrom('B001', 'B002'), { nil: null }),
  employeeId: fc.constantFrom('u1', 'u2', 'u3'),
})

describe('one lane per account (issue 29)', () => {
  it('S everything, A its site, B its branch, F its own, P and a branchless B nothing', () => {
    fc.assert(
      fc.property(caller, owner, (c, o) => {
        const expected =
          c.auth === 'S' ||
          (c.auth === 'A' && o.siteId === c.siteId) ||
          (c.auth === 'B' &&
            c.branchCode !== null &&
            o.siteId === c.siteId &&
            o.branchCode === c.branchCode) ||
          (c.auth === 'F' && o.employeeId === c.userId)
        expect(reaches(c, o)).toBe(expected)
        expect(inScope(ownScope(c), o)).toBe(expected)
      }),
    )
  })

  it('a branch of another site with the same code is another lane', () => {
    const b = { auth: 'B', siteId: 3, branchCode: 'B001', userId: 'u1' } as const
    expect(reaches(b, { siteId: 3, branchCode: 'B001', employeeId: 'x' })).toBe(true)
    expect(reaches(b, { siteId: 5, branchCode: 'B001', employeeId: 'x' })).toBe(false)
  })
})
