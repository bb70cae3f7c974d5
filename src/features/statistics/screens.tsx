import { fromPromise } from 'xstate'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import type { MountedRoute, PageEntry } from '../../shared/views/feature'
import type { StatisticsScreen } from './domain/codes'
import { viewerOf } from './domain/statistics'
import { createStatisticsService, searchStatistics } from './services/statistics-service'
import { statisticsMachine } from './machines/statistics-machine'
import StatisticsPage from './views/statistics-page'
import StatisticsIndexPage from './views/statistics-index-page'

/** The statistics machine (S2 §2.4), one for the six screens, wired once per portal. */
const wired = wiredOnce((ctx: FeatureContext) => {
  const service = createStatisticsService(ctx.client)
  return statisticsMachine.provide({
    actors: {
      ownIndicator: uiIndicator,
      employees: fromPromise(() => service.employees()),
      search: fromPromise(({ input }) => searchStatistics(service, input)),
      overviewExcel: fromPromise(({ input }) => service.overviewExcel(input)),
    },
    actions: {
      notify: notifyUi(),
      saveFile: saveFileAndNotify(ctx.saveFile),
      navigate: (_, { to }) => ctx.navigate(to, { replace: true }),
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
      actors: ({ session, today }: PageEntry) => ({
        statistics: { logic: statistics, input: { screen, viewer: viewerOf(session), today } },
      }),
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
