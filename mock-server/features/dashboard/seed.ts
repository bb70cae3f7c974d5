import type { Db } from '../../db'
import type { MockConfig } from '../../config'
import type { StaffRecord } from '../../schemas'
import type { CheckupRecord } from './records'
import {
  defaultAdminRange,
  defaultDashboardRange,
  fromApiDate,
  toApiDate,
} from '../../../src/shared/domain/dates'
import type { DeliveryType } from '../../../src/shared/domain/codes'
import { CHECKUP_STATUSES } from '../../../src/features/admin-dashboard/domain/codes'
import { koreanName, type Random } from '../../random'
import { todayOf } from '../../rules'
import { adminTargetOf, targetRandom } from '../reports/seed'

const ADDRESSES = [
  ['06236', '서울특별시 강남구 테헤란로 152', '12층'],
  ['03154', '서울특별시 종로구 종로 1', '3층 301호'],
  ['48058', '부산광역시 해운대구 센텀중앙로 79', '101동 1203호'],
  ['34126', '대전광역시 유성구 대학로 99', '5층'],
  ['61475', '광주광역시 동구 금남로 245', '2층'],
] as const

function randomDay(random: Random, start: Date, end: Date): string {
  const span = Math.round((end.getTime() - start.getTime()) / 86_400_000)
  const d = new Date(start.getFullYear(), start.getMonth(), start.getDate() + random.int(0, span))
  return toApiDate(d)
}

function birthday(random: Random): string {
  return `${random.int(1950, 2000)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`
}

function checkupFor(
  random: Random,
  no: number,
  owner: StaffRecord,
  created: string,
): CheckupRecord {
  const reportRoll = random.next()
  const reportType = reportRoll < 0.5 ? 'S' : reportRoll < 0.9 ? 'F' : null
  const roles = owner.roleList.filter(
    (r): r is DeliveryType => r === 'RM' || r === 'RD' || r === 'RP',
  )
  const [postalCode, address, detailAddress] = random.pick(ADDRESSES)
  return {
    checkupNo: no,
    created,
    userName: koreanName(random),
    userId: `app${String(no).padStart(6, '0')}`,
    gender: random.next() < 0.5 ? 1 : 2,
    birthday: birthday(random),
    reportType,
    role: roles.length ? random.pick(roles) : 'RM',
    branchName: owner.branchName ?? '',
    branchCode: owner.branchCode ?? '',
    employeeName: owner.name,
    employeeId: owner.userId,
    address,
    detailAddress,
    postalCode,
    telephone: `010-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
    pdfPrint: reportType === null ? 'N' : 'Y',
    print: 'N',
    siteId: owner.siteId,
  }
}

/** The admin dashboard row the report entry e2e writes and modifies (docs/fixtures.md). */
export const ADMIN_REPORT_FIXTURE_ID = 41

/**
 * Checkups (FIXTURES.md scale knobs): MOCK_CHECKUPS of site 3 inside the dashboard's default range,
 * spread over its staff with fc0001 owning the largest share; a few for the demo staff of sites 1,
 * 2 and 48; and the admin dashboard's partner-channel rows. Newest first.
 */
export async function seedCheckups(db: Db, config: MockConfig, random: Random): Promise<void> {
  const today = todayOf(config)
  const range = defaultDashboardRange(today)
  const start = fromApiDate(range.start)!
  const end = fromApiDate(range.end)!
  const staff = db.staff.all()
  // fc0004 has the report entry's data only (docs/fixtures.md)
  const site3 = staff.filter(
    (s) => s.siteId === 3 && s.auth !== 'P' && s.userId !== 'newbie' && s.userId !== 'fc0004',
  )
  const fc0001 = staff.find((s) => s.userId === 'fc0001')!
  const others = ['sh0001', 'pt0001', 'OL1000001', 'ga0001'].map((id) =>
    staff.find((s) => s.userId === id)!,
  )

  const planned: { owner: StaffRecord; created: string }[] = []
  for (let i = 0; i < config.MOCK_CHECKUPS; i++) {
    const owner = random.next() < 0.4 ? fc0001 : random.pick(site3)
    planned.push({ owner, created: randomDay(random, start, end) })
  }
  for (const owner of others) {
    for (let i = 0; i < 12; i++) planned.push({ owner, created: randomDay(random, start, end) })
  }
  planned.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0))

  let no = 100_000
  for (const { owner, created } of planned)
    await db.checkups.create(checkupFor(random, ++no, owner, created))

  const admin = defaultAdminRange(today)
  const adminStart = fromApiDate(admin.start)!
  const targets = targetRandom(config)
  for (let id = 1; id <= 40; id++) {
    const status = CHECKUP_STATUSES[(id - 1) % CHECKUP_STATUSES.length]!
    const row = {
      id,
      company: random.pick(['오렌지라이프', '헬스케어', '파트너스']),
      fcCode: `OL${1000000 + random.int(1, 40)}`,
      status,
      name: koreanName(random),
      gender: random.next() < 0.5 ? (1 as const) : (2 as const),
      regDate: randomDay(random, adminStart, end),
      pdfPath: status === 'U' || status === 'D' || status === 'R' ? `/pdf/admin/${id}.pdf` : null,
    }
    await db.adminCheckups.create({ ...row, ...adminTargetOf(targets, id, status, row.fcCode) })
  }
  // docs/fixtures.md: a D row of its own for the report entry e2e (the oldest of the range)
  await db.adminCheckups.create({
    id: ADMIN_REPORT_FIXTURE_ID,
    company: '오렌지라이프',
    fcCode: 'OL1000041',
    status: 'D',
    name: '정작성',
    gender: 2,
    // a few days into the range, so a browser a time zone ahead still lists it
    regDate: toApiDate(
      new Date(adminStart.getFullYear(), adminStart.getMonth(), adminStart.getDate() + 3),
    ),
    pdfPath: `/pdf/admin/${ADMIN_REPORT_FIXTURE_ID}.pdf`,
    ...adminTargetOf(targets, ADMIN_REPORT_FIXTURE_ID, 'D', 'OL1000041'),
    birthday: '19750412',
  })
}
