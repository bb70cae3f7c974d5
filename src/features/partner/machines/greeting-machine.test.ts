import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { greetingMachine, shownIdOf } from './greeting-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { SessionUser } from '../../../shared/domain/user'
import type { Message } from '../../../shared/domain/messages'
import type { HandOver } from '../domain/partner'

const HAND_OVER: HandOver = { sid: 'S', name: '새가입', siteId: 1, userId: '1000099' }
const USER = {
  user: { userId: 'OL1000099', name: '새가입', siteId: 1 },
  roleList: ['RM'],
  print: false,
  usableCount: 5,
  passwordPending: false,
} as unknown as SessionUser
const apiError = (status: number) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation: 'x' })

interface Fakes {
  open?: { user: SessionUser | null; handOver: HandOver | null }
  signUp?: () => Promise<void>
  signIn?: () => Promise<void>
  setPassword?: (input: { userId: string; password: string; newPassword: string }) => Promise<void>
  adoptSession?: () => Promise<SessionUser | null>
}

function start(fakes: Fakes = {}) {
  const calls: string[] = []
  const leave = vi.fn()
  const notify = vi.fn<(m: Message) => void>()
  const setPassword = vi.fn(fakes.setPassword ?? (async () => {}))
  const machine = greetingMachine.provide({
    actors: {
      open: fromPromise(async () => fakes.open ?? { user: null, handOver: HAND_OVER }),
      signUp: fromPromise<void, HandOver>(async () => {
        calls.push('signUp')
        await fakes.signUp?.()
      }),
      signIn: fromPromise<void, HandOver>(async () => {
        calls.push('signIn')
        await fakes.signIn?.()
      }),
      setPassword: fromPromise<void, { userId: string; password: string; newPassword: string }>(
        async ({ input }) => {
          calls.push('setPassword')
          await setPassword(input)
        },
      ),
      adoptSession: fromPromise<SessionUser | null>(async () => {
        calls.push('adoptSession')
        return fakes.adoptSession ? fakes.adoptSession() : USER
      }),
    },
    actions: { leave, notify: (_, { message }) => notify(message) },
  })
  const actor = createActor(machine).start()
  return { actor, calls, leave, notify, setPassword }
}

const typeAndSubmit = (
  actor: ReturnType<typeof start>['actor'],
  password: string,
  confirm: string,
) => {
  actor.send({ type: 'PASSWORD.CHANGE', value: password })
  actor.send({ type: 'CONFIRM.CHANGE', value: confirm })
  actor.send({ type: 'SUBMIT' })
}

describe('greetingMachine on opening (S2 §2.5)', () => {
  it('leaves directly when already signed in without a hand-over', async () => {
    const { actor, leave } = start({ open: { user: USER, handOver: null } })
    await waitFor(actor, (s) => s.status === 'done')
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('explains once for the FC the callback signed in; start leaves', async () => {
    const { actor, leave } = start({ open: { user: USER, handOver: HAND_OVER } })
    await waitFor(actor, (s) => s.matches({ ready: 'signedIn' }))
    expect(leave).not.toHaveBeenCalled()
    actor.send({ type: 'START' })
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('shows the id as OL + FC number', () => {
    expect(shownIdOf({ user: null, handOver: HAND_OVER })).toBe('OL1000099')
    expect(shownIdOf({ user: USER, handOver: null })).toBe('OL1000099')
  })

  it('without a hand-over, register says so and opens nothing', async () => {
    const { actor, notify } = start({ open: { user: null, handOver: null } })
    await waitFor(actor, (s) => s.matches({ ready: 'guest' }))
    actor.send({ type: 'REGISTER' })
    expect(actor.getSnapshot().matches({ ready: 'guest' })).toBe(true)
    expect(notify).toHaveBeenCalledWith({ key: 'partner.greeting.noHandOver' })
  })
})

describe('greetingMachine sign-up dialog (S2 §2.5, §4)', () => {
  async function openDialog(fakes: Fakes = {}) {
    const started = start(fakes)
    await waitFor(started.actor, (s) => s.matches({ ready: 'guest' }))
    started.actor.send({ type: 'REGISTER' })
    return started
  }

  it('ignores confirm while the password is empty', async () => {
    const { actor, calls } = await openDialog()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true)
    expect(calls).toEqual([])
  })

  it('says the password rule, then the mismatch, calling nothing', async () => {
    const { actor, calls } = await openDialog()
    typeAndSubmit(actor, 'short', 'short')
    expect(actor.getSnapshot().context.passwordError).toEqual({ key: 'validation.password' })
    typeAndSubmit(actor, 'Partner1!', 'Partner1?')
    expect(actor.getSnapshot().context.confirmError).toEqual({ key: 'partner.passwordMismatch' })
    expect(calls).toEqual([])
  })

  it('signs up, sets the password (initial = id), loads the user, completes, closing leaves', async () => {
    const { actor, calls, setPassword, notify, leave } = await openDialog()
    typeAndSubmit(actor, 'Partner1!', 'Partner1!')
    await waitFor(actor, (s) => s.matches('completed'))
    expect(calls).toEqual(['signUp', 'setPassword', 'adoptSession'])
    expect(setPassword).toHaveBeenCalledWith({
      userId: 'OL1000099',
      password: 'OL1000099',
      newPassword: 'Partner1!',
    })
    expect(notify).toHaveBeenCalledWith({
      key: 'partner.done.registered',
      params: { id: 'OL1000099' },
    })
    expect(actor.getSnapshot().context.user).toBe(USER)
    actor.send({ type: 'CLOSE' })
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('signs in instead when the sign-up answers 401', async () => {
    const { actor, calls } = await openDialog({
      signUp: async () => {
        throw apiError(401)
      },
    })
    typeAndSubmit(actor, 'Partner1!', 'Partner1!')
    await waitFor(actor, (s) => s.matches('completed'))
    expect(calls).toEqual(['signUp', 'signIn', 'setPassword', 'adoptSession'])
  })

  it('signs in again once when the password set answers 401', async () => {
    let first = true
    const { actor, calls } = await openDialog({
      setPassword: async () => {
        if (first) {
          first = false
          throw apiError(401)
        }
      },
    })
    typeAndSubmit(actor, 'Partner1!', 'Partner1!')
    await waitFor(actor, (s) => s.matches('completed'))
    expect(calls).toEqual(['signUp', 'setPassword', 'signIn', 'setPassword', 'adoptSession'])
  })

  it('says the default password differs on 404, and sign-up failure otherwise', async () => {
    const wrong = await openDialog({
      setPassword: async () => {
        throw apiError(404)
      },
    })
    typeAndSubmit(wrong.actor, 'Partner1!', 'Partner1!')
    await waitFor(wrong.actor, (s) => s.context.error !== null)
    expect(wrong.actor.getSnapshot().context.error).toEqual({
      key: 'partner.defaultPasswordDiffers',
      params: { code: 404, status: 404 },
    })
    expect(wrong.actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true)

    const failing = await openDialog({
      signUp: async () => {
        throw apiError(500)
      },
    })
    typeAndSubmit(failing.actor, 'Partner1!', 'Partner1!')
    await waitFor(failing.actor, (s) => s.context.error !== null)
    expect(failing.actor.getSnapshot().context.error?.key).toBe('partner.signUpFailed')
  })

  it.each<[string, ApiError, Message]>([
    // S2 §8 password set: 'password change failed (code)' for another status
    [
      '500',
      apiError(500),
      { key: 'partner.passwordSetFailed', params: { code: 500, status: 500 } },
    ],
    // the server's lock after repeated wrong passwords, as the password page says it
    ['429', apiError(429), { key: 'passwordSet.throttled', params: { code: 429, status: 429 } }],
    // a dropped call says the network's message, not a code 0
    [
      'a dropped call',
      new ApiError({ status: 0, message: 'offline', kind: 'network', operation: 'x' }),
      { key: 'common.network' },
    ],
  ])('the password set failing with %s says the catalogue message', async (_, error, said) => {
    const { actor } = await openDialog({
      setPassword: async () => {
        throw error
      },
    })
    typeAndSubmit(actor, 'Partner1!', 'Partner1!')
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual(said)
    expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true)
  })

  it('once the password is set, a retry after a failed user load only loads the user', async () => {
    let fail = true
    const { actor, calls } = await openDialog({
      // the session refused the user it read (null)
      adoptSession: async () => (fail ? null : USER),
    })
    typeAndSubmit(actor, 'Partner1!', 'Partner1!')
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error?.key).toBe('partner.signUpFailed')
    fail = false
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('completed'))
    // no second sign-up, sign-in or password set (the id is no longer the password)
    expect(calls).toEqual(['signUp', 'setPassword', 'adoptSession', 'adoptSession'])
  })

  it('a new submit clears the last message and may sign in again once more', async () => {
    const { actor, calls } = await openDialog({
      setPassword: async () => {
        throw apiError(401)
      },
    })
    typeAndSubmit(actor, 'Partner1!', 'Partner1!')
    await waitFor(actor, (s) => s.context.error !== null)
    expect(calls).toEqual(['signUp', 'setPassword', 'signIn', 'setPassword'])
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.context.error !== null)
    expect(calls.slice(4)).toEqual(['signUp', 'setPassword', 'signIn', 'setPassword'])
  })

  it('cancel closes the dialog and forgets what was typed', async () => {
    const { actor } = await openDialog()
    actor.send({ type: 'PASSWORD.CHANGE', value: 'abc' })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().matches({ ready: 'guest' })).toBe(true)
    actor.send({ type: 'REGISTER' })
    expect(actor.getSnapshot().context.password).toBe('')
  })
})
