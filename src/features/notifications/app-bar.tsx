import { useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { appBarFeatures, type SessionUser } from '../../shared/domain/user'
import { useAppBarActor, type AppBarFeature } from '../../shared/views/app-bar'
import type { ShareContent, ShareOutcome } from '../../shared/services/share'
import { notifyUi, reportToPortal, tellUsableCountStale } from '../../shared/machines/effects'
import { hrefOf } from '../../shared/domain/routes'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { vaInfo } from '../purchase'
import * as notification from './services/contract'
import { notificationsMachine } from './machines/notifications-machine'
import { frameLineActions, messageLineMachine } from './machines/message-line-machine'
import { NotificationViews } from './views/deps'
import { NotificationBell } from './views/notification-bell'
import { MessageLine } from './views/message-line'
import * as messages from './domain/messages'

/**
 * The bell and the message line of the app bar (S1 §2, §4), their machines provided with their
 * calls of the contract (S1 §7 notifications, payment vaInfo, admin fcLink) and the portal's effects.
 */
export function wireNotifications(ctx: WireContext) {
  const copy = fromPromise<void, { text: string }>(({ input }) => ctx.clipboard.copy(input.text))
  const share = fromPromise<ShareOutcome, ShareContent>(({ input }) => ctx.sharer.share(input))
  return {
    notifications: notificationsMachine.provide({
      actors: {
        list: fromOperation(ctx.client, notification.notificationList, { answer: dataOf }),
        read: fromOperation(ctx.client, notification.notificationRead, {
          call: ({ id }: { id: number }) => ({ params: { id } }),
          answer: () => {},
        }),
        // how many it marked read
        readAll: fromOperation(ctx.client, notification.notificationReadAll, {
          answer: ({ data }) => data.updated,
        }),
        copy,
        share,
      },
      actions: {
        navigate: (_, { to }) => ctx.navigate(to),
        openExternal: (_, { url }) => ctx.openWindow(url),
        notify: notifyUi(),
      },
    }),
    messageLine: messageLineMachine.provide({
      actors: {
        // read in the background: no loading overlay
        vbankInfo: fromOperation(ctx.client, vaInfo, {
          call: () => ({ silent: true }),
          answer: dataOf,
        }),
        share,
        fcLinkUrl: fromOperation(ctx.client, notification.fcLink, {
          answer: ({ data: { linkCode } }) =>
            linkCode ? `${ctx.origin}${hrefOf('fcLink', { linkCode })}` : null,
        }),
        copy,
      },
      actions: {
        notify: notifyUi(),
        log: (_, { error }) => console.warn('message line:', error),
        usableCountStale: tellUsableCountStale(),
        notificationsChanged: reportToPortal('NOTIFICATIONS.CHANGED'),
        ...frameLineActions(ctx.frameMemory),
      },
    }),
  }
}

/** the message line, for every user signed in */
function LinePart() {
  return <MessageLine />
}

/** the bell, for a user whose app bar has it (not on site 48) */
function BellPart({ session }: { session: SessionUser }) {
  return appBarFeatures(session).bell ? <NotificationBell /> : null
}

function Views({ children }: { children: ReactNode }) {
  const notifications = useAppBarActor('notifications')
  const messageLine = useAppBarActor('messageLine')
  const value = useMemo(() => ({ notifications, messageLine }), [notifications, messageLine])
  return <NotificationViews value={value}>{children}</NotificationViews>
}

/** The bell and the message line of the app bar (decision 075). */
export const appBar: AppBarFeature = {
  actors: (ctx) => {
    const { notifications, messageLine } = wireNotifications(ctx)
    return {
      notifications: {
        logic: notifications,
        input: ({ linkHosts, routes }) => ({ allowedHosts: linkHosts, routes }),
        // each page the same user moves to shows the bell's list read again (once: a read under
        // way serves it); a page that changed the notifications (a voucher given) has it read at
        // once, even over a read under way
        on: {
          'PAGE.ENTERED': { type: 'PAGE.ENTERED' },
          'NOTIFICATIONS.CHANGED': { type: 'REFRESH' },
        },
      },
      // a virtual account issued: the message line shows it without waiting for its poll
      messageLine: { logic: messageLine, on: { 'VBANK.CHANGED': { type: 'REFRESH' } } },
    }
  },
  parts: [
    { slot: 'tools', order: 1, Part: LinePart },
    { slot: 'end', order: 2, Part: BellPart },
  ],
  Views,
  messages,
}
