import { assertEvent, assign, setup } from 'xstate'
import { canOpen } from '../../../shared/domain/route-access'
import { routeIdOf, type RouteTable } from '../../../shared/domain/routes'
import type { SessionUser } from '../../../shared/domain/user'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import {
  notificationAction,
  sharedTextOf,
  type Notification,
  type NotificationAction,
} from '../domain/notification'
import type { ShareContent, ShareOutcome } from '../../../shared/services/share'
import { SHARE_GUARDS, shareEndsIn } from '../../../shared/machines/share'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { notifyFailure } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'

export interface NotificationsContext {
  list: Notification[]
  /** the signed-in user: a link is followed only to a screen the user may open */
  session: SessionUser | null
  /** what the notification being opened does */
  opening: { id: number; action: NotificationAction } | null
  /** the words being handed to the share sheet */
  sharing: string | null
}

export type NotificationsEvent =
  /** a page changed the notifications: read the list again, even over a read under way */
  | { type: 'REFRESH' }
  /** the user moved to another page: read the list again, unless a read is under way */
  | { type: 'PAGE.ENTERED' }
  | { type: 'SESSION.STARTED'; session: SessionUser }
  | { type: 'SESSION.ENDED' }
  | { type: 'OPEN'; id: number }
  /** hands a notification's text (voucher codes) to the phone's share sheet (issue 46) */
  | { type: 'SHARE'; id: number }
  | { type: 'READ_ALL.REQUEST' }
  | { type: 'READ_ALL.CONFIRM' }
  | { type: 'READ_ALL.CANCEL' }

const pathOf = (context: NotificationsContext): string | null =>
  context.opening?.action.kind === 'navigate' ? context.opening.action.path : null

type ActionKind = NotificationAction['kind']
const isKind = <K extends ActionKind>(
  action: NotificationAction | undefined,
  kind: K,
): action is Extract<NotificationAction, { kind: K }> => action?.kind === kind

/** a notification of the list: OPEN and SHARE are taken only for one */
const notificationOf = (context: NotificationsContext, id: number): Notification =>
  present(
    context.list.find((n) => n.id === id),
    'the notification',
  )

/** the notification being opened: the states after OPEN are entered with it */
const openingOf = (context: NotificationsContext) =>
  present(context.opening, 'the notification being opened')

/** what the notification being opened does, of the kind the guard before found */
function openingAction<K extends ActionKind>(context: NotificationsContext, kind: K) {
  const { action } = openingOf(context)
  if (!isKind(action, kind)) throw new Error(`the notification being opened does not ${kind}`)
  return action
}

/**
 * The bell menu (S1 §4): the list with its unread count; a notification with a link is marked
 * read and followed (only inside the portal or to an allow-listed host); one with only
 * `additional` text is marked read and copied; a link to a screen the user may not open is not
 * followed (`mayNavigate`: the route guard's answer); read-all asks first.
 */
export interface NotificationsInput {
  /** hosts a notification link may open */
  allowedHosts: readonly string[]
  /** every route's meta: a link is followed only to a screen the user may open */
  routes: RouteTable
}

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  input?: NotificationsInput
  context?: NotificationsContext & NotificationsInput
  events?: NotificationsEvent
} = {}

export const notificationsMachine = setup({
  types,
  actors: {
    list: notProvided<Notification[]>('list'),
    read: notProvided<void, { id: number }>('read'),
    readAll: notProvided<number>('readAll'),
    copy: notProvided<void, { text: string }>('copy'),
    share: notProvided<ShareOutcome, ShareContent>('share'),
  },
  guards: {
    ...SHARE_GUARDS,
    /** a notification of the list */
    listed: ({ context, event }) => {
      assertEvent(event, 'OPEN')
      return context.list.some((n) => n.id === event.id)
    },
    /** a notification of the list with words to hand over (voucher codes) */
    shareable: ({ context, event }) => {
      assertEvent(event, 'SHARE')
      const n = context.list.find((item) => item.id === event.id)
      return n !== undefined && sharedTextOf(n) !== null
    },
    /** an item already read is not marked again */
    alreadyRead: ({ context }) =>
      context.list.find((n) => n.id === context.opening?.id)?.read === 1,
    /** what the notification being opened does is of this kind */
    opensAs: ({ context }, { kind }: { kind: ActionKind }) => isKind(context.opening?.action, kind),
    /** the shell answers whether the route guard would let the user in */
    mayNavigate: ({ context }, { path }: { path: string | null }) => {
      if (path === null) return false
      const id = routeIdOf(path)
      // signed out meanwhile: the route guard sends the user to the login
      return !id || !context.session || canOpen(context.routes[id], context.session)
    },
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    openExternal: (_, _params: { url: string }) => {},
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    list: [],
    session: null,
    opening: null,
    sharing: null,
    allowedHosts: input.allowedHosts,
    routes: input.routes,
  }),
  initial: 'idle',
  on: {
    'SESSION.ENDED': {
      target: '.idle',
      actions: assign({ list: [], session: null, opening: null, sharing: null }),
    },
  },
  states: {
    /** nobody signed in */
    idle: {
      on: {
        'SESSION.STARTED': {
          target: 'loading',
          actions: assign({ session: ({ event }) => event.session }),
        },
      },
    },
    loading: {
      // a read under way answers for the page just entered too (after a sign-in, the session's
      // start and the first page come together); a change a page made may postdate it
      on: { REFRESH: { target: 'loading', reenter: true } },
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        REFRESH: 'loading',
        'PAGE.ENTERED': 'loading',
        OPEN: {
          guard: 'listed',
          // an item already read is not marked again
          target: 'opening',
          actions: assign({
            opening: ({ context, event }) => ({
              id: event.id,
              action: notificationAction(notificationOf(context, event.id), context.allowedHosts),
            }),
          }),
        },
        'READ_ALL.REQUEST': 'confirmingReadAll',
        SHARE: {
          guard: 'shareable',
          target: 'sharing',
          actions: assign({
            sharing: ({ context, event }) => sharedTextOf(notificationOf(context, event.id)),
          }),
        },
      },
    },
    sharing: {
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ context }) => ({ text: context.sharing ?? '' }),
        ...shareEndsIn('ready'),
      },
      exit: assign({ sharing: null }),
    },
    opening: {
      always: [
        {
          guard: 'alreadyRead',
          target: 'following',
        },
        { target: 'marking' },
      ],
    },
    marking: {
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ id: openingOf(context).id }),
        onDone: {
          target: 'following',
          actions: assign({
            list: ({ context }) =>
              context.list.map((n) =>
                n.id === openingOf(context).id ? { ...n, read: 1 as const } : n,
              ),
          }),
        },
        // the read failed: its catalogue row is said, and the notification is still opened
        onError: {
          target: 'following',
          actions: { type: 'notify', params: notifyFailure(ERRORS.notificationRead) },
        },
      },
    },
    following: {
      always: [
        {
          guard: { type: 'mayNavigate', params: ({ context }) => ({ path: pathOf(context) }) },
          target: 'ready',
          actions: [
            {
              type: 'navigate',
              params: ({ context }) => ({ to: openingAction(context, 'navigate').path }),
            },
            assign({ opening: null }),
          ],
        },
        {
          guard: { type: 'opensAs', params: { kind: 'navigate' } },
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: { message: message('notifications.noAccess'), tone: 'error' },
            },
            assign({ opening: null }),
          ],
        },
        {
          guard: { type: 'opensAs', params: { kind: 'open' } },
          target: 'ready',
          actions: [
            {
              type: 'openExternal',
              params: ({ context }) => ({ url: openingAction(context, 'open').url }),
            },
            assign({ opening: null }),
          ],
        },
        {
          guard: { type: 'opensAs', params: { kind: 'blocked' } },
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: { message: message('notifications.unsafeLink'), tone: 'error' },
            },
            assign({ opening: null }),
          ],
        },
        { guard: { type: 'opensAs', params: { kind: 'copy' } }, target: 'copying' },
        { target: 'ready', actions: assign({ opening: null }) },
      ],
    },
    copying: {
      invoke: {
        id: 'copy',
        src: 'copy',
        input: ({ context }) => ({ text: openingAction(context, 'copy').text }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'notify', params: { message: message('copy.done'), tone: 'success' } },
            assign({ opening: null }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'notify', params: { message: message('copy.failed'), tone: 'error' } },
            assign({ opening: null }),
          ],
        },
      },
    },
    confirmingReadAll: {
      on: { 'READ_ALL.CONFIRM': 'readingAll', 'READ_ALL.CANCEL': 'ready' },
    },
    readingAll: {
      invoke: {
        id: 'readAll',
        src: 'readAll',
        onDone: 'loading',
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: { message: message('common.error'), tone: 'error' } },
        },
      },
    },
  },
})
