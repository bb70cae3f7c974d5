import type { Notification } from '../domain/notification'
import type { VbankInfo } from '../domain/notification'
import { vaInfo } from '../../purchase'
import * as notification from './contract'
import type { ApiClient } from '../../../shared/services/http-client'

/** Notifications and the message line's sources (S1 §7 notifications, payment vaInfo, admin fcLink). */
export interface NotificationService {
  list(): Promise<Notification[]>
  read(id: number): Promise<void>
  readAll(): Promise<number>
  vbankInfo(): Promise<VbankInfo | null>
  fcLinkCode(): Promise<string | null>
}

export function createNotificationService(client: ApiClient): NotificationService {
  return {
    async list() {
      return (await client.call(notification.notificationList)).data
    },
    async read(id) {
      await client.call(notification.notificationRead, { params: { id } })
    },
    async readAll() {
      return (await client.call(notification.notificationReadAll)).data.updated
    },
    async vbankInfo() {
      return (await client.call(vaInfo, { silent: true })).data
    },
    async fcLinkCode() {
      return (await client.call(notification.fcLink)).data.linkCode
    },
  }
}
