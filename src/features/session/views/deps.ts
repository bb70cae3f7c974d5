import type { ActorRefFrom } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { sessionMachine } from '../machines/session-machine'
import type { entryMachine } from '../machines/entry-machine'
import type { passwordSetMachine } from '../machines/password-set-machine'

/** What the session views need; `src/app` provides it. */
export interface SessionViewDeps {
  session: ActorRefFrom<typeof sessionMachine>
  entry: typeof entryMachine
  passwordSet: typeof passwordSetMachine
}

export const [SessionViews, useSessionViews] = createViewDeps<SessionViewDeps>('session')
