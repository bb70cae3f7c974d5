import type { ApiClient } from '../../../shared/services/http-client'
import { newestUnread } from '../domain/notification'
import { notificationList } from './contract'

/** The newest unread notification's QR link (site 48: the voucher just created), or null. */
export async function newestQrLink(client: ApiClient): Promise<string | null> {
  return newestUnread((await client.call(notificationList)).data)?.additional ?? null
}
