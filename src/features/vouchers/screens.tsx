import { wiredOnce } from '../../shared/machines/wire-context'
import { notifyUi, tellUsableCount } from '../../shared/machines/effects'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import type { VoucherValidityHours } from './domain/codes'
import * as voucher from './services/contract'
import { giveVoucherMachine } from './machines/give-voucher-machine'
import GivePage from './views/give-page'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/**
 * The give pages' route chunk (/v2/give, /m/Give, S1 §2 give voucher, issue 8): the machine
 * provided with its calls of the contract and the portal's effects, started as the page's actor
 * `giveVoucher`.
 */
export const mountGive = wiredOnce((ctx) => {
  const giveVoucher = giveVoucherMachine.provide({
    actors: {
      checkCustomer: fromOperation(ctx.client, voucher.checkCustomer, {
        call: ({ appId }: { appId: string }) => ({ params: { userId: appId } }),
        answer: dataOf,
      }),
      // the answer carries the caller's usable count afterwards (-1 unlimited)
      give: fromOperation(ctx.client, voucher.setVoucher, {
        call: ({ appId, hours }: { appId: string; hours: VoucherValidityHours }) => ({
          body: { userId: appId, hours },
        }),
        answer: ({ data }) => ({ usableCount: data.usableCount }),
      }),
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
