import type { DateRange } from '../../../shared/domain/dates'
import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import type { FilterKey } from '../domain/codes'
import type { OverviewSortKey } from '../domain/view'
import type { SortOrder } from '../../../shared/domain/list-view'
import type { z } from 'zod'
import * as contract from './contract'

export type CheckupStatistics = z.infer<typeof contract.statisticsCheckup.response>['data']
export type GiftStatistics = z.infer<typeof contract.statisticsGift.response>['data']
export type OrderStatistics = z.infer<typeof contract.statisticsOrder.response>['data']
export type PurchaseHistoryRow = z.infer<typeof contract.purchaseHistoryRowSchema>
export type GiftHistoryRow = z.infer<typeof contract.giftHistoryRowSchema>

/** S2 §7: the checkup, gift and order statistics' query: a branch code or an employee id. */
export type EmployeeScopeQuery = DateRange & { branchCode?: string; employeeId?: string }
/** S2 §7: the other statistics' query: the range and one filter, or none (the caller's scope). */
export type OneFilterQuery = DateRange & { key?: FilterKey; value?: string }
/** The overview Excel's query: the overview's, with the grid's order. */
export type OverviewExcelQuery = OneFilterQuery & { sort?: OverviewSortKey; order?: SortOrder }

/** A query as the client sends it (a copy of its fields): absent fields are left out. */
const asQuery = (
  query: EmployeeScopeQuery | OverviewExcelQuery,
): Record<string, string | undefined> => ({ ...query })

/**
 * The statistics calls of S2 §7 a screen's search chooses from (`searchStatistics`), and the
 * overview's file. The employee list is the machine's call of the contract where it is provided.
 */
export interface StatisticsService {
  checkup(query: EmployeeScopeQuery): Promise<CheckupStatistics>
  gift(query: EmployeeScopeQuery): Promise<GiftStatistics>
  order(query: EmployeeScopeQuery): Promise<OrderStatistics>
  overview(query: OneFilterQuery): Promise<z.infer<typeof contract.overviewRowSchema>[]>
  /** the overview as the screen shows it: its filters and its order (issue 31) */
  overviewExcel(query: OverviewExcelQuery): Promise<DownloadedFile>
  purchaseHistory(query: OneFilterQuery): Promise<PurchaseHistoryRow[]>
  giftHistory(query: OneFilterQuery): Promise<GiftHistoryRow[]>
}

export function createStatisticsService(client: ApiClient): StatisticsService {
  return {
    checkup: async (query) =>
      (await client.call(contract.statisticsCheckup, { query: asQuery(query) })).data,
    gift: async (query) =>
      (await client.call(contract.statisticsGift, { query: asQuery(query) })).data,
    order: async (query) =>
      (await client.call(contract.statisticsOrder, { query: asQuery(query) })).data,
    overview: async (query) =>
      (await client.call(contract.statisticsOverview, { query: asQuery(query) })).data,
    overviewExcel: (query) => client.download(contract.overviewExcel, { query: asQuery(query) }),
    purchaseHistory: async (query) =>
      (await client.call(contract.purchaseHistory, { query: asQuery(query) })).data,
    giftHistory: async (query) =>
      (await client.call(contract.giftHistory, { query: asQuery(query) })).data,
  }
}

/** What one search of a screen found (S2 §2.4): the rows each screen shows. */
/** What a screen's search answers. */
type ScreenData =
  | { screen: 'checkup'; list: CheckupStatistics['list'] }
  | {
      screen: 'gift'
      admin: GiftStatistics['employeeGiftList']
      user: GiftStatistics['userGiftList']
    }
  | { screen: 'order'; list: OrderStatistics['list'] }
  | { screen: 'overview'; rows: z.infer<typeof contract.overviewRowSchema>[] }
  | { screen: 'purchaseHistory'; rows: PurchaseHistoryRow[] }
  | { screen: 'giftHistory'; rows: GiftHistoryRow[] }

export type StatisticsData = ScreenData & {
  /** the days searched: a chart lists each of them (`everyDay`) */
  range: DateRange
}

/** One search: the screen and its query (an employee scope or one filter). */
export type StatisticsSearch =
  | { screen: 'checkup' | 'gift' | 'order'; query: EmployeeScopeQuery }
  | { screen: 'overview' | 'purchaseHistory' | 'giftHistory'; query: OneFilterQuery }

/** Runs a screen's search with its call (S2 §7). */
export async function searchStatistics(
  service: StatisticsService,
  search: StatisticsSearch,
): Promise<StatisticsData> {
  const range = { start: search.query.start, end: search.query.end }
  return { ...(await searchScreen(service, search)), range }
}

async function searchScreen(
  service: StatisticsService,
  search: StatisticsSearch,
): Promise<ScreenData> {
  switch (search.screen) {
    case 'checkup':
      return { screen: 'checkup', list: (await service.checkup(search.query)).list }
    case 'gift': {
      const data = await service.gift(search.query)
      return { screen: 'gift', admin: data.employeeGiftList, user: data.userGiftList }
    }
    case 'order':
      return { screen: 'order', list: (await service.order(search.query)).list }
    case 'overview':
      return { screen: 'overview', rows: await service.overview(search.query) }
    case 'purchaseHistory':
      return { screen: 'purchaseHistory', rows: await service.purchaseHistory(search.query) }
    case 'giftHistory':
      return { screen: 'giftHistory', rows: await service.giftHistory(search.query) }
  }
}
