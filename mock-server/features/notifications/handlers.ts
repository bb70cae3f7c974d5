import * as notification from '../../../src/features/notifications/services/contract'
import * as payment from '../../../src/features/purchase/services/contract'
import { errorResponse, handleAuthed, idParam, ok, type MockContext } from '../../http'
import type { NotificationRecord } from './records'

const publicNotification = ({ userId: _userId, ...n }: NotificationRecord) => n

/** Newest first: regDate descending, then id descending. */
const newestFirst = (a: NotificationRecord, b: NotificationRecord) =>
  a.regDate < b.regDate ? 1 : a.regDate > b.regDate ? -1 : b.id - a.id

/**
 * The app bar's calls (S1 §2 app bar, §3, §4): the notification bell (list, read one, read all)
 * and the running message line (virtual-bank info, or the FC link).
 */
export const notificationHandlers = (ctx: MockContext) => {
  const mine = (userId: string) => ctx.db.notifications.all().filter((n) => n.userId === userId)

  return [
    handleAuthed(ctx, notification.notificationList, ({ caller }) =>
      ok({ data: mine(caller.userId).sort(newestFirst).map(publicNotification) }),
    ),

    handleAuthed(
      ctx,
      notification.notificationRead,
      async ({ caller, params }) => {
        const id = idParam(params.id)
        const found =
          id === null
            ? undefined
            : ctx.db.notifications.findFirst((q) => q.where({ id, userId: caller.userId }))
        if (!found) return errorResponse(404, '알림이 없습니다.')
        await ctx.db.notifications.update((q) => q.where({ id: found.id }), {
          data(n) {
            n.read = 1
          },
        })
        return ok({})
      },
      { mutates: true },
    ),

    handleAuthed(
      ctx,
      notification.notificationReadAll,
      async ({ caller }) => {
        const unread = mine(caller.userId).filter((n) => n.read === 0)
        for (const n of unread) {
          await ctx.db.notifications.update((q) => q.where({ id: n.id }), {
            data(r) {
              r.read = 1
            },
          })
        }
        return ok({ data: { updated: unread.length } })
      },
      { mutates: true },
    ),

    handleAuthed(ctx, payment.vaInfo, ({ caller }) => {
      const info = ctx.db.vbankInfos.findFirst((q) => q.where({ userId: caller.userId }))
      if (!info) return ok({ data: null })
      const { userId: _userId, quantity: _quantity, merchantUid: _merchantUid, ...data } = info
      return ok({ data })
    }),

    handleAuthed(ctx, notification.fcLink, ({ caller }) =>
      ok({ data: { linkCode: caller.linkCode } }),
    ),
  ]
}
