import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { lineText } from '../../../shared/domain/validation'

export interface ShippingFields {
  postalCode: string
  address: string
  detailAddress: string
  telephone: string
}

export interface PickedAddress {
  postalCode: string
  address: string
}

/**
 * A shipping telephone: a mobile number (010-1234-5678) or a landline with its area code
 * (02-123-4567). Wider than the global phone rule of S2 §5.1 (`phone`, ddd-dddd-dddd) and
 * accepting every number that rule accepts: decision 010 (docs/decisions/010-shipping-telephone-format.md).
 */
export const SHIPPING_TELEPHONE = /^\d{2,3}-\d{3,4}-\d{4}$/

/**
 * The longest road address and detail address the contract takes (addressChange), counted on the
 * trimmed value in code points as zod counts (decision 011).
 */
export const SHIPPING_ADDRESS_MAX = 200

/**
 * S1 §5 shipping form: every field required ('반드시 입력해주세요.'); the road and detail address
 * at most SHIPPING_ADDRESS_MAX characters; the telephone as above.
 */
export function validateShipping(
  fields: ShippingFields,
): Partial<Record<keyof ShippingFields, Message>> {
  const errors: Partial<Record<keyof ShippingFields, Message>> = {}
  for (const key of ['postalCode', 'address', 'detailAddress', 'telephone'] as const) {
    if (!fields[key].trim()) errors[key] = message('shipping.required')
  }
  const long = {
    address: lineText(fields.address.trim(), SHIPPING_ADDRESS_MAX, 'shipping.addressTooLong'),
    detailAddress: lineText(
      fields.detailAddress.trim(),
      SHIPPING_ADDRESS_MAX,
      'shipping.detailTooLong',
    ),
  }
  if (long.address) errors.address = long.address
  if (long.detailAddress) errors.detailAddress = long.detailAddress
  if (!errors.telephone && !SHIPPING_TELEPHONE.test(fields.telephone.trim())) {
    errors.telephone = message('shipping.telephoneFormat')
  }
  return errors
}

/** A picked address fills postal code and road address and clears the detail (S1 §5). */
export const applyPickedAddress = (
  fields: ShippingFields,
  picked: PickedAddress,
): ShippingFields => ({
  ...fields,
  postalCode: picked.postalCode,
  address: picked.address,
  detailAddress: '',
})
