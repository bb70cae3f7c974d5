import { vbankDueOf } from '../domain/purchase'
import type { PaymentGateway, ProviderAnswer } from './payment-gateway'

/** The part of PortOne v1's `window.IMP` the portal uses. */
export interface PortOneSdk {
  init(merchantCode: string): void
  request_pay(params: Record<string, unknown>, callback: (rsp: PortOneResponse) => void): void
}

/** PortOne v1's callback answer (`rsp`), the fields the portal reads. */
export interface PortOneResponse {
  success?: boolean
  imp_success?: boolean
  imp_uid?: string | null
  merchant_uid: string
  error_msg?: string | null
}

export interface PortOneOptions {
  /** the SDK's script URL (VITE_PORTONE_SCRIPT_URL) */
  scriptUrl: string
  /** the merchant code given to IMP.init (VITE_PORTONE_MERCHANT_CODE) */
  merchantCode: string
  /** the window the SDK lives on */
  win: Window & { IMP?: PortOneSdk }
  now?: () => Date
}

/** Loads a script once; the promise fails when it cannot load. */
function loadScript(win: Window, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`could not load ${src}`))
    win.document.head.appendChild(script)
  })
}

/**
 * The PortOne v1 SDK as the payment gateway (S1 §7): loaded from a configurable script URL the
 * first time it is needed, `IMP.init(merchantCode)` once, then `IMP.request_pay` with the
 * html5_inicis provider, card installments 0, the mobile redirect and, for a virtual account, a
 * due time two days later. The SDK opens its own layer, so `open` has nothing to do.
 */
export function createPortOneGateway(options: PortOneOptions): PaymentGateway {
  const now = options.now ?? (() => new Date())
  let ready: Promise<PortOneSdk> | null = null
  const sdk = () => {
    ready ??= (async () => {
      if (!options.win.IMP) await loadScript(options.win, options.scriptUrl)
      const imp = options.win.IMP
      if (!imp) throw new Error('the PortOne SDK did not define window.IMP')
      imp.init(options.merchantCode)
      return imp
    })().catch((e: unknown) => {
      ready = null
      throw e
    })
    return ready
  }
  return {
    open() {
      // preloads the SDK while the merchant uid is fetched
      sdk().catch(() => {})
    },
    async request(req) {
      const imp = await sdk()
      return new Promise<ProviderAnswer>((resolve) => {
        imp.request_pay(
          {
            pg: 'html5_inicis',
            pay_method: req.payMethod,
            merchant_uid: req.merchantUid,
            name: req.name,
            amount: req.amount,
            buyer_name: req.buyer.name,
            buyer_tel: req.buyer.tel,
            buyer_email: req.buyer.email,
            m_redirect_url: req.redirectUrl,
            ...(req.payMethod === 'vbank' ? { vbank_due: vbankDueOf(now()) } : {}),
            display: { card_quota: [0] },
          },
          (rsp) =>
            resolve({
              success: rsp.success ?? rsp.imp_success ?? false,
              impUid: rsp.imp_uid ?? null,
              merchantUid: rsp.merchant_uid,
              errorMsg: rsp.error_msg ?? null,
            }),
        )
      })
    },
    abandon() {},
  }
}
