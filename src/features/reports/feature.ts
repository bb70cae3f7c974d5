import { VOUCHER_ROLES } from '../../shared/domain/codes'
import { defineFeature } from '../../shared/views/feature'
import { ADD_REPORT_MENU } from './domain/access'

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
      screen: () => import('./screens').then((m) => m.mountAdminReports),
    },
    addReport: {
      access: 'AUTH',
      roles: VOUCHER_ROLES,
      layout: 'v2',
      title: 'title.addReport',
      menu: ADD_REPORT_MENU,
      screen: () => import('./screens').then((m) => m.mountReports),
    },
  },
})
