import type { AnyMachineSnapshot } from 'xstate'
import {
  shippingInfoMachine,
  type ShippingInfoContext,
} from '../../../src/features/dashboard/machines/shipping-info-machine'
import { ERRORS } from '../../../src/features/dashboard/domain/errors'
import {
  SHIPPING_ADDRESS_MAX,
  validateShipping,
} from '../../../src/features/dashboard/domain/shipping'
import type { CheckupItem } from '../../../src/features/dashboard/domain/checkup'
import { checkupRow } from '../../support/rows'
import { defineModel, failuresOf, network } from '../model'

const ROW: CheckupItem = checkupRow()

const ctx = (s: AnyMachineSnapshot) => s.context as ShippingInfoContext

/**
 * The shipping-info dialog (S1 §2, §5): the detail and the telephone typed (empty, at the limit,
 * one past it, a wrong format), the address search (picked, popup closed, failed), the save and
 * its failures. The fields are kept as the ones the rule refuses, which is what SUBMIT decides by.
 */
export default defineModel({
  machine: shippingInfoMachine,
  input: { item: ROW },
  events: (snapshot) =>
    snapshot.matches('editing')
      ? [
          { type: 'FIELD.CHANGE', field: 'detailAddress', value: '' },
          {
            type: 'FIELD.CHANGE',
            field: 'detailAddress',
            value: ` ${'가'.repeat(SHIPPING_ADDRESS_MAX)} `,
          },
          {
            type: 'FIELD.CHANGE',
            field: 'detailAddress',
            value: '가'.repeat(SHIPPING_ADDRESS_MAX + 1),
          },
          { type: 'FIELD.CHANGE', field: 'telephone', value: '02-123-4567' },
          { type: 'FIELD.CHANGE', field: 'telephone', value: '0212345678' },
          { type: 'SEARCH' },
          { type: 'SUBMIT' },
          { type: 'CLOSE' },
        ]
      : [],
  answers: {
    searchAddress: {
      outputs: [{ postalCode: '06236', address: '서울특별시 강남구 테헤란로 152' }, null],
      failures: [network()],
    },
    changeAddress: {
      outputs: [undefined],
      failures: failuresOf(ERRORS.addressChange),
      shows: { row: ERRORS.addressChange, read: (s) => ctx(s).error },
    },
  },
  // what SUBMIT decides by: which fields the rule refuses (the messages themselves aside)
  serialize: (snapshot) => ({
    value: snapshot.value,
    refused: Object.keys(validateShipping(ctx(snapshot).fields)).sort(),
  }),
})
