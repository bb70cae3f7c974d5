import { createViewDeps } from '../../../shared/views/app-context'
import type { SupportContacts } from '../../../shared/domain/support-contacts'
import type { paymentMachine } from '../machines/payment-machine'
import type { productMachine } from '../machines/product-machine'

/** What the purchase views need; their route chunk provides it. */
export interface PurchaseViewDeps {
  product: typeof productMachine
  payment: typeof paymentMachine
  /** the contacts a failed payment offers (the portal's settings) */
  support: SupportContacts
}

export const [PurchaseViews, usePurchaseViews] = createViewDeps<PurchaseViewDeps>('purchase')
