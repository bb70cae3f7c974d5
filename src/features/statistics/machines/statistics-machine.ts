import { and, not } from 'xstate'
import { ALL_ITEM } from '../../../shared/domain/codes'
import { notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { isEmployeeScreen } from '../domain/codes'
import { NO_FILTER, visibleSeries, type EmployeeChoice } from '../domain/statistics'
import { isOneOf } from '../../../shared/domain/objects'
import {
  defaultStatisticsView,
  filterOfView,
  gridOf,
  STATISTICS_GRIDS,
  type StatisticsGrid,
} from '../domain/view'
import { overviewExcelQuery } from './statistics-rules'
import { statisticsSetup } from './statistics-setup'
import { list } from './statistics-list'
export type { StatisticsContext, StatisticsEvent, StatisticsInput } from './statistics-types'

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
export const statisticsMachine = statisticsSetup.createMachine({
  id: 'statistics',
  context: ({ input }) => {
    const start = input.view ?? defaultStatisticsView(input.screen, input.today)
    const hiddenOf: Partial<Record<StatisticsGrid, string[]>> = {}
    for (const [grid, hidden] of Object.entries(input.hidden ?? {}))
      if (isOneOf(STATISTICS_GRIDS, grid)) hiddenOf[grid] = [...(hidden ?? [])]
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
    list,
    excel: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'EXCEL.DOWNLOAD': {
              // a refused page does nothing more (the list's refused state), its download neither
              guard: and(['overviewShown', not('listRefused')]),
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
              input: ({ context }) => overviewExcelQuery(context),
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

export type { EmployeeChoice }
