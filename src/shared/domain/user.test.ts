import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { appBarFeatures, hasAnyRole, isPartnerSite, type SessionUser } from './user'
import { AUTH_CODES, ROLE_CODES, type RoleCode } from './codes'

const sessionOf = (
  siteId: number,
  roleList: RoleCode[],
  auth: SessionUser['user']['auth'] = 'F',
): SessionUser => ({
  user: {
    name: 'n',
    userId: 'u',
    siteId,
    auth,
    email: '',
    mobile: '',
    branchCode: null,
    branchName: null,
  },
  roleList,
  print: true,
  usableCount: 1,
})

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
    expect(appBarFeatures(sessionOf(48, ['RM']))).toEqual({
      voucherTools: true,
      qrVoucher: true,
      bell: false,
      usageCounter: true,
    })
  })
  it('site 3 FC with voucher roles has the tools and the bell (fc0001)', () => {
    expect(appBarFeatures(sessionOf(3, ['RM', 'RD', 'RP', 'PA']))).toEqual({
      voucherTools: true,
      qrVoucher: false,
      bell: true,
      usageCounter: true,
    })
  })
  it('no voucher role, no voucher tools (adminp)', () => {
    expect(appBarFeatures(sessionOf(3, [], 'P')).voucherTools).toBe(false)
    expect(appBarFeatures(sessionOf(3, [], 'P')).usageCounter).toBe(false)
    expect(appBarFeatures(sessionOf(3, ['PA'])).voucherTools).toBe(false)
  })
  it('property: voucher tools exactly when a voucher role is held; bell exactly off site 48', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 5, 48, 99),
        fc.subarray([...ROLE_CODES]),
        fc.constantFrom(...AUTH_CODES),
        (siteId, roles, auth) => {
          const f = appBarFeatures(sessionOf(siteId, roles, auth))
          expect(f.voucherTools).toBe(hasAnyRole(roles, ['RM', 'RD', 'RP']))
          expect(f.bell).toBe(siteId !== 48)
          expect(f.qrVoucher).toBe(siteId === 48)
        },
      ),
    )
  })
})
