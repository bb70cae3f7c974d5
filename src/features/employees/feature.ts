import { defineFeature, screensFrom, withGrid } from '../../shared/views/feature'

/** The feature's screens module: each route's chunk, its words with it (decision 074). */
const screens = screensFrom(() => import('./screens'))

/** The employees feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'employees',
  routes: {
    employee: {
      access: 'AUTH',
      permissions: ['A', 'B', 'S'],
      layout: 'v2',
      title: 'title.employee',
      summary: 'summary.employee',
      menu: {
        group: 'management',
        label: 'menu.employee',
        order: 60,
        hiddenForAuth: ['F', 'P'],
        partnerSite: true,
        dropdownOnlyFor: ['A', 'B'],
      },
      screen: withGrid(screens((m) => m.mountEmployees)),
    },
    employeeCreate: {
      access: 'AUTH',
      permissions: ['A', 'B', 'S'],
      layout: 'v2',
      title: 'title.employeeCreate',
      screen: withGrid(screens((m) => m.mountCreateEmployee)),
    },
  },
})
