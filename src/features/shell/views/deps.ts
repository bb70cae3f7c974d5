import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { Journal } from '../../../shared/machines/journal'
import type { sessionMachine } from '../../session'

/** What the statechart inspector of development builds reads (decision 044). */
export interface Inspection {
  /** the root of the running actor system */
  root: AnyActorRef
  /** every machine definition by its id (for a journal whose actors are not running here) */
  machines: () => Promise<Readonly<Record<string, AnyStateMachine>>>
}

/** What the shell views need; `src/app` provides it. */
export interface ShellViewDeps {
  session: ActorRefFrom<typeof sessionMachine>
  journal: Journal
  /** the footer's external privacy-policy and terms-of-use pages (empty: hidden) */
  externalLinks: { privacy: string; terms: string }
  /**
   * development and `npm start` builds: saves a problem report (the journal, the calls with their
   * request ids and scenarios) as one file the inspector loads; absent elsewhere
   */
  exportProblemReport?: () => void
  /** development builds only: the running system and the machines, for the inspector */
  inspection?: Inspection
}

export const [ShellViews, useShellViews] = createViewDeps<ShellViewDeps>('shell')
