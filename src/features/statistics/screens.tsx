import { fromPromise } from 'xstate'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import type { MountedRoute, PageEntry } from '../../shared/views/feature'
import type { StatisticsScreen } from './domain/codes'
import { viewerOf } from './domain/statistics'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createStatisticsService, searchStatistics } from './services/statistics-service'
import * as contract from './services/contract'
import { statisticsMachine } from './machines/statistics-machine'
import StatisticsPage from './views/statistics-page'
import StatisticsIndexPage from './views/statistics-index-page'
import {
  gridOf,
  STATISTICS_GRIDS,
  startingStatisticsView,
  statisticsGridId,
  statisticsListId,
} from './domain/view'
import { ROUTE_OF } from './views/screen-routes'
import { PATHS } from '../../shared/domain/routes'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/**
 * The statistics machine (S2 §2.4), one for the six screens, wired once per portal: the employee
 * list its call of the contract, a screen's search and the overview's file the service's.
 */
const wired = wiredOnce((ctx: FeatureContext) => {
  const service = createStatisticsService(ctx.client)
  return statisticsMachine.provide({
    actors: {
      employees: fromOperation(ctx.client, contract.statisticsEmployees, { answer: dataOf }),
      search: fromPromise(({ input }) => searchStatistics(service, input)),
      overviewExcel: fromPromise(({ input }) => service.overviewExcel(input)),
    },
    actions: {
      notify: notifyUi(),
      saveFile: saveFileAndNotify(ctx.saveFile),
      navigate: (_, { to }) => ctx.navigate(to, { replace: true }),
      // the view shown: in the address (a reload, Back, a copied link) and the user's memory
      keepView: ({ context }, { query }) => {
        ctx.replaceQuery(PATHS[ROUTE_OF[context.screen]], query)
        if (context.userId)
          ctx.prefs.setListView(context.userId, statisticsListId(context.screen), query)
      },
      keepColumns: ({ context }, { hidden }) => {
        if (context.userId)
          ctx.prefs.setHiddenColumns(
            context.userId,
            statisticsGridId(gridOf(context.screen, context.giftList)),
            hidden,
          )
      },
    },
  })
})

/**
 * A statistics route's mount: the screen, and its page actor `statistics` started for that
 * screen, the viewer who entered and the day they did.
 */
function mountFor(screen: StatisticsScreen | 'index') {
  return wiredOnce((ctx: FeatureContext): MountedRoute => {
    const statistics = wired(ctx)
    if (screen === 'index') return { Screen: StatisticsIndexPage }
    return {
      Screen: function StatisticsScreenOf() {
        return <StatisticsPage screen={screen} />
      },
      actors: ({ session, today, search }: PageEntry) => {
        const viewer = viewerOf(session)
        const userId = session?.user.userId ?? null
        // the address's view, else the one the user left, else the defaults (issue 31)
        const view = startingStatisticsView(
          screen,
          viewer,
          today,
          search,
          userId ? ctx.prefs.listView(userId, statisticsListId(screen)) : '',
        )
        const hidden = Object.fromEntries(
          STATISTICS_GRIDS.map((grid) => [
            grid,
            userId ? ctx.prefs.hiddenColumns(userId, statisticsGridId(grid)) : [],
          ]),
        )
        return {
          statistics: { logic: statistics, input: { screen, viewer, today, view, hidden, userId } },
        }
      },
    }
  })
}

/** The statistics route chunk (issue 13): chart.js loads with it, never on the first page. */
export const mountStatisticsIndex = mountFor('index')
export const mountStatisticsCheckup = mountFor('checkup')
export const mountStatisticsGift = mountFor('gift')
export const mountStatisticsOrder = mountFor('order')
export const mountStatisticsOverview = mountFor('overview')
export const mountStatisticsPurchaseHistory = mountFor('purchaseHistory')
export const mountStatisticsGiftHistory = mountFor('giftHistory')
