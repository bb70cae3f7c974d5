import {
  notificationsMachine,
  type NotificationsContext,
} from '../../../src/features/notifications/machines/notifications-machine'
import type { Notification } from '../../../src/features/notifications/domain/notification'
import { ERRORS } from '../../../src/features/notifications/domain/errors'
import { wireNotifications } from '../../../src/features/notifications/app-bar'
import { LINK_ALIASES, PATHS } from '../../../src/shared/domain/routes'
import type { ApiError } from '../../../src/shared/services/api-error'
import { ROUTE_TABLE } from '../../support/route-table'
import { fc0001Session } from '../../support/sessions'
import { defineModel, failuresOf, http, network } from '../model'
import { noRows } from '../live'
import { notificationRow } from '../../support/rows'

const HOST = 'allowed.test'

const note = notificationRow

/** One notification of each kind a click tells apart (S1 §4). */
const LIST: Notification[] = [
  // an alias to a screen fc0001 may open
  note(1, { urlLink: Object.keys(LINK_ALIASES)[0]! }),
  // only text: copied on click, and handed to the share sheet (id 2, as fc0001's in the mock)
  note(2, { additional: 'QR-CODE-TEXT-0005' }),
  // an absolute link to an allowed host, and one to another scheme
  note(3, { urlLink: `https://${HOST}/notice/3` }),
  note(4, { urlLink: 'javascript:alert(1)' }),
  // a portal path fc0001 (role F) may not open
  note(5, { urlLink: PATHS.employee }),
  // nothing to follow; and one already read (not marked again)
  note(6, {}),
  note(7, { urlLink: PATHS.give, read: 1 }),
]

/**
 * fc0001's notifications in the mock (the live account's, newest first): links to two statistics
 * screens, a text (id 2, shared as LIST's text is), and an old read link of another scheme.
 */
const MOCK_LIST: Notification[] = [
  note(4, { urlLink: '/statistics/purchase-history' }),
  note(3, { urlLink: '/statistics/gift-history' }),
  note(2, { additional: '건강 리포트 앱 설치: https://example.com/app' }),
  note(1, { urlLink: 'javascript:alert(1)', read: 1 }),
]

/** the clipboard or the share sheet refused (a DOMException in the browser, not an API error) */
const refused = new Error('NotAllowedError') as ApiError

/**
 * The bell (S1 §4): a session starts and ends; the list is read (one of each kind, or none) and
 * refreshed; each notification is opened (plus an id the list does not hold), the text one is
 * shared (and a link one, which is refused); read-all is asked, confirmed and cancelled. The read
 * failure is notified (no `shows`); list, read-all, copy and share failures are said or ignored
 * by the machine itself.
 */
export default defineModel({
  machine: notificationsMachine,
  input: { allowedHosts: [HOST], routes: ROUTE_TABLE },
  events: (snapshot) => {
    const ended = { type: 'SESSION.ENDED' } as const
    if (snapshot.matches('idle'))
      return [{ type: 'SESSION.STARTED', session: fc0001Session }, ended]
    if (snapshot.matches('loading')) return [{ type: 'REFRESH' }, { type: 'PAGE.ENTERED' }, ended]
    if (snapshot.matches('ready'))
      return [
        { type: 'REFRESH' },
        { type: 'PAGE.ENTERED' },
        ...[...LIST.map((n) => n.id), 99].map((id) => ({ type: 'OPEN', id })),
        { type: 'SHARE', id: 2 },
        { type: 'SHARE', id: 1 },
        { type: 'READ_ALL.REQUEST' },
        ended,
      ]
    if (snapshot.matches('confirmingReadAll'))
      return [{ type: 'READ_ALL.CONFIRM' }, { type: 'READ_ALL.CANCEL' }, ended]
    return [ended]
  },
  answers: {
    list: {
      outputs: [MOCK_LIST, LIST, []],
      failures: [http(500, 'notifications'), network('notifications')],
    },
    read: { outputs: [undefined], failures: failuresOf(ERRORS.notificationRead) },
    readAll: { outputs: [3], failures: [http(500, 'readAll'), network('readAll')] },
    copy: { outputs: [undefined], failures: [refused] },
    // the share sheet's outcomes, and the clipboard's when there is no sheet
    share: { outputs: ['copied', 'shared', 'cancelled'], failures: [refused] },
  },
  // the route table is the input's, the same in every state
  serialize: (snapshot) => {
    const c = snapshot.context as NotificationsContext
    return {
      value: snapshot.value,
      read: c.list.map((n) => `${n.id}:${n.read}`),
      session: c.session?.user.userId ?? null,
      opening: c.opening,
      sharing: c.sharing,
    }
  },
  depth: 5,

  live: {
    account: 'fc0001',
    accounts: [{ account: 'fc0002', outputs: { list: { index: 2, shows: noRows } } }],
    wire: (ctx) => wireNotifications(ctx).notifications.provide({ actions: { notify: () => {} } }),
    // the clipboard and the share sheet answer as the path says
    device: { copy: 'copy', share: 'share' },
    // one notification of each kind a click tells apart: a QA scenario answers the list with them
    given: { list: { 1: LIST } },
    operations: {
      list: 'notificationList',
      read: 'notificationRead',
      readAll: 'notificationReadAll',
    },
    minimumPaths: 32,
  },
})
