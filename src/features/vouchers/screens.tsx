import { fromPromise } from 'xstate'
import { wiredOnce } from '../../shared/machines/wire-context'
import { notifyUi, tellUsableCount } from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { createVoucherService } from './services/voucher-service'
import { giveVoucherMachine } from './machines/give-voucher-machine'
import GivePage from './views/give-page'

/**
 * The give pages' route chunk (/v2/give, /m/Give, S1 §2 give voucher, issue 8): the machine
 * provided with the service and the portal's effects, started as the page's actor `giveVoucher`.
 */
export const mountGive = wiredOnce((ctx) => {
  const vouchers = createVoucherService(ctx.client)
  const giveVoucher = giveVoucherMachine.provide({
    actors: {
      ownIndicator: uiIndicator,
      checkCustomer: fromPromise(({ input }) => vouchers.checkCustomer(input.appId)),
      give: fromPromise(({ input }) => vouchers.give(input.appId, input.hours)),
    },
    actions: {
      notify: notifyUi('success'),
      setUsableCount: tellUsableCount(),
    },
  })
  return {
    Screen: GivePage,
    actors: () => ({ giveVoucher: { logic: giveVoucher } }),
  }
})
