import { wiredOnce } from '../../shared/machines/wire-context'
import GiftPage from './views/gift-page'
import { GiftViews } from './views/deps'
import { wireGift } from './wire'

/** The gift route chunk (/v2/Gift, issue 11), wired once with the portal's context. */
export const mountGift = wiredOnce((ctx) => {
  const deps = wireGift(ctx)
  return { deps, Screen: GiftScreen }
  function GiftScreen() {
    return (
      <GiftViews value={deps}>
        <GiftPage />
      </GiftViews>
    )
  }
})
