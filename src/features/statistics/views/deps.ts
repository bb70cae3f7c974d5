import { createViewDeps } from '../../../shared/views/app-context'
import type { statisticsMachine } from '../machines/statistics-machine'

/** What the statistics views need; the route chunk provides it. */
export interface StatisticsViewDeps {
  statistics: typeof statisticsMachine
}

export const [StatisticsViews, useStatisticsViews] =
  createViewDeps<StatisticsViewDeps>('statistics')
