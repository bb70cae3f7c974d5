import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi, reportUsableCount } from '../../shared/machines/effects'
import { ownIndicatorOf } from '../../shared/machines/own-indicator'
import { createVoucherService } from './services/voucher-service'
import { giveVoucherMachine } from './machines/give-voucher-machine'

/** Giving a voucher to a customer (the give pages' chunk); the usable count goes to the root. */
export function wireGive(ctx: WireContext) {
  const vouchers = createVoucherService(ctx.client)
  return {
    giveVoucher: giveVoucherMachine.provide({
      actors: {
        ownIndicator: ownIndicatorOf(ctx.portal),
        checkCustomer: fromPromise(({ input }) => vouchers.checkCustomer(input.appId)),
        give: fromPromise(({ input }) => vouchers.give(input.appId, input.hours)),
      },
      actions: {
        notify: notifyUi(ctx.portal, 'success'),
        setUsableCount: reportUsableCount(ctx.portal),
      },
    }),
  }
}
