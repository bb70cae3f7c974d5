import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { callbackArrival, lookupArrival } from './arrival'

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const queryOf = (fields: Record<string, string | undefined>) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) query.set(key, value)
  return query
}

describe('callbackArrival (S1 §7 the mobile callback query)', () => {
  it('is valid only with a merchant uid and a flag, and an imp uid unless it failed', () => {
    fc.assert(
      fc.property(
        maybe(fc.string()),
        maybe(fc.string()),
        maybe(fc.constantFrom('true', 'false', 'yes', '')),
        fc.boolean(),
        fc.boolean(),
        (impUid, merchantUid, flag, oldName, completePage) => {
          const query = queryOf({
            imp_uid: impUid,
            merchant_uid: merchantUid,
            [oldName ? 'success' : 'imp_success']: flag,
          })
          const arrival = callbackArrival(query, completePage)
          const valid =
            (merchantUid ?? '') !== '' &&
            flag !== undefined &&
            (flag === 'false' || (impUid ?? '') !== '')
          expect(arrival.valid).toBe(valid)
          expect(arrival.success).toBe(flag === 'true')
          expect(arrival.impUid).toBe(impUid ?? '')
          expect(arrival.merchantUid).toBe(merchantUid ?? '')
          expect(arrival.completePage).toBe(completePage)
        },
      ),
    )
  })

  it('imp_success wins over success; error_msg, which anyone can write in a link, is not read', () => {
    const arrival = callbackArrival(
      queryOf({
        imp_uid: 'imp_1',
        merchant_uid: 'm_1',
        imp_success: 'false',
        success: 'true',
        error_msg: '카드 한도 초과',
      }),
      false,
    )
    expect(arrival).toEqual({
      type: 'CALLBACK',
      valid: true,
      impUid: 'imp_1',
      merchantUid: 'm_1',
      success: false,
      completePage: false,
    })
  })
})

describe('lookupArrival (S1 §4 the result landing page)', () => {
  it('looks up the merchant uid of the query, or nothing without one', () => {
    expect(lookupArrival(queryOf({ merchant_uid: 'm_9' }), true)).toEqual({
      type: 'LOOKUP',
      merchantUid: 'm_9',
      completePage: true,
    })
    expect(lookupArrival(queryOf({}), false).merchantUid).toBeNull()
  })
})
