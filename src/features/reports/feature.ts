import { VOUCHER_ROLES } from '../../shared/domain/codes'
import { defineFeature, screensFrom } from '../../shared/views/feature'
import { ADD_REPORT_MENU } from './domain/access'

/** The feature's screens module: each route's chunk, its words with it (decision 074). */
const screens = screensFrom(() => import('./screens'))

/** The reports feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'reports',
  routes: {
    adminAddReport: {
      access: 'AUTH',
      permissions: ['P', 'S'],
      layout: 'v2',
      title: 'title.adminAddReport',
      // ?modify=true opens a written report to change it (S2 §2.3)
      titleFor: (search) => (search.get('modify') === 'true' ? 'title.adminModifyReport' : null),
      screen: screens((m) => m.mountAdminReports),
    },
    addReport: {
      access: 'AUTH',
      roles: VOUCHER_ROLES,
      layout: 'v2',
      title: 'title.addReport',
      menu: ADD_REPORT_MENU,
      screen: screens((m) => m.mountReports),
    },
  },
})
