import { defineFeature, screensFrom } from '../../shared/views/feature'
import { BUSY_WORDS } from './domain/busy-words'

/**
 * The feature's screens modules: each route's chunk, its words with it (decision 074), every page
 * drawn without Chakra. The link pages opened from a phone (decision 084) share one; the greeting
 * the callback leads to has its own (decision 086), which the bundle check finds by its name.
 */
const plainScreens = screensFrom(() => import('./plain-screens'))
const greetingScreens = screensFrom(() => import('./plain-greeting'), 'plain-greeting')

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
      plain: true,
      screen: greetingScreens((m) => m.mountGreeting),
    },
    olCallback: {
      access: 'ALL',
      layout: 'partner',
      title: 'title.greeting',
      busy: BUSY_WORDS.callback,
      appBar: false,
      footer: false,
      plain: true,
      screen: plainScreens((m) => m.mountCallback),
    },
    liCoupon: {
      access: 'ALL',
      layout: 'blank',
      title: 'title.coupon',
      busy: BUSY_WORDS.coupon,
      appBar: false,
      footer: false,
      backgroundColor: 'white',
      plain: true,
      screen: plainScreens((m) => m.mountCoupon),
    },
    liDownload: {
      ownHeading: true,
      access: 'ALL',
      layout: 'blank',
      title: 'title.download',
      appBar: false,
      footer: false,
      backgroundColor: 'white',
      plain: true,
      screen: plainScreens((m) => m.mountDownload),
    },
    fcLink: {
      access: 'ALL',
      layout: 'blank',
      title: 'title.fcLink',
      busy: BUSY_WORDS.fcLink,
      appBar: false,
      footer: false,
      plain: true,
      screen: plainScreens((m) => m.mountFcLink),
    },
  },
})
