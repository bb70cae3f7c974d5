import type { ComponentType } from 'react'
import { wiredOnce } from '../../shared/machines/wire-context'
import type { PageActors, PageEntry } from '../../shared/views/feature'
import { PurchaseViews } from './views/deps'
import { ProductDetailPage, ProductListPage } from './views/product-pages'
import {
  FixedPaymentPage,
  MobileCallbackPage,
  PaymentResultPage,
  PurchaseCompletePage,
} from './views/payment-pages'
import { wirePurchase } from './wire'
import { OFFLINE_PAYMENT } from './settings'

/** The purchase route chunk (issue 10): its pages share one wiring of the machines. */
const mountPurchase = wiredOnce((ctx) => wirePurchase(ctx))

type Machines = ReturnType<typeof wirePurchase>

/**
 * A purchase page's mount: the screen, and the page actors it names (`product`, `payment`)
 * started as it is entered.
 */
const screenOf = (Page: ComponentType, actors?: (m: Machines, entry: PageEntry) => PageActors) =>
  wiredOnce((ctx) => {
    const machines = mountPurchase(ctx)
    const deps = { ...machines, support: (ctx.settings.payment ?? OFFLINE_PAYMENT).support }
    return {
      deps,
      actors: actors && ((entry: PageEntry) => actors(machines, entry)),
      Screen: function PurchaseScreen() {
        return (
          <PurchaseViews value={deps}>
            <Page />
          </PurchaseViews>
        )
      },
    }
  })

const payment = (m: Machines): PageActors => ({ payment: { logic: m.payment } })

/** The product detail's id from its path (`/v2/Product/:productId`); 0 when it is no id. */
const productIdOf = ({ params }: PageEntry): number => {
  const id = Number(params.productId)
  return Number.isInteger(id) ? id : 0
}

export const mountProductList = screenOf(ProductListPage, (m) => ({
  product: { logic: m.product, input: { productId: null } },
  ...payment(m),
}))
export const mountProductDetail = screenOf(ProductDetailPage, (m, entry) => ({
  product: { logic: m.product, input: { productId: productIdOf(entry) } },
  ...payment(m),
}))
export const mountFixedPayment = screenOf(FixedPaymentPage, payment)
export const mountMobileCallback = screenOf(MobileCallbackPage, payment)
export const mountPaymentResult = screenOf(PaymentResultPage, payment)
export const mountPurchaseComplete = screenOf(PurchaseCompletePage)
