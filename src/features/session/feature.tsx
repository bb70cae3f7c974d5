import { defineFeature } from '../../shared/views/feature'
import * as messages from './domain/messages'
import { EntryPage } from './views/entry-page'
import { LoginPage } from './views/login-page'

/** The session feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'session',
  // the sign-in and entry pages are the first page's: their messages are in the main chunk
  firstPageMessages: messages,
  routes: {
    home: {
      access: 'ALL',
      layout: 'blank',
      title: 'title.home',
      page: EntryPage,
    },
    olLogin: {
      access: 'GUEST',
      layout: 'orange',
      title: 'login.orangeTitle',
      appBar: false,
      footer: false,
      page: () => <LoginPage variant="orange" />,
    },
    v1Login: {
      access: 'GUEST',
      layout: 'plain',
      title: 'title.login',
      page: () => <LoginPage variant="v1" />,
    },
    passwordSet: {
      ownHeading: true,
      access: 'AUTH',
      layout: 'plain',
      title: 'title.passwordSet',
      plain: true,
      screen: () => import('./plain-screens').then((m) => m.mountPasswordSet),
    },
    login: {
      access: 'GUEST',
      layout: 'plain',
      title: 'title.login',
      page: () => <LoginPage variant="v2" />,
    },
  },
})
