import type { RoleCode } from '../src/shared/domain/codes'
import type { BranchRecord, CustomerRecord, SiteRecord, StaffRecord } from './schemas'

/** The demo data of FIXTURES.md: a contract with the README, the e2e tests and QA. */
export const DEMO_PASSWORD = 'Test1234!'

export const FIXTURE_SITES: SiteRecord[] = [
  { siteId: 1, siteCode: 'OL', siteName: '오렌지라이프' },
  { siteId: 2, siteCode: 'SH', siteName: '신한라이프' },
  { siteId: 3, siteCode: 'HK', siteName: '헬스케어' },
  { siteId: 5, siteCode: 'GA', siteName: '지에이코리아' },
  { siteId: 48, siteCode: 'PT', siteName: '파트너스' },
]

export const FIXTURE_BRANCHES: BranchRecord[] = [
  { siteId: 3, branchCode: 'B001', branchName: '강남지점' },
  { siteId: 3, branchCode: 'B002', branchName: '종로지점' },
]

type StaffRow = [
  userId: string,
  name: string,
  auth: StaffRecord['auth'],
  siteId: number,
  branchCode: string | null,
  roles: RoleCode[],
  usableCount: number,
  extra?: Partial<StaffRecord>,
]

const ALL_VOUCHER: RoleCode[] = ['RM', 'RD', 'RP']

const STAFF_ROWS: StaffRow[] = [
  ['super', '최고관리', 'S', 3, 'B001', ALL_VOUCHER, -1],
  ['siteadmin', '한사이트', 'A', 3, 'B001', [...ALL_VOUCHER, 'PA'], 200],
  ['branchmgr', '강지점', 'B', 3, 'B001', ['RM', 'RP'], 100],
  [
    'fc0001',
    '김설계',
    'F',
    3,
    'B001',
    [...ALL_VOUCHER, 'PA'],
    50,
    { print: true, linkCode: 'LINK0001', distributed: 20 },
  ],
  ['fc0002', '이설계', 'F', 3, 'B001', ['RM'], 0],
  ['fc0003', '박설계', 'F', 3, 'B002', ['RD'], 10, { distributed: 10 }],
  ['unlimited', '정무한', 'F', 3, 'B001', ALL_VOUCHER, -1],
  ['adminp', '관리피', 'P', 3, null, [], 0],
  ['newbie', '신입생', 'F', 3, 'B001', ['RM'], 5, { password: 'newbie', passwordRefreshed: false }],
  ['OL1000001', '오렌지', 'F', 1, null, ['RM'], 20],
  ['sh0001', '신한설', 'F', 2, null, ALL_VOUCHER, 30],
  ['ga0001', '지에이', 'A', 5, null, ALL_VOUCHER, 30],
  ['pt0001', '파트너', 'F', 48, null, ['RM'], 30],
  ['ptadmin', '파관리', 'A', 48, null, ['RM'], 30],
  // added by this project (FIXTURES.md: add, never remove): a second site-1 FC to gift to
  ['OL1000002', '오렌지투', 'F', 1, null, ['RM'], 0],
  // a second account whose first password is pending, which no test sets (decision 012)
  [
    'newbie2',
    '신입둘',
    'F',
    3,
    'B001',
    ['RM'],
    5,
    { password: 'newbie2', passwordRefreshed: false },
  ],
  // a virtual account of its own awaits a deposit (features/vouchers/seed.ts), for the deposit e2e
  ['sh0002', '신입금', 'F', 2, null, ['RM'], 5],
  // site 2's admin: its own virtual account awaits a deposit (features/statistics/seed.ts), for the
  // statistics e2e (a purchase paid in the test appears in the purchase history)
  ['shadmin', '신관리', 'A', 2, null, ['RM'], 0],
  // issue 11, the employees e2e's own accounts (so no other spec's counts move): a site admin
  // who distributes, an FC of B001 who receives and gives back, an FC of B002 the branch
  // manager may not touch, and a site-1 FC who receives gifts
  ['empadmin', '배분관리', 'A', 3, 'B001', ['RM', 'RD', 'RP'], 200],
  ['empfc01', '배분받음', 'F', 3, 'B001', ['RM'], 10, { distributed: 4 }],
  ['empfc02', '종로직원', 'F', 3, 'B002', ['RM'], 3, { distributed: 3 }],
  // buyers of the purchase e2e, one per flow, so the specs never share a count or an account
  ['buyer01', '구매일', 'F', 3, 'B001', ['RM'], 5],
  ['buyer02', '구매이', 'F', 3, 'B001', ['RM'], 5],
  ['buyer03', '구매삼', 'F', 3, 'B001', ['RM'], 5],
  ['OL1000003', '오렌지삼', 'F', 1, null, ['RM'], 0],
  // report entry by direct input (issue 12): its own FC, so its e2e leaves the others' data alone
  ['fc0004', '최입력', 'F', 3, 'B001', ALL_VOUCHER, 20],
  // the gift page's e2e (issue 11): a site-1 FC with license items of its own to gift, and the
  // site-1 FC who receives them, so no other spec's items or counts move
  ['OL1000011', '오선물', 'F', 1, null, ['RM'], 20],
  ['OL1000012', '오받음', 'F', 1, null, ['RM'], 0],
  // the keyboard-only e2e (issue 27): an FC who gives with the keyboard, so no other count moves;
  // on site 5, so the site-3 employee lists (paged) stay as their specs read them
  ['kb0001', '한키보', 'F', 5, null, ['RM'], 5],
  // the share e2e (issue 46): an FC who creates vouchers and shares their codes, on site 5 too
  ['sr0001', '공유해', 'F', 5, null, ['RM'], 5],
  // the network-faults e2e (issue 50): an FC whose voucher answer is cut, on site 5 too
  ['nf0001', '망약해', 'F', 5, null, ['RM'], 5],
]

export const FIXTURE_STAFF: StaffRecord[] = STAFF_ROWS.map(
  ([userId, name, auth, siteId, branchCode, roleList, usableCount, extra], i) => ({
    userId,
    name,
    auth,
    siteId,
    branchCode,
    branchName: FIXTURE_BRANCHES.find((b) => b.branchCode === branchCode)?.branchName ?? null,
    email: `${userId.toLowerCase()}@example.com`,
    mobile: `010-${String(1000 + i).padStart(4, '0')}-${String(2000 + i * 7).padStart(4, '0')}`,
    password: DEMO_PASSWORD,
    passwordRefreshed: true,
    roleList,
    print: auth !== 'P',
    usableCount,
    employeeNo: userId,
    linkCode: null,
    active: true,
    distributed: 0,
    gender: null,
    ...extra,
  }),
)

export const FIXTURE_CUSTOMERS: CustomerRecord[] = [
  {
    userNo: 1,
    userId: 'member01',
    name: '김건강',
    birthday: '19800101',
    gender: 1,
    situation: 'member',
  },
  {
    userNo: 2,
    userId: 'holder01',
    name: '이보유',
    birthday: '19850505',
    gender: 2,
    situation: 'holder',
  },
  {
    userNo: 3,
    userId: 'exceeded01',
    name: '박초과',
    birthday: '19900909',
    gender: 1,
    situation: 'exceeded',
  },
  // the keyboard-only e2e's customer: a member nobody else gives to
  {
    userNo: 4,
    userId: 'member02',
    name: '나키보',
    birthday: '19920202',
    gender: 2,
    situation: 'member',
  },
  // the network-faults e2e's customer (issue 50): given one voucher through a cut answer
  {
    userNo: 5,
    userId: 'member03',
    name: '도끊김',
    birthday: '19930303',
    gender: 1,
    situation: 'member',
  },
]
