import { describe, it, expect } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  REDACTED,
  createJournal,
  redact,
  type JournalEntry,
} from '../../src/shared/machines/journal'
import { lastStates, replayJournal } from '../support/journal-replay'
import { sessionMachine } from '../../src/features/session/machines/session-machine'
import { uiMachine } from '../../src/shared/machines/ui-machine'
import type { LoginResult } from '../../src/features/session/services/auth-service'
import type { SessionUser } from '../../src/shared/domain/user'
import { message } from '../../src/shared/domain/messages'
import { ApiError } from '../../src/shared/services/api-error'
import { fc0001Session } from '../support/sessions'

const SECRET = 'S3cret!pw'

const user: SessionUser = fc0001Session

const loginResult: LoginResult = { passwordRefreshed: true, userInfo: user.user }

const hasToken = () => false

/** the session machine with services that answer at once */
const liveSession = sessionMachine.provide({
  actors: {
    fetchSession: fromPromise(async () => user),
    login: fromPromise<LoginResult, { userId: string; password: string }>(async () => loginResult),
    logout: fromPromise(async () => {}),
  },
  guards: { hasToken },
})

/** the session machine whose services never answer: only the journal drives it */
const inertSession = sessionMachine.provide({
  actors: {
    fetchSession: fromPromise<SessionUser>(() => new Promise(() => {})),
    login: fromPromise<LoginResult, { userId: string; password: string }>(
      () => new Promise(() => {}),
    ),
    logout: fromPromise<void>(() => new Promise(() => {})),
  },
  guards: { hasToken },
})

const parseExport = (json: string): JournalEntry[] => {
  const parsed = JSON.parse(json) as { version: number; entries: JournalEntry[] }
  expect(parsed.version).toBe(1)
  return parsed.entries
}

describe('journal recording', () => {
  it('records the actor name (system id), the event and the resulting state', () => {
    const journal = createJournal()
    const actor = createActor(liveSession, { systemId: 'session', inspect: journal.inspect })
    actor.start()
    actor.send({ type: 'FETCH' })
    const entries = journal.entries()
    expect(entries.length).toBeGreaterThanOrEqual(2)
    expect(entries[0]).toMatchObject({
      actor: 'session',
      event: { type: 'xstate.init' },
      state: { signedOut: 'idle' },
    })
    const last = entries[entries.length - 1]!
    expect(last).toMatchObject({
      actor: 'session',
      event: { type: 'FETCH' },
      state: { signedOut: 'anonymous' },
    })
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1))
    expect(typeof last.at).toBe('string')
  })

  it('uses the injected clock for the timestamp', () => {
    const journal = createJournal({ now: () => new Date('2024-02-01T00:00:00.000Z') })
    createActor(uiMachine, { input: { width: 1280 }, systemId: 'ui', inspect: journal.inspect })
      .start()
      .send({ type: 'REQUEST.START' })
    expect(journal.entries().every((e) => e.at === '2024-02-01T00:00:00.000Z')).toBe(true)
  })

  it('redacts LOGIN passwords in entries and in exportJson', async () => {
    const journal = createJournal()
    const actor = createActor(liveSession, { systemId: 'session', inspect: journal.inspect })
    actor.start()
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: SECRET })
    await waitFor(actor, (s) => s.matches('authenticated'))

    const logins = journal.entries().filter((e) => e.event.type === 'LOGIN')
    expect(logins).toHaveLength(1)
    expect(logins[0]!.event).toEqual({ type: 'LOGIN', userId: 'fc0001', password: REDACTED })

    const json = journal.exportJson()
    expect(json).not.toContain(SECRET)
    const exported = parseExport(json).filter((e) => e.event.type === 'LOGIN')
    expect(exported[0]!.event.password).toBe(REDACTED)
    expect(exported[0]!.event.userId).toBe('fc0001')
  })

  it('redact replaces nested secrets and keeps the rest', () => {
    expect(
      redact({ type: 'X', body: { token: 'abc', newPassword: 'n', name: 'kim' }, list: [1] }),
    ).toEqual({
      type: 'X',
      body: { token: REDACTED, newPassword: `${REDACTED}#2`, name: 'kim' },
      list: [1],
    })
  })

  it('redact keeps blank secrets blank and equal secrets equal, never their content', () => {
    const out = redact({
      type: 'SUBMIT',
      initial: '',
      newPassword: 'Abcd123!',
      confirm: 'Abcd123!',
    })
    expect(out).toEqual({ type: 'SUBMIT', initial: '', newPassword: REDACTED, confirm: REDACTED })
    const differ = redact({ type: 'SUBMIT', newPassword: 'Abcd123!', confirm: 'Abcd123?' })
    expect(differ).toEqual({ type: 'SUBMIT', newPassword: REDACTED, confirm: `${REDACTED}#2` })
    expect(JSON.stringify(differ)).not.toContain('Abcd')
  })

  it('the limit bounds the entries, keeping the newest', () => {
    const journal = createJournal({ limit: 3 })
    const actor = createActor(uiMachine, {
      input: { width: 1280 },
      systemId: 'ui',
      inspect: journal.inspect,
    }).start()
    for (let i = 0; i < 10; i++) actor.send({ type: 'REQUEST.START' })
    actor.send({ type: 'VIEWPORT.RESIZE', width: 800 })
    const entries = journal.entries()
    expect(entries).toHaveLength(3)
    // 1 init + 10 starts + 1 resize = 12 recorded; the last three remain
    expect(entries.map((e) => e.seq)).toEqual([10, 11, 12])
    expect(entries[2]!.event.type).toBe('VIEWPORT.RESIZE')
    expect(parseExport(journal.exportJson())).toHaveLength(3)
  })

  it('a limit of 0 records nothing and never notifies', () => {
    const journal = createJournal({ limit: 0 })
    let calls = 0
    journal.subscribe(() => calls++)
    const actor = createActor(uiMachine, {
      input: { width: 1280 },
      systemId: 'ui',
      inspect: journal.inspect,
    }).start()
    actor.send({ type: 'VIEWPORT.RESIZE', width: 800 })
    expect(journal.entries()).toEqual([])
    expect(calls).toBe(0)
  })

  it('notifies subscribers and clear empties the journal', () => {
    const journal = createJournal()
    let calls = 0
    const unsubscribe = journal.subscribe(() => calls++)
    const actor = createActor(uiMachine, {
      input: { width: 1280 },
      systemId: 'ui',
      inspect: journal.inspect,
    }).start()
    actor.send({ type: 'REQUEST.START' })
    expect(calls).toBe(journal.entries().length)
    journal.clear()
    expect(journal.entries()).toHaveLength(0)
    unsubscribe()
    const before = calls
    actor.send({ type: 'REQUEST.END' })
    expect(calls).toBe(before)
    expect(journal.entries()).toHaveLength(1)
  })
})

describe('journal replay', () => {
  it('replays a session run into a fresh actor whose services never answer', async () => {
    const journal = createJournal()
    const original = createActor(liveSession, { systemId: 'session', inspect: journal.inspect })
    original.start()
    original.send({ type: 'FETCH' })
    original.send({ type: 'LOGIN', userId: '', password: SECRET })
    expect(original.getSnapshot().context.fieldErrors.userId?.key).toBe('login.userIdRequired')
    original.send({ type: 'LOGIN', userId: 'fc0001', password: SECRET })
    await waitFor(original, (s) => s.matches('authenticated'))
    original.send({ type: 'LOGOUT', redirectTo: '/v2/Login' })
    await waitFor(original, (s) => s.matches({ signedOut: 'anonymous' }))

    const entries = parseExport(journal.exportJson())
    expect(entries.some((e) => e.event.type === 'xstate.done.actor.login')).toBe(true)

    const fresh = createActor(inertSession).start()
    const replayed = replayJournal(entries, { session: fresh })
    const originalValue = original.getSnapshot().value
    expect(originalValue).toEqual({ signedOut: 'anonymous' })
    expect(replayed.session).toEqual(lastStates(entries).session)
    expect(replayed.session).toEqual(originalValue)
    expect(fresh.getSnapshot().context.fetched).toBe(true)
  })

  it('replay passes through every recorded state, also for a LOGIN with a blank password', async () => {
    const journal = createJournal()
    const original = createActor(liveSession, { systemId: 'session', inspect: journal.inspect })
    original.start()
    original.send({ type: 'FETCH' })
    original.send({ type: 'LOGIN', userId: 'fc0001', password: '' })
    expect(original.getSnapshot().context.fieldErrors.password?.key).toBe('login.passwordRequired')
    expect(original.getSnapshot().value).toEqual({ signedOut: 'anonymous' })
    original.send({ type: 'LOGIN', userId: 'fc0001', password: SECRET })
    await waitFor(original, (s) => s.matches('authenticated'))
    original.send({ type: 'LOGOUT' })
    await waitFor(original, (s) => s.matches({ signedOut: 'anonymous' }))

    const entries = parseExport(journal.exportJson()).filter((e) => e.actor === 'session')
    expect(entries.length).toBeGreaterThan(5)
    const fresh = createActor(inertSession).start()
    for (const entry of entries) {
      if (entry.event.type === 'xstate.init') continue
      fresh.send(entry.event as never)
      expect({ event: entry.event.type, state: fresh.getSnapshot().value }).toEqual({
        event: entry.event.type,
        state: entry.state,
      })
    }
  })

  it('replays a session run to authenticated with the fetched user', async () => {
    const journal = createJournal()
    const original = createActor(liveSession, { systemId: 'session', inspect: journal.inspect })
    original.start()
    original.send({ type: 'FETCH' })
    original.send({ type: 'LOGIN', userId: 'fc0001', password: SECRET })
    await waitFor(original, (s) => s.matches('authenticated'))

    const entries = parseExport(journal.exportJson())
    const fresh = createActor(inertSession).start()
    const replayed = replayJournal(entries, { session: fresh })
    expect(replayed.session).toBe('authenticated')
    expect(replayed.session).toEqual(lastStates(entries).session)
    expect(fresh.getSnapshot().context.session).toEqual(original.getSnapshot().context.session)
  })

  it('replays a ui run driven by a simulated clock', () => {
    const journal = createJournal()
    const clock = new SimulatedClock()
    const original = createActor(uiMachine, {
      input: { width: 1280 },
      systemId: 'ui',
      clock,
      inspect: journal.inspect,
    }).start()
    original.send({ type: 'SNACKBAR.SHOW', message: message('common.error'), tone: 'error' })
    original.send({ type: 'REQUEST.START' })
    original.send({ type: 'REQUEST.START' })
    original.send({ type: 'REQUEST.END' })
    clock.increment(4000)
    expect(original.getSnapshot().matches({ snackbar: 'hidden' })).toBe(true)

    const entries = parseExport(journal.exportJson())
    const fresh = createActor(uiMachine, {
      input: { width: 1280 },
      clock: new SimulatedClock(),
    }).start()
    const replayed = replayJournal(entries, { ui: fresh })
    expect(replayed.ui).toEqual(lastStates(entries).ui)
    expect(replayed.ui).toEqual(original.getSnapshot().value)
    expect(replayed.ui).toEqual({ overlay: 'shown', snackbar: 'hidden' })
    expect(fresh.getSnapshot().context.pending).toBe(1)
    expect(fresh.getSnapshot().context.snackbar).toBeNull()
  })

  it('replays a ui run cut before the timeout with the snackbar still visible', () => {
    const journal = createJournal()
    const clock = new SimulatedClock()
    const original = createActor(uiMachine, {
      input: { width: 1280 },
      systemId: 'ui',
      clock,
      inspect: journal.inspect,
    }).start()
    original.send({ type: 'SNACKBAR.SHOW', message: message('common.error') })
    original.send({ type: 'REQUEST.START' })
    // a screen part shows its own indicator: the overlay stays hidden, in the replay too
    original.send({ type: 'INDICATOR.SHOW', id: 'x:1' })
    clock.increment(3999)

    const entries = parseExport(journal.exportJson())
    const fresh = createActor(uiMachine, { input: { width: 1280 }, clock: new SimulatedClock() })
    const replayed = replayJournal(entries, { ui: fresh.start() })
    expect(replayed.ui).toEqual({ overlay: 'hidden', snackbar: 'visible' })
    expect(replayed.ui).toEqual(lastStates(entries).ui)
    expect(fresh.getSnapshot().context.snackbar?.message.key).toBe('common.error')
  })
})

describe('journal replay keeps what decisions depend on', () => {
  it('replays a first login (passwordRefreshed false) to the same navigation', async () => {
    const journal = createJournal()
    const navigated: string[] = []
    const original = createActor(
      sessionMachine.provide({
        actors: {
          fetchSession: fromPromise(async () => user),
          login: fromPromise<LoginResult, { userId: string; password: string }>(async () => ({
            ...loginResult,
            passwordRefreshed: false,
          })),
          logout: fromPromise(async () => {}),
        },
        actions: { navigate: (_, { to }) => navigated.push(to) },
        guards: { hasToken },
      }),
      { systemId: 'session', inspect: journal.inspect },
    ).start()
    original.send({ type: 'LOGIN', userId: 'newbie', password: 'newbie' })
    await waitFor(original, (s) => s.matches('authenticated'))
    expect(journal.exportJson()).toContain('"passwordRefreshed": false')

    const replayedNavigation: string[] = []
    const fresh = createActor(
      inertSession.provide({ actions: { navigate: (_, { to }) => replayedNavigation.push(to) } }),
    ).start()
    replayJournal(parseExport(journal.exportJson()), { session: fresh })
    expect(navigated).toEqual(['/v1/PasswordSet'])
    expect(replayedNavigation).toEqual(navigated)
  })

  it('replays a password too long for the contract to the same field error (decision 011)', () => {
    const journal = createJournal()
    const original = createActor(liveSession, { systemId: 'session', inspect: journal.inspect })
    original.start()
    const long = `${SECRET}${'x'.repeat(64)}`
    original.send({ type: 'LOGIN', userId: 'fc0001', password: long })
    expect(original.getSnapshot().context.fieldErrors.password?.key).toBe('login.passwordTooLong')

    const json = journal.exportJson()
    expect(json).not.toContain(SECRET)
    const fresh = createActor(inertSession).start()
    replayJournal(parseExport(json), { session: fresh })
    expect(fresh.getSnapshot().context.fieldErrors).toEqual(
      original.getSnapshot().context.fieldErrors,
    )
    expect(fresh.getSnapshot().value).toEqual(original.getSnapshot().value)
  })

  it('redact gives a secret over the limit a placeholder just over it, and no other', () => {
    const out = redact({ type: 'LOGIN', password: 'p'.repeat(65), confirm: 'p'.repeat(64) }) as {
      password: string
      confirm: string
    }
    expect(out.password).toHaveLength(65)
    expect(out.password.startsWith(REDACTED)).toBe(true)
    expect(out.password).not.toContain('p')
    expect(out.confirm).toBe(`${REDACTED}#2`)
  })

  it('replays a refused login to the same message (status survives the export)', async () => {
    const journal = createJournal()
    const original = createActor(
      sessionMachine.provide({
        actors: {
          fetchSession: fromPromise(async () => user),
          login: fromPromise<LoginResult, { userId: string; password: string }>(async () => {
            throw new ApiError({ status: 404, message: 'no', kind: 'http', operation: 'loginMk2' })
          }),
          logout: fromPromise(async () => {}),
        },
        guards: { hasToken },
      }),
      { systemId: 'session', inspect: journal.inspect },
    ).start()
    original.send({ type: 'LOGIN', userId: 'fc0001', password: 'Wrong1234!' })
    await waitFor(original, (s) => s.context.loginError !== null)
    expect(original.getSnapshot().context.loginError?.key).toBe('login.notFound')

    const fresh = createActor(inertSession).start()
    replayJournal(parseExport(journal.exportJson()), { session: fresh })
    expect(fresh.getSnapshot().context.loginError).toEqual(
      original.getSnapshot().context.loginError,
    )
  })
})
