import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { phone } from '../../../shared/domain/validation'
import {
  SHIPPING_ADDRESS_MAX,
  applyPickedAddress,
  validateShipping,
  type ShippingFields,
} from './shipping'

const FIELDS = ['postalCode', 'address', 'detailAddress', 'telephone'] as const

const valid: ShippingFields = {
  postalCode: '06236',
  address: '서울특별시 강남구 테헤란로 152',
  detailAddress: '12층',
  telephone: '010-1234-5678',
}

describe('validateShipping (S1 §5)', () => {
  it('a complete form has no errors', () => {
    expect(validateShipping(valid)).toEqual({})
    expect(validateShipping({ ...valid, telephone: '02-123-4567' })).toEqual({})
    expect(validateShipping({ ...valid, telephone: ' 010-1234-5678 ' })).toEqual({})
  })

  it.each(FIELDS)('an empty %s is required', (field) => {
    expect(validateShipping({ ...valid, [field]: '' })).toEqual({
      [field]: { key: 'shipping.required' },
    })
  })

  it.each(FIELDS)('a whitespace-only %s is required', (field) => {
    expect(validateShipping({ ...valid, [field]: ' \t ' })).toEqual({
      [field]: { key: 'shipping.required' },
    })
  })

  it.each(['01012345678', '010-12-5678', '010-1234-567', 'abc-defg-hijk', '010 1234 5678'])(
    'a telephone %j has the wrong format',
    (telephone) => {
      expect(validateShipping({ ...valid, telephone })).toEqual({
        telephone: { key: 'shipping.telephoneFormat' },
      })
    },
  )

  it.each([
    ['detailAddress', 'shipping.detailTooLong'],
    ['address', 'shipping.addressTooLong'],
  ] as const)('a %s over 200 characters (trimmed) has its own message', (field, key) => {
    expect(validateShipping({ ...valid, [field]: ` ${'가'.repeat(200)} ` })).toEqual({})
    expect(validateShipping({ ...valid, [field]: '가'.repeat(201) })).toEqual({
      [field]: { key, params: { max: SHIPPING_ADDRESS_MAX } },
    })
  })

  it('an address or detail is refused exactly above SHIPPING_ADDRESS_MAX code points (property)', () => {
    const unit = fc.constantFrom('a', '가', '😀', ' ')
    const text = fc.string({ unit, minLength: 190, maxLength: 210 }).filter((s) => s.trim() !== '')
    fc.assert(
      fc.property(text, text, (address, detailAddress) => {
        const errors = validateShipping({ ...valid, address, detailAddress })
        const over = (v: string) => Array.from(v.trim()).length > SHIPPING_ADDRESS_MAX
        expect(errors.address?.key).toBe(over(address) ? 'shipping.addressTooLong' : undefined)
        expect(errors.detailAddress?.key).toBe(
          over(detailAddress) ? 'shipping.detailTooLong' : undefined,
        )
      }),
    )
  })

  // decision 010: wider than the global S2 §5.1 rule, for landlines
  it.each(['010-1234-5678', '02-123-4567', '02-1234-5678', '031-123-4567', '011-123-4567'])(
    'a telephone %j is accepted (mobile or landline)',
    (telephone) => {
      expect(validateShipping({ ...valid, telephone })).toEqual({})
    },
  )

  it('a Seoul landline the global phone rule refuses is accepted here (decision 010)', () => {
    expect(phone('02-123-4567')).toEqual({ key: 'validation.phone' })
    expect(validateShipping({ ...valid, telephone: '02-123-4567' })).toEqual({})
  })

  it.each(['1588-1234', '0505-123-4567', '010-12345-6789', '０１０-1234-5678'])(
    'a telephone %j outside the shipping shapes is refused',
    (telephone) => {
      expect(validateShipping({ ...valid, telephone })).toEqual({
        telephone: { key: 'shipping.telephoneFormat' },
      })
    },
  )

  it('a telephone is valid exactly when its groups have 2-3, 3-4 and 4 digits (property)', () => {
    const digits = (n: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n })
    const group = fc.integer({ min: 1, max: 6 }).chain((n) => digits(n).map((d) => d.join('')))
    fc.assert(
      fc.property(group, group, group, (a, b, c) => {
        const telephone = `${a}-${b}-${c}`
        const shaped = [2, 3].includes(a.length) && [3, 4].includes(b.length) && c.length === 4
        expect(validateShipping({ ...valid, telephone })).toEqual(
          shaped ? {} : { telephone: { key: 'shipping.telephoneFormat' } },
        )
      }),
    )
  })

  it('every number the global S2 §5.1 phone rule accepts is accepted here (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{3}-[0-9]{4}-[0-9]{4}$/), (telephone) => {
        expect(phone(telephone)).toBeNull()
        expect(validateShipping({ ...valid, telephone })).toEqual({})
      }),
    )
  })

  it('the error keys are exactly the blanked fields (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray([...FIELDS]),
        fc.constantFrom('', ' ', '\t', '   \n'),
        (blanked, blank) => {
          const fields = { ...valid }
          for (const f of blanked) fields[f] = blank
          const errors = validateShipping(fields)
          expect(Object.keys(errors).sort()).toEqual([...blanked].sort())
          for (const f of blanked) expect(errors[f]).toEqual({ key: 'shipping.required' })
        },
      ),
    )
  })
})

describe('applyPickedAddress', () => {
  it('fills postal code and address, clears the detail and keeps the telephone', () => {
    const next = applyPickedAddress(valid, {
      postalCode: '03154',
      address: '서울특별시 종로구 종로 1',
    })
    expect(next).toEqual({
      postalCode: '03154',
      address: '서울특별시 종로구 종로 1',
      detailAddress: '',
      telephone: '010-1234-5678',
    })
    expect(valid.detailAddress).toBe('12층')
  })

  it('leaves only the detail to be filled in again', () => {
    const next = applyPickedAddress(valid, { postalCode: '48058', address: '부산광역시' })
    expect(Object.keys(validateShipping(next))).toEqual(['detailAddress'])
  })
})
