import { defineFeature, screensFrom, withGrid } from '../../shared/views/feature'

/** The feature's screens module: each route's chunk, its words with it (decision 074). */
const screens = screensFrom(() => import('./screens'))

/** The admin-dashboard feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'admin-dashboard',
  routes: {
    adminDashboard: {
      access: 'AUTH',
      permissions: ['P', 'S'],
      layout: 'v2',
      title: 'title.adminDashboard',
      menu: { group: 'admin', label: 'menu.adminDashboard', order: 130, hiddenForAuth: ['F', 'A'] },
      screen: withGrid(screens((m) => m.mountAdminDashboard)),
    },
  },
})
