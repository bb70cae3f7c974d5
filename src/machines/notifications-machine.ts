import { assign, fromPromise, setup } from 'xstate'
import type { Message } from '../domain/messages'
import { message } from '../domain/messages'
import {
  notificationAction,
  type Notification,
  type NotificationAction,
} from '../domain/notification'

export interface NotificationsContext {
  list: Notification[]
  /** what the notification being opened does */
  opening: { id: number; action: NotificationAction } | null
}

export type NotificationsEvent =
  | { type: 'REFRESH' }
  | { type: 'OPEN'; id: number }
  | { type: 'READ_ALL.REQUEST' }
  | { type: 'READ_ALL.CONFIRM' }
  | { type: 'READ_ALL.CANCEL' }

const pathOf = (context: NotificationsContext): string | null =>
  context.opening?.action.kind === 'navigate' ? context.opening.action.path : null

/**
 * The bell menu (S1 §4): the list with its unread count; a notification with a link is marked
 * read and followed (only inside the portal or to an allow-listed host); one with only
 * `additional` text is marked read and copied; a link to a screen the user may not open is not
 * followed (`mayNavigate`: the route guard's answer); read-all asks first.
 */
export const notificationsMachine = setup({
  types: {
    input: {} as { allowedHosts: readonly string[] },
    context: {} as NotificationsContext & { allowedHosts: readonly string[] },
    events: {} as NotificationsEvent,
  },
  actors: {
    list: fromPromise<Notification[]>(async () => {
      throw new Error('list not provided')
    }),
    read: fromPromise<void, { id: number }>(async () => {
      throw new Error('read not provided')
    }),
    readAll: fromPromise<number>(async () => {
      throw new Error('readAll not provided')
    }),
    copy: fromPromise<void, { text: string }>(async () => {
      throw new Error('copy not provided')
    }),
  },
  guards: {
    /** the shell answers whether the route guard would let the user in */
    mayNavigate: (_, params: { path: string | null }) => params.path !== null,
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    openExternal: (_, _params: { url: string }) => {},
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ list: [], opening: null, allowedHosts: input.allowedHosts }),
  initial: 'loading',
  states: {
    loading: {
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
        OPEN: {
          guard: ({ context, event }) => context.list.some((n) => n.id === event.id),
          target: 'marking',
          actions: assign({
            opening: ({ context, event }) => ({
              id: event.id,
              action: notificationAction(
                context.list.find((n) => n.id === event.id)!,
                context.allowedHosts,
              ),
            }),
          }),
        },
        'READ_ALL.REQUEST': 'confirmingReadAll',
      },
    },
    marking: {
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ id: context.opening!.id }),
        onDone: {
          target: 'following',
          actions: assign({
            list: ({ context }) =>
              context.list.map((n) =>
                n.id === context.opening!.id ? { ...n, read: 1 as const } : n,
              ),
          }),
        },
        onError: 'following',
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
              params: ({ context }) => ({ to: (context.opening!.action as { path: string }).path }),
            },
            assign({ opening: null }),
          ],
        },
        {
          guard: ({ context }) => context.opening?.action.kind === 'navigate',
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
          guard: ({ context }) => context.opening?.action.kind === 'open',
          target: 'ready',
          actions: [
            {
              type: 'openExternal',
              params: ({ context }) => ({ url: (context.opening!.action as { url: string }).url }),
            },
            assign({ opening: null }),
          ],
        },
        { guard: ({ context }) => context.opening?.action.kind === 'copy', target: 'copying' },
        { target: 'ready', actions: assign({ opening: null }) },
      ],
    },
    copying: {
      invoke: {
        id: 'copy',
        src: 'copy',
        input: ({ context }) => ({ text: (context.opening!.action as { text: string }).text }),
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
