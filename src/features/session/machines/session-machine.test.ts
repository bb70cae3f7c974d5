import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { sessionMachine } from './session-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { LoginResult } from '../services/auth-service'
import type { SessionUser, User } from '../../../shared/domain/user'
import type { AuthCode } from '../../../shared/domain/codes'
import { PATHS } from '../../../shared/domain/routes'
import { deferred } from '../../../../tests/support/deferred'

const userOf = (auth: AuthCode, overrides: Partial<User> = {}): User => ({
  name: '김설계',
  userId: 'fc0001',
  siteId: 3,
  auth,
  email: 'fc0001@example.com',
  mobile: '010-1003-2021',
  branchCode: 'B001',
  branchName: '강남지점',
  ...overrides,
})

const sessionOf = (auth: AuthCode = 'F', usableCount = 50): SessionUser => ({
  user: userOf(auth),
  roleList: ['RM', 'RD', 'RP', 'PA'],
  print: true,
  usableCount,
})

const loginResult = (auth: AuthCode, passwordRefreshed = true): LoginResult => ({
  passwordRefreshed,
  userInfo: userOf(auth),
})

const apiError = (status: number, operation = 'fetchUser') =>
  new ApiError({
    status,
    message: `HTTP ${status}`,
    kind: status === 0 ? 'network' : 'http',
    operation,
  })

interface Fakes {
  hasToken?: boolean
  /** what the shared storage holds now (another window's token) */
  stored?: () => string | null
  fetchStoredSession?: (token: string) => Promise<SessionUser>
  fetchSession?: () => Promise<SessionUser>
  login?: (input: { userId: string; password: string }) => Promise<LoginResult>
  logout?: () => Promise<void>
}

function start(fakes: Fakes = {}) {
  const fetchSession = vi.fn(fakes.fetchSession ?? (async () => sessionOf()))
  const login = vi.fn(fakes.login ?? (async () => loginResult('F')))
  const logout = vi.fn(fakes.logout ?? (async () => {}))
  const navigate = vi.fn<(to: string) => void>()
  const rememberHome = vi.fn<(route: string) => void>()
  const forgetTokens = vi.fn<() => void>()
  const adoptToken = vi.fn<(token: string) => void>()
  const notify = vi.fn<(key: string) => void>()
  const stored = fakes.stored ?? (() => null)
  const fetchStoredSession = vi.fn(fakes.fetchStoredSession ?? (async () => sessionOf()))
  const machine = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(() => fetchSession()),
      fetchStoredSession: fromPromise(async () => {
        const token = stored()
        if (token === null) throw new Error('no stored token')
        return { token, session: await fetchStoredSession(token) }
      }),
      login: fromPromise<LoginResult, { userId: string; password: string }>(({ input }) =>
        login(input),
      ),
      logout: fromPromise(() => logout()),
    },
    actions: {
      navigate: (_, params) => navigate(params.to),
      rememberHome: (_, params) => rememberHome(params.route),
      forgetTokens: () => forgetTokens(),
      adoptToken: (_, params) => adoptToken(params.token),
      notify: (_, params) => notify(params.message.key),
    },
    guards: {
      hasToken: () => fakes.hasToken ?? false,
      storedTokenPresent: () => stored() !== null,
    },
  })
  const actor = createActor(machine).start()
  return {
    actor,
    fetchSession,
    fetchStoredSession,
    login,
    logout,
    navigate,
    rememberHome,
    forgetTokens,
    adoptToken,
    notify,
  }
}

describe('sessionMachine FETCH', () => {
  it('without a token goes to signedOut.anonymous, marks fetched and never calls fetchSession', () => {
    const { actor, fetchSession } = start({ hasToken: false })
    expect(actor.getSnapshot().context.fetched).toBe(false)
    actor.send({ type: 'FETCH' })
    const snap = actor.getSnapshot()
    expect(snap.value).toEqual({ signedOut: 'anonymous' })
    expect(snap.context.fetched).toBe(true)
    expect(snap.context.session).toBeNull()
    expect(fetchSession).not.toHaveBeenCalled()
  })

  it('with a token fetches the user and is authenticated with that SessionUser', async () => {
    const user = sessionOf('A', 200)
    const { actor, fetchSession } = start({ hasToken: true, fetchSession: async () => user })
    actor.send({ type: 'FETCH' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const snap = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(fetchSession).toHaveBeenCalledTimes(1)
    expect(snap.context.session).toEqual(user)
    expect(snap.context.fetched).toBe(true)
  })

  it('a 401 failure forgets the tokens and leaves the user signed out', async () => {
    const { actor, forgetTokens } = start({
      hasToken: true,
      fetchSession: async () => {
        throw apiError(401)
      },
    })
    actor.send({ type: 'FETCH' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(forgetTokens).toHaveBeenCalledTimes(1)
    expect(snap.context.session).toBeNull()
    expect(snap.context.fetched).toBe(true)
  })

  it('a network failure (status 0) keeps the tokens', async () => {
    const { actor, forgetTokens } = start({
      hasToken: true,
      fetchSession: async () => {
        throw apiError(0)
      },
    })
    actor.send({ type: 'FETCH' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(forgetTokens).not.toHaveBeenCalled()
    expect(snap.context.fetched).toBe(true)
  })
})

describe('sessionMachine LOGIN validation', () => {
  it('a blank id gives login.userIdRequired and does not call the login service', () => {
    const { actor, login } = start()
    actor.send({ type: 'LOGIN', userId: '   ', password: 'Test1234!' })
    const snap = actor.getSnapshot()
    expect(snap.context.fieldErrors.userId?.key).toBe('login.userIdRequired')
    expect(snap.context.fieldErrors.password).toBeNull()
    expect(snap.matches('signedOut')).toBe(true)
    expect(login).not.toHaveBeenCalled()
  })

  it('a blank password gives login.passwordRequired and does not call the login service', () => {
    const { actor, login } = start()
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: '  ' })
    const snap = actor.getSnapshot()
    expect(snap.context.fieldErrors.password?.key).toBe('login.passwordRequired')
    expect(snap.context.fieldErrors.userId).toBeNull()
    expect(login).not.toHaveBeenCalled()
  })

  it('an id or a password over 64 characters is refused with its own message and sends nothing', () => {
    const { actor, login } = start()
    actor.send({ type: 'LOGIN', userId: 'a'.repeat(65), password: 'b'.repeat(65) })
    const { fieldErrors } = actor.getSnapshot().context
    expect(fieldErrors.userId).toEqual({ key: 'login.userIdTooLong', params: { max: 64 } })
    expect(fieldErrors.password).toEqual({ key: 'login.passwordTooLong', params: { max: 64 } })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(login).not.toHaveBeenCalled()
  })

  it('64 characters after trimming are sent', async () => {
    const { actor, login } = start()
    actor.send({ type: 'LOGIN', userId: ` ${'a'.repeat(64)} `, password: 'b'.repeat(64) })
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledExactlyOnceWith({
      userId: 'a'.repeat(64),
      password: 'b'.repeat(64),
    })
  })

  it('both blank give both field errors', () => {
    const { actor, login } = start()
    actor.send({ type: 'LOGIN', userId: '', password: '' })
    const { fieldErrors } = actor.getSnapshot().context
    expect(fieldErrors.userId?.key).toBe('login.userIdRequired')
    expect(fieldErrors.password?.key).toBe('login.passwordRequired')
    expect(login).not.toHaveBeenCalled()
  })

  it('trims both values before the login service sees them, and clears old field errors', async () => {
    const { actor, login } = start()
    actor.send({ type: 'LOGIN', userId: '', password: '' })
    actor.send({ type: 'LOGIN', userId: '  fc0001 ', password: ' Test1234!  ' })
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledTimes(1)
    expect(login).toHaveBeenCalledWith({ userId: 'fc0001', password: 'Test1234!' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ userId: null, password: null })
  })
})

describe('sessionMachine LOGIN failures', () => {
  it('a 404 gives loginError login.notFound and stays signed out', async () => {
    const { actor, fetchSession, navigate } = start({
      login: async () => {
        throw apiError(404, 'loginMk2')
      },
    })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'wrong' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(snap.context.loginError?.key).toBe('login.notFound')
    expect(snap.context.session).toBeNull()
    expect(fetchSession).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a 429 (an id, an address or a busy server: decisions 015, 041) gives login.throttled and takes another LOGIN', async () => {
    let refuse = true
    const { actor, fetchSession } = start({
      login: async () => {
        if (refuse) throw apiError(429, 'loginMk2')
        return loginResult('F')
      },
    })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(snap.context.loginError?.key).toBe('login.throttled')
    expect(snap.context.session).toBeNull()
    expect(fetchSession).not.toHaveBeenCalled()
    refuse = false
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(actor.getSnapshot().context.loginError).toBeNull()
  })

  it('a 500 gives login.failed with the code', async () => {
    const { actor } = start({
      login: async () => {
        throw apiError(500, 'loginMk2')
      },
    })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'x' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(snap.context.loginError?.key).toBe('login.failed')
    expect(snap.context.loginError?.params).toMatchObject({ code: 500 })
  })

  it('a later valid LOGIN clears the previous loginError', async () => {
    let fail = true
    const { actor } = start({
      login: async () => {
        if (fail) throw apiError(404, 'loginMk2')
        return loginResult('F')
      },
    })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'wrong' })
    await waitFor(actor, (s) => s.context.loginError !== null)
    fail = false
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    expect(actor.getSnapshot().context.loginError).toBeNull()
    await waitFor(actor, (s) => s.matches('authenticated'))
  })
})

describe('sessionMachine LOGIN success', () => {
  it('a password not yet refreshed lands on /v1/PasswordSet', async () => {
    const { actor, navigate, fetchSession } = start({
      login: async () => loginResult('F', false),
    })
    actor.send({ type: 'LOGIN', userId: 'newbie', password: 'newbie' })
    const snap = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(fetchSession).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/v1/PasswordSet')
    expect(snap.context.pendingTarget).toBeNull()
  })

  it('role P lands on /Admin/Dashboard and remembers it as home', async () => {
    const { actor, navigate, rememberHome } = start({
      login: async () => loginResult('P'),
      fetchSession: async () => sessionOf('P'),
    })
    actor.send({ type: 'LOGIN', userId: 'adminp', password: 'Test1234!' })
    const snap = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(navigate).toHaveBeenCalledWith('/Admin/Dashboard')
    expect(rememberHome).toHaveBeenCalledWith('/Admin/Dashboard')
    expect(snap.context.session?.user.auth).toBe('P')
  })

  it('role F lands on / and remembers / as home', async () => {
    const user = sessionOf('F')
    const { actor, navigate, rememberHome } = start({
      login: async () => loginResult('F'),
      fetchSession: async () => user,
    })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    const snap = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/')
    expect(rememberHome).toHaveBeenCalledTimes(1)
    expect(rememberHome).toHaveBeenCalledWith('/')
    expect(snap.context.session).toEqual(user)
    expect(snap.context.fetched).toBe(true)
  })

  it('a second LOGIN while logging in does not start a second login', async () => {
    const pending = deferred<LoginResult>()
    const { actor, login, navigate } = start({ login: () => pending.promise })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true)
    actor.send({ type: 'LOGIN', userId: 'fc0002', password: 'Other1234!' })
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true)
    expect(login).toHaveBeenCalledTimes(1)
    pending.resolve(loginResult('F'))
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledTimes(1)
    expect(login).toHaveBeenCalledWith({ userId: 'fc0001', password: 'Test1234!' })
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})

describe('sessionMachine LOGOUT and usable count', () => {
  async function authenticated(fakes: Fakes = {}) {
    const started = start({ hasToken: true, ...fakes })
    started.actor.send({ type: 'FETCH' })
    await waitFor(started.actor, (s) => s.matches('authenticated'))
    return started
  }

  it('LOGOUT calls the logout service, empties the session and navigates to redirectTo', async () => {
    const { actor, logout, navigate } = await authenticated()
    expect(actor.getSnapshot().context.session).not.toBeNull()
    actor.send({ type: 'LOGOUT', redirectTo: PATHS.login })
    expect(actor.getSnapshot().context.session).toBeNull()
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(logout).toHaveBeenCalledTimes(1)
    expect(snap.context.session).toBeNull()
    expect(snap.context.fetched).toBe(true)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(PATHS.login)
    expect(snap.context.afterLogout).toBeNull()
  })

  it('LOGOUT without redirectTo does not navigate, and a failing logout still signs out', async () => {
    const { actor, logout, navigate } = await authenticated({
      logout: async () => {
        throw apiError(500, 'logout')
      },
    })
    actor.send({ type: 'LOGOUT' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(logout).toHaveBeenCalledTimes(1)
    expect(snap.context.session).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('USABLE_COUNT.SET updates the count and keeps the rest of the session', async () => {
    const { actor } = await authenticated({ fetchSession: async () => sessionOf('F', 50) })
    actor.send({ type: 'USABLE_COUNT.SET', usableCount: 42 })
    const session = actor.getSnapshot().context.session
    expect(session?.usableCount).toBe(42)
    expect(session?.user.userId).toBe('fc0001')
    expect(session?.roleList).toEqual(['RM', 'RD', 'RP', 'PA'])
  })
})

describe('sessionMachine edge cases', () => {
  it('a second LOGOUT while logging out neither calls logout again nor navigates twice', async () => {
    const pending = deferred<void>()
    const { actor, logout, navigate } = start({ hasToken: true, logout: () => pending.promise })
    actor.send({ type: 'FETCH' })
    await waitFor(actor, (s) => s.matches('authenticated'))
    actor.send({ type: 'LOGOUT', redirectTo: '/first' })
    actor.send({ type: 'LOGOUT', redirectTo: '/second' })
    pending.resolve()
    await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(logout).toHaveBeenCalledTimes(1)
    expect(navigate.mock.calls).toEqual([['/first']])
  })

  it('a 401 on the user fetch right after login forgets the new tokens', async () => {
    const { actor, forgetTokens } = start({
      fetchSession: async () => {
        throw apiError(401)
      },
    })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(forgetTokens).toHaveBeenCalledTimes(1)
    expect(snap.context.loginError?.key).toBe('common.noPermission')
  })

  it('a network failure on the user fetch after login keeps the tokens', async () => {
    const { actor, forgetTokens } = start({
      fetchSession: async () => {
        throw apiError(0)
      },
    })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    const snap = await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(forgetTokens).not.toHaveBeenCalled()
    expect(snap.context.loginError?.key).toBe('common.network')
  })
})

describe('sessionMachine LOGIN_PAGE.ENTER', () => {
  function enter(orange: boolean) {
    const setOrange = vi.fn<(on: boolean) => void>()
    const rememberHome = vi.fn<(route: string) => void>()
    const logout = vi.fn(async () => {})
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          fetchSession: fromPromise(async () => sessionOf()),
          login: fromPromise<LoginResult, { userId: string; password: string }>(async () =>
            loginResult('F'),
          ),
          logout: fromPromise(() => logout()),
        },
        actions: {
          setOrange: (_, { on }) => setOrange(on),
          rememberHome: (_, { route }) => rememberHome(route),
        },
      }),
    ).start()
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange })
    return { actor, setOrange, rememberHome, logout }
  }

  it('the orange login signs out, sets the orange theme and the home /v2/give (S2 §2.5)', async () => {
    const { actor, setOrange, rememberHome, logout } = enter(true)
    await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(logout).toHaveBeenCalledTimes(1)
    expect(setOrange).toHaveBeenCalledWith(true)
    expect(rememberHome).toHaveBeenCalledWith(PATHS.give)
  })

  it('the ordinary login signs out and leaves the orange theme', async () => {
    const { actor, setOrange, rememberHome, logout } = enter(false)
    await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(logout).toHaveBeenCalledTimes(1)
    expect(setOrange).toHaveBeenCalledWith(false)
    expect(rememberHome).not.toHaveBeenCalled()
  })
})

describe('sessionMachine: another window signs in while the login page signs out', () => {
  it('follows that window once its own sign-out has ended (the TOKEN.CHANGED came meanwhile)', async () => {
    let stored: string | null = null
    const logoutCall = deferred<void>()
    const fc0002 = { ...sessionOf(), user: { ...sessionOf().user, userId: 'fc0002' } }
    const s = start({
      stored: () => stored,
      logout: () => logoutCall.promise,
      fetchStoredSession: async () => fc0002,
    })
    // signed out elsewhere, this window's login page signs out (decision 003)
    s.actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    expect(s.actor.getSnapshot().value).toBe('loggingOut')
    stored = 'token-fc0002'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    logoutCall.resolve()
    await waitFor(s.actor, (snap) => snap.matches('authenticated'))
    expect(s.fetchStoredSession).toHaveBeenCalledWith('token-fc0002')
    expect(s.adoptToken).toHaveBeenCalledWith('token-fc0002')
    expect(s.actor.getSnapshot().context.session?.user.userId).toBe('fc0002')
    expect(s.notify).toHaveBeenCalledWith('session.switchedUser')
    expect(s.navigate).toHaveBeenCalledWith('/')
  })

  it('a sign-in typed here during the sign-out is made instead', async () => {
    let stored: string | null = null
    const logoutCall = deferred<void>()
    const s = start({ stored: () => stored, logout: () => logoutCall.promise })
    s.actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    s.actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    stored = 'token-fc0002'
    logoutCall.resolve()
    await waitFor(s.actor, (snap) => snap.matches('authenticated'))
    expect(s.login).toHaveBeenCalledWith({ userId: 'fc0001', password: 'Test1234!' })
    expect(s.fetchStoredSession).not.toHaveBeenCalled()
  })

  it('with nothing stored after it, the window stays signed out', async () => {
    const s = start({ stored: () => null })
    s.actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    await waitFor(s.actor, (snap) => snap.matches({ signedOut: 'anonymous' }))
    expect(s.fetchStoredSession).not.toHaveBeenCalled()
  })
})

describe('sessionMachine: a sign-in sent while the login page signs out is made once it ends', () => {
  const LOGIN = { type: 'LOGIN', userId: ' fc0001 ', password: 'Test1234!' } as const

  it('the LOGIN waits for the sign-out, then signs in with what was typed', async () => {
    const logoutCall = deferred<void>()
    const { actor, login, navigate } = start({ logout: () => logoutCall.promise })
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    expect(actor.getSnapshot().value).toBe('loggingOut')
    // the form takes it (its button is not disabled), and nothing is sent yet
    expect(actor.getSnapshot().can(LOGIN)).toBe(true)
    actor.send(LOGIN)
    expect(login).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('loggingOut')
    logoutCall.resolve()
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledTimes(1)
    expect(login).toHaveBeenCalledWith({ userId: 'fc0001', password: 'Test1234!' })
    expect(navigate).toHaveBeenCalledWith('/')
    expect(actor.getSnapshot().context.session?.user.userId).toBe('fc0001')
  })

  it('a sign-out that fails still lets the LOGIN through', async () => {
    const logoutCall = deferred<void>()
    const { actor, login } = start({ logout: () => logoutCall.promise })
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    actor.send(LOGIN)
    logoutCall.reject(apiError(0, 'logout'))
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('the last of several LOGINs is the one made, once', async () => {
    const logoutCall = deferred<void>()
    const { actor, login } = start({ logout: () => logoutCall.promise })
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    actor.send({ type: 'LOGIN', userId: 'fc0002', password: 'Test1234!' })
    actor.send(LOGIN)
    logoutCall.resolve()
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledTimes(1)
    expect(login).toHaveBeenCalledWith({ userId: 'fc0001', password: 'Test1234!' })
  })

  it('a LOGIN with a blank field shows its error once signed out, and sends nothing', async () => {
    const logoutCall = deferred<void>()
    const { actor, login } = start({ logout: () => logoutCall.promise })
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: '' })
    logoutCall.resolve()
    await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(actor.getSnapshot().context.fieldErrors.password?.key).toBe('login.passwordRequired')
    expect(login).not.toHaveBeenCalled()
  })

  it('a LOGIN during a sign-out from the app bar waits the same way, after its redirect', async () => {
    const logoutCall = deferred<void>()
    const order: string[] = []
    const { actor, login, navigate } = start({
      hasToken: true,
      logout: () => logoutCall.promise,
      login: async (input) => {
        order.push(`login ${input.userId}`)
        return loginResult('F')
      },
    })
    navigate.mockImplementation((to) => order.push(`navigate ${to}`))
    actor.send({ type: 'FETCH' })
    await waitFor(actor, (s) => s.matches('authenticated'))
    actor.send({ type: 'LOGOUT', redirectTo: '/v2/Login' })
    actor.send(LOGIN)
    expect(login).not.toHaveBeenCalled()
    logoutCall.resolve()
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(order).toEqual(['navigate /v2/Login', 'login fc0001', 'navigate /'])
  })

  it('no LOGIN is made when none was sent', async () => {
    const { actor, login } = start()
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(login).not.toHaveBeenCalled()
  })

  it('a login page opened again forgets the sign-in sent on the one before', async () => {
    const logoutCall = deferred<void>()
    const { actor, login, logout } = start({ logout: () => logoutCall.promise })
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    actor.send(LOGIN)
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: true })
    expect(actor.getSnapshot().context.queuedLogin).toBeNull()
    logoutCall.resolve()
    await waitFor(
      actor,
      (s) => s.matches({ signedOut: 'anonymous' }) && logout.mock.calls.length > 0,
    )
    await Promise.resolve()
    expect(actor.getSnapshot().matches({ signedOut: 'anonymous' })).toBe(true)
    expect(login).not.toHaveBeenCalled()
  })

  it('a login page left before its sign-out ends forgets the sign-in sent on it, password and all', async () => {
    const logoutCall = deferred<void>()
    const { actor, login } = start({ logout: () => logoutCall.promise })
    actor.send({ type: 'LOGIN_PAGE.ENTER', orange: false })
    actor.send(LOGIN)
    actor.send({ type: 'LOGIN_PAGE.LEAVE' })
    expect(actor.getSnapshot().context.queuedLogin).toBeNull()
    logoutCall.resolve()
    await waitFor(actor, (s) => s.matches({ signedOut: 'anonymous' }))
    expect(login).not.toHaveBeenCalled()
  })
})

describe('sessionMachine LOGIN validation keeps where the session was', () => {
  it('an invalid login before the first fetch stays not-fetched, so a later FETCH still settles', () => {
    const login = vi.fn(async (): Promise<LoginResult> => {
      throw new Error('must not be called')
    })
    const actor = createActor(
      sessionMachine.provide({ actors: { login: fromPromise(() => login()) } }),
    ).start()
    actor.send({ type: 'LOGIN', userId: '', password: '' })
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' })
    expect(actor.getSnapshot().context.fieldErrors.userId).not.toBeNull()
    actor.send({ type: 'FETCH' })
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'anonymous' })
    expect(actor.getSnapshot().context.fetched).toBe(true)
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: '' })
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'anonymous' })
    expect(actor.getSnapshot().context.fieldErrors.password).not.toBeNull()
    expect(login).not.toHaveBeenCalled()
  })
})

const fc0003: SessionUser = {
  user: userOf('F', { userId: 'fc0003', name: '박설계', branchCode: 'B002' }),
  roleList: ['RD'],
  print: true,
  usableCount: 10,
}

/** signed in as fc0001 (a stored token), then the test drives the storage */
async function signedIn(fakes: Fakes = {}) {
  const started = start({ hasToken: true, ...fakes })
  started.actor.send({ type: 'FETCH' })
  await waitFor(started.actor, (s) => s.matches('authenticated'))
  started.navigate.mockClear()
  return started
}

describe('sessionMachine: another window changes the stored token (issue 15 item 1)', () => {
  it('another user signed in: reads their session with the stored token, adopts it, says so and goes home', async () => {
    let stored: string | null = 'token-fc0001'
    const reading = deferred<SessionUser>()
    const s = await signedIn({ stored: () => stored, fetchStoredSession: () => reading.promise })
    stored = 'token-fc0003'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    // until the new session is read, the window still shows (and acts as) fc0001
    expect(s.actor.getSnapshot().matches('switching')).toBe(true)
    expect(s.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(s.actor.getSnapshot().context.session?.user.userId).toBe('fc0001')
    expect(s.adoptToken).not.toHaveBeenCalled()
    expect(s.fetchStoredSession).toHaveBeenCalledWith('token-fc0003')
    reading.resolve(fc0003)
    await waitFor(s.actor, (snap) => snap.matches('authenticated'))
    expect(s.actor.getSnapshot().context.session?.user.userId).toBe('fc0003')
    expect(s.adoptToken).toHaveBeenCalledWith('token-fc0003')
    expect(s.notify).toHaveBeenCalledWith('session.switchedUser')
    expect(s.navigate).toHaveBeenCalledWith('/')
  })

  it('the same user signed in again: adopts the token and stays where it is, without a notice', async () => {
    let stored: string | null = 'a'
    const s = await signedIn({ stored: () => stored })
    stored = 'b'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    await waitFor(s.actor, (snap) => snap.matches('authenticated'))
    expect(s.adoptToken).toHaveBeenCalledWith('b')
    expect(s.notify).not.toHaveBeenCalled()
    expect(s.navigate).not.toHaveBeenCalled()
  })

  it('signed out in another window: forgets the session, says so and goes to /', async () => {
    let stored: string | null = 'token-fc0001'
    const s = await signedIn({ stored: () => stored })
    stored = null
    s.actor.send({ type: 'TOKEN.CHANGED' })
    const snap = s.actor.getSnapshot()
    expect(snap.matches({ signedOut: 'anonymous' })).toBe(true)
    expect(snap.context.session).toBeNull()
    expect(s.forgetTokens).toHaveBeenCalledTimes(1)
    expect(s.notify).toHaveBeenCalledWith('session.signedOutElsewhere')
    expect(s.navigate).toHaveBeenCalledWith('/')
    expect(s.fetchStoredSession).not.toHaveBeenCalled()
  })

  it("a stored token that opens no session ends this window's session too", async () => {
    let stored: string | null = 'a'
    const s = await signedIn({
      stored: () => stored,
      fetchStoredSession: async () => {
        throw apiError(401)
      },
    })
    stored = 'dead'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    await waitFor(s.actor, (snap) => snap.matches({ signedOut: 'anonymous' }))
    expect(s.adoptToken).not.toHaveBeenCalled()
    expect(s.forgetTokens).toHaveBeenCalled()
    expect(s.notify).toHaveBeenCalledWith('session.signedOutElsewhere')
    expect(s.navigate).toHaveBeenCalledWith('/')
  })

  it("a window on the login page follows a sign-in in another window to that user's home", async () => {
    let stored: string | null = null
    const s = start({ stored: () => stored })
    s.actor.send({ type: 'FETCH' })
    expect(s.actor.getSnapshot().matches({ signedOut: 'anonymous' })).toBe(true)
    stored = 'token-fc0003'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    await waitFor(s.actor, (snap) => snap.matches('authenticated'))
    expect(s.adoptToken).toHaveBeenCalledWith('token-fc0003')
    expect(s.notify).toHaveBeenCalledWith('session.switchedUser')
    expect(s.navigate).toHaveBeenCalledWith('/')
  })

  it('a second change while reading reads again, and adopts only the token it read', async () => {
    let stored: string | null = 'a'
    const first = deferred<SessionUser>()
    const s = await signedIn({
      stored: () => stored,
      fetchStoredSession: (token) => (token === 'b' ? first.promise : Promise.resolve(fc0003)),
    })
    stored = 'b'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    stored = 'c'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    first.resolve(sessionOf())
    await waitFor(s.actor, (snap) => snap.matches('authenticated'))
    expect(s.adoptToken.mock.calls).toEqual([['c']])
    expect(s.actor.getSnapshot().context.session?.user.userId).toBe('fc0003')
  })
})

describe('sessionMachine: a 401 ends the session (issue 15 item 5)', () => {
  it('SESSION.REFUSED while signed in forgets the session, says it ended and goes to /', async () => {
    // the storage still holds the window's token: the server ended the session
    const s = await signedIn({ stored: () => 'token-fc0001' })
    s.actor.send({ type: 'SESSION.REFUSED' })
    const snap = s.actor.getSnapshot()
    expect(snap.matches({ signedOut: 'anonymous' })).toBe(true)
    expect(snap.context.session).toBeNull()
    expect(s.forgetTokens).toHaveBeenCalledTimes(1)
    expect(s.notify).toHaveBeenCalledWith('session.expired')
    expect(s.navigate).toHaveBeenCalledWith('/')
  })

  it('SESSION.REFUSED with the storage emptied: another window signed out, and it says so (issue 48)', async () => {
    let stored: string | null = 'token-fc0001'
    const s = await signedIn({ stored: () => stored })
    // the other window emptied the storage; this window's call met the 401 before the event
    stored = null
    s.actor.send({ type: 'SESSION.REFUSED' })
    expect(s.actor.getSnapshot().matches({ signedOut: 'anonymous' })).toBe(true)
    expect(s.notify).toHaveBeenCalledWith('session.signedOutElsewhere')
    expect(s.notify).not.toHaveBeenCalledWith('session.expired')
    // the storage event that follows changes nothing more
    s.actor.send({ type: 'TOKEN.CHANGED' })
    expect(s.notify).toHaveBeenCalledTimes(1)
    expect(s.navigate).toHaveBeenCalledTimes(1)
  })

  it('a refresh that fails on the network keeps the session shown', async () => {
    let offline = false
    const s = await signedIn({
      fetchSession: async () => {
        if (offline) throw apiError(0)
        return sessionOf()
      },
    })
    offline = true
    s.actor.send({ type: 'REFRESH' })
    await waitFor(s.actor, (snap) => !snap.hasTag('busy'))
    expect(s.actor.getSnapshot().matches('authenticated')).toBe(true)
    expect(s.actor.getSnapshot().context.session?.user.userId).toBe('fc0001')
    expect(s.forgetTokens).not.toHaveBeenCalled()
    expect(s.navigate).not.toHaveBeenCalled()
  })

  it.each([
    ['token-fc0001', 'session.expired'],
    // the storage emptied by a sign-out in another window (issue 48)
    [null, 'session.signedOutElsewhere'],
  ])(
    'a refresh answered 401 ends the session the same way (stored %s: %s)',
    async (stored, said) => {
      let refused = false
      const s = await signedIn({
        stored: () => stored,
        fetchSession: async () => {
          if (refused) throw apiError(401)
          return sessionOf()
        },
      })
      refused = true
      s.actor.send({ type: 'REFRESH' })
      await waitFor(s.actor, (snap) => snap.matches({ signedOut: 'anonymous' }))
      expect(s.notify.mock.calls).toEqual([[said]])
      expect(s.navigate).toHaveBeenCalledWith('/')
    },
  )

  it("a refusal while signed out or while another window's session is read changes nothing", async () => {
    const out = start()
    out.actor.send({ type: 'FETCH' })
    out.actor.send({ type: 'SESSION.REFUSED' })
    expect(out.notify).not.toHaveBeenCalled()
    expect(out.navigate).not.toHaveBeenCalled()

    let stored: string | null = 'a'
    const reading = deferred<SessionUser>()
    const s = await signedIn({ stored: () => stored, fetchStoredSession: () => reading.promise })
    stored = 'b'
    s.actor.send({ type: 'TOKEN.CHANGED' })
    s.actor.send({ type: 'SESSION.REFUSED' }) // the old token's call in flight was refused
    expect(s.actor.getSnapshot().matches('switching')).toBe(true)
    reading.resolve(fc0003)
    await waitFor(s.actor, (snap) => snap.matches('authenticated'))
    expect(s.notify.mock.calls).toEqual([['session.switchedUser']])
  })
})

describe('sessionMachine signingIn (the login button shows its own spinner)', () => {
  it('is on while the login and the user load run, not while signing out or reading again', async () => {
    const loginCall = deferred<LoginResult>()
    const userCall = deferred<SessionUser>()
    const logoutCall = deferred<void>()
    const { actor, fetchSession } = start({
      hasToken: true,
      login: () => loginCall.promise,
      fetchSession: () => userCall.promise,
      logout: () => logoutCall.promise,
    })
    const signingIn = () => actor.getSnapshot().hasTag('signingIn')
    actor.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    expect(actor.getSnapshot().value).toBe('loggingIn')
    expect(signingIn()).toBe(true)
    loginCall.resolve(loginResult('F'))
    await waitFor(actor, (s) => s.matches('loadingUser'))
    expect(signingIn()).toBe(true)
    userCall.resolve(sessionOf())
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(signingIn()).toBe(false)

    fetchSession.mockImplementation(() => new Promise<SessionUser>(() => {}))
    actor.send({ type: 'REFRESH' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(signingIn()).toBe(false)

    actor.send({ type: 'LOGOUT' })
    expect(actor.getSnapshot().value).toBe('loggingOut')
    expect(signingIn()).toBe(false)
  })
})
