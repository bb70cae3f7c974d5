import { SITE } from '../../shared/domain/codes'
import { defineFeature } from '../../shared/views/feature'

/** The dashboard feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'dashboard',
  routes: {
    dashboard: {
      access: 'AUTH',
      layout: 'v2',
      title: 'title.dashboard',
      summary: 'summary.dashboard',
      menu: {
        group: 'checkup',
        label: 'menu.dashboard',
        order: 10,
        hiddenForSites: [SITE.ORANGE],
        hiddenForAuth: ['P'],
        partnerSite: true,
      },
      screen: () => import('./screens').then((m) => m.mountDashboard),
    },
  },
})
