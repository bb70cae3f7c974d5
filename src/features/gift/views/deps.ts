import { createViewDeps } from '../../../shared/views/app-context'
import type { giftMachine } from '../machines/gift-machine'

/** What the gift views need; the feature's route chunk provides it. */
export interface GiftViewDeps {
  gift: typeof giftMachine
}

export const [GiftViews, useGiftViews] = createViewDeps<GiftViewDeps>('gift')
