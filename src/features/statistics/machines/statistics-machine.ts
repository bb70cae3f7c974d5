import { and, assign, not, setup, stateIn } from 'xstate'
import { ALL_ITEM, PAGE_SIZE } from '../../../shared/domain/codes'
import type { DateRange } from '../../../shared/domain/dates'
import { nextRange } from '../../../shared/domain/dates'
import { rangeChange } from '../../../shared/machines/range-change'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { toFailure } from '../../../shared/services/api-error'
import { failureOf, notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import {
  isEmployeeScreen,
  type GiftListKind,
  type OverviewSeries,
  type StatisticsScreen,
} from '../domain/codes'
import {
  changeFilter,
  employeeQuery,
  filterChoices,
  NO_FILTER,
  oneFilter,
  visibleSeries,
  type EmployeeChoice,
  type ScopeFilter,
  type StatisticsViewer,
} from '../domain/statistics'
import { nextSort, writeView, type SortState } from '../../../shared/domain/list-view'
import { toggleColumn, type ListViewEvent } from '../../../shared/machines/list-view'
import {
  defaultStatisticsView,
  filterOfView,
  firstStatisticsOrder,
  gridOf,
  sortKeysOf,
  sortStatisticsRows,
  statisticsViewFields,
  type OverviewSortKey,
  type StatisticsGrid,
  type StatisticsView,
} from '../domain/view'
import type {
  OneFilterQuery,
  OverviewExcelQuery,
  StatisticsData,
  StatisticsSearch,
} from '../services/statistics-service'
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

/** The grid's rows of a screen's data, in the order of `sort`. */
function gridRows(
  screen: StatisticsScreen,
  data: StatisticsData | null,
  giftList: GiftListKind,
  sort: SortState,
): Record<string, unknown>[] {
  if (!data) return []
  const rows = (() => {
    switch (data.screen) {
      case 'checkup':
      case 'order':
        return data.list
      case 'gift':
        return giftList === 'admin' ? data.admin : data.user
      default:
        return data.rows
    }
  })() as readonly Record<string, unknown>[]
  return sortStatisticsRows(screen, rows, sort)
}

/** The last page of the grid (1 for none): 15 rows a page (S2 §9). */
const lastPage = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE.statistics))

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
const queryOf = (context: StatisticsContext, asked = false) =>
  writeView(
    statisticsViewFields(context.screen, context.viewer, context.today),
    statisticsViewOf(context, asked),
    defaultStatisticsView(context.screen, context.today),
  )

/**
 * The selectors of a remembered view that the employee list offers: a choice it does not hold
 * (another scope's, a hand-edited link) is 'all', so the search never asks for what it may not.
 */
function offered(
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

/** The search a screen makes of its context (S2 §2.4, §7). */
export function searchOf(context: StatisticsContext): StatisticsSearch {
  const { screen, range } = context
  if (isEmployeeScreen(screen)) return { screen, query: employeeQuery(context.choice, range) }
  const filter = oneFilter(context.filter)
  return { screen, query: filter ? { ...range, ...filter } : { ...range } }
}

/**
 * A 401 of a statistics call: the user is told and sent home (S2 §8: "401 'no permission' then go
 * to '/'"). A 403 is said and the page stays, as any other failure (S2 §8: "403 'no permission';
 * the employee list 403 alerts 'no permission'"; issue 48). A 401 that reaches the machine is
 * the operation's own, the session holding (decision 035).
 */
const refused = (error: unknown) => toFailure(error).status === 401

/**
 * The statistics screens (S2 §2.4): one machine for the six, given the screen. The employee list
 * loads first ('all' prepended by the view), then the screen's search runs; it runs again on the
 * search button and on a change of the employee or of a selector. A 401 says so and goes home,
 * the overview's download's too; a 403 or another failure shows in the grid with a retry. The chart is hidden until toggled; the
 * overview's series can be switched one by one; the overview downloads its Excel file.
 * Issue 31: a screen starts from a view (the address's, the remembered one, the defaults) and
 * keeps its filters, gift list, page and sort in the address and the user's memory
 * (`keepView`, per screen) and each grid's hidden columns (`keepColumns`, per grid); the grid's
 * rows are sorted here on the client (`rows`), the data keeps the server's order for the chart.
 */
export const statisticsMachine = setup({
  types: {
    input: {} as StatisticsInput,
    context: {} as StatisticsContext,
    events: {} as StatisticsEvent,
  },
  actors: {
    ownIndicator: noIndicator,
    employees: notProvided<EmployeeOption[], void>('employees'),
    search: notProvided<StatisticsData, StatisticsSearch>('search'),
    overviewExcel: notProvided<DownloadedFile, OverviewExcelQuery>('overviewExcel'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    navigate: (_, _params: { to: string }) => {},
    /** the view shown: into the address (replacing it) and the user's memory */
    keepView: (_, _params: { query: string }) => {},
    /** the columns the user hid in the grid shown, kept per user and grid */
    keepColumns: (_, _params: { hidden: readonly string[] }) => {},
    takeRange: assign(({ context, event }) =>
      event.type === 'RANGE.CHANGE'
        ? { range: nextRange(context.range, event.range, context.today) ?? context.range }
        : {},
    ),
  },
  guards: {
    refused: (_, { error }: { error: unknown }) => refused(error),
    employeesLoaded: ({ context }) => context.employees.length > 0,
  },
}).createMachine({
  id: 'statistics',
  context: ({ input }) => {
    const start = input.view ?? defaultStatisticsView(input.screen, input.today)
    const hiddenOf = Object.fromEntries(
      Object.entries(input.hidden ?? {}).map(([grid, hidden]) => [grid, [...(hidden ?? [])]]),
    ) as Partial<Record<StatisticsGrid, string[]>>
    return {
      screen: input.screen,
      viewer: input.viewer,
      today: input.today,
      range: start.range,
      employees: [],
      choice: isEmployeeScreen(input.screen) && start.employee ? start.employee : ALL_ITEM,
      filter: isEmployeeScreen(input.screen) ? NO_FILTER : filterOfView(start),
      data: null,
      page: start.page,
      chartShown: false,
      giftList: input.screen === 'gift' ? start.list : 'admin',
      series: visibleSeries(input.viewer),
      error: null,
      rows: [],
      sort: start.sort,
      hidden: hiddenOf[gridOf(input.screen, start.list)] ?? [],
      hiddenOf,
      userId: input.userId ?? null,
    }
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loadingEmployees',
      states: {
        loadingEmployees: {
          tags: 'loading',
          invoke: [
            {
              id: 'employees',
              src: 'employees',
              onDone: {
                target: 'searching',
                actions: assign(({ context, event }) => ({
                  employees: event.output,
                  ...offered(event.output, context.choice, context.filter),
                })),
              },
              onError: [
                {
                  guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                  target: 'refused',
                  actions: assign({
                    error: ({ event }) => failureOf(ERRORS.statisticsEmployees, event.error),
                  }),
                },
                {
                  target: 'failed',
                  actions: assign({
                    error: ({ event }) => failureOf(ERRORS.statisticsEmployees, event.error),
                  }),
                },
              ],
            },
            OWN_INDICATOR,
          ],
        },
        searching: {
          tags: 'loading',
          // the view asked for is the one the address and the memory keep
          entry: {
            type: 'keepView',
            params: ({ context }) => ({ query: queryOf(context, true) }),
          },
          invoke: [
            {
              id: 'search',
              src: 'search',
              input: ({ context }) => searchOf(context),
              onDone: [
                {
                  target: 'ready',
                  guard: ({ context, event }) =>
                    context.page <=
                    lastPage(
                      gridRows(context.screen, event.output, context.giftList, context.sort).length,
                    ),
                  actions: assign(({ context, event }) => ({
                    data: event.output,
                    rows: gridRows(context.screen, event.output, context.giftList, context.sort),
                    error: null,
                  })),
                },
                {
                  // a remembered page past the end of a list that has shrunk: its last page
                  target: 'ready',
                  actions: [
                    assign(({ context, event }) => {
                      const rows = gridRows(
                        context.screen,
                        event.output,
                        context.giftList,
                        context.sort,
                      )
                      return { data: event.output, rows, page: lastPage(rows.length), error: null }
                    }),
                    { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
                  ],
                },
              ],
              onError: [
                {
                  guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                  target: 'refused',
                  actions: assign({
                    data: null,
                    rows: [],
                    error: ({ context, event }) =>
                      failureOf(ERRORS[operationOf(context.screen)], event.error),
                  }),
                },
                {
                  target: 'failed',
                  actions: assign({
                    data: null,
                    rows: [],
                    error: ({ context, event }) =>
                      failureOf(ERRORS[operationOf(context.screen)], event.error),
                  }),
                },
              ],
            },
            OWN_INDICATOR,
          ],
        },
        ready: {},
        failed: {},
        /** told and sent home: nothing more happens here */
        refused: {
          // nothing more happens on this page: every event stops here
          on: { '*': {} },
          entry: [
            {
              type: 'notify',
              params: ({ context }) => ({
                message: present(context.error, 'the refusal said'),
                tone: 'error' as const,
              }),
            },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
      },
      on: {
        SEARCH: [
          { guard: 'employeesLoaded', target: '.searching', actions: assign({ page: 1 }) },
          { target: '.loadingEmployees', actions: assign({ page: 1 }) },
        ],
        'EMPLOYEE.SELECT': {
          guard: 'employeesLoaded',
          target: '.searching',
          actions: assign({ choice: ({ event }) => event.choice, page: 1 }),
        },
        'FILTER.CHANGE': {
          guard: 'employeesLoaded',
          target: '.searching',
          actions: assign({
            filter: ({ context, event }) => changeFilter(context.filter, event.change),
            page: 1,
          }),
        },
        'VIEW.RESET': [
          {
            guard: 'employeesLoaded',
            target: '.searching',
            actions: assign(({ context }) => resetOf(context)),
          },
          { target: '.loadingEmployees', actions: assign(({ context }) => resetOf(context)) },
        ],
        'COLUMN.TOGGLE': {
          actions: [
            assign(({ context, event }) => {
              const hidden = toggleColumn(context.hidden, event.column)
              return {
                hidden,
                hiddenOf: {
                  ...context.hiddenOf,
                  [gridOf(context.screen, context.giftList)]: hidden,
                },
              }
            }),
            { type: 'keepColumns', params: ({ context }) => ({ hidden: context.hidden }) },
          ],
        },
        // a sort turns the rows held (no call) and keeps the view
        'SORT.CHANGE': {
          guard: ({ context, event }) =>
            sortKeysOf(context.screen, context.giftList).includes(event.key),
          actions: [
            assign(({ context, event }) => {
              const sort = nextSort(
                context.sort,
                event.key,
                firstStatisticsOrder(context.screen),
                event.order,
              )
              return {
                sort,
                page: 1,
                rows: gridRows(context.screen, context.data, context.giftList, sort),
              }
            }),
            { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
          ],
        },
        // a range is taken (or refused, or its other end moved) and searched with the button
        'RANGE.CHANGE': rangeChange({ reload: false }),
        PAGE: {
          actions: [
            assign({
              page: ({ context, event }) =>
                Math.min(Math.max(1, Math.floor(event.page)), lastPage(context.rows.length)),
            }),
            { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
          ],
        },
        'CHART.TOGGLE': { actions: assign({ chartShown: ({ context }) => !context.chartShown }) },
        'GIFT_LIST.SELECT': {
          actions: [
            assign(({ context, event }) => {
              const giftList = event.list
              // the other list's grid: its own hidden columns; a key it has not sorts by its date
              const sort = sortKeysOf(context.screen, giftList).includes(context.sort.key)
                ? context.sort
                : defaultStatisticsView(context.screen, context.today).sort
              return {
                giftList,
                page: 1,
                sort,
                rows: gridRows(context.screen, context.data, giftList, sort),
                hidden: context.hiddenOf[gridOf(context.screen, giftList)] ?? [],
              }
            }),
            { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
          ],
        },
        'SERIES.TOGGLE': {
          actions: assign({
            series: ({ context, event }) => {
              if (!visibleSeries(context.viewer).includes(event.series)) return context.series
              return context.series.includes(event.series)
                ? context.series.filter((s) => s !== event.series)
                : visibleSeries(context.viewer).filter(
                    (s) => s === event.series || context.series.includes(s),
                  )
            },
          }),
        },
      },
    },
    excel: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'EXCEL.DOWNLOAD': {
              // a refused page does nothing more (the list's refused state), its download neither
              guard: and([
                ({ context }) => context.screen === 'overview',
                not(stateIn({ list: 'refused' })),
              ]),
              target: 'downloading',
            },
          },
        },
        downloading: {
          invoke: [
            {
              id: 'overviewExcel',
              src: 'overviewExcel',
              // the file holds the rows as the grid shows them: its filters and its order
              input: ({ context }): OverviewExcelQuery => ({
                ...(searchOf(context).query as OneFilterQuery),
                sort: context.sort.key as OverviewSortKey,
                order: context.sort.order,
              }),
              ...savedOrSaid(ERRORS.overviewExcel),
              onError: [
                {
                  // a statistics call's 401 says so and goes home, the download's too
                  guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                  target: 'idle',
                  actions: [
                    { type: 'notify', params: notifyFailure(ERRORS.overviewExcel) },
                    { type: 'navigate', params: { to: '/' } },
                  ],
                },
                savedOrSaid(ERRORS.overviewExcel).onError,
              ],
            },
            OWN_INDICATOR,
          ],
        },
      },
    },
  },
})

/** The specs' view of a screen (the month, 'all', page 1, by date); the hidden columns stay. */
function resetOf(context: StatisticsContext): Partial<StatisticsContext> {
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

export type { EmployeeChoice }
