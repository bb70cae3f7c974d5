import { createViewDeps } from '../../../shared/views/app-context'
import type { SupportContacts } from '../../../shared/domain/support-contacts'

/** What the purchase views need besides their page actors; their route chunk provides it. */
export interface PurchaseViewDeps {
  /** the contacts a failed payment offers (the portal's settings) */
  support: SupportContacts
}

export const [PurchaseViews, usePurchaseViews] = createViewDeps<PurchaseViewDeps>('purchase')
