import { fireEvent, screen } from '@testing-library/react'
import { providerPaid } from '../../../support/checkout'
import type { RenderedRoute } from '../../../support/render-route'
import type { ScreenDriver, ScreenDrivers } from '../../../support/screen-drivers'

/** The tester pays a new order in the offline checkout's mobile flow: where the phone is sent back. */
async function paidInCheckout(r: RenderedRoute): Promise<string> {
  const url = await providerPaid(r)
  return `${url.pathname}${url.search}`
}

/** fc0001's detail of product 1 (unlimited stock), its pay button shown */
const detail: ScreenDriver = {
  path: '/v2/Product/1',
  user: 'fc0001',
  ready: async () => void (await screen.findByTestId('product-detail')),
  trigger: () => fireEvent.click(screen.getByTestId('pay')),
}

/** How the purchase pages make each of their calls (issue 30's on-screen matrix). */
export const DRIVERS: ScreenDrivers = {
  productList: { path: '/v2/Product', user: 'fc0001' },
  productDetail: { path: '/v2/Product/1', user: 'fc0001' },
  getMerchantUid: detail,
  // the phone comes back from the checkout to the mobile callback, which confirms the order
  paymentOrder: {
    path: '/v2/Give',
    user: 'fc0001',
    ready: async () => void (await screen.findByTestId('give-usable')),
    trigger: async (r) => {
      // the phone's browser follows the redirect (act's thenable is not awaited, as in the page tests)
      const back = await paidInCheckout(r)
      r.navigate(back)
    },
  },
  // the result page looks the order of its address up (the scenario answers before the mock
  // looks for it, so any merchant uid serves)
  orderInfo: { path: '/v2/PaymentCallback?merchant_uid=M-LOOKUP', user: 'fc0001' },
}
