import { type AnyActorRef } from 'xstate'
import { type Message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import type { RouteId } from '../../../shared/domain/routes'

export interface SessionContext {
  session: SessionUser | null
  /** true once the user has been fetched or found missing (S2 client state) */
  fetched: boolean
  loginError: Message | null
  fieldErrors: { userId: Message | null; password: Message | null }
  /** where a login in progress lands once the user is loaded */
  pendingTarget: string | null
  /** where a logout in progress lands */
  afterLogout: string | null
  /** a sign-in sent while a sign-out ran (the login page signs out as it opens): made after it */
  queuedLogin: { userId: string; password: string } | null
  /** actors that asked who is signed in (`SESSION.ASK`) and are answered once that is settled */
  askers: AnyActorRef[]
  /**
   * the page the last read of the user was made for (a sign-in's landing page, the page whose
   * opening read it), until that page's load takes it (`load`, decision 085); null otherwise
   */
  readFor: RouteId | null
}

/**
 * What an actor asks the session (`SESSION.ASK`), answered with `SESSION.ANSWER` once settled:
 * - `current`: who is signed in, fetched first if not fetched yet (S2 §2.2);
 * - `fresh`: the user and usable counter read again (a password set; a sign-in made outside the
 *   login form, whose tokens are stored);
 * - `load`: a page's load (S1 §4 dashboard load): read again, unless the read that led to the page
 *   (its sign-in, its opening) was made for it and no load has taken it yet (decision 085);
 * - `signOut`: this window signed out first (S2 §4 callback), answered once it is.
 */
export type SessionQuestion = 'current' | 'fresh' | 'load' | 'signOut'

/** The session's answer to `SESSION.ASK`: the user, null when nobody is signed in. */
export type SessionAnswer = { type: 'SESSION.ANSWER'; session: SessionUser | null }

export type SessionEvent =
  | { type: 'FETCH' }
  | { type: 'REFRESH' }
  | { type: 'LOGIN'; userId: string; password: string }
  | { type: 'LOGOUT'; redirectTo?: string }
  /** a login screen opened: it signs out (S1 §2); the orange one also sets theme and home */
  | { type: 'LOGIN_PAGE.ENTER'; orange: boolean }
  /** the login screen left: a sign-in sent on it and not made yet is forgotten */
  | { type: 'LOGIN_PAGE.LEAVE' }
  | { type: 'USABLE_COUNT.SET'; usableCount: number }
  /** another window stored another token, or removed it (the `storage` event) */
  | { type: 'TOKEN.CHANGED' }
  /** a call carrying this window's token was answered 401: the session ended elsewhere */
  | { type: 'SESSION.REFUSED' }
  | {
      type: 'SESSION.ASK'
      question: SessionQuestion
      replyTo: AnyActorRef
      /** the page the question is asked for (the route guard's, a page's load), when known */
      page?: RouteId | null
    }
  /** raised on entering a settled state (signed in, or nobody): the askers are answered */
  | { type: 'SESSION.SETTLED' }

/** What the session tells its parent (the portal root) whenever the signed-in user changes. */
export type SessionReport = { type: 'SESSION.CHANGED'; session: SessionUser | null }
