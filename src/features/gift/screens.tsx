import { wiredOnce } from '../../shared/machines/wire-context'
import { notifyUi, tellUsableCount, tellUsableCountStale } from '../../shared/machines/effects'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import * as contract from './services/contract'
import { giftMachine } from './machines/gift-machine'
import GiftPage from './views/gift-page'
import type { PageEntry } from '../../shared/views/feature'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/** The items grid's id for its hidden columns, per user. */
const GIFT_GRID = 'gift'

/**
 * The gift route chunk (/v2/Gift, S1 §2 gift, issue 11): its machine provided with its calls of
 * the contract and the portal's effects, started as the page's actor `gift` when the route is shown.
 */
export const mountGift = wiredOnce((ctx) => {
  const gift = giftMachine.provide({
    actors: {
      load: fromOperation(ctx.client, contract.licenseList, { answer: dataOf }),
      checkUser: fromOperation(ctx.client, contract.giftCheckUser, {
        call: ({ employeeId }: { employeeId: string }) => ({
          params: { employeeId: employeeId.trim() },
        }),
        answer: dataOf,
      }),
      // the answer carries the caller's usable count afterwards (-1 unlimited)
      gift: fromOperation(ctx.client, contract.gift, {
        call: ({ employeeId, items }: { employeeId: string; items: contract.GiftLine[] }) => ({
          body: { employeeId: employeeId.trim(), items },
        }),
        answer: dataOf,
      }),
    },
    actions: {
      notify: notifyUi(),
      setUsableCount: tellUsableCount(),
      usableCountStale: tellUsableCountStale(),
      // the items grid's hidden columns, kept per user (issue 31)
      keepColumns: ({ context }, { hidden }) => {
        if (context.userId) ctx.prefs.setHiddenColumns(context.userId, GIFT_GRID, hidden)
      },
    },
  })
  return {
    Screen: GiftPage,
    actors: ({ session }: PageEntry) => {
      const userId = session?.user.userId
      return {
        gift: {
          logic: gift,
          input: {
            hidden: userId ? ctx.prefs.hiddenColumns(userId, GIFT_GRID) : [],
            ...(userId ? { userId } : {}),
          },
        },
      }
    },
  }
})
