/** Notifications: the bell and the app bar's message line (S1 §2, §4). */
export { notificationsMachine } from './machines/notifications-machine'
export { messageLineMachine } from './machines/message-line-machine'
export { NotificationViews, type NotificationViewDeps } from './views/deps'
export { NotificationBell } from './views/notification-bell'
export { MessageLine } from './views/message-line'
export * as messages from './domain/messages'
export { newestQrLink } from './services/newest-qr-link'
