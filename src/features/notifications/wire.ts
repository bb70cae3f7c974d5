import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import type { ShareContent, ShareOutcome } from '../../shared/services/share'
import { notifyUi, reportToPortal, tellUsableCountStale } from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { hrefOf } from '../../shared/domain/routes'
import { newestUnread } from './domain/notification'
import { createNotificationService } from './services/notification-service'
import { notificationsMachine } from './machines/notifications-machine'
import { frameLineActions, messageLineMachine } from './machines/message-line-machine'

/** The bell and the message line of the app bar (S1 §2, §4). */
export function wireNotifications(ctx: WireContext) {
  const notices = createNotificationService(ctx.client)
  const copy = fromPromise<void, { text: string }>(({ input }) => ctx.clipboard.copy(input.text))
  const share = fromPromise<ShareOutcome, ShareContent>(({ input }) => ctx.sharer.share(input))
  return {
    /** the newest unread notification's QR link (the voucher tools of site 48 show it) */
    newestQrLink: async () => newestUnread(await notices.list())?.additional ?? null,
    notifications: notificationsMachine.provide({
      actors: {
        list: fromPromise(() => notices.list()),
        read: fromPromise(({ input }) => notices.read(input.id)),
        readAll: fromPromise(() => notices.readAll()),
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
        vbankInfo: fromPromise(() => notices.vbankInfo()),
        share,
        fcLinkUrl: fromPromise(async () => {
          const code = await notices.fcLinkCode()
          return code ? `${ctx.origin}${hrefOf('fcLink', { linkCode: code })}` : null
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
