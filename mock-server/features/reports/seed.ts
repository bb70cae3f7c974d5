import type { Db } from '../../db'
import type { MockConfig } from '../../config'
import type { AdminCheckupRecord } from '../dashboard/records'
import type { ReportRecord } from './records'
import { fromApiDate } from '../../../src/shared/domain/dates'
import type { AdminCheckupRow } from '../../../src/features/admin-dashboard/domain/admin-checkup'
import type { CheckupStatus } from '../../../src/features/admin-dashboard/domain/codes'
import {
  emptyForm,
  metricOf,
  reportValuesOf,
  reportValuesProblem,
  typeText,
  type ReportForm,
  type ReportValues,
} from '../../../src/features/reports/domain/report'
import type { TextField } from '../../../src/features/reports/domain/form'
import { cmToInch } from '../../../src/features/reports/domain/units'
import { createRandom, koreanName, type Random } from '../../random'
import { todayOf } from '../../rules'

/** The first checkup number of reports written on the admin dashboard's checkups. */
export const ADMIN_REPORT_NO_BASE = 900_000

/**
 * The target user, coupon and report number of an admin dashboard checkup (S2 §2.3). Drawn from
 * a random stream of its own, so the rows' other generated values stay as they were.
 */
export function adminTargetOf(
  random: Random,
  id: number,
  status: CheckupStatus,
  fcCode: string,
): Omit<AdminCheckupRecord, keyof AdminCheckupRow> {
  return {
    birthday: `${random.int(1950, 1999)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`,
    userId: `olu${String(id).padStart(5, '0')}`,
    userNo: 50_000 + id,
    couponCode: `CP${String(id).padStart(6, '0')}`,
    couponUsed: status === 'R',
    employeeId: fcCode,
    employeeName: koreanName(random),
    siteName: '오렌지라이프',
    checkupNo: status === 'R' ? ADMIN_REPORT_NO_BASE + id : null,
  }
}

export const targetRandom = (config: MockConfig) => createRandom(config.MOCK_SEED + 12)

/** Plausible checkup values of one customer, varied by n; a valid report (checked). */
export function sampleReportValues(
  n: number,
  who: Pick<ReportValues, 'name' | 'birth' | 'gender' | 'checkupDate'>,
  today: Date,
): ReportValues {
  let form: ReportForm = { ...emptyForm(), ...who }
  const texts: [TextField, string][] = [
    ['waist', String(70 + (n % 25))],
    ['heightCm', String(155 + (n % 30))],
    ['weight', String(50 + (n % 35))],
    ['bpLow', String(70 + (n % 20))],
    ['bpHigh', String(110 + (n % 30))],
    ['totChole', String(170 + (n % 60))],
    ['blds', String(85 + (n % 30))],
    ['creatinine', '0.9'],
    ['hmg', String(12 + (n % 4))],
    ['drnkQty', String(1 + (n % 5))],
  ]
  for (const [field, text] of texts) form = typeText(form, field, text)
  form = {
    ...form,
    choices: {
      oligProteCd: 1,
      dfabPtnCd: 0,
      drnkHabit: n % 4,
      smkStatType: 1,
      wlk30WekFreq: n % 8,
      mov30WekFreq: (n + 3) % 8,
      mov20WekFreq: (n + 5) % 8,
    },
    hchk: n % 3 === 0 ? ['hypertension'] : ['none'],
    fmly: ['none'],
  }
  const values = reportValuesOf(form)
  const problem = reportValuesProblem(values, today)
  if (problem) throw new Error(`sample report ${n}: ${problem.field}`)
  return values
}

/** A stored report of values (S2 §3: waistInch, heightCm, weightKg besides what was sent). */
export function storedReportOf(
  values: ReportValues,
  extra: Pick<ReportRecord, 'checkupNo' | 'role' | 'ownerId' | 'userNo' | 'adminId' | 'createdAt'>,
): ReportRecord {
  const metric = metricOf(values)
  return {
    ...values,
    ...extra,
    waistInch: cmToInch(metric.waistCm),
    heightCm: metric.heightCm,
    weightKg: metric.weightKg,
  }
}

/**
 * Reports of the seed: one per admin dashboard checkup of status R, and the demo report of
 * member01 (docs/fixtures.md: written by fc0004 on 2024-01-02, so a member report on that date is
 * a duplicate).
 */
export async function seedReports(db: Db, config: MockConfig): Promise<void> {
  const today = todayOf(config)
  for (const row of db.adminCheckups.all()) {
    if (row.status !== 'R' || row.checkupNo === null) continue
    const values = sampleReportValues(
      row.id,
      {
        name: row.name,
        birth: row.birthday,
        gender: row.gender,
        checkupDate: row.regDate,
      },
      today,
    )
    await db.reports.create(
      storedReportOf(values, {
        checkupNo: row.checkupNo,
        role: 'RP',
        ownerId: row.employeeId,
        userNo: row.userNo,
        adminId: row.id,
        createdAt: fromApiDate(row.regDate)!.toISOString(),
      }),
    )
  }

  const member = db.customers.findFirst((q) => q.where({ userId: 'member01' }))
  const owner = db.staff.findFirst((q) => q.where({ userId: 'fc0004' }))
  if (!member || !owner) return
  const values = sampleReportValues(
    1,
    {
      name: member.name,
      birth: member.birthday,
      gender: member.gender,
      checkupDate: MEMBER01_REPORT_DATE,
    },
    today,
  )
  await db.reports.create(
    storedReportOf(values, {
      checkupNo: MEMBER01_REPORT_NO,
      role: 'RM',
      ownerId: owner.userId,
      userNo: member.userNo,
      adminId: null,
      createdAt: fromApiDate(MEMBER01_REPORT_DATE)!.toISOString(),
    }),
  )
}

/** The checkup number of member01's demo report (a report only: no dashboard row, it is old). */
export const MEMBER01_REPORT_NO = 99_001

/** The checkup date of member01's demo report (docs/fixtures.md). */
export const MEMBER01_REPORT_DATE = '20240102'
