import type { ActorRefFrom } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { notificationsMachine } from '../machines/notifications-machine'
import type { messageLineMachine } from '../machines/message-line-machine'

/** What the notification views need; `src/app` provides it. */
export interface NotificationViewDeps {
  notifications: ActorRefFrom<typeof notificationsMachine>
  messageLine: ActorRefFrom<typeof messageLineMachine>
}

export const [NotificationViews, useNotificationViews] =
  createViewDeps<NotificationViewDeps>('notifications')
