import { VOUCHER_ROLES } from '../../shared/domain/codes'
import { defineFeature, screensFrom } from '../../shared/views/feature'
import { GIVE_MENU } from './domain/access'

/** The feature's screens module: each route's chunk, its words with it (decision 074). */
const screens = screensFrom(() => import('./screens'))

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
      screen: screens((m) => m.mountGive),
    },
    mobileGive: {
      access: 'AUTH',
      roles: VOUCHER_ROLES,
      layout: 'mobile',
      title: 'title.give',
      screen: screens((m) => m.mountGive),
    },
  },
})
