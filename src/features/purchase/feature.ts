import { defineFeature, screensFrom } from '../../shared/views/feature'
import { PRODUCT_MENU } from './domain/access'

/** The feature's screens module: each route's chunk, its words with it (decision 074). */
const screens = screensFrom(() => import('./screens'))

/** The purchase feature's manifest: its routes (S1 §2, §6; S2 §2.1, §2.2) and screens. */
export default defineFeature({
  id: 'purchase',
  routes: {
    olPurchaseComplete: {
      ownHeading: true,
      access: 'AUTH',
      layout: 'partner',
      title: 'title.purchaseComplete',
      appBar: false,
      footer: false,
      screen: screens((m) => m.mountPurchaseComplete),
    },
    product: {
      access: 'AUTH',
      layout: 'v2',
      title: 'title.product',
      summary: 'summary.product',
      menu: PRODUCT_MENU,
      screen: screens((m) => m.mountProductList),
    },
    productDetail: {
      access: 'AUTH',
      layout: 'v2',
      title: 'title.product',
      screen: screens((m) => m.mountProductDetail),
    },
    payment: {
      access: 'AUTH',
      layout: 'v2',
      title: 'title.payment',
      screen: screens((m) => m.mountFixedPayment),
    },
    paymentMobileCallback: {
      access: 'AUTH',
      layout: 'mobile',
      title: 'title.paymentResult',
      screen: screens((m) => m.mountMobileCallback),
    },
    paymentMobileError: {
      access: 'AUTH',
      layout: 'mobile',
      title: 'title.paymentResult',
      screen: screens((m) => m.mountPaymentResult),
    },
    paymentCallback: {
      access: 'AUTH',
      layout: 'v2',
      title: 'title.paymentResult',
      screen: screens((m) => m.mountPaymentResult),
    },
  },
})
