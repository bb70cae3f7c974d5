import { HttpResponse } from 'msw'
import * as employees from '../../../src/features/employees/services/contract'
import { ko as employeeMessages } from '../../../src/features/employees/domain/messages'
import {
  creatableRoles,
  canAddBranch,
  displayEmployeeId,
  holdsVouchers,
  type Employee,
} from '../../../src/features/employees/domain/employee'
import { sortEmployees, type EmployeeSortKey } from '../../../src/features/employees/domain/view'
import type { SortState } from '../../../src/shared/domain/list-view'
import { isUnlimitedCount, PAGE_SIZE } from '../../../src/shared/domain/codes'
import { toApiDate } from '../../../src/shared/domain/dates'
import { filesOf } from '../../files/file-jobs'
import { fileResponse } from '../../files/file-response'
import { excelCaps, tooManyRows, type ExcelCaps } from '../../excel-caps'
import { errorResponse, handleAuthed, ok, type MockContext } from '../../http'
import type { StaffRecord } from '../../schemas'
import { afterSweep, nextId, nowOf } from '../../voucher-rules'
import { ownerOf, reaches } from '../../scope'

const MANAGERS = ['S', 'A', 'B'] as const
const isManager = (staff: StaffRecord) => MANAGERS.some((role) => role === staff.auth)

const noPermission = () => errorResponse(403, '권한이 없습니다.')

/**
 * Employee management (S1 §2, §4, §6, §7, §8): the list, its Excel file, distribution, password
 * reset, deactivation, deletion, modification, new accounts and branches, each refused on the
 * server as S1 §6 says. Who manages whom (decision 019): S every site, A and B their own site;
 * only employees of roles the caller may create (S: A, B, F; A: B, F; B: F); a branch manager acts
 * only on their own branch (405 otherwise). An employee of another company is answered as an
 * unknown one (404): the answer does not tell which ids exist elsewhere (issue 29, decision 039).
 * `caps` lowers the list file's row cap (tests), the contract's otherwise.
 */
export const employeeHandlers = (ctx: MockContext, caps: Partial<ExcelCaps> = {}) => {
  const maxRows = excelCaps(caps).employeeListExcel
  const siteOf = (siteId: number) => ctx.db.sites.findFirst((q) => q.where({ siteId }))

  /** S1 §3 reclaimable limit: what a manager distributed and the employee still holds */
  const limitOf = (s: StaffRecord) =>
    isUnlimitedCount(s.usableCount) ? -1 : Math.min(s.distributed, Math.max(0, s.usableCount))

  /** the vouchers each giver gave: in use (not used, not returned) and used; one pass */
  function givenCounts(): Map<string, { inUse: number; used: number }> {
    const counts = new Map<string, { inUse: number; used: number }>()
    for (const v of ctx.db.vouchers.all()) {
      if (!v.giverId) continue
      const c = counts.get(v.giverId) ?? { inUse: 0, used: 0 }
      if (v.used) c.used++
      else if (!v.returned) c.inUse++
      counts.set(v.giverId, c)
    }
    return counts
  }

  function employeeOf(s: StaffRecord, given = givenCounts()): Employee {
    const site = siteOf(s.siteId)
    const mine = given.get(s.userId) ?? { inUse: 0, used: 0 }
    const limit = limitOf(s)
    return {
      employeeId: s.userId,
      employeeName: s.name,
      employeeNo: s.employeeNo,
      branchName: s.branchName,
      branchCode: s.branchCode,
      siteId: s.siteId,
      siteName: site?.siteName ?? '',
      siteCode: site?.siteCode ?? '',
      auth: s.auth,
      useQuantity: mine.inUse,
      completeQuantity: mine.used,
      licenseQuantity: isUnlimitedCount(s.usableCount) ? 0 : Math.max(0, s.usableCount - limit),
      limit,
      gender: s.gender,
      email: s.email,
      mobile: s.mobile,
    }
  }

  /**
   * whether the caller's list holds this account: in the caller's scope (S any, A its site, B its
   * branch; `scope.ts`), a role it may create
   */
  const listed = (caller: StaffRecord, s: StaffRecord) =>
    s.active &&
    s.userId !== caller.userId &&
    reaches(caller, ownerOf(s)) &&
    creatableRoles(caller.auth).some((role) => role === s.auth)

  const current = (caller: StaffRecord) =>
    ctx.db.staff.findFirst((q) => q.where({ userId: caller.userId })) ?? caller

  /**
   * The employee an action may touch, or the refusal: 403 not a manager or a role above the
   * caller's reach; 404 unknown, inactive or of another company (the same answer); 405 another
   * branch (for B), oneself.
   */
  function target(caller: StaffRecord, employeeId: string | undefined): StaffRecord | Response {
    if (!isManager(caller)) return noPermission()
    const staff = ctx.db.staff.findFirst((q) => q.where({ userId: employeeId ?? '', active: true }))
    if (!staff || (caller.auth !== 'S' && staff.siteId !== caller.siteId))
      return errorResponse(404, '직원을 찾을 수 없습니다.')
    if (staff.userId === caller.userId) return errorResponse(405, '본인 계정은 관리할 수 없습니다.')
    if (!reaches(caller, ownerOf(staff))) return errorResponse(405, '다른 지점의 직원입니다.')
    if (!creatableRoles(caller.auth).some((role) => role === staff.auth)) return noPermission()
    return staff
  }

  const holds = (s: StaffRecord) => holdsVouchers(employeeOf(s))
  const holdsVouchersAnswer = () =>
    HttpResponse.json(
      { code: 201, message: '사용권을 보유한 계정입니다. 사용권을 먼저 회수해 주세요.' },
      { status: 201 },
    )

  /** the caller's list in its own order: by branch code, then user id */
  const listOf = (caller: StaffRecord, name: string | undefined) => {
    const term = name?.trim() ?? ''
    return ctx.db.staff
      .all()
      .filter((s) => listed(caller, s) && (!term || s.name.includes(term)))
      .sort(
        (a, b) =>
          (a.branchCode ?? '').localeCompare(b.branchCode ?? '') ||
          a.userId.localeCompare(b.userId),
      )
  }

  /**
   * The caller's list (of the name search) as employees, in the order asked for (issue 31): the
   * list is small (one company's staff), so the whole scope is made into rows and sorted stably
   * (ties keep the list's own order, both ways); the default order is the list's own, unsorted.
   */
  const sorted = (scope: readonly StaffRecord[], sort: SortState<EmployeeSortKey>) => {
    const given = givenCounts()
    return sortEmployees(
      scope.map((s) => ({ staff: s, ...employeeOf(s, given) })),
      sort,
    )
  }

  const branchesOf = (siteId: number) =>
    ctx.db.branches
      .all()
      .filter((b) => b.siteId === siteId)
      .sort((a, b) => a.branchCode.localeCompare(b.branchCode))
      .map(({ branchCode, branchName }) => ({ branchCode, branchName }))

  return [
    handleAuthed(ctx, employees.employeeList, ({ caller, query }) =>
      afterSweep(ctx, async () => {
        if (!isManager(caller)) return noPermission()
        const all = sorted(listOf(caller, query.name), { key: query.sort, order: query.order })
        const size = PAGE_SIZE.grid
        const start = (query.page - 1) * size
        return ok({
          data: {
            items: all.slice(start, start + size).map(({ staff: _staff, ...e }) => e),
            total: all.length,
            page: query.page,
            size,
            counts: {
              employees: all.length,
              remainingVouchers: all
                .filter(({ staff }) => !isUnlimitedCount(staff.usableCount))
                .reduce((sum, { staff }) => sum + staff.usableCount, 0),
            },
          },
        })
      }),
    ),

    handleAuthed(ctx, employees.employeeListExcel, ({ caller, query }) =>
      afterSweep(ctx, async () => {
        if (!isManager(caller)) return noPermission()
        // the rows of the name search (issue 31)
        const listed = listOf(caller, query.name)
        // counted before a row is made (decision 042)
        const refused = tooManyRows(
          listed.length,
          maxRows,
          employeeMessages['employees.excelTooMany'],
        )
        if (refused) return refused
        // in the order the screen shows
        const rows = sorted(listed, { key: query.sort, order: query.order })
        const xlsx = await filesOf(ctx).xlsx([
          {
            name: '직원 목록',
            columns: [
              '이름',
              '아이디',
              '지점',
              '권한',
              { header: '사용 중', kind: 'number' },
              { header: '사용 완료', kind: 'number' },
              { header: '회수 불가', kind: 'number' },
              { header: '회수 가능', kind: 'number' },
            ],
            rows: rows.map((e) => [
              e.employeeName,
              displayEmployeeId(e.siteCode, e.employeeNo),
              e.branchName ?? '',
              employeeMessages[`employees.auth.${e.auth}`],
              e.useQuantity,
              e.completeQuantity,
              e.licenseQuantity,
              e.limit <= -1 ? '무제한' : e.limit,
            ]),
          },
        ])
        const fileName = `employee_list_${toApiDate(nowOf(ctx))}.xlsx`
        return fileResponse(xlsx, 'xlsx', fileName)
      }),
    ),

    handleAuthed(
      ctx,
      employees.distribute,
      ({ caller, params, body }) =>
        afterSweep(ctx, async () => {
          const staff = target(caller, params.employeeId)
          if (staff instanceof Response) return staff
          const quantity = body.distributionQuantity
          const me = current(caller)
          const limit = limitOf(staff)
          if (quantity === 0) return errorResponse(400, '잘못된 수량을 입력했습니다.')
          if (isUnlimitedCount(staff.usableCount))
            return errorResponse(400, '무제한 이용 직원입니다.')
          if (quantity > 0 && !isUnlimitedCount(me.usableCount) && quantity > me.usableCount)
            return errorResponse(400, `지급 가능한 사용권은 ${me.usableCount}개입니다.`)
          if (quantity < 0 && -quantity > limit)
            return errorResponse(400, `회수 가능한 사용권은 ${limit}개입니다.`)
          const updated = await ctx.db.staff.update((q) => q.where({ userId: me.userId }), {
            data(s) {
              if (!isUnlimitedCount(s.usableCount)) s.usableCount -= quantity
            },
          })
          await ctx.db.staff.update((q) => q.where({ userId: staff.userId }), {
            data(s) {
              s.usableCount += quantity
              s.distributed = limit + quantity
            },
          })
          return ok({
            data: { usableCount: updated?.usableCount ?? me.usableCount, limit: limit + quantity },
          })
        }),
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      employees.resetPassword,
      async ({ caller, params }) => {
        const staff = target(caller, params.employeeId)
        if (staff instanceof Response) return staff
        const password = await ctx.passwords.hash(staff.userId)
        await ctx.db.staff.update((q) => q.where({ userId: staff.userId }), {
          data(s) {
            s.password = password
            s.passwordRefreshed = false
          },
        })
        if (ctx.db.sessions.endUser(staff.userId) > 0) ctx.onSessionChange?.()
        return ok({})
      },
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      employees.deactivateEmployee,
      ({ caller, params }) =>
        afterSweep(ctx, async () => {
          const staff = target(caller, params.employeeId)
          if (staff instanceof Response) return staff
          if (holds(staff)) return holdsVouchersAnswer()
          await ctx.db.staff.update((q) => q.where({ userId: staff.userId }), {
            data(s) {
              s.active = false
            },
          })
          if (ctx.db.sessions.endUser(staff.userId) > 0) ctx.onSessionChange?.()
          return ok({})
        }),
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      employees.deleteEmployee,
      ({ caller, params }) =>
        afterSweep(ctx, async () => {
          const staff = target(caller, params.employeeId)
          if (staff instanceof Response) return staff
          if (holds(staff)) return holdsVouchersAnswer()
          await ctx.db.staff.delete((q) => q.where({ userId: staff.userId }))
          if (ctx.db.sessions.endUser(staff.userId) > 0) ctx.onSessionChange?.()
          return ok({})
        }),
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      employees.updateEmployee,
      async ({ caller, params, body }) => {
        const staff = target(caller, params.employeeId)
        if (staff instanceof Response) return staff
        await ctx.db.staff.update((q) => q.where({ userId: staff.userId }), {
          data(s) {
            s.name = body.name
            s.gender = body.gender
            s.email = body.email
            s.mobile = body.mobile
          },
        })
        return ok({})
      },
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      employees.addEmployee,
      async ({ caller, body }) => {
        if (!creatableRoles(caller.auth).some((role) => role === body.permissionCode))
          return noPermission()
        const branch = ctx.db.branches.findFirst((q) =>
          q.where({ siteId: caller.siteId, branchCode: body.branchCode }),
        )
        if (!branch) return errorResponse(400, '없는 지점입니다.')
        // a branch manager adds accounts to their own branch only
        if (caller.auth === 'B' && branch.branchCode !== caller.branchCode) return noPermission()
        const site = siteOf(caller.siteId)
        const userId = displayEmployeeId(site?.siteCode ?? '', body.staffNumber)
        if (ctx.db.staff.findFirst((q) => q.where({ userId })))
          return errorResponse(405, '이미 등록된 직원입니다.')
        await ctx.db.staff.create({
          userId,
          name: body.name,
          auth: body.permissionCode,
          siteId: caller.siteId,
          branchCode: branch.branchCode,
          branchName: branch.branchName,
          email: '',
          mobile: '',
          // the reset-to-id convention: the first sign-in sets a password of one's own
          password: await ctx.passwords.hash(userId),
          passwordRefreshed: false,
          roleList: ['RM'],
          print: true,
          usableCount: 0,
          employeeNo: body.staffNumber,
          linkCode: null,
          active: true,
          distributed: 0,
          gender: null,
        })
        // a new sign-up on the overview of the day (statistics, S2 §2.4 item 4)
        await ctx.db.signUps.create({
          id: nextId(ctx.db.signUps.all()),
          kind: 'employee',
          employeeId: userId,
          userId: null,
          siteId: caller.siteId,
          branchCode: branch.branchCode,
          date: toApiDate(nowOf(ctx)),
        })
        return ok({ data: { employeeId: userId } })
      },
      { mutates: true },
    ),

    handleAuthed(ctx, employees.fetchBranch, ({ caller }) => {
      if (!isManager(caller)) return noPermission()
      return ok({ data: branchesOf(caller.siteId) })
    }),

    handleAuthed(
      ctx,
      employees.addBranch,
      async ({ caller, body }) => {
        if (!canAddBranch(caller.auth)) return noPermission()
        if (
          ctx.db.branches.findFirst((q) =>
            q.where({ siteId: caller.siteId, branchCode: body.code }),
          )
        )
          return errorResponse(400, '이미 있는 지점 코드입니다.')
        await ctx.db.branches.create({
          siteId: caller.siteId,
          branchCode: body.code,
          branchName: body.name,
        })
        return ok({ data: branchesOf(caller.siteId) })
      },
      { mutates: true },
    ),
  ]
}
