import type { PayMethod } from '../domain/codes'

/** What the portal asks the payment provider to take (S1 §7 the provider SDK's parameters). */
export interface PaymentRequest {
  merchantUid: string
  /** the amount the server bound to the merchant uid */
  amount: number
  name: string
  payMethod: PayMethod
  buyer: { name: string; tel: string; email: string }
  /** where the mobile flow returns (the portal's /v2/Payment/Mobile/Callback) */
  redirectUrl: string
}

/** The provider's answer, as the SDK's callback gives it (S1 §3 payment result). */
export interface ProviderAnswer {
  success: boolean
  impUid: string | null
  merchantUid: string
  /** the provider's own words on a failure (shown as they are, S1 §8) */
  errorMsg: string | null
  /** the tester or the user closed the provider's window without an answer */
  closed?: boolean
}

/**
 * The payment provider behind one interface (decision 018): the PortOne v1 SDK in production, the
 * mock server's simulated checkout offline.
 */
export interface PaymentGateway {
  /**
   * Called in the pay button's click (the user's activation), before the merchant uid is known:
   * opens what a popup blocker would refuse later (the offline checkout window).
   */
  open(): void
  /**
   * Asks the provider to take the payment; resolves with its answer. The mobile flow leaves the
   * page for the provider and comes back to `redirectUrl`: that promise never settles.
   */
  request(request: PaymentRequest): Promise<ProviderAnswer>
  /** The payment will not be asked for (the merchant uid failed): closes what `open` opened. */
  abandon(): void
}
