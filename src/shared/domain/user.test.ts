import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { appBarFeatures, hasAnyRole, isPartnerSite } from './user'
import { AUTH_CODES, ROLE_CODES } from './codes'
import { sessionFor } from '../../../tests/support/sessions'

describe('isPartnerSite', () => {
  it('is site 48 and no other (property)', () => {
    expect(isPartnerSite({ siteId: 48 })).toBe(true)
    fc.assert(
      fc.property(fc.integer(), (siteId) => {
        expect(isPartnerSite({ siteId })).toBe(siteId === 48)
      }),
    )
  })
})

describe('appBarFeatures', () => {
  it('site 48 creates QR vouchers and has no bell (pt0001)', () => {
    expect(appBarFeatures(sessionFor(48, 'F', ['RM']))).toEqual({
      voucherTools: true,
      qrVoucher: true,
      bell: false,
      usageCounter: true,
    })
  })
  it('site 3 FC with voucher roles has the tools and the bell (fc0001)', () => {
    expect(appBarFeatures(sessionFor(3, 'F', ['RM', 'RD', 'RP', 'PA']))).toEqual({
      voucherTools: true,
      qrVoucher: false,
      bell: true,
      usageCounter: true,
    })
  })
  it('no voucher role, no voucher tools (adminp)', () => {
    expect(appBarFeatures(sessionFor(3, 'P', [])).voucherTools).toBe(false)
    expect(appBarFeatures(sessionFor(3, 'P', [])).usageCounter).toBe(false)
    expect(appBarFeatures(sessionFor(3, 'F', ['PA'])).voucherTools).toBe(false)
  })
  it('property: voucher tools exactly when a voucher role is held; bell exactly off site 48', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 5, 48, 99),
        fc.subarray([...ROLE_CODES]),
        fc.constantFrom(...AUTH_CODES),
        (siteId, roles, auth) => {
          const f = appBarFeatures(sessionFor(siteId, auth, roles))
          expect(f.voucherTools).toBe(hasAnyRole(roles, ['RM', 'RD', 'RP']))
          expect(f.bell).toBe(siteId !== 48)
          expect(f.qrVoucher).toBe(siteId === 48)
        },
      ),
    )
  })
})
