import {
  createActor,
  toPromise,
  type AnyActorLogic,
  type AnyStateMachine,
  type InputFrom,
  type OutputFrom,
} from 'xstate'
import type { ApiClient } from '../../src/shared/services/http-client'
import { PATHS, type RouteId } from '../../src/shared/domain/routes'
import type { PageEntry } from '../../src/shared/views/feature'
import type { FeatureContext } from '../../src/shared/machines/wire-context'
import { webPreferences } from '../../src/shared/services/preferences'
import { webFrameMemory } from '../../src/shared/services/frame-memory'
import { webDraftStore } from '../../src/shared/services/drafts'
import { browserSharer } from '../../src/shared/services/share'
import { MemoryStorage } from './token-storage'
import { TEST_SETTINGS } from './settings'
import { TEST_BASE } from './api'

/**
 * A feature context as the portal makes it (its preferences, frame memory and drafts over a
 * storage of the test's own), whose navigation and files go nowhere: the test checks the states
 * or the answers.
 */
export function quietContext(client: ApiClient): FeatureContext {
  const storage = new MemoryStorage()
  const clipboard = { copy: async () => {} }
  const nothing = () => {}
  return {
    client,
    prefs: webPreferences(storage),
    clipboard,
    sharer: browserSharer(clipboard, {}),
    navigate: nothing,
    replaceQuery: nothing,
    openWindow: nothing,
    saveFile: nothing,
    leave: nothing,
    back: nothing,
    canGoBack: () => false,
    origin: TEST_BASE,
    frameMemory: webFrameMemory(storage),
    drafts: webDraftStore(storage),
    settings: TEST_SETTINGS,
  }
}

/** The actors a machine declares, by name, as its provide() takes them. */
type DeclaredActors<M extends AnyStateMachine> = NonNullable<
  NonNullable<Parameters<M['provide']>[0]>['actors']
>

/** The logic of the actor `src` as the machine declares it. */
type Declared<M extends AnyStateMachine, K extends keyof DeclaredActors<M>> = NonNullable<
  DeclaredActors<M>[K]
>

/**
 * The logic `machine` was provided with for `src`, typed as the machine declares it (a child
 * machine as its feature provides it, with its own actors).
 */
export function providedLogic<
  M extends AnyStateMachine,
  K extends keyof DeclaredActors<M> & string,
>(machine: M, src: K): Declared<M, K> {
  const logic = machine.implementations.actors[src]
  if (!logic || 'src' in logic) throw new Error(`${src} is not provided as logic`)
  return logic as Declared<M, K>
}

/**
 * One run of the actor `src` that `machine` was provided with (a feature's wiring: its call of
 * the contract), with the input the machine gives it: what it outputs, or its failure.
 */
export function runActor<M extends AnyStateMachine, K extends keyof DeclaredActors<M> & string>(
  machine: M,
  src: K,
  input: InputFrom<Declared<M, K>>,
): Promise<OutputFrom<Declared<M, K>>> {
  const logic: AnyActorLogic = providedLogic(machine, src)
  return toPromise(createActor(logic, { input }).start())
}

/** The route `routeId` entered on `today` by nobody signed in: what a route chunk's page actors read. */
export const entryOf = (routeId: RouteId, today: Date): PageEntry => ({
  routeId,
  path: PATHS[routeId],
  params: {},
  search: new URLSearchParams(),
  session: null,
  today,
})
