import { fromPromise, waitFor, type ActorRefFrom, type AnyActorRef } from 'xstate'
import type { SessionUser } from '../../../shared/domain/user'
import type { sessionMachine } from './session-machine'

/** The systemId of the session actor in the portal's actor system. */
export const SESSION_SYSTEM_ID = 'session'

type SessionActor = ActorRefFrom<typeof sessionMachine>

const settledSession = async (session: SessionActor): Promise<SessionUser | null> =>
  (await waitFor(session, (s) => s.context.fetched && !s.hasTag('busy'))).context.session

const sessionOf = (portal: () => AnyActorRef): SessionActor =>
  portal().system.get(SESSION_SYSTEM_ID)

/** The user, fetched first if not fetched yet (S2 §2.2); null when signed out. */
export async function currentSession(portal: () => AnyActorRef): Promise<SessionUser | null> {
  const session = sessionOf(portal)
  const now = session.getSnapshot()
  if (!now.context.fetched && !now.hasTag('busy')) session.send({ type: 'FETCH' })
  return settledSession(session)
}

/** {@link currentSession} as a machine's actor. */
export const ensureSession = (portal: () => AnyActorRef) =>
  fromPromise<SessionUser | null>(() => currentSession(portal))

/** The user and usable counter fetched again (S1 §4 dashboard load); null when refused. */
export const refreshSession = (portal: () => AnyActorRef) =>
  fromPromise<SessionUser | null>(async () => {
    const session = sessionOf(portal)
    if (session.getSnapshot().matches('authenticated')) session.send({ type: 'REFRESH' })
    else if (!session.getSnapshot().context.fetched) session.send({ type: 'FETCH' })
    return settledSession(session)
  })

/** Signs this window out (S2 §4 callback: log out first) and resolves once it is signed out. */
export const signOut = (portal: () => AnyActorRef) =>
  fromPromise<void>(async () => {
    const session = sessionOf(portal)
    session.send({ type: 'LOGOUT' })
    await waitFor(session, (s) => s.matches({ signedOut: 'anonymous' }))
  })

/**
 * The session of the tokens just stored by a sign-in outside the login form (the partner
 * channel's external sign-in, S2 §4): the session fetches the user with them; null when refused.
 */
export const adoptStoredTokens = (portal: () => AnyActorRef) =>
  fromPromise<SessionUser | null>(async () => {
    const session = sessionOf(portal)
    const now = session.getSnapshot()
    if (now.matches('authenticated')) session.send({ type: 'REFRESH' })
    else if (!now.hasTag('busy')) session.send({ type: 'FETCH' })
    return settledSession(session)
  })
