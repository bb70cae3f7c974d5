import { defineFeature } from '../../shared/views/feature'

/** The partner feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'partner',
  routes: {
    olGreeting: {
      ownHeading: true,
      access: 'ALL',
      layout: 'partner',
      title: 'title.greeting',
      appBar: false,
      footer: false,
      screen: () => import('./screens').then((m) => m.mountGreeting),
    },
    olCallback: {
      access: 'ALL',
      layout: 'partner',
      title: 'title.greeting',
      appBar: false,
      footer: false,
      screen: () => import('./screens').then((m) => m.mountCallback),
    },
    liCoupon: {
      access: 'ALL',
      layout: 'blank',
      title: 'title.coupon',
      appBar: false,
      footer: false,
      backgroundColor: 'white',
      screen: () => import('./screens').then((m) => m.mountCoupon),
    },
    liDownload: {
      ownHeading: true,
      access: 'ALL',
      layout: 'blank',
      title: 'title.download',
      appBar: false,
      footer: false,
      backgroundColor: 'white',
      screen: () => import('./screens').then((m) => m.mountDownload),
    },
    fcLink: {
      access: 'ALL',
      layout: 'blank',
      title: 'title.fcLink',
      appBar: false,
      footer: false,
      screen: () => import('./screens').then((m) => m.mountFcLink),
    },
  },
})
