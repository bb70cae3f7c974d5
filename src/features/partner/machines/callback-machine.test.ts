import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { callbackMachine, type ShownError } from './callback-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { HandOver, SidData } from '../domain/partner'
import type { SessionUser } from '../../../shared/domain/user'
import { SID_FAILURES } from '../../../../tests/support/sid-failures'

const DATA: SidData = { name: '오렌지', siteId: 1, userId: '1000001' }
const apiError = (status: number) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation: 'x' })

function start(
  sid: string | null,
  fakes: { decrypt?: () => Promise<SidData>; signIn?: () => Promise<void> } = {},
) {
  const calls: string[] = []
  const showError = vi.fn<(e: ShownError) => void>()
  const storeSid = vi.fn<(h: HandOver) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const signIn = vi.fn<(h: HandOver) => Promise<void>>(fakes.signIn ?? (async () => {}))
  const machine = callbackMachine.provide({
    actors: {
      signOut: fromPromise<void>(async () => {
        calls.push('signOut')
      }),
      decryptSid: fromPromise<SidData, { sid: string }>(async () => {
        calls.push('decrypt')
        return (fakes.decrypt ?? (async () => DATA))()
      }),
      signIn: fromPromise<void, HandOver>(async ({ input }) => {
        calls.push('signIn')
        return signIn(input)
      }),
      adoptSession: fromPromise<SessionUser | null>(async () => {
        calls.push('adoptSession')
        return null
      }),
    },
    actions: {
      showError: (_, e) => showError(e),
      storeSid: (_, h) => {
        calls.push('storeSid')
        storeSid(h)
      },
      navigate: (_, { to }) => navigate(to),
    },
  })
  const actor = createActor(machine, { input: { sid } }).start()
  return { actor, calls, showError, storeSid, navigate, signIn }
}

describe('callbackMachine (S2 §4 callback)', () => {
  it('logs out, decrypts, signs in, stores the sid, goes to the greeting', async () => {
    const { actor, calls, storeSid, navigate, signIn } = start('SID1')
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual(['signOut', 'decrypt', 'signIn', 'adoptSession', 'storeSid'])
    expect(signIn).toHaveBeenCalledWith({ ...DATA, sid: 'SID1' })
    expect(storeSid).toHaveBeenCalledWith({ ...DATA, sid: 'SID1' })
    expect(navigate).toHaveBeenCalledWith('/ol/Greeting')
  })

  it.each(SID_FAILURES)(
    'a decrypt %i stores its message with the sid and goes to /v2/Error',
    async (status, key) => {
      const { actor, calls, showError, navigate } = start('OLD', {
        decrypt: async () => {
          throw apiError(status)
        },
      })
      await waitFor(actor, (s) => s.status === 'done')
      expect(calls).toEqual(['signOut', 'decrypt'])
      expect(showError).toHaveBeenCalledWith({
        status,
        message: { key, params: { code: status, status } },
        detail: 'OLD',
      })
      expect(navigate).toHaveBeenCalledWith('/v2/Error')
    },
  )

  it('a missing sid is an invalid SID value, without any call', async () => {
    const { actor, calls, showError, navigate } = start(null)
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual([])
    expect(showError.mock.calls[0]![0]).toMatchObject({
      status: 400,
      message: { key: 'partner.sid.invalid' },
    })
    expect(navigate).toHaveBeenCalledWith('/v2/Error')
  })

  it('an FC with no account yet (sign-in 404) still reaches the greeting, signed out', async () => {
    const { actor, calls, navigate } = start('NEW', {
      signIn: async () => {
        throw apiError(404)
      },
    })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual(['signOut', 'decrypt', 'signIn', 'storeSid'])
    expect(navigate).toHaveBeenCalledWith('/ol/Greeting')
  })

  it('another sign-in failure goes to the error page with the sid', async () => {
    const { actor, showError, navigate } = start('X', {
      signIn: async () => {
        throw apiError(403)
      },
    })
    await waitFor(actor, (s) => s.status === 'done')
    expect(showError.mock.calls[0]![0]).toMatchObject({
      status: 403,
      message: { key: 'partner.handOverExpired' },
      detail: 'X',
    })
    expect(navigate).toHaveBeenCalledWith('/v2/Error')
  })
})
