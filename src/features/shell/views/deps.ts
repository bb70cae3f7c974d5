import type { ActorRefFrom } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { Journal } from '../../../shared/machines/journal'
import type { sessionMachine } from '../../session'

/** What the shell views need; `src/app` provides it. */
export interface ShellViewDeps {
  session: ActorRefFrom<typeof sessionMachine>
  journal: Journal
  /** the footer's external privacy-policy and terms-of-use pages (empty: hidden) */
  externalLinks: { privacy: string; terms: string }
}

export const [ShellViews, useShellViews] = createViewDeps<ShellViewDeps>('shell')
