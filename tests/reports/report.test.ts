import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import { MEMBER01_REPORT_DATE, sampleReportValues } from '../../mock-server/features/reports/seed'
import { ADMIN_REPORT_FIXTURE_ID } from '../../mock-server/features/dashboard/seed'
import { fromApiDate } from '../../src/shared/domain/dates'
import { createReportService } from '../../src/features/reports/services/report-service'
import { wireReports } from '../../src/features/reports/screens'
import { wireDashboard } from '../../src/features/dashboard/screens'
import { CHECKUP_DEFAULT_SORT } from '../../src/features/dashboard/domain/checkup'
import { mountAdminDashboard } from '../../src/features/admin-dashboard/screens'
import type { ReportValues } from '../../src/features/reports/domain/values'
import { PREDICTIONS } from '../../src/features/reports/domain/prediction'
import * as contract from '../../src/features/reports/services/contract'
import { adminList } from '../../src/features/admin-dashboard/services/contract'
import { formBmi } from '../../src/features/reports/domain/measures'
import { formOfValues } from '../../src/features/reports/domain/report'
import { anonymousClient, expectFailure, loginAs, TEST_BASE } from '../support/api'
import { entryOf, quietContext, runActor } from '../support/wired'
import { AUTH_HEADER } from '../../src/shared/contract/operation'
import type { ApiClient } from '../../src/shared/services/http-client'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const TODAY = '20261122'
const TODAY_DATE = fromApiDate(TODAY)!

let server: TestServer['server']
let db: Db

beforeEach(async () => {
  ;({ server, db } = await createTestServer({ MOCK_CHECKUPS: 40, MOCK_TODAY: TODAY }))
  server.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

/**
 * The report entry calls as the feature makes them: the member lookup and the duplicate check as
 * the form machine's actors (screens.tsx), the others the service's.
 */
function reportsOf(client: ApiClient) {
  const { reportForm } = wireReports(quietContext(client))
  return {
    ...createReportService(client),
    memberLookup: (userId: string) => runActor(reportForm, 'memberLookup', { userId }),
    duplicateCheck: (userNo: number, checkupDate: string) =>
      runActor(reportForm, 'duplicateCheck', { userNo, checkupDate }),
  }
}

const service = async (userId: string) => reportsOf(await loginAs(userId))

const nonMember = (n = 3, over: Partial<ReportValues> = {}): ReportValues => ({
  ...sampleReportValues(
    n,
    { name: '홍비회', birth: '19700505', gender: 1, checkupDate: '20261101' },
    TODAY_DATE,
  ),
  ...over,
})

const usable = (userId: string) => db.staff.findFirst((q) => q.where({ userId }))!.usableCount

/** Values for which nothing can be predicted (decision 020a). */
const nothingPredictable = (values: ReportValues): ReportValues => ({
  ...values,
  hchk: PREDICTIONS.filter((p) => p.needs.length === 0)
    .map((p) => p.disease)
    .join(','),
  totChole: null,
  triglyceride: null,
  hdlChole: null,
  ldlChole: null,
  sgotAst: null,
  sgptAlt: null,
  gammaGtp: null,
  blds: null,
})

describe('member lookup (S2 §7, §8)', () => {
  it('finds member01 by id', async () => {
    const s = await service('fc0004')
    expect(await s.memberLookup('member01')).toEqual({
      userNo: 1,
      name: '김건강',
      userId: 'member01',
    })
  })

  it('404 member not found; exceeded01 is usage exceeded (401, S2 §8 and FIXTURES.md)', async () => {
    const s = await service('fc0004')
    await expectFailure(s.memberLookup('nobody'), 404, 'memberLookup', 'report.memberNotFound')
    await expectFailure(s.memberLookup('exceeded01'), 401, 'memberLookup', 'report.usageExceeded')
  })

  it("exceeded01's 401 leaves the session as it was; a refused token's 401 still ends it", async () => {
    const refused: string[] = []
    const client = await loginAs('fc0004', undefined, (id) => refused.push(id))
    const token = client.tokens.getToken()
    const s = reportsOf(client)
    await expectFailure(s.memberLookup('exceeded01'), 401, 'memberLookup', 'report.usageExceeded')
    expect(refused).toEqual([])
    expect(client.tokens.getToken()).toBe(token)
    await expect(s.memberLookup('member01')).resolves.toMatchObject({ userNo: 1 })
    // the session ends elsewhere (every session of fc0004 is gone): the same call ends this one
    db.sessions.endUser('fc0004')
    await expectFailure(s.memberLookup('exceeded01'), 401)
    expect(refused).toEqual(['memberLookup'])
  })

  it('403 without a voucher role (adminp); 401 without a token', async () => {
    await expectFailure((await service('adminp')).memberLookup('member01'), 403)
    await expectFailure(reportsOf(anonymousClient()).memberLookup('member01'), 401)
  })
})

describe('duplicate check (S2 §4: members, on the checkup date)', () => {
  it("member01's demo report date is taken, another date is free", async () => {
    const s = await service('fc0004')
    expect(await s.duplicateCheck(1, MEMBER01_REPORT_DATE)).toBe(true)
    expect(await s.duplicateCheck(1, '20261101')).toBe(false)
  })

  it('400 for a malformed date; 403 without a voucher role', async () => {
    const client = await loginAs('fc0004')
    await expectFailure(
      client.call(contract.duplicateCheck, { query: { userNo: '1', checkupDate: '2024-01-02' } }),
      400,
    )
    await expectFailure((await service('adminp')).duplicateCheck(1, '20261101'), 403)
  })
})

describe('create report, customer variant (S2 §4, §8)', () => {
  it('non-member: 200 spends a right and the checkup is a premium row of the dashboard', async () => {
    const client = await loginAs('fc0004')
    const before = usable('fc0004')
    const result = await reportsOf(client).createForNonMember(nonMember(), 'RP')
    expect(result.usableCount).toBe(before - 1)
    expect(usable('fc0004')).toBe(before - 1)
    // the dashboard's list as its machine asks for it
    const ctx = quietContext(client)
    const list = await runActor(wireDashboard(ctx, ctx.settings).dashboard, 'list', {
      start: TODAY,
      end: TODAY,
      name: '',
      page: 1,
      size: 25,
      sort: CHECKUP_DEFAULT_SORT.key,
      order: CHECKUP_DEFAULT_SORT.order,
    })
    const row = list.items.find((i) => i.userName === '홍비회')!
    expect(row).toMatchObject({ reportType: 'F', role: 'RP', employeeId: 'fc0004', created: TODAY })
    const stored = db.reports.findFirst((q) => q.where({ checkupNo: row.checkupNo }))!
    expect(stored).toMatchObject({ userNo: null, ownerId: 'fc0004', waist: nonMember().waist })
  })

  it('member: 200; the same member and date again is 422', async () => {
    const s = await service('fc0004')
    const values = { ...nonMember(), name: '김건강', birth: '19800101' }
    await s.createForMember(values, 'RM', 1)
    expect(await s.duplicateCheck(1, values.checkupDate)).toBe(true)
    await expectFailure(
      s.createForMember(values, 'RM', 1),
      422,
      'createMemberReport',
      'report.exists',
    )
  })

  it('422 on the date of the seeded report of member01', async () => {
    const s = await service('fc0004')
    const values = { ...nonMember(), checkupDate: MEMBER01_REPORT_DATE, birth: '19800101' }
    await expectFailure(s.createForMember(values, 'RD', 1), 422)
  })

  it('423 without usage rights (fc0002), and for a member whose usage is exceeded', async () => {
    await expectFailure(
      (await service('fc0002')).createForNonMember(nonMember(), 'RM'),
      423,
      'createNonMemberReport',
      'report.usageCountExceeded',
    )
    const before = usable('fc0004')
    await expectFailure((await service('fc0004')).createForMember(nonMember(), 'RM', 3), 423)
    expect(usable('fc0004')).toBe(before)
  })

  it('unlimited (-1) stays unlimited', async () => {
    const result = await (await service('unlimited')).createForNonMember(nonMember(), 'RD')
    expect(result.usableCount).toBe(-1)
  })

  it('403 for a delivery role not held (fc0003 holds RD only) and for adminp', async () => {
    await expectFailure(
      (await service('fc0003')).createForNonMember(nonMember(), 'RM'),
      403,
      'createNonMemberReport',
      'common.noPermission',
    )
    await expectFailure((await service('adminp')).createForNonMember(nonMember(), 'RP'), 403)
  })

  it('404 for an unknown member', async () => {
    await expectFailure(
      (await service('fc0004')).createForMember(nonMember(), 'RM', 987654),
      404,
      'createMemberReport',
      'report.memberNotFound',
    )
  })

  it('406 for a value outside its range, checked on the server with the form rules', async () => {
    const s = await service('fc0004')
    const before = usable('fc0004')
    for (const over of [
      { waist: 131 },
      { waistUnit: 'inch' as const, waist: 52 },
      { weightUnit: 'lb' as const, weight: 441 },
      { hmg: 25.5 },
      { bmi: 99 },
      { checkupDate: '20261123' },
      { birth: '20100101' },
      { wlk30WekFreq: 8 },
    ]) {
      await expectFailure(
        s.createForNonMember(nonMember(3, over), 'RP'),
        406,
        'createNonMemberReport',
        'report.invalidParam',
      )
    }
    expect(usable('fc0004')).toBe(before)
  })

  it('407 when no disease can be predicted (decision 020a)', async () => {
    await expectFailure(
      (await service('fc0004')).createForNonMember(nothingPredictable(nonMember()), 'RP'),
      407,
      'createNonMemberReport',
      'report.noPredictable',
    )
  })

  it('407 travels as an HTTP 200 answer with code 407 in its body (decision 034)', async () => {
    const client = await loginAs('fc0004')
    const answer = await fetch(`${TEST_BASE}${contract.createNonMemberReport.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [AUTH_HEADER]: client.tokens.getToken()! },
      body: JSON.stringify({ ...nothingPredictable(nonMember()), role: 'RP' }),
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ code: 407, message: '예측 가능한 질환이 없습니다.' })
  })

  it('400 for a body that breaks the contract; 401 without a token; 428 before the first password', async () => {
    const client = await loginAs('fc0004')
    await expectFailure(
      client.call(contract.createNonMemberReport, { body: { ...nonMember(), role: 'XX' } }),
      400,
    )
    await expectFailure(reportsOf(anonymousClient()).createForNonMember(nonMember(), 'RM'), 401)
    await expectFailure(
      reportsOf(await loginAs('newbie', 'newbie')).createForNonMember(nonMember(), 'RM'),
      428,
    )
  })
})

describe('admin variant (S2 §2.3, §4, §7, §8)', () => {
  const rowOf = (status: string) => db.adminCheckups.all().find((r) => r.status === status)!
  const valuesFor = (row: ReturnType<typeof rowOf>, over: Partial<ReportValues> = {}) => ({
    ...sampleReportValues(
      9,
      { name: row.name, birth: row.birthday, gender: row.gender, checkupDate: '20261110' },
      TODAY_DATE,
    ),
    ...over,
  })

  it('the target user of a row; 400 for an unknown id; 403 for fc0001', async () => {
    const s = await service('adminp')
    const row = rowOf('D')
    expect(await s.target(row.id)).toEqual({
      id: row.id,
      name: row.name,
      birthday: row.birthday,
      gender: row.gender,
      couponCode: row.couponCode,
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      fcCode: row.fcCode,
      siteName: row.siteName,
      userId: row.userId,
      userNo: row.userNo,
      checkupNo: null,
    })
    await expectFailure(s.target(99999), 400, 'healthCheckupInfo', 'report.targetNotFound')
    await expectFailure(
      (await service('fc0001')).target(row.id),
      403,
      'healthCheckupInfo',
      'common.noPermission',
    )
  })

  it('the admin list does not show the target user the record holds beside the row', async () => {
    const client = await loginAs('adminp')
    const raw = await client.call(adminList, {
      query: { start: '20261001', end: TODAY },
    })
    expect(Object.keys(raw.data[0]!).sort()).toEqual(
      ['company', 'fcCode', 'gender', 'id', 'name', 'pdfPath', 'regDate', 'status'].sort(),
    )
  })

  it('create on a D row: 200, the row becomes R, the stored report reads back with waistInch, heightCm, weightKg', async () => {
    const client = await loginAs('adminp')
    const s = reportsOf(client)
    const row = db.adminCheckups.findFirst((q) => q.where({ id: ADMIN_REPORT_FIXTURE_ID }))!
    expect(row.status).toBe('D')
    await expectFailure(s.storedReport(row.id), 400, 'getReport', 'report.targetNotFound')
    const target = await s.target(row.id)
    const imperial = valuesFor(row, { waistUnit: 'inch', waist: 32, weightUnit: 'lb', weight: 154 })
    // the BMI must be the one the measures make: 154 lb at the sample's height
    const values = { ...imperial, bmi: formBmi(formOfValues(imperial))! }
    await s.addReport(row.id, values, target)
    // the admin dashboard's list, as its machine calls it
    const { adminDashboard } = mountAdminDashboard(quietContext(client)).actors(
      entryOf('adminDashboard', TODAY_DATE),
    )
    const rows = await runActor(adminDashboard.logic, 'adminList', {
      start: '20261001',
      end: TODAY,
    })
    expect(rows.find((r) => r.id === row.id)?.status).toBe('R')
    const stored = await s.storedReport(row.id)
    expect(stored).toMatchObject({ ...values, role: 'RP', heightCm: values.height })
    expect(stored.waistInch).toBeCloseTo(32, 10)
    expect(stored.weightKg).toBeCloseTo(69.853168, 6)
    expect((await s.target(row.id)).checkupNo).toBe(stored.checkupNo)
  })

  it('create: 422 on an R row with its report date, 423 with another date (the coupon is used)', async () => {
    const s = await service('adminp')
    const row = rowOf('R')
    const target = await s.target(row.id)
    const stored = await s.storedReport(row.id)
    await expectFailure(
      s.addReport(row.id, valuesFor(row, { checkupDate: stored.checkupDate }), target),
      422,
      'addReport',
      'report.exists',
    )
    await expectFailure(
      s.addReport(row.id, valuesFor(row), target),
      423,
      'addReport',
      'report.usageCountExceeded',
    )
  })

  it('create: 400 on a U row, 403 for fc0001, 406 for another name or a range, 407 nothing predictable', async () => {
    const s = await service('adminp')
    const u = rowOf('U')
    await expectFailure(s.addReport(u.id, valuesFor(u), await s.target(u.id)), 400)
    const d = rowOf('D')
    const target = await s.target(d.id)
    await expectFailure((await service('fc0001')).addReport(d.id, valuesFor(d), target), 403)
    await expectFailure(s.addReport(d.id, valuesFor(d, { name: '다른이름' }), target), 406)
    await expectFailure(s.addReport(d.id, valuesFor(d, { bpHigh: 251 }), target), 406)
    await expectFailure(
      s.addReport(d.id, nothingPredictable(valuesFor(d)), target),
      407,
      'addReport',
      'report.noPredictable',
    )
    expect(db.adminCheckups.findFirst((q) => q.where({ id: d.id }))!.status).toBe('D')
  })

  it('modify an R row: 200 replaces the values; 400 for another checkupNo; 403; 406; 407', async () => {
    const s = await service('adminp')
    const row = rowOf('R')
    const stored = await s.storedReport(row.id)
    const next = { ...valuesFor(row), checkupDate: stored.checkupDate, bpLow: 77 }
    await s.modifyReport(row.id, next, stored.checkupNo)
    expect((await s.storedReport(row.id)).bpLow).toBe(77)
    await expectFailure(s.modifyReport(row.id, next, stored.checkupNo + 1), 400)
    await expectFailure(s.modifyReport(rowOf('D').id, next, stored.checkupNo), 400)
    await expectFailure((await service('fc0001')).modifyReport(row.id, next, stored.checkupNo), 403)
    await expectFailure(s.modifyReport(row.id, { ...next, smkQty: 5 }, stored.checkupNo), 406)
    await expectFailure(
      s.modifyReport(row.id, nothingPredictable(next), stored.checkupNo),
      407,
      'modifyReport',
      'report.noPredictable',
    )
  })
})
