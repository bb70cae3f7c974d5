import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { ownIndicatorOf } from '../../shared/machines/own-indicator'
import { createStatisticsService, searchStatistics } from './services/statistics-service'
import { statisticsMachine } from './machines/statistics-machine'

/** The statistics screens (S2 §2.4): one machine for the six, given the screen. */
export function wireStatistics(ctx: WireContext) {
  const service = createStatisticsService(ctx.client)
  return {
    statistics: statisticsMachine.provide({
      actors: {
        ownIndicator: ownIndicatorOf(ctx.portal),
        employees: fromPromise(() => service.employees()),
        search: fromPromise(({ input }) => searchStatistics(service, input)),
        overviewExcel: fromPromise(({ input }) => service.overviewExcel(input)),
      },
      actions: {
        notify: notifyUi(ctx.portal),
        saveFile: saveFileAndNotify(ctx.portal, ctx.saveFile),
        navigate: (_, { to }) => ctx.navigate(to, { replace: true }),
      },
    }),
  }
}
