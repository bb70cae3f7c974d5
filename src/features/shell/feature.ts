import { defineFeature } from '../../shared/views/feature'
import * as messages from './domain/messages'

/** The shell feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'shell',
  // a route on its way, the overlay and the snackbar: the first page shows them
  firstPageMessages: messages,
  routes: {
    test: {
      access: 'GUEST',
      layout: 'plain',
      title: 'title.test',
      devOnly: true,
      screen: import.meta.env.DEV
        ? () => import('./views/test-page').then((m) => () => ({ Screen: m.default }))
        : undefined,
    },
    error: {
      ownHeading: true,
      access: 'ALL',
      layout: 'plain',
      title: 'title.error',
      plain: true,
      screen: () => import('./plain-screens').then((m) => m.mountError),
    },
    playground: {
      access: 'ALL',
      layout: 'plain',
      title: 'title.playground',
      devOnly: true,
      screen: import.meta.env.DEV
        ? () => import('./views/playground-page').then((m) => () => ({ Screen: m.default }))
        : undefined,
    },
  },
})
