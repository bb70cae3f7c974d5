/**
 * What a payment landing page's address says (S1 §7, S1 §4): the payment machine starts with it
 * (its input) and acts on it once it is ready, so the page itself only shows the result.
 */

/** The mobile flow came back (S1 §7 the callback's query); `valid` false: a parameter is missing. */
export interface CallbackArrival {
  type: 'CALLBACK'
  valid: boolean
  impUid: string
  merchantUid: string
  success: boolean
  completePage: boolean
}

/** The result landing page: the order of a merchant uid, looked up (null: no result). */
export interface LookupArrival {
  type: 'LOOKUP'
  merchantUid: string | null
  completePage: boolean
}

export type PaymentArrival = CallbackArrival | LookupArrival

/**
 * /v2/Payment/Mobile/Callback's query: imp_uid, merchant_uid, imp_success (or success). A failure
 * needs no imp_uid; a success does; both need the merchant uid and the flag. Its `error_msg` is
 * not read: anyone can write a link with any text there, and the portal would show it as its own
 * (issue 29); the failure's message is the server's (`orderInfo`).
 */
export function callbackArrival(query: URLSearchParams, completePage: boolean): CallbackArrival {
  const impUid = query.get('imp_uid') ?? ''
  const merchantUid = query.get('merchant_uid') ?? ''
  const flag = query.get('imp_success') ?? query.get('success')
  return {
    type: 'CALLBACK',
    valid: merchantUid !== '' && flag !== null && (flag === 'false' || impUid !== ''),
    impUid,
    merchantUid,
    success: flag === 'true',
    completePage,
  }
}

/** /v2/PaymentCallback's and /v2/Payment/Mobile/Error's query: the merchant uid to look up. */
export const lookupArrival = (query: URLSearchParams, completePage: boolean): LookupArrival => ({
  type: 'LOOKUP',
  merchantUid: query.get('merchant_uid'),
  completePage,
})
