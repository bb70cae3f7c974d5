import { ALL_ITEM, PAGE_SIZE } from '../../../shared/domain/codes'
import { toFailure } from '../../../shared/services/api-error'
import { isEmployeeScreen, type GiftListKind, type StatisticsScreen } from '../domain/codes'
import {
  employeeQuery,
  filterChoices,
  NO_FILTER,
  oneFilter,
  type EmployeeChoice,
  type ScopeFilter,
} from '../domain/statistics'
import { writeView, type SortState } from '../../../shared/domain/list-view'
import {
  defaultStatisticsView,
  gridOf,
  OVERVIEW_SORT_KEYS,
  sortStatisticsRows,
  statisticsViewFields,
  type StatisticsView,
} from '../domain/view'
import { isOneOf } from '../../../shared/domain/objects'
import type {
  OneFilterQuery,
  OverviewExcelQuery,
  StatisticsData,
  StatisticsSearch,
} from '../services/statistics-service'
import type { EmployeeOption } from '../services/contract'
import type { StatisticsContext } from './statistics-types'

/** The grid's rows of a screen's data, in the order of `sort`. */
export function gridRows(
  screen: StatisticsScreen,
  data: StatisticsData | null,
  giftList: GiftListKind,
  sort: SortState,
): Record<string, unknown>[] {
  if (!data) return []
  const rows: readonly Record<string, unknown>[] = (() => {
    switch (data.screen) {
      case 'checkup':
      case 'order':
        return data.list
      case 'gift':
        return giftList === 'admin' ? data.admin : data.user
      default:
        return data.rows
    }
  })()
  return sortStatisticsRows(screen, rows, sort)
}

/** The last page of the grid (1 for none): 15 rows a page (S2 §9). */
export const lastPage = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE.statistics))

/** The view the screen shows now: the range is the one searched once a search has answered. */
export const statisticsViewOf = (context: StatisticsContext, asked = false): StatisticsView => ({
  range: asked ? context.range : (context.data?.range ?? context.range),
  employee: isEmployeeScreen(context.screen)
    ? context.choice === ALL_ITEM
      ? ''
      : context.choice
    : context.filter.employeeId,
  siteId: context.filter.siteId,
  branchCode: context.filter.branchCode,
  list: context.giftList,
  page: context.page,
  sort: context.sort,
})

/** The query of the view: only what differs from the defaults. */
export const queryOf = (context: StatisticsContext, asked = false) =>
  writeView(
    statisticsViewFields(context.screen, context.viewer, context.today),
    statisticsViewOf(context, asked),
    defaultStatisticsView(context.screen, context.today),
  )

/**
 * The selectors of a remembered view that the employee list offers: a choice it does not hold
 * (another scope's, a hand-edited link) is 'all', so the search never asks for what it may not.
 */
export function offered(
  employees: readonly EmployeeOption[],
  choice: EmployeeChoice,
  filter: ScopeFilter,
): { choice: EmployeeChoice; filter: ScopeFilter } {
  const known = (id: string) => employees.some((e) => e.employeeId === id)
  const site =
    filter.siteId &&
    filterChoices(employees, NO_FILTER).sites.some((s) => s.value === filter.siteId)
      ? filter.siteId
      : ''
  const inSite = { ...NO_FILTER, siteId: site }
  const branch =
    filter.branchCode &&
    filterChoices(employees, inSite).branches.some((b) => b.value === filter.branchCode)
      ? filter.branchCode
      : ''
  const inBranch = { ...inSite, branchCode: branch }
  const employee =
    filter.employeeId &&
    filterChoices(employees, inBranch).employees.some((e) => e.employeeId === filter.employeeId)
      ? filter.employeeId
      : ''
  return {
    choice: choice === ALL_ITEM || known(choice) ? choice : ALL_ITEM,
    filter: { siteId: site, branchCode: branch, employeeId: employee },
  }
}

/** The query of the screens with the site, branch and id selectors (S2 §7 'one filter'). */
function oneFilterQuery(context: StatisticsContext): OneFilterQuery {
  const { range } = context
  const filter = oneFilter(context.filter)
  return filter ? { ...range, ...filter } : { ...range }
}

/** The search a screen makes of its context (S2 §2.4, §7). */
export function searchOf(context: StatisticsContext): StatisticsSearch {
  const { screen, range } = context
  if (isEmployeeScreen(screen)) return { screen, query: employeeQuery(context.choice, range) }
  return { screen, query: oneFilterQuery(context) }
}

/**
 * The overview's file: its search's filters and the grid's order (issue 31). The overview's sort
 * is one of its keys (its view's sort field reads no other).
 */
export function overviewExcelQuery(context: StatisticsContext): OverviewExcelQuery {
  const { key, order } = context.sort
  return {
    ...oneFilterQuery(context),
    ...(isOneOf(OVERVIEW_SORT_KEYS, key) ? { sort: key } : {}),
    order,
  }
}

/**
 * A 401 of a statistics call: the user is told and sent home (S2 §8: "401 'no permission' then go
 * to '/'"). A 403 is said and the page stays, as any other failure (S2 §8: "403 'no permission';
 * the employee list 403 alerts 'no permission'"; issue 48). A 401 that reaches the machine is
 * the operation's own, the session holding (decision 035).
 */
export const refused = (error: unknown) => toFailure(error).status === 401

/** The specs' view of a screen (the month, 'all', page 1, by date); the hidden columns stay. */
export function resetOf(context: StatisticsContext): Partial<StatisticsContext> {
  const defaults = defaultStatisticsView(context.screen, context.today)
  return {
    range: defaults.range,
    choice: ALL_ITEM,
    filter: NO_FILTER,
    giftList: defaults.list,
    page: defaults.page,
    sort: defaults.sort,
    hidden: context.hiddenOf[gridOf(context.screen, defaults.list)] ?? [],
  }
}

/** The operation a screen's search calls, for its row of the error catalogue. */
export function operationOf(screen: StatisticsScreen) {
  switch (screen) {
    case 'checkup':
      return 'statisticsCheckup' as const
    case 'gift':
      return 'statisticsGift' as const
    case 'order':
      return 'statisticsOrder' as const
    case 'overview':
      return 'statisticsOverview' as const
    case 'purchaseHistory':
      return 'purchaseHistory' as const
    case 'giftHistory':
      return 'giftHistory' as const
  }
}
