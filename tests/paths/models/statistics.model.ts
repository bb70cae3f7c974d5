import type { AnyMachineSnapshot } from 'xstate'
import {
  statisticsMachine,
  type StatisticsContext,
  type StatisticsInput,
} from '../../../src/features/statistics/machines/statistics-machine'
import { ERRORS } from '../../../src/features/statistics/domain/errors'
import { OVERVIEW_FIELDS } from '../../../src/features/statistics/domain/codes'
import { defaultStatisticsView } from '../../../src/features/statistics/domain/view'
import type { StatisticsData } from '../../../src/features/statistics/services/statistics-service'
import type { EmployeeOption } from '../../../src/features/statistics/services/contract'
import { ALL_ITEM, PAGE_SIZE } from '../../../src/shared/domain/codes'
import { mountStatisticsOverview } from '../../../src/features/statistics/screens'
import { PATHS } from '../../../src/shared/domain/routes'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'

const TODAY = new Date(2026, 10, 22)

const EMPLOYEE: EmployeeOption = {
  employeeId: 'fc0001',
  employeeName: '김설계',
  branchCode: 'B001',
  branchName: '강남지점',
  siteId: 3,
  siteName: '한빛생명',
}

const day = (d: number) => `202611${String(d).padStart(2, '0')}`
const days = (count: number) => Array.from({ length: count }, (_, i) => i + 1)

/** the overview of `count` days */
const overview = (count: number): StatisticsData => ({
  screen: 'overview',
  rows: days(count).map((d) => ({
    statisticsDate: day(d),
    ...(Object.fromEntries(OVERVIEW_FIELDS.map((f) => [f, d])) as Record<
      (typeof OVERVIEW_FIELDS)[number],
      number
    >),
  })),
  range: defaultStatisticsView('overview', TODAY).range,
})
const gift = (d: number) => ({
  giftDate: day(d),
  giftQuantity: d,
  giver: 'fc0001',
  receiver: `app-${d}`,
  productName: '프리미엄 리포트',
})
/** one row more than a page (15): two pages; the remembered page 2 is past the end of ONE_DAY */
const TWO_PAGES = overview(PAGE_SIZE.statistics + 1)
const ONE_DAY = overview(1)
/** the gift screen's two lists: the admin list two pages, the user list one */
const GIFTS: StatisticsData = {
  screen: 'gift',
  admin: days(PAGE_SIZE.statistics + 1).map(gift),
  user: [gift(1)],
  range: defaultStatisticsView('gift', TODAY).range,
}

const file = { blob: new Blob(['x']), fileName: 'overview_20261101_20261122.xlsx' }

const ctx = (s: AnyMachineSnapshot) => s.context as StatisticsContext

const VALID_RANGE = { type: 'RANGE.CHANGE', range: { start: '20261001', end: '20261122' } } as const

/** what every screen has: the search, the range, the pager, the chart, the reset */
const common = [
  { type: 'SEARCH' },
  { type: 'RANGE.CHANGE', range: { start: '20261101', end: '20261123' } }, // ends after today
  { type: 'RANGE.CHANGE', range: { start: '20261120', end: '20261001' } }, // reversed: moved
  VALID_RANGE,
  { type: 'PAGE', page: 0 }, // before the first: page 1
  { type: 'PAGE', page: 2 },
  { type: 'PAGE', page: 3 }, // past the last: the last
  { type: 'CHART.TOGGLE' },
  { type: 'VIEW.RESET' },
] as const

/** the overview's selectors, chart series and grid */
const overviewEvents = [
  { type: 'FILTER.CHANGE', change: { siteId: String(EMPLOYEE.siteId) } },
  { type: 'FILTER.CHANGE', change: { employeeId: EMPLOYEE.employeeId } },
  { type: 'SERIES.TOGGLE', series: 'userCount' },
  { type: 'SORT.CHANGE', key: 'userCount' },
  { type: 'SORT.CHANGE', key: 'giftDate' }, // another screen's key
  { type: 'COLUMN.TOGGLE', column: 'orderCount' },
] as const

/** the gift screen's employee selector, lists and grid */
const giftEvents = [
  { type: 'EMPLOYEE.SELECT', choice: EMPLOYEE.employeeId },
  { type: 'EMPLOYEE.SELECT', choice: ALL_ITEM },
  { type: 'GIFT_LIST.SELECT', list: 'user' },
  { type: 'GIFT_LIST.SELECT', list: 'admin' },
  { type: 'SORT.CHANGE', key: 'productName' }, // the admin list's key, not the user list's
  { type: 'COLUMN.TOGGLE', column: 'giver' },
] as const

/** what a selector sends while the list loads (the grid waits, the filters do not) */
const selecting = (screen: StatisticsContext['screen']) =>
  screen === 'overview' ? overviewEvents[0] : giftEvents[0]

const OVERVIEW: StatisticsInput = {
  screen: 'overview',
  // super (the live account): site 3, branch B001
  viewer: { auth: 'S', siteId: 3, branchCode: 'B001' },
  today: TODAY,
  // a remembered page 2: the search that answers one page moves it to the last
  view: { ...defaultStatisticsView('overview', TODAY), page: 2 },
  userId: 'super',
}
/** the route entered (its actor's logic is the same for every entry: the input is the walk's) */
const ENTRY: PageEntry = {
  routeId: 'statisticsOverview',
  path: PATHS.statisticsOverview,
  params: {},
  search: new URLSearchParams(),
  session: null,
  today: TODAY,
}

const GIFT: StatisticsInput = {
  screen: 'gift',
  viewer: { auth: 'B', siteId: 3, branchCode: 'B001' },
  today: TODAY,
  userId: 'branch01',
}

/**
 * The statistics screens (S2 §2.4, §8), one machine given the screen: the overview of a super
 * admin who remembered page 2 (the selectors, the series, the Excel download: the one screen
 * with it) and the gift screen of a branch admin (the employee selector, the two lists). The
 * employee list (some, none, its failures) and the search (its failures, a 401 that goes home).
 * The search's answers are given to both screens (a model's answers are per service): the
 * machine grids the rows of the answer's own screen. Every screen's search shares one catalogue
 * row (checkup, gift, order, overview). The context is kept to whether the employees are known,
 * the gift list, the page and the pages the rows fill.
 */
export default defineModel({
  machine: statisticsMachine,
  inputs: [OVERVIEW, GIFT],
  events: (snapshot) => {
    const { screen } = ctx(snapshot)
    const excel =
      screen === 'overview' && snapshot.matches({ excel: 'idle' })
        ? [{ type: 'EXCEL.DOWNLOAD' } as const]
        : []
    // told and sent home: what the page still offers until it is gone (search and reset are off)
    if (snapshot.matches({ list: 'refused' }))
      return [VALID_RANGE, { type: 'CHART.TOGGLE' }, ...excel]
    // while it loads the grid waits, the selectors and the range do not
    if (snapshot.hasTag('loading')) return [VALID_RANGE, selecting(screen)]
    return [...common, ...(screen === 'overview' ? overviewEvents : giftEvents), ...excel]
  },
  answers: {
    employees: {
      outputs: [[EMPLOYEE], []],
      failures: failuresOf(ERRORS.statisticsEmployees),
      shows: { row: ERRORS.statisticsEmployees, read: (s) => ctx(s).error },
    },
    search: {
      outputs: [TWO_PAGES, ONE_DAY, GIFTS],
      failures: failuresOf(ERRORS.statisticsOverview),
      shows: { row: ERRORS.statisticsOverview, read: (s) => ctx(s).error },
    },
    overviewExcel: { outputs: [file], failures: failuresOf(ERRORS.overviewExcel) },
  },
  serialize: (snapshot) => {
    const c = ctx(snapshot)
    return {
      value: snapshot.value,
      employees: c.employees.length > 0,
      list: c.giftList,
      page: c.page,
      pages: Math.ceil(c.rows.length / PAGE_SIZE.statistics),
    }
  },
  // super's answers in the mock: 33 employees, an overview of two pages (21 days). The gift
  // screen's paths run as super too (its viewer only shapes what is shown); its search calls
  // the gift operation, on which no failure is provoked: the shortest paths to the search's
  // failures are the overview's (a tie keeps the first input's path)
  live: {
    account: 'super',
    // one machine for every screen: the route's mount gives it (the screen is the input's)
    wire: (ctx) =>
      (
        mountStatisticsOverview(ctx).actors!(ENTRY).statistics!.logic as typeof statisticsMachine
      ).provide({
        actions: { notify: () => {}, saveFile: () => {} },
      }),
    operations: {
      employees: 'statisticsEmployees',
      search: 'statisticsOverview',
      overviewExcel: 'overviewExcel',
    },
    // the page past the end of a list that shrank under it: a QA scenario empties the next answer
    emptied: { search: 1 },
    minimumPaths: 35,
  },
})
