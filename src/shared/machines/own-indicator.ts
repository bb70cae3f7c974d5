import { fromCallback } from 'xstate'
import { UI_SYSTEM_ID } from './effects'
import { isActorRef } from './actor-ref'
import type { UiEvent } from './ui-machine'

/**
 * One loading indicator at a time (docs/architecture.md): a machine state whose view shows a
 * loading indicator of its own (a page's spinner, a loading grid, a busy button) invokes
 * `OWN_INDICATOR`; while that state lasts the ui actor knows, and the global overlay stays hidden.
 *
 * ```ts
 * actors: { ownIndicator: noIndicator },            // in setup: unprovided, nothing is told
 * loading: { invoke: [{ src: 'list', ... }, OWN_INDICATOR] },
 * actors: { ownIndicator: uiIndicator },             // in the feature's wiring
 * ```
 */
// no id: two parallel states of one machine may each show theirs (the grid and a busy button)
export const OWN_INDICATOR = { src: 'ownIndicator' } as const

/** The `ownIndicator` actor of a machine nobody wired (tests with fakes): it tells nobody. */
export const noIndicator = fromCallback(() => {})

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
