import type { DateRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import { type GiftListKind, type OverviewSeries, type StatisticsScreen } from '../domain/codes'
import { type EmployeeChoice, type ScopeFilter, type StatisticsViewer } from '../domain/statistics'
import { type SortState } from '../../../shared/domain/list-view'
import { type ListViewEvent } from '../../../shared/machines/list-view'
import { type StatisticsGrid, type StatisticsView } from '../domain/view'
import type { StatisticsData } from '../services/statistics-service'
import type { EmployeeOption } from '../services/contract'

export interface StatisticsContext {
  screen: StatisticsScreen
  viewer: StatisticsViewer
  today: Date
  range: DateRange
  employees: EmployeeOption[]
  /** the employee selector of checkup, gift and order: 'all' first */
  choice: EmployeeChoice
  /** the site, branch and id selectors of overview and the histories */
  filter: ScopeFilter
  data: StatisticsData | null
  /** the grid's page, 1-based (client paging, S2 §9) */
  page: number
  /** charts are hidden until asked for (S2 §2.4) */
  chartShown: boolean
  giftList: GiftListKind
  /** the overview chart's series shown, among those the user may see (S2 §6) */
  series: OverviewSeries[]
  error: Message | null
  /** the grid's rows in the order `sort` says (issue 31); the data keeps the server's order */
  rows: Record<string, unknown>[]
  /** the grid's order, sorted here on the client */
  sort: SortState
  /** the columns the user hid in the grid shown */
  hidden: string[]
  /** the columns the user hid in each grid of the screen (the gift screen has two) */
  hiddenOf: Partial<Record<StatisticsGrid, string[]>>
  /** whose view and columns are kept (null: nobody's) */
  userId: string | null
}

export type StatisticsEvent =
  | { type: 'SEARCH' }
  | { type: 'RANGE.CHANGE'; range: DateRange }
  | { type: 'EMPLOYEE.SELECT'; choice: EmployeeChoice }
  | { type: 'FILTER.CHANGE'; change: Partial<ScopeFilter> }
  | { type: 'PAGE'; page: number }
  | { type: 'CHART.TOGGLE' }
  | { type: 'GIFT_LIST.SELECT'; list: GiftListKind }
  | { type: 'SERIES.TOGGLE'; series: OverviewSeries }
  | { type: 'EXCEL.DOWNLOAD' }
  /** back to the specs' defaults: the month, every selector on 'all', page 1, by date */
  | { type: 'VIEW.RESET' }
  | ListViewEvent

export interface StatisticsInput {
  screen: StatisticsScreen
  viewer: StatisticsViewer
  today: Date
  /** the view to start with (the address's, the remembered one); the defaults without it */
  view?: StatisticsView
  /** the columns the user hid, per grid */
  hidden?: Partial<Record<StatisticsGrid, readonly string[]>>
  /** the user the view and the columns are kept for */
  userId?: string | null
}
