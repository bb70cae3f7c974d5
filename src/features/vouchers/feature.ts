import { VOUCHER_ROLES } from '../../shared/domain/codes'
import { defineFeature } from '../../shared/views/feature'
import { GIVE_MENU } from './domain/access'

/** The vouchers feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'vouchers',
  routes: {
    give: {
      access: 'AUTH',
      roles: VOUCHER_ROLES,
      layout: 'v2',
      title: 'title.give',
      summary: 'summary.give',
      menu: GIVE_MENU,
      screen: () => import('./screens').then((m) => m.mountGive),
    },
    mobileGive: {
      access: 'AUTH',
      roles: VOUCHER_ROLES,
      layout: 'mobile',
      title: 'title.give',
      screen: () => import('./screens').then((m) => m.mountGive),
    },
  },
})
