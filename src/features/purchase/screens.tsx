import type { ComponentType } from 'react'
import { wiredOnce } from '../../shared/machines/wire-context'
import { PurchaseViews } from './views/deps'
import { ProductDetailPage, ProductListPage } from './views/product-pages'
import {
  FixedPaymentPage,
  MobileCallbackPage,
  PaymentResultPage,
  PurchaseCompletePage,
} from './views/payment-pages'
import { wirePurchase } from './wire'

/** The purchase route chunk (issue 10): its pages share one wiring of the machines. */
const mountPurchase = wiredOnce((ctx) => wirePurchase(ctx))

const screenOf = (Page: ComponentType) =>
  wiredOnce((ctx) => {
    const deps = { ...mountPurchase(ctx), support: ctx.settings.payment.support }
    return { deps, Screen: PurchaseScreen }
    function PurchaseScreen() {
      return (
        <PurchaseViews value={deps}>
          <Page />
        </PurchaseViews>
      )
    }
  })

export const mountProductList = screenOf(ProductListPage)
export const mountProductDetail = screenOf(ProductDetailPage)
export const mountFixedPayment = screenOf(FixedPaymentPage)
export const mountMobileCallback = screenOf(MobileCallbackPage)
export const mountPaymentResult = screenOf(PaymentResultPage)
export const mountPurchaseComplete = screenOf(PurchaseCompletePage)
