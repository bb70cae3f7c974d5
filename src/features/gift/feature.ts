import { defineFeature, withGrid } from '../../shared/views/feature'
import { GIFT_MENU } from './domain/access'

/** The gift feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'gift',
  routes: {
    gift: {
      access: 'AUTH',
      layout: 'v2',
      title: 'title.gift',
      summary: 'summary.gift',
      menu: GIFT_MENU,
      screen: withGrid(() => import('./screens').then((m) => m.mountGift)),
    },
  },
})
