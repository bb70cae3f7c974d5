import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { entryMachine } from './entry-machine'
import type { SessionUser } from '../../../shared/domain/user'
import type { AuthCode } from '../../../shared/domain/codes'
import { PATHS, samePath } from '../../../shared/domain/routes'

const sessionOf = (siteId: number, auth: AuthCode): SessionUser => ({
  user: {
    name: '사용자',
    userId: 'user01',
    siteId,
    auth,
    email: 'user01@example.com',
    mobile: '010-0000-0000',
    branchCode: null,
    branchName: null,
  },
  roleList: ['RM'],
  print: true,
  usableCount: 20,
})

async function run(ensure: () => Promise<SessionUser | null>, orange = false) {
  const navigate = vi.fn<(to: string, replace: boolean | undefined) => void>()
  const rememberHome = vi.fn<(route: string) => void>()
  const setOrange = vi.fn<(on: boolean) => void>()
  const ensureSession = vi.fn(ensure)
  const machine = entryMachine.provide({
    actors: { ensureSession: fromPromise(() => ensureSession()) },
    actions: {
      navigate: (_, params) => navigate(params.to, params.replace),
      rememberHome: (_, params) => rememberHome(params.route),
      setOrange: (_, params) => setOrange(params.on),
    },
  })
  const actor = createActor(machine, { input: { orange } }).start()
  const snapshot = await waitFor(actor, (s) => s.status === 'done')
  return { snapshot, navigate, rememberHome, setOrange, ensureSession }
}

describe('entryMachine', () => {
  it('sends a site 1 user to /v2/give, sets the orange flag and the home route', async () => {
    const { snapshot, navigate, rememberHome, setOrange, ensureSession } = await run(async () =>
      sessionOf(1, 'F'),
    )
    expect(ensureSession).toHaveBeenCalledTimes(1)
    expect(snapshot.value).toBe('done')
    expect(setOrange).toHaveBeenCalledTimes(1)
    expect(setOrange).toHaveBeenCalledWith(true)
    expect(rememberHome).toHaveBeenCalledTimes(1)
    expect(samePath(rememberHome.mock.calls[0]![0], '/v2/give')).toBe(true)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(PATHS.give, true)
  })

  it('sends a site 3 F user to the dashboard and remembers it as home', async () => {
    const { navigate, rememberHome, setOrange } = await run(async () => sessionOf(3, 'F'))
    expect(navigate).toHaveBeenCalledWith(PATHS.dashboard, true)
    expect(samePath(rememberHome.mock.calls[0]![0], '/v2/dashboard')).toBe(true)
    expect(setOrange).not.toHaveBeenCalledWith(true)
  })

  it('sends a site 3 F user to the dashboard even when the orange flag was set', async () => {
    const { navigate, setOrange } = await run(async () => sessionOf(3, 'F'), true)
    expect(navigate).toHaveBeenCalledWith(PATHS.dashboard, true)
    expect(setOrange).not.toHaveBeenCalledWith(true)
  })

  it('sends role P to the admin dashboard', async () => {
    const { navigate, rememberHome } = await run(async () => sessionOf(3, 'P'))
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(PATHS.adminDashboard, true)
    expect(rememberHome).toHaveBeenCalledWith(PATHS.adminDashboard)
  })

  it('sends a missing user to /v2/Login when the orange flag is off', async () => {
    const { navigate, rememberHome, setOrange } = await run(async () => null, false)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(PATHS.login, true)
    expect(rememberHome).not.toHaveBeenCalled()
    expect(setOrange).not.toHaveBeenCalled()
  })

  it('sends a missing user to /ol/Login when the orange flag is on', async () => {
    const { navigate } = await run(async () => null, true)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(PATHS.olLogin, true)
  })

  it('takes no failed question for a sign-out: the page fails (a wiring error, decision 079)', async () => {
    const missing = new Error('no session in this system')
    await expect(
      run(async () => {
        throw missing
      }),
    ).rejects.toBe(missing)
  })
})
