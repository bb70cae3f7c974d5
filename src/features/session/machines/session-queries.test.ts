import { describe, expect, it, vi } from 'vitest'
import {
  createActor,
  fromPromise,
  setup,
  enqueueActions,
  stopChild,
  waitFor,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate'
import type { SessionUser } from '../../../shared/domain/user'
import { ApiError } from '../../../shared/services/api-error'
import { deferred } from '../../../../tests/support/deferred'
import { fc0001Session } from '../../../../tests/support/sessions'
import { sessionMachine } from './session-machine'
import {
  askSession,
  currentSession,
  freshSession,
  SESSION_SYSTEM_ID,
  signOut,
} from './session-queries'

const userOf = (usableCount: number): SessionUser => ({ ...fc0001Session, usableCount })

interface Fakes {
  /** what each fetch of the user answers, in turn */
  fetches?: Array<() => Promise<SessionUser>>
  hasToken?: () => boolean
}

/**
 * A stand-in for the portal root: the session (with fake services) under its systemId, and
 * askers started and stopped as the root's children, in its system.
 */
function startSystem(fakes: Fakes = {}) {
  const fetches = [...(fakes.fetches ?? [])]
  const fetchSession = vi.fn(() => (fetches.shift() ?? (async () => userOf(50)))())
  const logout = vi.fn(async () => {})
  const session = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(() => fetchSession()),
      logout: fromPromise(() => logout()),
    },
    guards: { hasToken: () => (fakes.hasToken ?? (() => true))() },
  })
  const root = createActor(
    setup({
      types: {
        events: {} as
          { type: 'ASK'; id: string; logic: AnyActorLogic } | { type: 'DROP'; id: string },
      },
      actors: { session },
    }).createMachine({
      invoke: { id: 'session', systemId: SESSION_SYSTEM_ID, src: 'session' },
      on: {
        ASK: {
          actions: enqueueActions(({ event, enqueue }) => {
            // logic the setup does not name, as the portal root starts page actors
            const spawn = enqueue.spawnChild as unknown as (
              logic: AnyActorLogic,
              options: { id: string },
            ) => void
            spawn(event.logic, { id: event.id })
          }),
        },
        DROP: { actions: stopChild(({ event }) => event.id) },
      },
    }),
  ).start()
  const sessionActor = root.system.get(SESSION_SYSTEM_ID) as AnyActorRef
  /** starts an asker of this logic in the system and returns it */
  const ask = (logic: AnyActorLogic, id: string) => {
    root.send({ type: 'ASK', id, logic })
    return (root.getSnapshot().children as Record<string, AnyActorRef>)[id]!
  }
  const answerOf = async (asker: AnyActorRef) =>
    (await waitFor(asker, (s) => s.status !== 'active')).output as unknown
  return { root, sessionActor, ask, answerOf, fetchSession, logout }
}

const refused = () =>
  new ApiError({ status: 401, message: 'HTTP 401', kind: 'http', operation: 'fetchUser' })

describe('askSession (SESSION.ASK, SESSION.ANSWER)', () => {
  it('current: fetches the user once for every asker waiting, and answers each', async () => {
    const held = deferred<SessionUser>()
    const { ask, answerOf, fetchSession, sessionActor } = startSystem({
      fetches: [() => held.promise],
    })
    const a = ask(currentSession, 'a')
    const b = ask(currentSession, 'b')
    expect(sessionActor.getSnapshot().context.askers).toHaveLength(2)
    held.resolve(userOf(7))
    await expect(answerOf(a)).resolves.toEqual(userOf(7))
    await expect(answerOf(b)).resolves.toEqual(userOf(7))
    expect(fetchSession).toHaveBeenCalledTimes(1)
    expect(sessionActor.getSnapshot().context.askers).toEqual([])
  })

  it('current: signed in already, it answers at once without fetching again', async () => {
    const { ask, answerOf, fetchSession } = startSystem()
    await answerOf(ask(currentSession, 'first'))
    const again = ask(currentSession, 'again')
    expect(again.getSnapshot().status).toBe('done')
    await expect(answerOf(again)).resolves.toEqual(userOf(50))
    expect(fetchSession).toHaveBeenCalledTimes(1)
  })

  it('current: without a token, nobody is signed in (null) and nothing is fetched', async () => {
    const { ask, answerOf, fetchSession } = startSystem({ hasToken: () => false })
    await expect(answerOf(ask(currentSession, 'a'))).resolves.toBeNull()
    expect(fetchSession).not.toHaveBeenCalled()
  })

  it('fresh: signed in, it reads the user and counter again and answers with them', async () => {
    const { ask, answerOf, fetchSession } = startSystem({
      fetches: [async () => userOf(50), async () => userOf(48)],
    })
    await answerOf(ask(currentSession, 'first'))
    await expect(answerOf(ask(freshSession, 'fresh'))).resolves.toEqual(userOf(48))
    expect(fetchSession).toHaveBeenCalledTimes(2)
  })

  it('fresh: signed out, it fetches with a token stored meanwhile, and answers null without one', async () => {
    let token = false
    const { ask, answerOf, fetchSession } = startSystem({ hasToken: () => token })
    await expect(answerOf(ask(currentSession, 'before'))).resolves.toBeNull()
    await expect(answerOf(ask(freshSession, 'no-token'))).resolves.toBeNull()
    expect(fetchSession).not.toHaveBeenCalled()
    token = true // a sign-in outside the login form stored its tokens
    await expect(answerOf(ask(freshSession, 'adopt'))).resolves.toEqual(userOf(50))
    expect(fetchSession).toHaveBeenCalledTimes(1)
  })

  it('fresh: a refused token ends the session, and the answer is null', async () => {
    const { ask, answerOf } = startSystem({
      fetches: [async () => userOf(50), () => Promise.reject(refused())],
    })
    await answerOf(ask(currentSession, 'first'))
    await expect(answerOf(ask(freshSession, 'fresh'))).resolves.toBeNull()
  })

  it('signOut: signs this window out and is done once it is', async () => {
    const { ask, answerOf, logout, sessionActor } = startSystem()
    await answerOf(ask(currentSession, 'first'))
    const out = ask(signOut, 'out')
    await expect(answerOf(out)).resolves.toBeUndefined()
    expect(out.getSnapshot().status).toBe('done')
    expect(logout).toHaveBeenCalledTimes(1)
    expect(sessionActor.getSnapshot().matches({ signedOut: 'anonymous' })).toBe(true)
    expect(sessionActor.getSnapshot().context.session).toBeNull()
  })

  it('maps the answer with its own function (the answer read with other state)', async () => {
    const { ask, answerOf } = startSystem()
    const withSid = askSession('current', (user) => ({ id: user?.user.userId, sid: 'S1' }))
    await expect(answerOf(ask(withSid, 'a'))).resolves.toEqual({ id: 'fc0001', sid: 'S1' })
  })

  it('an asker stopped before the answer (its page left) is told nothing, and forgotten', async () => {
    const held = deferred<SessionUser>()
    const { root, ask, answerOf, sessionActor } = startSystem({ fetches: [() => held.promise] })
    const left = ask(currentSession, 'left')
    const stays = ask(currentSession, 'stays')
    root.send({ type: 'DROP', id: 'left' })
    held.resolve(userOf(3))
    await expect(answerOf(stays)).resolves.toEqual(userOf(3))
    expect(left.getSnapshot().status).toBe('stopped')
    expect(sessionActor.getSnapshot().context.askers).toEqual([])
  })

  it('fails when its system has no session (its invoker sees an error, not a hang)', () => {
    const page = createActor(
      setup({ actors: { currentSession } }).createMachine({
        initial: 'asking',
        states: {
          asking: { invoke: { src: 'currentSession', onDone: 'answered', onError: 'failed' } },
          answered: {},
          failed: {},
        },
      }),
    ).start()
    expect(page.getSnapshot().value).toBe('failed')
  })
})
