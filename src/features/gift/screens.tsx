import { fromPromise } from 'xstate'
import { wiredOnce } from '../../shared/machines/wire-context'
import { notifyUi, tellUsableCount, tellUsableCountStale } from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { createGiftService } from './services/gift-service'
import { giftMachine } from './machines/gift-machine'
import GiftPage from './views/gift-page'
import type { PageEntry } from '../../shared/views/feature'

/** The items grid's id for its hidden columns, per user. */
const GIFT_GRID = 'gift'

/**
 * The gift route chunk (/v2/Gift, S1 §2 gift, issue 11): its machine provided with the service
 * and the portal's effects, started as the page's actor `gift` when the route is shown.
 */
export const mountGift = wiredOnce((ctx) => {
  const service = createGiftService(ctx.client)
  const gift = giftMachine.provide({
    actors: {
      ownIndicator: uiIndicator,
      load: fromPromise(() => service.licenses()),
      checkUser: fromPromise(({ input }) => service.checkUser(input.employeeId)),
      gift: fromPromise(({ input }) => service.gift(input.employeeId, input.items)),
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
