import type { ActorRefFrom } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { sessionMachine } from '../machines/session-machine'

/** What the session views need; `src/app` provides it. */
export interface SessionViewDeps {
  session: ActorRefFrom<typeof sessionMachine>
}

export const [SessionViews, useSessionViews] = createViewDeps<SessionViewDeps>('session')
