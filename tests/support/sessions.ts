import type { AuthCode, RoleCode } from '../../src/shared/domain/codes'
import type { SessionUser } from '../../src/shared/domain/user'

/** fc0001 of FIXTURES.md as the session sees it: site 3, branch B001, all voucher roles and PA. */
export const fc0001Session: SessionUser = {
  user: {
    name: '김설계',
    userId: 'fc0001',
    siteId: 3,
    auth: 'F',
    email: 'fc0001@example.com',
    mobile: '010-1003-2021',
    branchCode: 'B001',
    branchName: '강남지점',
  },
  roleList: ['RM', 'RD', 'RP', 'PA'],
  print: true,
  usableCount: 50,
}

/**
 * A session of a made-up account of `siteId` with role `auth` and these roles (the voucher roles
 * unless given), the print permission and a few usable rights: for the rules that read only the
 * site, the role and the roles (menus, app bar, server-side refusals).
 */
export const sessionFor = (
  siteId: number,
  auth: AuthCode = 'F',
  roleList: readonly RoleCode[] = ['RM', 'RD', 'RP'],
): SessionUser => ({
  user: {
    name: 'x',
    userId: 'x',
    siteId,
    auth,
    email: '',
    mobile: '',
    branchCode: null,
    branchName: null,
  },
  roleList: [...roleList],
  print: true,
  usableCount: 10,
})

/**
 * A session whose vouchers are QR vouchers (site 48) or not (site 3), with `usableCount` rights:
 * what the app bar's voucher tools read of a session (`appBarFeatures`).
 */
export const voucherSession = (qrVoucher: boolean, usableCount: number): SessionUser => ({
  ...sessionFor(qrVoucher ? 48 : 3),
  usableCount,
})
