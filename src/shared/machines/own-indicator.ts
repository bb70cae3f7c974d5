import { fromCallback } from 'xstate'
import { UI_SYSTEM_ID } from './effects'
import { isActorRef } from './actor-ref'
import type { UiEvent } from './ui-machine'

/**
 * One loading indicator at a time (docs/architecture.md): a machine state whose view shows a
 * loading indicator of its own (a page's spinner, a loading grid, a busy button) invokes
 * `OWN_INDICATOR`; while that state lasts the ui actor knows, and the global overlay stays hidden.
 * The machine names the actor in its setup, and no wiring needs to: where its system has no ui
 * actor (a machine's own tests, the live walks) it tells nobody.
 *
 * ```ts
 * actors: { ownIndicator: uiIndicator },             // in setup
 * loading: { invoke: [{ src: 'list', ... }, OWN_INDICATOR] },
 * ```
 */
// no id: two parallel states of one machine may each show theirs (the grid and a busy button)
export const OWN_INDICATOR = { src: 'ownIndicator' } as const

/**
 * The `ownIndicator` actor of the portal: it tells the ui actor of its system that its state's
 * indicator shows, and takes it back when it stops, which it does with its state or with its
 * actor (a page left while it loads), so no indicator outlives its screen part.
 */
export const uiIndicator = fromCallback(({ self, system }) => {
  const found: unknown = system.get(UI_SYSTEM_ID)
  const ui = isActorRef(found) ? found : undefined
  const id = self.sessionId
  const tell = (event: UiEvent) => {
    // the portal stopping stops the ui actor too: nothing to take back from it then
    if (ui?.getSnapshot().status === 'active') ui.send(event)
  }
  tell({ type: 'INDICATOR.SHOW', id })
  return () => tell({ type: 'INDICATOR.HIDE', id })
})
