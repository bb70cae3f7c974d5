import { message, type MessageKey } from '../../../shared/domain/messages'
import { PATHS } from '../../../shared/domain/routes'
import { toFailure } from '../../../shared/services/api-error'
import type { SessionContext } from './session-types'

/** The steps the session machine's states share (`session-machine.ts`). */

export const noFieldErrors = { userId: null, password: null }

export const isRefusal = (error: unknown) => toFailure(error).status === 401

/**
 * The session is over for this window (refused, or signed out in another): forget it, say why
 * and leave the page for '/', which sends a signed-out visitor to the login page. The page left
 * stops its actors, so nothing it had started acts for anyone.
 */
export const endSession = (notice: MessageKey) =>
  [
    'clearSession',
    { type: 'notify', params: { message: message(notice) } },
    { type: 'navigate', params: { to: PATHS.home, replace: true } },
  ] as const

/** Tells the system who is signed in now (the root forwards it to the app-bar actors). */
export const announce = {
  type: 'sessionChanged',
  params: ({ context }: { context: SessionContext }) => ({ session: context.session }),
} as const
