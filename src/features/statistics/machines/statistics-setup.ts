import { assertEvent, assign, setup, stateIn } from 'xstate'
import { nextRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator } from '../../../shared/machines/own-indicator'
import { RANGE_GUARDS } from '../../../shared/machines/range-change'
import { sortKeysOf } from '../domain/view'
import type {
  OverviewExcelQuery,
  StatisticsData,
  StatisticsSearch,
} from '../services/statistics-service'
import type { EmployeeOption } from '../services/contract'
import type { StatisticsContext, StatisticsEvent, StatisticsInput } from './statistics-types'
import { gridRows, lastPage, refused } from './statistics-rules'

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: { input?: StatisticsInput; context?: StatisticsContext; events?: StatisticsEvent } = {}

/** The machine's types, actors, guards and actions (its machine file has the states). */
export const statisticsSetup = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
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
    ...RANGE_GUARDS,
    refused: (_, { error }: { error: unknown }) => refused(error),
    employeesLoaded: ({ context }) => context.employees.length > 0,
    /** the page shown is one of the grid's: a remembered page past its end is not */
    pageWithinList: ({ context }, { data }: { data: StatisticsData }) =>
      context.page <=
      lastPage(gridRows(context.screen, data, context.giftList, context.sort).length),
    /** the grid shown sorts by the column asked for */
    sortKeyOffered: ({ context, event }) => {
      assertEvent(event, 'SORT.CHANGE')
      return sortKeysOf(context.screen, context.giftList).includes(event.key)
    },
    overviewShown: ({ context }) => context.screen === 'overview',
    /** the page was refused (401): told and sent home */
    listRefused: stateIn({ list: 'refused' }),
  },
})
