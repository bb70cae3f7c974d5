import { assign, setup } from 'xstate'
import { ALL_ITEM } from '../../../shared/domain/codes'
import type { DateRange } from '../../../shared/domain/dates'
import { nextRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { toFailure } from '../../../shared/services/api-error'
import { failureOf, notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
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
  defaultStatisticsRange,
  employeeQuery,
  NO_FILTER,
  oneFilter,
  visibleSeries,
  type EmployeeChoice,
  type ScopeFilter,
  type StatisticsViewer,
} from '../domain/statistics'
import type {
  EmployeeOption,
  OneFilterQuery,
  StatisticsData,
  StatisticsSearch,
} from '../services/statistics-service'

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

export interface StatisticsInput {
  screen: StatisticsScreen
  viewer: StatisticsViewer
  today: Date
}

/** The search a screen makes of its context (S2 §2.4, §7). */
export function searchOf(context: StatisticsContext): StatisticsSearch {
  const { screen, range } = context
  if (isEmployeeScreen(screen)) return { screen, query: employeeQuery(context.choice, range) }
  const filter = oneFilter(context.filter)
  return { screen, query: filter ? { ...range, ...filter } : { ...range } }
}

/**
 * A 401 or 403 of a statistics call: the user is told and sent home (S2 §4, §8; S1 §6). A 401 that
 * reaches the machine is the operation's own, the session holding (decision 035).
 */
const refused = (error: unknown) => {
  const status = toFailure(error).status
  return status === 401 || status === 403
}

/**
 * The statistics screens (S2 §2.4): one machine for the six, given the screen. The employee list
 * loads first ('all' prepended by the view), then the screen's search runs; it runs again on the
 * search button and on a change of the employee or of a selector. A 401 or 403 says so and goes
 * home, the overview's download's too; another failure shows in the grid with a retry. The chart is hidden until toggled; the
 * overview's series can be switched one by one; the overview downloads its Excel file.
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
    overviewExcel: notProvided<DownloadedFile, OneFilterQuery>('overviewExcel'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    refused: ({ event }) => refused((event as unknown as { error: unknown }).error),
    employeesLoaded: ({ context }) => context.employees.length > 0,
    validRange: ({ context, event }) =>
      event.type === 'RANGE.CHANGE' &&
      nextRange(context.range, event.range, context.today) !== null,
  },
}).createMachine({
  id: 'statistics',
  context: ({ input }) => ({
    screen: input.screen,
    viewer: input.viewer,
    today: input.today,
    range: defaultStatisticsRange(input.today),
    employees: [],
    choice: ALL_ITEM,
    filter: NO_FILTER,
    data: null,
    page: 1,
    chartShown: false,
    giftList: 'admin',
    series: visibleSeries(input.viewer),
    error: null,
  }),
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
                actions: assign({ employees: ({ event }) => event.output }),
              },
              onError: [
                {
                  guard: 'refused',
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
          invoke: [
            {
              id: 'search',
              src: 'search',
              input: ({ context }) => searchOf(context),
              onDone: {
                target: 'ready',
                actions: assign({ data: ({ event }) => event.output, page: 1, error: null }),
              },
              onError: [
                {
                  guard: 'refused',
                  target: 'refused',
                  actions: assign({
                    data: null,
                    error: ({ context, event }) =>
                      failureOf(ERRORS[operationOf(context.screen)], event.error),
                  }),
                },
                {
                  target: 'failed',
                  actions: assign({
                    data: null,
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
              params: ({ context }) => ({ message: context.error!, tone: 'error' as const }),
            },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
      },
      on: {
        SEARCH: [
          { guard: 'employeesLoaded', target: '.searching' },
          { target: '.loadingEmployees' },
        ],
        'EMPLOYEE.SELECT': {
          guard: 'employeesLoaded',
          target: '.searching',
          actions: assign({ choice: ({ event }) => event.choice }),
        },
        'FILTER.CHANGE': {
          guard: 'employeesLoaded',
          target: '.searching',
          actions: assign({
            filter: ({ context, event }) => changeFilter(context.filter, event.change),
          }),
        },
        'RANGE.CHANGE': [
          {
            guard: 'validRange',
            actions: assign({
              range: ({ context, event }) => nextRange(context.range, event.range, context.today)!,
            }),
          },
          {
            actions: {
              type: 'notify',
              params: { message: message('dateRange.invalid'), tone: 'error' },
            },
          },
        ],
        PAGE: { actions: assign({ page: ({ event }) => Math.max(1, event.page) }) },
        'CHART.TOGGLE': { actions: assign({ chartShown: ({ context }) => !context.chartShown }) },
        'GIFT_LIST.SELECT': { actions: assign({ giftList: ({ event }) => event.list, page: 1 }) },
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
              guard: ({ context }) => context.screen === 'overview',
              target: 'downloading',
            },
          },
        },
        downloading: {
          invoke: [
            {
              id: 'overviewExcel',
              src: 'overviewExcel',
              input: ({ context }) => searchOf(context).query as OneFilterQuery,
              ...savedOrSaid(ERRORS.overviewExcel),
              onError: [
                {
                  // a statistics call's 401 or 403 says so and goes home, the download's too
                  guard: 'refused',
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
