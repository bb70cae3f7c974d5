import { enqueueActions, sendTo, setup } from 'xstate'
import type { SessionUser } from '../shared/domain/user'
import { appBarFeatures } from '../shared/domain/user'
import { UI_SYSTEM_ID, type PortalReport } from '../shared/machines/effects'
import { uiMachine } from '../shared/machines/ui-machine'
import {
  SESSION_SYSTEM_ID,
  routeGuardMachine,
  sessionMachine,
  type SessionReport,
} from '../features/session'
import { voucherBarMachine } from '../features/vouchers'
import { messageLineMachine, notificationsMachine } from '../features/notifications'

export interface PortalInput {
  viewportWidth: number
  /** hosts a notification link may open */
  linkHosts: readonly string[]
}

/**
 * The root of the portal's one actor system. Its children are the long-lived actors (ui,
 * session, route guard and the app bar's voucher tools, bell and message line), each with a
 * systemId; page actors join the system with the root as their parent. The root forwards what
 * one actor reports to the actors it concerns, so every message between them is an event the
 * journal and the inspector see.
 */
export const portalMachine = setup({
  types: {
    input: {} as PortalInput,
    context: {} as PortalInput & { userId: string | null },
    events: {} as SessionReport | PortalReport,
    children: {} as {
      ui: 'ui'
      session: 'session'
      routeGuard: 'routeGuard'
      voucherBar: 'voucherBar'
      notifications: 'notifications'
      messageLine: 'messageLine'
    },
  },
  actors: {
    ui: uiMachine,
    session: sessionMachine,
    routeGuard: routeGuardMachine,
    voucherBar: voucherBarMachine,
    notifications: notificationsMachine,
    messageLine: messageLineMachine,
  },
}).createMachine({
  id: 'portal',
  context: ({ input }) => ({ ...input, userId: null }),
  invoke: [
    {
      id: 'ui',
      systemId: UI_SYSTEM_ID,
      src: 'ui',
      input: ({ context }) => ({ width: context.viewportWidth }),
    },
    { id: 'session', systemId: SESSION_SYSTEM_ID, src: 'session' },
    { id: 'routeGuard', systemId: 'routeGuard', src: 'routeGuard' },
    { id: 'voucherBar', systemId: 'voucherBar', src: 'voucherBar' },
    {
      id: 'notifications',
      systemId: 'notifications',
      src: 'notifications',
      input: ({ context }) => ({ allowedHosts: context.linkHosts }),
    },
    { id: 'messageLine', systemId: 'messageLine', src: 'messageLine' },
  ],
  on: {
    'SESSION.CHANGED': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // the app-bar actors wait until the first password is set: the server refuses them until
        // then (decision 012)
        const session: SessionUser | null = event.session?.passwordPending ? null : event.session
        const userId = session?.user.userId ?? null
        if (userId !== context.userId) {
          // another user (or nobody): the app-bar actors start over for them
          enqueue.sendTo('voucherBar', { type: 'SESSION.ENDED' })
          enqueue.sendTo('notifications', { type: 'SESSION.ENDED' })
          enqueue.sendTo('messageLine', { type: 'SESSION.ENDED' })
          if (session) {
            enqueue.sendTo('notifications', { type: 'SESSION.STARTED', session })
            enqueue.sendTo('messageLine', { type: 'SESSION.STARTED' })
          }
          enqueue.assign({ userId })
        }
        if (session) {
          enqueue.sendTo('voucherBar', {
            type: 'SESSION.CHANGED',
            usableCount: session.usableCount,
            qrVoucher: appBarFeatures(session).qrVoucher,
          })
        }
      }),
    },
    'USABLE_COUNT.CHANGED': {
      actions: sendTo('session', ({ event }) => ({
        type: 'USABLE_COUNT.SET' as const,
        usableCount: event.usableCount,
      })),
    },
    // a deposit granted rights: the session reads the user (and so the usable count) again
    'USABLE_COUNT.STALE': { actions: sendTo('session', { type: 'REFRESH' }) },
    'NOTIFICATIONS.CHANGED': { actions: sendTo('notifications', { type: 'REFRESH' }) },
    // a virtual account was issued: the message line shows it without waiting for its poll
    'VBANK.CHANGED': { actions: sendTo('messageLine', { type: 'REFRESH' }) },
    // a page actor that failed reports it here (its parent): say so instead of swallowing it
    '*': {
      actions: ({ event }) => {
        if (event.type.startsWith('xstate.error.actor'))
          console.error('portal: an actor failed', (event as { error?: unknown }).error)
      },
    },
  },
})
