import { defineFeature, screensFrom, withGrid } from '../../shared/views/feature'
import { STATISTICS_PERMISSIONS } from './domain/access'

/** The feature's screens module: each route's chunk, its words with it (decision 074). */
const screens = screensFrom(() => import('./screens'))

const STATISTICS_MENU = { group: 'statistics', hiddenForAuth: ['P', 'F'] } as const

/** The statistics feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'statistics',
  routes: {
    statistics: {
      access: 'AUTH',
      permissions: STATISTICS_PERMISSIONS,
      layout: 'v2',
      title: 'title.statistics',
      screen: withGrid(screens((m) => m.mountStatisticsIndex)),
    },
    statisticsCheckup: {
      access: 'AUTH',
      permissions: STATISTICS_PERMISSIONS,
      layout: 'v2',
      title: 'menu.statisticsCheckup',
      menu: { ...STATISTICS_MENU, label: 'menu.statisticsCheckup', order: 80 },
      screen: withGrid(screens((m) => m.mountStatisticsCheckup)),
    },
    statisticsGift: {
      access: 'AUTH',
      permissions: STATISTICS_PERMISSIONS,
      layout: 'v2',
      title: 'menu.statisticsGift',
      menu: { ...STATISTICS_MENU, label: 'menu.statisticsGift', order: 90 },
      screen: withGrid(screens((m) => m.mountStatisticsGift)),
    },
    statisticsOrder: {
      access: 'AUTH',
      permissions: STATISTICS_PERMISSIONS,
      layout: 'v2',
      title: 'menu.statisticsOrder',
      menu: { ...STATISTICS_MENU, label: 'menu.statisticsOrder', order: 100 },
      screen: withGrid(screens((m) => m.mountStatisticsOrder)),
    },
    statisticsOverview: {
      access: 'AUTH',
      permissions: STATISTICS_PERMISSIONS,
      layout: 'v2',
      title: 'menu.statisticsOverview',
      menu: { ...STATISTICS_MENU, label: 'menu.statisticsOverview', order: 70, partnerSite: true },
      screen: withGrid(screens((m) => m.mountStatisticsOverview)),
    },
    statisticsPurchaseHistory: {
      access: 'AUTH',
      permissions: STATISTICS_PERMISSIONS,
      layout: 'v2',
      title: 'menu.statisticsPurchaseHistory',
      menu: { ...STATISTICS_MENU, label: 'menu.statisticsPurchaseHistory', order: 110 },
      screen: withGrid(screens((m) => m.mountStatisticsPurchaseHistory)),
    },
    statisticsGiftHistory: {
      access: 'AUTH',
      permissions: STATISTICS_PERMISSIONS,
      layout: 'v2',
      title: 'menu.statisticsGiftHistory',
      menu: { ...STATISTICS_MENU, label: 'menu.statisticsGiftHistory', order: 120 },
      screen: withGrid(screens((m) => m.mountStatisticsGiftHistory)),
    },
  },
})
