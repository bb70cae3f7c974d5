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
