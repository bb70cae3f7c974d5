import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
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
import { OFFLINE_ADDRESSES } from '../../../src/features/dashboard/services/address-search'
import { wireDashboard } from '../../../src/features/dashboard/screens'
import { fc0001Checkup } from '../../support/rows'
import { defineModel, failuresOf, network } from '../model'
import { SCRIPTLESS_DOCUMENT } from '../live'
import { answerOf, type Step } from '../walk'

/** fc0001's checkup 100006 as the mock seeds it (fc0001 has PA: may change shipping addresses) */
const ROW: CheckupItem = fc0001Checkup

/** the address the search picks: the offline stand-in's first */
const PICKED = OFFLINE_ADDRESSES[0]!

const ctx = (s: AnyMachineSnapshot) => s.context as ShippingInfoContext

/**
 * The shipping-info dialog (S1 §2, §5): the detail and the telephone typed (empty, at the limit,
 * one past it, a wrong format), the address search (picked, popup closed, failed), the save and
 * its failures. The fields are kept as the ones the rule refuses, which is what SUBMIT decides by.
 * Live, fc0001 changes its own checkup 100006; the search is the portal's offline stand-in, its
 * dialog answered with the first address as the user would pick it; where the search fails, the
 * portal is set for the Kakao widget, whose script the browser cannot load.
 */
const model = defineModel({
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
      outputs: [PICKED, null],
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
  live: {
    account: 'fc0001',
    // the dashboard's child, as its route chunk provides it to the dashboard machine
    browserFails: ['searchAddress'],
    browser: (path) => ({
      globals: searchFails(path) ? { window: {}, document: SCRIPTLESS_DOCUMENT } : {},
      close: () => {},
    }),
    wire: (ctx, path) => {
      const { dashboard, offlineAddressSearch: search } = wireDashboard(
        ctx,
        searchFails(path) ? { ...ctx.settings, addressSearch: 'kakao' } : ctx.settings,
      )
      // the offline dialog, as the user picks the first address in it
      search?.subscribe(() => {
        if (search.pending()) search.answer(PICKED)
      })
      return (dashboard.implementations.actors.shippingInfo as AnyStateMachine).provide({
        actions: { notify: () => {} },
      })
    },
    operations: { changeAddress: 'addressChange' },
    minimumPaths: 10,
  },
})

/** whether the path's address search fails: the widget's script cannot be had */
const searchFails = (path: Step[]) =>
  path.some(({ event }) => {
    const answer = answerOf(model, event)
    return answer?.src === 'searchAddress' && answer.failed
  })

export default model
