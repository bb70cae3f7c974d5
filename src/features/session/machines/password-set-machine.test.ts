import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { passwordSetMachine } from './password-set-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import { deferred } from '../../../../tests/support/deferred'
import type { SessionUser } from '../../../shared/domain/user'

type SetPasswordInput = { userId: string; password: string; newPassword: string }

const apiError = (status: number) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation: 'passwordSet' })

function start(
  service: (input: SetPasswordInput) => Promise<void> = async () => {},
  reread: () => Promise<null> = async () => null,
) {
  const setPassword = vi.fn(service)
  const refreshSession = vi.fn(reread)
  const navigate = vi.fn<(to: string, replace: boolean | undefined) => void>()
  const notify = vi.fn<(message: Message) => void>()
  const machine = passwordSetMachine.provide({
    actors: {
      setPassword: fromPromise<void, SetPasswordInput>(({ input }) => setPassword(input)),
      refreshSession: fromPromise<SessionUser | null>(() => refreshSession()),
    },
    actions: {
      navigate: (_, params) => navigate(params.to, params.replace),
      notify: (_, params) => notify(params.message),
    },
  })
  const actor = createActor(machine, { input: { userId: 'newbie' } }).start()
  return { actor, setPassword, refreshSession, navigate, notify }
}

const valid = { initial: 'newbie', newPassword: 'Newpass1!', confirm: 'Newpass1!' }

describe('passwordSetMachine validation', () => {
  it('an empty initial password gives passwordSet.initialRequired and calls nothing', () => {
    const { actor, setPassword } = start()
    actor.send({ type: 'SUBMIT', ...valid, initial: '  ' })
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.fieldErrors.initial?.key).toBe('passwordSet.initialRequired')
    expect(snap.context.fieldErrors.newPassword).toBeUndefined()
    expect(snap.context.fieldErrors.confirm).toBeUndefined()
    expect(setPassword).not.toHaveBeenCalled()
  })

  it('a confirmation different from the new password gives passwordSet.mismatch', () => {
    const { actor, setPassword } = start()
    actor.send({ type: 'SUBMIT', ...valid, confirm: 'Newpass2!' })
    const snap = actor.getSnapshot()
    expect(snap.context.fieldErrors.confirm?.key).toBe('passwordSet.mismatch')
    expect(snap.context.fieldErrors.initial).toBeUndefined()
    expect(setPassword).not.toHaveBeenCalled()
  })

  it('a weak new password gives validation.password', () => {
    const { actor, setPassword } = start()
    actor.send({ type: 'SUBMIT', initial: 'newbie', newPassword: 'abc', confirm: 'abc' })
    const snap = actor.getSnapshot()
    expect(snap.context.fieldErrors.newPassword?.key).toBe('validation.password')
    expect(setPassword).not.toHaveBeenCalled()
  })

  it('an initial password over 64 characters gives passwordSet.initialTooLong and calls nothing', () => {
    const { actor, setPassword } = start()
    actor.send({ type: 'SUBMIT', ...valid, initial: 'x'.repeat(65) })
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.fieldErrors).toEqual({
      initial: { key: 'passwordSet.initialTooLong', params: { max: 64 } },
    })
    expect(setPassword).not.toHaveBeenCalled()
  })

  it('an empty new password gives passwordSet.newRequired', () => {
    const { actor, setPassword } = start()
    actor.send({ type: 'SUBMIT', initial: 'newbie', newPassword: '', confirm: '' })
    expect(actor.getSnapshot().context.fieldErrors.newPassword?.key).toBe('passwordSet.newRequired')
    expect(setPassword).not.toHaveBeenCalled()
  })
})

describe('passwordSetMachine submit', () => {
  it('a valid form calls the service with the input userId, then notifies and goes home', async () => {
    const { actor, setPassword, notify, navigate } = start()
    actor.send({
      type: 'SUBMIT',
      initial: 'newbie',
      newPassword: 'Newpass1!',
      confirm: 'Newpass1!',
    })
    const snap = await waitFor(actor, (s) => s.status === 'done')
    expect(setPassword).toHaveBeenCalledTimes(1)
    expect(setPassword).toHaveBeenCalledWith({
      userId: 'newbie',
      password: 'newbie',
      newPassword: 'Newpass1!',
    })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]?.[0].key).toBe('passwordSet.success')
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate.mock.calls[0]?.[0]).toBe('/')
    expect(snap.context.error).toBeNull()
  })

  it('re-reads the session before going home, and the password page leaves the history', async () => {
    const reread = deferred<null>()
    const { actor, refreshSession, navigate } = start(undefined, () => reread.promise)
    actor.send({ type: 'SUBMIT', ...valid })
    await waitFor(actor, (s) => s.matches('refreshing'))
    expect(refreshSession).toHaveBeenCalledTimes(1)
    // home is decided on the session the server now gives, not on the pending one
    expect(navigate).not.toHaveBeenCalled()
    reread.resolve(null)
    await waitFor(actor, (s) => s.status === 'done')
    expect(navigate).toHaveBeenCalledWith('/', true)
  })

  it('clears earlier field errors when a valid form is submitted', async () => {
    const { actor } = start()
    actor.send({ type: 'SUBMIT', ...valid, initial: '' })
    expect(actor.getSnapshot().context.fieldErrors.initial).toBeDefined()
    actor.send({ type: 'SUBMIT', ...valid })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    await waitFor(actor, (s) => s.status === 'done')
  })

  it('a 404 gives passwordSet.wrongInitial and returns to editing', async () => {
    const { actor, notify, navigate } = start(async () => {
      throw apiError(404)
    })
    actor.send({ type: 'SUBMIT', ...valid })
    const snap = await waitFor(actor, (s) => s.context.error !== null)
    expect(snap.value).toBe('editing')
    expect(snap.context.error?.key).toBe('passwordSet.wrongInitial')
    expect(notify).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a 429 (too many wrong passwords, decision 041) gives passwordSet.throttled and returns to editing', async () => {
    const { actor, notify, navigate } = start(async () => {
      throw apiError(429)
    })
    actor.send({ type: 'SUBMIT', ...valid })
    const snap = await waitFor(actor, (s) => s.context.error !== null)
    expect(snap.value).toBe('editing')
    expect(snap.context.error?.key).toBe('passwordSet.throttled')
    expect(notify).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a 500 gives passwordSet.failed with the status', async () => {
    const { actor } = start(async () => {
      throw apiError(500)
    })
    actor.send({ type: 'SUBMIT', ...valid })
    const snap = await waitFor(actor, (s) => s.context.error !== null)
    expect(snap.context.error?.key).toBe('passwordSet.failed')
    expect(snap.context.error?.params).toMatchObject({ status: 500 })
  })

  it('a SUBMIT while submitting is ignored', async () => {
    const pending = deferred<void>()
    const { actor, setPassword } = start(() => pending.promise)
    actor.send({ type: 'SUBMIT', ...valid })
    expect(actor.getSnapshot().value).toBe('submitting')
    actor.send({ type: 'SUBMIT', initial: 'other', newPassword: 'Other123!', confirm: 'Other123!' })
    actor.send({ type: 'SUBMIT', initial: '', newPassword: '', confirm: '' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    expect(setPassword).toHaveBeenCalledTimes(1)
    pending.resolve()
    await waitFor(actor, (s) => s.status === 'done')
    expect(setPassword).toHaveBeenCalledTimes(1)
    expect(setPassword).toHaveBeenCalledWith({
      userId: 'newbie',
      password: 'newbie',
      newPassword: 'Newpass1!',
    })
  })
})
