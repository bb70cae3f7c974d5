import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi, reportUsableCount, reportUsableCountStale } from '../../shared/machines/effects'
import { ownIndicatorOf } from '../../shared/machines/own-indicator'
import { createGiftService } from './services/gift-service'
import { giftMachine } from './machines/gift-machine'

/** Gifting usage rights to employees (S1 §2 gift): its machine with the services and effects it names. */
export function wireGift(ctx: WireContext) {
  const service = createGiftService(ctx.client)
  return {
    gift: giftMachine.provide({
      actors: {
        ownIndicator: ownIndicatorOf(ctx.portal),
        load: fromPromise(() => service.licenses()),
        checkUser: fromPromise(({ input }) => service.checkUser(input.employeeId)),
        gift: fromPromise(({ input }) => service.gift(input.employeeId, input.items)),
      },
      actions: {
        notify: notifyUi(ctx.portal),
        setUsableCount: reportUsableCount(ctx.portal),
        usableCountStale: reportUsableCountStale(ctx.portal),
      },
    }),
  }
}
