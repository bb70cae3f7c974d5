import { fromPromise } from 'xstate'
import type { FeatureContext } from '../../shared/machines/wire-context'
import { notifyUi, reportToPortal, tellUsableCountStale } from '../../shared/machines/effects'
import { PATHS } from '../../shared/domain/routes'
import { SITE } from '../../shared/domain/codes'
import { callbackArrival, lookupArrival, type PaymentArrival } from './domain/arrival'
import { createPurchaseService, pendingPaymentStore } from './services/purchase-service'
import { createOfflineGateway } from './services/offline-gateway'
import { createPortOneGateway } from './services/portone-gateway'
import type { PaymentGateway } from './services/payment-gateway'
import { OFFLINE_PAYMENT } from './settings'
import { paymentMachine } from './machines/payment-machine'
import { productMachine } from './machines/product-machine'
import type { ComponentType } from 'react'
import { wiredOnce } from '../../shared/machines/wire-context'
import type { PageActors, PageEntry } from '../../shared/views/feature'
import { PurchaseViews } from './views/deps'
import { ProductDetailPage, ProductListPage } from './views/product-pages'
import { FixedPaymentPage, PaymentResultPage, PurchaseCompletePage } from './views/payment-pages'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/** The layout breakpoint (S1 §9): narrower is a phone, whose payment redirects. */
const MOBILE_BELOW_PX = 1024

/** The provider the settings name (decision 018). */
function gatewayOf(ctx: FeatureContext): PaymentGateway {
  const payment = ctx.settings.payment ?? OFFLINE_PAYMENT
  if (payment.provider === 'portone')
    return createPortOneGateway({
      scriptUrl: payment.scriptUrl,
      merchantCode: payment.merchantCode,
      win: window,
    })
  return createOfflineGateway({
    origin: ctx.origin,
    win: window,
    isMobile: () => window.innerWidth < MOBILE_BELOW_PX,
  })
}

/** Buying usage rights (the purchase route chunk): the product pages and the payment. */
export function wirePurchase(ctx: FeatureContext) {
  const purchase = createPurchaseService(ctx.client)
  const pending = pendingPaymentStore(typeof localStorage === 'undefined' ? null : localStorage)
  let gateway: PaymentGateway | null = null
  const provider = () => (gateway ??= gatewayOf(ctx))
  return {
    product: productMachine.provide({
      actors: {
        products: fromPromise(() => purchase.products()),
        product: fromPromise(({ input }) => purchase.product(input.productId)),
      },
      actions: {
        notify: notifyUi(),
        navigate: (_, { to, replace }) => ctx.navigate(to, { replace: replace ?? false }),
        back: () => ctx.navigate(PATHS.product, { replace: true }),
      },
    }),
    payment: paymentMachine.provide({
      actors: {
        loadPending: fromPromise(async () => pending.load()),
        getMerchantUid: fromPromise(({ input }) => purchase.merchantUid(input)),
        requestPayment: fromPromise(({ input }) =>
          provider().request({
            ...input,
            redirectUrl: `${ctx.origin}${PATHS.paymentMobileCallback}`,
          }),
        ),
        confirmOrder: fromPromise(({ input }) => purchase.confirm(input.impUid, input.merchantUid)),
        lookupOrder: fromPromise(({ input }) => purchase.lookup(input.merchantUid)),
      },
      actions: {
        openProvider: () => provider().open(),
        abandonProvider: () => provider().abandon(),
        rememberPending: (_, p) => pending.save(p),
        forgetPending: () => pending.clear(),
        usableCountStale: tellUsableCountStale(),
        notificationsChanged: reportToPortal('NOTIFICATIONS.CHANGED'),
        vbankChanged: reportToPortal('VBANK.CHANGED'),
        navigate: (_, { to }) => ctx.navigate(to),
      },
    }),
  }
}

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
    const views = { ...machines, support: (ctx.settings.payment ?? OFFLINE_PAYMENT).support }
    return {
      actors: actors && ((entry: PageEntry) => actors(machines, entry)),
      Screen: function PurchaseScreen() {
        return (
          <PurchaseViews value={views}>
            <Page />
          </PurchaseViews>
        )
      },
    }
  })

const payment = (m: Machines): PageActors => ({ payment: { logic: m.payment, input: {} } })

/**
 * A landing page's payment, started with what its address says; site 1's paid result goes to
 * the purchase-complete page (S1 §4).
 */
const landing =
  (arrivalOf: (query: URLSearchParams, completePage: boolean) => PaymentArrival) =>
  (m: Machines, { search, session }: PageEntry): PageActors => ({
    payment: {
      logic: m.payment,
      input: { arrival: arrivalOf(search, session?.user.siteId === SITE.ORANGE) },
    },
  })

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
export const mountMobileCallback = screenOf(PaymentResultPage, landing(callbackArrival))
export const mountPaymentResult = screenOf(PaymentResultPage, landing(lookupArrival))
export const mountPurchaseComplete = screenOf(PurchaseCompletePage)
