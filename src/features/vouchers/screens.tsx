import { wiredOnce } from '../../shared/machines/wire-context'
import GivePage from './views/give-page'
import { GiveViews } from './views/deps'
import { wireGive } from './wire-give'

/** The give pages' route chunk (issue 8), wired once with the portal's context. */
export const mountGive = wiredOnce((ctx) => {
  const deps = wireGive(ctx)
  return { deps, Screen: GiveScreen }
  function GiveScreen() {
    return (
      <GiveViews value={deps}>
        <GivePage />
      </GiveViews>
    )
  }
})
