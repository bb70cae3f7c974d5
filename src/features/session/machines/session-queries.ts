import type { PromiseActorLogic, PromiseSnapshot } from 'xstate'
import type { SessionUser } from '../../../shared/domain/user'
import { ROUTE_IDS, type RouteId } from '../../../shared/domain/routes'
import { SESSION_SYSTEM_ID, sessionIn } from '../../../shared/machines/effects'
import type { SessionAnswer, SessionEvent, SessionQuestion } from './session-machine'

export { SESSION_SYSTEM_ID }

/**
 * The page an asker started with `{ page }` asks for (the route guard's page being decided); null
 * for any other input.
 */
function pageOf(input: unknown): RouteId | null {
  if (typeof input !== 'object' || input === null || !('page' in input)) return null
  const { page } = input
  return ROUTE_IDS.find((id) => id === page) ?? null
}

/**
 * An actor that asks the session of its system a question (`SESSION.ASK`, with itself to reply
 * to) and is done with the answer (`SESSION.ANSWER`), mapped by `outputOf`. A machine invokes it
 * as it would a promise (`onDone`), and the journal shows the question and the answer. The
 * session answers every question (a refused user is `null`): no machine handles a failure. Only
 * where no session is in its system does it fail, a wiring error its invoker does not catch
 * (decision 079). `page` is the page it asks for (a page's load); without it, the `page` of the
 * input it is started with (the route guard's, for the page it decides on).
 */
export function askSession<TOutput>(
  question: SessionQuestion,
  outputOf: (session: SessionUser | null) => TOutput,
  page?: RouteId,
): PromiseActorLogic<TOutput> {
  type Snapshot = PromiseSnapshot<TOutput, unknown>
  return {
    config: question,
    getInitialSnapshot: (_, input): Snapshot => ({
      status: 'active',
      output: undefined,
      error: undefined,
      input,
    }),
    start: (snapshot, { self, system }) => {
      const ask: SessionEvent = {
        type: 'SESSION.ASK',
        question,
        replyTo: self,
        page: page ?? pageOf(snapshot.input),
      }
      sessionIn({ system }).send(ask)
    },
    transition: (snapshot, event): Snapshot => {
      if (snapshot.status !== 'active') return snapshot
      // stopped (its invoker left the state, its page was left): the session will skip it
      if (event.type === 'xstate.stop') return { ...snapshot, status: 'stopped' }
      if (!isAnswer(event)) return snapshot
      return { ...snapshot, status: 'done', output: outputOf(event.session) }
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  }
}

/** the session's answer to a question (the only event of the asker's but its stop) */
const isAnswer = (event: { type: string }): event is SessionAnswer =>
  event.type === 'SESSION.ANSWER' && 'session' in event

const user = (session: SessionUser | null) => session

/** The user, fetched first if not fetched yet (S2 §2.2); null when signed out. */
export const currentSession = askSession('current', user)

/**
 * The user and usable counter read again (a password just set), or the session of the tokens just
 * stored by a sign-in outside the login form (the partner channel's, S2 §4); null when refused.
 */
export const freshSession = askSession('fresh', user)

/**
 * The user and usable counter as a page's load reads them (S1 §4 dashboard load): read again,
 * unless the sign-in or the opening that led to this page has just read them for it (decision
 * 085); null when refused.
 */
export const pageLoadSession = (page: RouteId) => askSession('load', user, page)

/** Signs this window out (S2 §4 callback: log out first); done once it is signed out. */
export const signOut = askSession<void>('signOut', () => {})
