import { createViewDeps } from '../../../shared/views/app-context'
import type { paymentMachine } from '../machines/payment-machine'
import type { productMachine } from '../machines/product-machine'

/** What the purchase views need; their route chunk provides it. */
export interface PurchaseViewDeps {
  product: typeof productMachine
  payment: typeof paymentMachine
}

export const [PurchaseViews, usePurchaseViews] = createViewDeps<PurchaseViewDeps>('purchase')
