import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import type { ShareContent, ShareOutcome } from '../../shared/services/share'
import { notifyUi, reportToPortal, tellUsableCountStale } from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { hrefOf } from '../../shared/domain/routes'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { vaInfo } from '../purchase'
import { newestUnread } from './domain/notification'
import * as notification from './services/contract'
import { notificationsMachine } from './machines/notifications-machine'
import { frameLineActions, messageLineMachine } from './machines/message-line-machine'

/**
 * The bell and the message line of the app bar (S1 §2, §4), their machines provided with their
 * calls of the contract (S1 §7 notifications, payment vaInfo, admin fcLink) and the portal's effects.
 */
export function wireNotifications(ctx: WireContext) {
  const copy = fromPromise<void, { text: string }>(({ input }) => ctx.clipboard.copy(input.text))
  const share = fromPromise<ShareOutcome, ShareContent>(({ input }) => ctx.sharer.share(input))
  return {
    /** the newest unread notification's QR link (the voucher tools of site 48 show it) */
    newestQrLink: async () =>
      newestUnread((await ctx.client.call(notification.notificationList)).data)?.additional ?? null,
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
        ownIndicator: uiIndicator,
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
