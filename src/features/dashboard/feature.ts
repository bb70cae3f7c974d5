import { defineFeature, screensFrom, withGrid } from '../../shared/views/feature'
import { REPORT_HISTORY_MENU } from './domain/access'

/** The feature's screens module: each route's chunk, its words with it (decision 074). */
const screens = screensFrom(() => import('./screens'))

/** The dashboard feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'dashboard',
  routes: {
    dashboard: {
      access: 'AUTH',
      layout: 'v2',
      title: 'title.dashboard',
      summary: 'summary.dashboard',
      menu: REPORT_HISTORY_MENU,
      screen: withGrid(screens((m) => m.mountDashboard)),
    },
  },
})
