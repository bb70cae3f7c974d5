import { DEMO_SUPPORT, type SupportContacts } from '../../shared/domain/support-contacts'

/** The payment provider the portal is built for (decision 018). */
export interface PaymentSettings {
  provider: 'portone' | 'offline'
  /** the PortOne v1 SDK's script URL */
  scriptUrl: string
  /** the merchant code given to IMP.init */
  merchantCode: string
  /** the support contacts a failed payment offers (S1 §2: a chat link and a phone line) */
  support: SupportContacts
}

/** The offline checkout: what tests and a portal without payment settings use. */
export const OFFLINE_PAYMENT: PaymentSettings = {
  provider: 'offline',
  scriptUrl: '',
  merchantCode: '',
  support: DEMO_SUPPORT,
}

declare module '../../shared/machines/wire-context' {
  interface PortalSettings {
    /** the payment provider: PortOne's SDK, or the mock's offline checkout (when absent) */
    payment?: PaymentSettings
  }
}
