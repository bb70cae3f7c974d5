import { OFFLINE_CHECKOUT_PATH, OFFLINE_PG_MESSAGE } from '../domain/codes'
import type { PaymentGateway, ProviderAnswer } from './payment-gateway'

/** The window the offline gateway works in (the browser's, or a fake in tests). */
export interface GatewayWindow {
  open(url: string, target: string, features: string): WindowProxy | null
  location: { assign(url: string): void }
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (e: MessageEvent) => void): void
  setInterval(handler: () => void, ms: number): number
  clearInterval(id: number): void
}

export interface OfflineGatewayOptions {
  /** the origin that serves the checkout window (the mock server; the portal's own) */
  origin: string
  win: GatewayWindow
  /** the mobile flow redirects instead of opening a window (S1 §7 mobile redirect) */
  isMobile: () => boolean
  /** how often a closed window is looked for */
  pollMs?: number
}

const WINDOW_NAME = 'offline-pg'
const FEATURES = 'width=480,height=720'

/**
 * The offline stand-in of the provider (decision 018): the mock server's checkout window, where
 * the tester chooses success, failure, cancel or a virtual account. On a desktop it opens as a
 * popup from the click itself (`open`, so no popup blocker refuses it) and answers by posting
 * the SDK's `rsp` to this window; on a phone the page goes to the checkout and comes back to the
 * redirect URL with `imp_uid`, `merchant_uid`, `imp_success` and `error_msg`, as PortOne does.
 */
export function createOfflineGateway(options: OfflineGatewayOptions): PaymentGateway {
  const { win, origin } = options
  let popup: WindowProxy | null = null
  return {
    open() {
      if (!options.isMobile()) popup = win.open('', WINDOW_NAME, FEATURES)
    },
    request(req) {
      const query = new URLSearchParams({
        merchant_uid: req.merchantUid,
        amount: String(req.amount),
        name: req.name,
        pay_method: req.payMethod,
        buyer_name: req.buyer.name,
      })
      if (options.isMobile()) {
        query.set('mode', 'redirect')
        query.set('m_redirect_url', req.redirectUrl)
        win.location.assign(`${origin}${OFFLINE_CHECKOUT_PATH}?${query}`)
        return new Promise<ProviderAnswer>(() => {})
      }
      const url = `${origin}${OFFLINE_CHECKOUT_PATH}?${query}`
      if (popup && !popup.closed) popup.location.href = url
      else popup = win.open(url, WINDOW_NAME, FEATURES)
      const opened = popup
      return new Promise<ProviderAnswer>((resolve) => {
        if (!opened) {
          resolve({
            success: false,
            impUid: null,
            merchantUid: req.merchantUid,
            errorMsg: null,
            closed: true,
          })
          return
        }
        const finish = (answer: ProviderAnswer) => {
          win.removeEventListener('message', onMessage)
          win.clearInterval(timer)
          resolve(answer)
        }
        const onMessage = (e: MessageEvent) => {
          const data: unknown = e.data
          if (e.origin !== origin || typeof data !== 'object' || data === null) return
          if (!('type' in data) || data.type !== OFFLINE_PG_MESSAGE || !('response' in data)) return
          const rsp = data.response
          if (typeof rsp !== 'object' || rsp === null) return
          if (!('merchant_uid' in rsp) || rsp.merchant_uid !== req.merchantUid) return
          finish({
            success: 'success' in rsp && rsp.success === true,
            impUid: 'imp_uid' in rsp && typeof rsp.imp_uid === 'string' ? rsp.imp_uid : null,
            merchantUid: req.merchantUid,
            errorMsg:
              'error_msg' in rsp && typeof rsp.error_msg === 'string' ? rsp.error_msg : null,
          })
        }
        win.addEventListener('message', onMessage)
        // a window closed without an answer: the payment was not made (one more tick first, for
        // the answer the window posted just before it closed)
        let closedSeen = false
        const timer = win.setInterval(() => {
          if (!opened.closed) return
          if (closedSeen)
            finish({
              success: false,
              impUid: null,
              merchantUid: req.merchantUid,
              errorMsg: null,
              closed: true,
            })
          closedSeen = true
        }, options.pollMs ?? 500)
      })
    },
    abandon() {
      popup?.close()
      popup = null
    },
  }
}
