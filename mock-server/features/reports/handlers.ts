import * as report from '../../../src/features/reports/services/contract'
import type { DeliveryType } from '../../../src/shared/domain/codes'
import { SITE } from '../../../src/shared/domain/codes'
import { ADMIN_DELIVERY_ROLE } from '../../../src/features/reports/domain/codes'
import { canWriteReport } from '../../../src/features/reports/domain/access'
import { toApiDate } from '../../../src/shared/domain/dates'
import { maskCustomerName } from '../../../src/shared/domain/masking'
import { reportValuesProblem, type ReportValues } from '../../../src/features/reports/domain/report'
import { predictableDiseases } from '../../../src/features/reports/domain/prediction'
import { reportValuesFrom as valuesOf } from '../../../src/features/reports/domain/values'
import { errorResponse, handleAuthed, idParam, ok, type MockContext } from '../../http'
import type { StaffRecord } from '../../schemas'
import type { AdminCheckupRecord } from '../dashboard/records'
import type { ReportRecord } from './records'
import { exclusive, hasVoucherRole, nowOf, spend } from '../../voucher-rules'
import { storedReportOf } from './seed'
import { isUnlimitedCount } from '../../../src/shared/domain/codes'

const NO_PERMISSION = () => errorResponse(403, '권한이 없습니다.')
const isAdmin = (caller: StaffRecord) => caller.auth === 'P' || caller.auth === 'S'

/**
 * Report entry by direct input (S2 §2.3, §4, §7, §8): member lookup, duplicate check, the
 * customer variant's create for members and non-members (spends one usage right of the caller;
 * the checkup becomes a premium report row of the caller's dashboard), and the admin variant's
 * target, stored report, create (the target's coupon is its right; the row becomes R) and modify.
 */
export const reportHandlers = (ctx: MockContext) => {
  const today = () => nowOf(ctx)

  /** 406 a value outside its range (the form's own rules), 407 no predictable disease. */
  function refusedValues(values: ReportValues): Response | null {
    const problem = reportValuesProblem(values, today())
    if (problem) return errorResponse(406, `잘못된 파라미터입니다. (${problem.field})`)
    if (predictableDiseases(values).length === 0)
      return errorResponse(407, '예측 가능한 질환이 없습니다.')
    return null
  }

  /** The report of this member on this date. */
  const reportOn = (userNo: number, checkupDate: string) =>
    ctx.db.reports.all().find((r) => r.userNo === userNo && r.checkupDate === checkupDate)

  /** The next free checkup number, over the checkups and the reports. */
  const nextCheckupNo = () =>
    Math.max(
      0,
      ...ctx.db.checkups.all().map((c) => c.checkupNo),
      ...ctx.db.reports.all().map((r) => r.checkupNo),
    ) + 1

  /** The customer variant's create: roles, values, duplicate, usage right; then the rows. */
  async function createForCustomer(
    caller: StaffRecord,
    body: ReportValues & { role: DeliveryType; userNo?: number },
  ): Promise<Response> {
    if (!hasVoucherRole(caller) || !caller.roleList.includes(body.role)) return NO_PERMISSION()
    // the direct input menu's own rule: not site 1, site 48 or role P (decision 043)
    if (!canWriteReport(caller)) return NO_PERMISSION()
    const member =
      body.userNo === undefined
        ? null
        : ctx.db.customers.findFirst((q) => q.where({ userNo: body.userNo! }))
    if (body.userNo !== undefined && !member) return errorResponse(404, '회원을 찾을 수 없습니다.')
    const values = valuesOf(body)
    const refused = refusedValues(values)
    if (refused) return refused
    if (member && reportOn(member.userNo, values.checkupDate))
      return errorResponse(422, '해당 검진일자에 이미 리포트가 존재합니다.')
    const me = ctx.db.staff.findFirst((q) => q.where({ userId: caller.userId })) ?? caller
    if (me.usableCount === 0 || member?.situation === 'exceeded')
      return errorResponse(423, '사용 횟수를 초과했습니다.')

    const checkupNo = nextCheckupNo()
    const usableCount = spend(me.usableCount, 1)
    if (!isUnlimitedCount(me.usableCount))
      await ctx.db.staff.update((q) => q.where({ userId: me.userId }), {
        data(s) {
          s.usableCount = usableCount
        },
      })
    await ctx.db.reports.create(
      storedReportOf(values, {
        checkupNo,
        role: body.role,
        ownerId: me.userId,
        userNo: member?.userNo ?? null,
        adminId: null,
        createdAt: today().toISOString(),
      }),
    )
    await ctx.db.checkups.create({
      checkupNo,
      created: toApiDate(today()),
      userName: values.name,
      userId: member?.userId ?? '',
      gender: values.gender,
      birthday: values.birth,
      reportType: 'F',
      role: body.role,
      branchName: me.branchName ?? '',
      branchCode: me.branchCode ?? '',
      employeeName: me.name,
      employeeId: me.userId,
      address: '',
      detailAddress: '',
      postalCode: '',
      telephone: '',
      pdfPrint: 'Y',
      print: 'N',
      siteId: me.siteId,
    })
    return ok({ data: { checkupNo, usableCount } })
  }

  const adminRow = (param: string | undefined): AdminCheckupRecord | undefined => {
    const id = idParam(param)
    return id === null ? undefined : ctx.db.adminCheckups.findFirst((q) => q.where({ id }))
  }

  /** The target's name, birth and gender are read-only in the form: anything else is 406. */
  const notTheTarget = (row: AdminCheckupRecord, values: ReportValues) =>
    values.name !== row.name || values.birth !== row.birthday || values.gender !== row.gender

  return [
    handleAuthed(ctx, report.memberLookup, ({ caller, params }) => {
      if (!hasVoucherRole(caller)) return NO_PERMISSION()
      const userId = (params.userId ?? '').trim()
      const member = ctx.db.customers.findFirst((q) => q.where({ userId }))
      if (!member) return errorResponse(404, '회원을 찾을 수 없습니다.')
      // S2 §8: 401 usage exceeded (the token was accepted above: decision 020b)
      if (member.situation === 'exceeded')
        return errorResponse(401, '사용 횟수를 초과한 회원입니다.')
      const name = caller.siteId === SITE.PARTNER ? maskCustomerName(member.name) : member.name
      return ok({ data: { userNo: member.userNo, name, userId: member.userId } })
    }),

    handleAuthed(ctx, report.duplicateCheck, ({ caller, query }) => {
      if (!hasVoucherRole(caller)) return NO_PERMISSION()
      return ok({ data: { duplicated: !!reportOn(query.userNo, query.checkupDate) } })
    }),

    handleAuthed(
      ctx,
      report.createMemberReport,
      ({ caller, body }) => exclusive(ctx.db, () => createForCustomer(caller, body)),
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      report.createNonMemberReport,
      ({ caller, body }) => exclusive(ctx.db, () => createForCustomer(caller, body)),
      { mutates: true },
    ),

    handleAuthed(ctx, report.healthCheckupInfo, ({ caller, params }) => {
      if (!isAdmin(caller)) return NO_PERMISSION()
      const row = adminRow(params.id)
      if (!row) return errorResponse(400, '사용자를 찾을 수 없습니다.')
      return ok({
        data: {
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
          checkupNo: row.checkupNo,
        },
      })
    }),

    handleAuthed(ctx, report.getReport, ({ caller, params }) => {
      if (!isAdmin(caller)) return NO_PERMISSION()
      const row = adminRow(params.id)
      const stored =
        row?.checkupNo == null
          ? undefined
          : ctx.db.reports.findFirst((q) => q.where({ checkupNo: row.checkupNo! }))
      if (!stored) return errorResponse(400, '리포트가 없습니다.')
      return ok({ data: publicReport(stored) })
    }),

    handleAuthed(
      ctx,
      report.addReport,
      ({ caller, params, body }) =>
        exclusive(ctx.db, async () => {
          if (!isAdmin(caller)) return NO_PERMISSION()
          const row = adminRow(params.id)
          // a report is written for a checkup whose PDF was downloaded (D), or again for R
          if (!row || (row.status !== 'D' && row.status !== 'R'))
            return errorResponse(400, '잘못된 접근입니다.')
          if (body.fcCode !== row.fcCode || body.couponCode !== row.couponCode)
            return errorResponse(400, '잘못된 접근입니다.')
          const values = valuesOf(body)
          if (notTheTarget(row, values)) return errorResponse(406, '잘못된 파라미터입니다.')
          const refused = refusedValues(values)
          if (refused) return refused
          if (reportOn(row.userNo, values.checkupDate))
            return errorResponse(422, '해당 검진일자에 이미 리포트가 존재합니다.')
          if (row.couponUsed) return errorResponse(423, '사용 횟수를 초과했습니다.')
          const checkupNo = nextCheckupNo()
          await ctx.db.reports.create(
            storedReportOf(values, {
              checkupNo,
              role: ADMIN_DELIVERY_ROLE,
              ownerId: caller.userId,
              userNo: row.userNo,
              adminId: row.id,
              createdAt: today().toISOString(),
            }),
          )
          await ctx.db.adminCheckups.update((q) => q.where({ id: row.id }), {
            data(r) {
              r.status = 'R'
              r.couponUsed = true
              r.checkupNo = checkupNo
            },
          })
          return ok({ data: { checkupNo } })
        }),
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      report.modifyReport,
      ({ caller, params, body }) =>
        exclusive(ctx.db, async () => {
          if (!isAdmin(caller)) return NO_PERMISSION()
          const row = adminRow(params.id)
          if (!row || row.checkupNo === null || row.checkupNo !== body.checkupNo)
            return errorResponse(400, '잘못된 접근입니다.')
          const values = valuesOf(body)
          if (notTheTarget(row, values)) return errorResponse(406, '잘못된 파라미터입니다.')
          const refused = refusedValues(values)
          if (refused) return refused
          const stored = ctx.db.reports.findFirst((q) => q.where({ checkupNo: row.checkupNo! }))!
          const { checkupNo, role, ownerId, userNo, adminId, createdAt } = stored
          const next = storedReportOf(values, {
            checkupNo,
            role,
            ownerId,
            userNo,
            adminId,
            createdAt,
          })
          await ctx.db.reports.update((q) => q.where({ checkupNo: stored.checkupNo }), {
            data(r) {
              Object.assign(r, next)
            },
          })
          return ok({})
        }),
      { mutates: true },
    ),
  ]
}

/** A stored report as the contract shows it: without who wrote it. */
function publicReport({
  ownerId: _o,
  userNo: _u,
  adminId: _a,
  createdAt: _c,
  ...rest
}: ReportRecord) {
  return rest
}
