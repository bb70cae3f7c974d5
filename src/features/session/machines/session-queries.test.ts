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
import type { LoginResult } from '../services/auth-service'
import {
  askSession,
  currentSession,
  freshSession,
  pageLoadSession,
  SESSION_SYSTEM_ID,
  signOut,
} from './session-queries'
import { SITE } from '../../../shared/domain/codes'

const userOf = (usableCount: number): SessionUser => ({ ...fc0001Session, usableCount })

interface Fakes {
  /** what each fetch of the user answers, in turn */
  fetches?: Array<() => Promise<SessionUser>>
  hasToken?: () => boolean
  /** the user a sign-in signs in (LOGIN) */
  signsIn?: SessionUser
}

/**
 * A stand-in for the portal root: the session (with fake services) under its systemId, and
 * askers started and stopped as the root's children, in its system.
 */
function startSystem(fakes: Fakes = {}) {
  const fetches = [...(fakes.fetches ?? [])]
  const fetchSession = vi.fn(() => (fetches.shift() ?? (async () => userOf(50)))())
  const logout = vi.fn(async () => {})
  const signsIn = fakes.signsIn ?? userOf(50)
  const session = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(() => fetchSession()),
      logout: fromPromise(() => logout()),
      login: fromPromise(async (): Promise<LoginResult> => ({
        passwordRefreshed: true,
        userInfo: signsIn.user,
      })),
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

describe("a page's load takes the read that led to it (S1 §4, decision 085)", () => {
  /** signs in as the harness's user and waits until the sign-in has read the user */
  async function signedIn(system: ReturnType<typeof startSystem>) {
    system.sessionActor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    await waitFor(system.sessionActor, (s) => s.matches('authenticated'))
  }

  it("the dashboard a sign-in leads to takes the sign-in's read; its next load reads again", async () => {
    const system = startSystem({ fetches: [async () => userOf(50), async () => userOf(47)] })
    await signedIn(system)
    expect(system.fetchSession).toHaveBeenCalledTimes(1)
    await expect(
      system.answerOf(system.ask(pageLoadSession('dashboard'), 'landed')),
    ).resolves.toEqual(userOf(50))
    expect(system.fetchSession).toHaveBeenCalledTimes(1)
    // the dashboard opened again (the user came back to it): S1 §4's load reads again
    await expect(
      system.answerOf(system.ask(pageLoadSession('dashboard'), 'again')),
    ).resolves.toEqual(userOf(47))
    expect(system.fetchSession).toHaveBeenCalledTimes(2)
  })

  it('a page the sign-in did not lead to reads again (the orange site lands on give)', async () => {
    const orange: SessionUser = {
      ...userOf(50),
      user: { ...userOf(50).user, siteId: SITE.ORANGE },
    }
    const system = startSystem({ signsIn: orange, fetches: [async () => orange] })
    await signedIn(system)
    await system.answerOf(system.ask(pageLoadSession('dashboard'), 'dashboard'))
    expect(system.fetchSession).toHaveBeenCalledTimes(2)
  })

  it('a page opened directly takes the read its opening made, for itself or through the entry page', async () => {
    for (const opened of ['dashboard', 'home'] as const) {
      const system = startSystem()
      // the route guard asks who is signed in for the page it decides on
      await system.answerOf(
        system.ask(
          askSession('current', (u) => u, opened),
          'opening',
        ),
      )
      expect(system.fetchSession).toHaveBeenCalledTimes(1)
      await system.answerOf(system.ask(pageLoadSession('dashboard'), 'load'))
      expect(system.fetchSession, opened).toHaveBeenCalledTimes(1)
    }
  })

  it("a read made for another page (the user went there first) is not the dashboard load's", async () => {
    // signed in here, or opened on the give page with a session stored
    for (const signIn of [true, false]) {
      const system = startSystem()
      if (signIn) await signedIn(system)
      // the route guard lets the give page through first, then the dashboard
      await system.answerOf(
        system.ask(
          askSession('current', (u) => u, 'give'),
          'give',
        ),
      )
      await system.answerOf(
        system.ask(
          askSession('current', (u) => u, 'dashboard'),
          'dashboard',
        ),
      )
      await system.answerOf(system.ask(pageLoadSession('dashboard'), 'load'))
      expect(system.fetchSession, `signed in here: ${signIn}`).toHaveBeenCalledTimes(2)
    }
  })

  it('a fresh read asked between them (a password set, a hand-over) is never taken from memory', async () => {
    const system = startSystem({ fetches: [async () => userOf(50), async () => userOf(49)] })
    await signedIn(system)
    await expect(system.answerOf(system.ask(freshSession, 'fresh'))).resolves.toEqual(userOf(49))
    expect(system.fetchSession).toHaveBeenCalledTimes(2)
    await system.answerOf(system.ask(pageLoadSession('dashboard'), 'load'))
    expect(system.fetchSession).toHaveBeenCalledTimes(3)
  })

  it('the count set since the read (a voucher given) is in the answer', async () => {
    const system = startSystem()
    await signedIn(system)
    system.sessionActor.send({ type: 'USABLE_COUNT.SET', usableCount: 12 })
    await expect(
      system.answerOf(system.ask(pageLoadSession('dashboard'), 'landed')),
    ).resolves.toEqual(userOf(12))
    expect(system.fetchSession).toHaveBeenCalledTimes(1)
  })
})
