import { sortRows } from '../../../src/shared/domain/list-view'
import * as stats from '../../../src/features/statistics/services/contract'
import { OVERVIEW_FIELDS } from '../../../src/features/statistics/domain/codes'
import { ko } from '../../../src/features/statistics/domain/messages'
import { overviewFileName } from '../../../src/features/statistics/domain/statistics'
import { errorResponse, handleAuthed, ok, type MockContext } from '../../http'
import type { StaffRecord } from '../../schemas'
import { excelDate } from '../../files/xlsx'
import { filesOf } from '../../files/file-jobs'
import { fileResponse } from '../../files/file-response'
import { excelCaps, tooManyRows, type ExcelCaps } from '../../excel-caps'
import {
  checkupStatistics,
  giftHistoryRows,
  giftStatistics,
  orderStatistics,
  overviewRows,
  purchaseHistoryRows,
  readsStatistics,
  requestedScope,
  staffMap,
  ownScope,
  inScope,
  type Scope,
} from './statistics'

const forbidden = () => errorResponse(403, '권한이 없습니다.')

type Range = { start: string; end: string }
type EmployeeQuery = Range & { branchCode?: string | undefined; employeeId?: string | undefined }
type FilterQuery = Range & {
  key?: 'siteId' | 'branchCode' | 'employeeId' | undefined
  value?: string | undefined
}

/** The overview grid's columns in the Excel file, as the screen names them (S2 §2.4 item 4). */
const EXCEL_COLUMNS: Record<(typeof OVERVIEW_FIELDS)[number], string> = {
  managerCount: `${ko['statistics.group.signUps']} ${ko['statistics.field.managerCount']}`,
  userCount: `${ko['statistics.group.signUps']} ${ko['statistics.field.userCount']}`,
  orderCount: ko['statistics.field.orderCount'],
  licenseCount: ko['statistics.field.licenseCount'],
  simpleObtainingAuthority: `${ko['statistics.group.simple']} ${ko['statistics.field.simpleObtainingAuthority']}`,
  simpleCount: `${ko['statistics.group.simple']} ${ko['statistics.field.simpleCount']}`,
  userGiftCnt: `${ko['statistics.group.premium']} ${ko['statistics.field.userGiftCnt']}`,
  premiumCount: `${ko['statistics.group.premium']} ${ko['statistics.field.premiumCount']}`,
  employeeGiftCnt: ko['statistics.field.employeeGiftCnt'],
  employeeGiftQuantity: ko['statistics.field.employeeGiftQuantity'],
}

/**
 * The statistics calls (S2 §7): S, A and B only (F and P 403, S1 §6); each answers the caller's
 * scope (S everything, A its site, B its branch) or a narrower filter inside it (403 outside,
 * 400 a filter that names nothing or a start after the end). `caps` lowers the overview file's
 * row cap (tests), the contract's otherwise.
 */
export const statisticsHandlers = (ctx: MockContext, caps: Partial<ExcelCaps> = {}) => {
  const maxRows = excelCaps(caps).overviewExcel
  /** The checked scope of a query, or the refusal to answer. */
  function scopeOf(
    caller: StaffRecord,
    query: Range,
    filter: FilterQuery | null,
  ): Scope | Response {
    if (!readsStatistics(caller)) return forbidden()
    if (query.start > query.end) return errorResponse(400, '잘못된 기간입니다.')
    const scope = requestedScope(
      ctx.db,
      caller,
      filter?.key && filter.value ? { key: filter.key, value: filter.value } : null,
    )
    return 'status' in scope ? errorResponse(scope.status, scope.message) : scope
  }
  const employeeScope = (caller: StaffRecord, q: EmployeeQuery) =>
    scopeOf(
      caller,
      q,
      q.employeeId
        ? { ...q, key: 'employeeId', value: q.employeeId }
        : { ...q, key: 'branchCode', value: q.branchCode },
    )

  return [
    handleAuthed(ctx, stats.statisticsEmployees, ({ caller }) => {
      if (!readsStatistics(caller)) return forbidden()
      const scope = ownScope(caller)
      const sites = new Map(ctx.db.sites.all().map((s) => [s.siteId, s.siteName]))
      const data = ctx.db.staff
        .all()
        .filter(
          (s) =>
            s.active &&
            s.auth !== 'P' &&
            inScope(scope, { siteId: s.siteId, branchCode: s.branchCode, employeeId: s.userId }),
        )
        .sort((a, b) => a.siteId - b.siteId || a.name.localeCompare(b.name, 'ko'))
        .map((s) => ({
          employeeId: s.userId,
          employeeName: s.name,
          branchCode: s.branchCode,
          branchName: s.branchName,
          siteId: s.siteId,
          siteName: sites.get(s.siteId) ?? String(s.siteId),
        }))
      return ok({ data })
    }),

    handleAuthed(ctx, stats.statisticsCheckup, ({ caller, query }) => {
      const scope = employeeScope(caller, query)
      if (scope instanceof Response) return scope
      return ok({ data: checkupStatistics(ctx.db, scope, query.start, query.end) })
    }),

    handleAuthed(ctx, stats.statisticsGift, ({ caller, query }) => {
      const scope = employeeScope(caller, query)
      if (scope instanceof Response) return scope
      return ok({ data: giftStatistics(ctx.db, scope, query.start, query.end) })
    }),

    handleAuthed(ctx, stats.statisticsOrder, ({ caller, query }) => {
      const scope = employeeScope(caller, query)
      if (scope instanceof Response) return scope
      return ok({ data: orderStatistics(ctx.db, scope, query.start, query.end) })
    }),

    handleAuthed(ctx, stats.statisticsOverview, ({ caller, query }) => {
      const scope = scopeOf(caller, query, query)
      if (scope instanceof Response) return scope
      return ok({ data: overviewRows(ctx.db, scope, query.start, query.end) })
    }),

    handleAuthed(ctx, stats.overviewExcel, async ({ caller, query }) => {
      const scope = scopeOf(caller, query, query)
      if (scope instanceof Response) return scope
      // in the order the screen shows (issue 31): the grid's sort, ties by day
      const rows = sortRows(
        overviewRows(ctx.db, scope, query.start, query.end),
        { key: query.sort, order: query.order },
        (row, key) => row[key],
      )
      // a row per day with activity; the sum row on top is not counted (decision 042)
      const refused = tooManyRows(rows.length, maxRows, ko['statistics.excelTooMany'])
      if (refused) return refused
      // every column of the grid (S2 §2.4 item 4); S2 §6 hides chart series only
      const fields = OVERVIEW_FIELDS
      const xlsx = await filesOf(ctx).xlsx(
        [
          {
            name: '이용 현황',
            columns: [
              { header: ko['statistics.col.date'], kind: 'date' },
              ...fields.map((f) => ({
                header: EXCEL_COLUMNS[f],
                kind: 'number' as const,
                sum: true,
              })),
            ],
            rows: rows.map((r) => [excelDate(r.statisticsDate), ...fields.map((f) => r[f])]),
            // the sum row on top, as on the screen (S2 §2.4 item 4)
            sumRow: { label: ko['statistics.sum'], position: 'top' },
          },
        ],
        { createdAt: ctx.now?.() ?? new Date() },
      )
      return fileResponse(xlsx, 'xlsx', overviewFileName(query))
    }),

    handleAuthed(ctx, stats.purchaseHistory, ({ caller, query }) => {
      const scope = scopeOf(caller, query, query)
      if (scope instanceof Response) return scope
      return ok({
        data: purchaseHistoryRows(ctx.db, scope, query.start, query.end, staffMap(ctx.db)),
      })
    }),

    handleAuthed(ctx, stats.giftHistory, ({ caller, query }) => {
      const scope = scopeOf(caller, query, query)
      if (scope instanceof Response) return scope
      return ok({ data: giftHistoryRows(ctx.db, scope, query.start, query.end, staffMap(ctx.db)) })
    }),
  ]
}
