import type { ComponentType } from 'react'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import type { StatisticsScreen } from './domain/codes'
import StatisticsPage from './views/statistics-page'
import StatisticsIndexPage from './views/statistics-index-page'
import { StatisticsViews } from './views/deps'
import { wireStatistics } from './wire'

const wired = wiredOnce(wireStatistics)

/** A statistics route's mount: the machines are wired once for the seven routes of the chunk. */
function mountFor(screen: StatisticsScreen | 'index') {
  // one screen per portal: each portal's machines are its own
  return wiredOnce((ctx: FeatureContext) => {
    const deps = wired(ctx)
    const Screen: ComponentType = function StatisticsScreenOf() {
      return (
        <StatisticsViews value={deps}>
          {screen === 'index' ? <StatisticsIndexPage /> : <StatisticsPage screen={screen} />}
        </StatisticsViews>
      )
    }
    return { deps, Screen }
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
