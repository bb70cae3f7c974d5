// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import { deferred } from '../support/deferred'

afterEach(cleanupRoutes)

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** Opens a sign-in page and sends its form with this id and password. */
async function signInThrough(page: string, userId: string, password: string) {
  const app = await renderRoute(page)
  await screen.findByTestId('login-card')
  type('아이디', userId)
  type('비밀번호', password)
  fireEvent.click(screen.getByRole('button', { name: '로그인' }))
  return app
}

describe('login page /v2/Login', () => {
  it('shows the Korean title, labels and submit button', async () => {
    await renderRoute('/v2/Login')
    const card = await screen.findByTestId('login-card')
    expect(within(card).getByText('헬스체크업 매니저')).toBeTruthy()
    expect(within(card).getByLabelText('아이디')).toHaveProperty('name', 'userId')
    expect(within(card).getByLabelText('비밀번호')).toHaveProperty('type', 'password')
    expect(within(card).getByRole('button', { name: '로그인' })).toHaveProperty('type', 'submit')
  })

  it('speaks English with locale en', async () => {
    await renderRoute('/v2/Login', { locale: 'en' })
    const card = await screen.findByTestId('login-card')
    expect(within(card).getByLabelText('User id')).toHaveProperty('name', 'userId')
    expect(within(card).getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(within(card).queryByText('아이디')).toBeNull()
  })

  it('an empty id shows the required message under the id field and calls nothing', async () => {
    const app = await renderRoute('/v2/Login')
    await screen.findByTestId('login-card')
    const calls: string[] = []
    app.server.events.on('request:start', ({ request }) =>
      calls.push(new URL(request.url).pathname),
    )
    type('비밀번호', 'Test1234!')
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    expect(await screen.findByText('아이디를 입력 해 주세요.')).toBeTruthy()
    expect(calls).toEqual([])
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('비밀번호를 입력 해 주세요.')).toBeNull()
    expect(app.storage.getItem('x-auth-token')).toBeNull()
    expect(app.location).toBe('/v2/Login')
  })

  it('an id or a password over 64 characters shows its own message, keeps it, and calls nothing', async () => {
    const app = await renderRoute('/v2/Login')
    await screen.findByTestId('login-card')
    const calls: string[] = []
    app.server.events.on('request:start', ({ request }) =>
      calls.push(new URL(request.url).pathname),
    )
    const longId = 'a'.repeat(65)
    const longPassword = 'p'.repeat(65)
    type('아이디', longId)
    type('비밀번호', longPassword)
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    expect(await screen.findByText('아이디는 64자 이내로 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('비밀번호는 64자 이내로 입력해 주세요.')).toBeTruthy()
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText<HTMLInputElement>('아이디').value).toBe(longId)
    expect(screen.getByLabelText<HTMLInputElement>('비밀번호').value).toBe(longPassword)
    expect(calls).toEqual([])
    expect(app.location).toBe('/v2/Login')
  })

  it('a wrong password shows the not-found message and stays on the page', async () => {
    const app = await signInThrough('/v2/Login', 'fc0001', 'Wrong1234!')
    const error = await screen.findByTestId('login-error')
    expect(error.textContent).toBe('아이디와 비밀번호를 확인해 주세요.')
    expect(app.storage.getItem('x-auth-token')).toBeNull()
    expect(app.location).toBe('/v2/Login')
  })

  it('after five wrong passwords the id is locked, and the page says so and for how long', async () => {
    const app = await renderRoute('/v2/Login')
    await screen.findByTestId('login-card')
    type('아이디', 'fc0002')
    for (let i = 1; i <= 5; i++) {
      type('비밀번호', `Wrong${i}234!`)
      fireEvent.click(screen.getByRole('button', { name: '로그인' }))
      await waitFor(() =>
        expect(screen.getByTestId('login-error').textContent).toBe(
          '아이디와 비밀번호를 확인해 주세요.',
        ),
      )
      fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: '' } })
    }
    type('비밀번호', 'Test1234!')
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    await waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe(
        '로그인 시도가 너무 많아 잠시 로그인할 수 없습니다. 비밀번호를 5회 잘못 입력하면 15분 동안 잠깁니다. 잠시 후에 다시 시도해 주세요.',
      ),
    )
    expect(screen.getByLabelText<HTMLInputElement>('아이디').value).toBe('fc0002')
    expect(app.storage.getItem('x-auth-token')).toBeNull()
  })

  it('a 429 of the address limit or a busy server shows the same message and keeps the typed id (decision 041)', async () => {
    const app = await renderRoute('/v2/Login', {
      handlers: [
        http.post(
          '*/api/auth/login',
          () =>
            new Response(JSON.stringify({ code: 429, message: 'too many' }), {
              status: 429,
              headers: { 'content-type': 'application/json', 'retry-after': '1' },
            }),
          { once: true },
        ),
      ],
    })
    await screen.findByTestId('login-card')
    type('아이디', 'fc0001')
    type('비밀번호', 'Test1234!')
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    await waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe(
        '로그인 시도가 너무 많아 잠시 로그인할 수 없습니다. 비밀번호를 5회 잘못 입력하면 15분 동안 잠깁니다. 잠시 후에 다시 시도해 주세요.',
      ),
    )
    expect(screen.getByLabelText<HTMLInputElement>('아이디').value).toBe('fc0001')
    expect(app.storage.getItem('x-auth-token')).toBeNull()
    expect(app.location).toBe('/v2/Login')
    // later, the same form signs in
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
  })

  it('a successful login stores the tokens and lands on the dashboard', async () => {
    const app = await signInThrough('/v2/Login', 'fc0001', 'Test1234!')
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
    expect(await screen.findByTestId('count-all')).toBeTruthy()
    expect(screen.queryByTestId('login-card')).toBeNull()
    expect(app.storage.getItem('x-auth-token')).toBeTruthy()
    expect(app.storage.getItem('refresh-token')).toBeTruthy()
  })

  /** FIXTURES.md staff and where S1 §4 / S1 §2 say each lands once signed in through the form */
  const LANDINGS: [userId: string, path: string, shows: string][] = [
    ['super', '/v2/dashboard', 'count-all'],
    ['siteadmin', '/v2/dashboard', 'count-all'],
    ['branchmgr', '/v2/dashboard', 'count-all'],
    ['fc0001', '/v2/dashboard', 'count-all'],
    ['fc0002', '/v2/dashboard', 'count-all'],
    ['fc0003', '/v2/dashboard', 'count-all'],
    ['unlimited', '/v2/dashboard', 'count-all'],
    ['adminp', '/admin/dashboard', 'admin-row'],
    ['OL1000001', '/v2/give', 'give-usable'],
    ['sh0001', '/v2/dashboard', 'count-all'],
    ['ga0001', '/v2/dashboard', 'count-all'],
    ['pt0001', '/v2/dashboard', 'count-all'],
    ['ptadmin', '/v2/dashboard', 'count-all'],
  ]
  for (const [userId, path, shows] of LANDINGS)
    it(`${userId} signs in and lands on ${path}`, async () => {
      const app = await signInThrough('/v2/Login', userId, 'Test1234!')
      expect((await screen.findAllByTestId(shows)).length).toBeGreaterThan(0)
      expect(app.location.toLowerCase()).toBe(path)
    })

  it('the orange login (/ol/Login) lands on the give page and sets the orange home', async () => {
    const app = await signInThrough('/ol/Login', 'OL1000001', 'Test1234!')
    expect((await screen.findAllByTestId('give-usable')).length).toBeGreaterThan(0)
    expect(app.location.toLowerCase()).toBe('/v2/give')
    expect(app.storage.getItem('orange')).toBe('true')
  })

  /** /v2/Login opened by fc0002, its sign-out held; the calls in the order they were made */
  async function signOutHeld() {
    const signOut = deferred<void>()
    const calls: string[] = []
    const app = await renderRoute('/v2/Login', {
      user: 'fc0002',
      handlers: [
        http.post('*/api/auth/logout', async () => {
          calls.push('logout asked')
          await signOut.promise
          calls.push('logout released')
        }),
      ],
    })
    app.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/login') calls.push('login')
    })
    await screen.findByTestId('login-card')
    await waitFor(() => expect(calls).toEqual(['logout asked']))
    type('아이디', 'fc0001')
    type('비밀번호', 'Test1234!')
    const button = screen.getByRole('button', { name: '로그인' })
    expect(button).toHaveProperty('disabled', false)
    fireEvent.click(button)
    return { app, signOut, calls }
  }

  it('opened while signed in, it signs out; a sign-in sent meanwhile is made once that has ended', async () => {
    const { app, signOut, calls } = await signOutHeld()
    // nothing is sent while the sign-out runs
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toEqual(['logout asked'])
    signOut.resolve()
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
    expect(calls).toEqual(['logout asked', 'logout released', 'login'])
    // fc0001's app bar (FIXTURES: LINK0001 and 50 usable rights; fc0002 has none)
    const bar = await screen.findByTestId('app-bar')
    await waitFor(() => expect(bar.textContent).toContain('F/LINK0001'))
    expect(within(bar).getByTestId('usage-counter').textContent).toContain('50 회')
  })

  it('left before its sign-out ends, the sign-in sent on it is not made', async () => {
    const { app, signOut, calls } = await signOutHeld()
    app.navigate('/v2/Error')
    await waitFor(() => expect(screen.queryByTestId('login-card')).toBeNull())
    signOut.resolve()
    await waitFor(() => expect(calls).toContain('logout released'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toEqual(['logout asked', 'logout released'])
    expect(app.storage.getItem('x-auth-token')).toBeNull()
  })

  it('the landing page replaces the login page in the history, so Back does not sign out', async () => {
    const app = await renderRoute('/v2/Login')
    await screen.findByTestId('login-card')
    type('아이디', 'fc0001')
    type('비밀번호', 'Test1234!')
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    await screen.findByTestId('count-all')
    expect(app.navigations[0]).toEqual({ to: '/', replace: true })
    expect(app.history.map((p) => p.toLowerCase())).not.toContain('/v2/login')
  })
})

describe('password set page /v1/PasswordSet (newbie)', () => {
  const submit = () => screen.getByRole('button', { name: '비밀번호 변경' })

  it('keeps the submit button disabled until the three fields are filled and equal', async () => {
    await renderRoute('/v1/PasswordSet', { user: 'newbie', password: 'newbie' })
    expect(await screen.findByText('비밀번호 설정')).toBeTruthy()
    expect(submit()).toHaveProperty('disabled', true)
    type('초기화 비밀번호', 'newbie')
    expect(submit()).toHaveProperty('disabled', true)
    type('새 비밀번호', 'Newpass12!')
    expect(submit()).toHaveProperty('disabled', true)
    type('새 비밀번호 확인', 'Newpass12!')
    expect(submit()).toHaveProperty('disabled', false)
  })

  it('an initial password left empty says so (S1 §5), when left or skipped, and goes once typed', async () => {
    await renderRoute('/v1/PasswordSet', { user: 'newbie', password: 'newbie' })
    await screen.findByText('비밀번호 설정')
    const initial = screen.getByLabelText('초기화 비밀번호')
    expect(screen.queryByText('초기화 비밀번호를 입력해 주세요.')).toBeNull()
    fireEvent.blur(initial)
    expect(await screen.findByText('초기화 비밀번호를 입력해 주세요.')).toBeTruthy()
    expect(initial.getAttribute('aria-invalid')).toBe('true')
    type('초기화 비밀번호', 'newbie')
    await waitFor(() => expect(screen.queryByText('초기화 비밀번호를 입력해 주세요.')).toBeNull())
    expect(submit()).toHaveProperty('disabled', true)
  })

  it('a differing confirmation shows the mismatch message and keeps submit disabled', async () => {
    await renderRoute('/v1/PasswordSet', { user: 'newbie', password: 'newbie' })
    await screen.findByText('비밀번호 설정')
    type('초기화 비밀번호', 'newbie')
    type('새 비밀번호', 'Newpass12!')
    type('새 비밀번호 확인', 'Newpass12?')
    expect(await screen.findByText('비밀번호가 같지 않습니다.')).toBeTruthy()
    expect(screen.getByLabelText('새 비밀번호 확인').getAttribute('aria-invalid')).toBe('true')
    expect(submit()).toHaveProperty('disabled', true)
    type('새 비밀번호 확인', 'Newpass12!')
    await waitFor(() => expect(screen.queryByText('비밀번호가 같지 않습니다.')).toBeNull())
  })

  it('a wrong initial password shows the error from the catalogue', async () => {
    await renderRoute('/v1/PasswordSet', { user: 'newbie', password: 'newbie' })
    await screen.findByText('비밀번호 설정')
    type('초기화 비밀번호', 'not-newbie')
    type('새 비밀번호', 'Newpass12!')
    type('새 비밀번호 확인', 'Newpass12!')
    fireEvent.click(submit())
    const error = await screen.findByTestId('password-set-error')
    expect(error.textContent).toBe('초기화 비밀번호가 다릅니다. 확인 후 다시 시도해 주세요.')
  })

  it('a valid change says so and leaves the page', async () => {
    const app = await renderRoute('/v1/PasswordSet', { user: 'newbie', password: 'newbie' })
    await screen.findByText('비밀번호 설정')
    type('초기화 비밀번호', 'newbie')
    type('새 비밀번호', 'Newpass12!')
    type('새 비밀번호 확인', 'Newpass12!')
    fireEvent.click(submit())
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '비밀번호가 변경되었습니다.',
    )
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
    expect(app.navigations[0]).toEqual({ to: '/', replace: true })
    // the portal opened for real: the dashboard's rows came, and Back does not return here
    expect(await screen.findByTestId('count-all')).toBeTruthy()
    expect(app.history).not.toContain('/v1/PasswordSet')
  })
})

describe('before the first password is set (newbie, decision 012)', () => {
  /**
   * the paths of the calls the mock refused as made before the password was set; the usable
   * counter is read beside the user (one round trip) and its refusal is expected, so it is left out
   */
  const refusedCalls = (app: Awaited<ReturnType<typeof renderRoute>>) => {
    const seen: string[] = []
    app.server.events.on('response:mocked', ({ request, response }) => {
      const path = new URL(request.url).pathname
      if (response.status === 428 && path !== '/api/auth/issuable-number') seen.push(path)
    })
    return seen
  }

  it('a page anyone may open (the error page) opens as it is, with no detour (issue 48)', async () => {
    const app = await renderRoute('/v2/Error', { user: 'newbie', password: 'newbie' })
    await waitFor(() => expect(document.title).toBe('오류 · 헬스체크업 매니저'))
    expect(await screen.findByRole('heading', { level: 1, name: '오류' })).toBeTruthy()
    expect(app.location).toBe('/v2/Error')
    expect(screen.queryByText('처음 사용하는 비밀번호를 먼저 변경해 주세요.')).toBeNull()
  })

  it.each(['/v2/Give', '/', '/v2/Dashboard'])(
    '%s sends the user to /v1/PasswordSet with the reason',
    async (path) => {
      const app = await renderRoute(path, { user: 'newbie', password: 'newbie' })
      const refused = refusedCalls(app)
      expect((await screen.findByTestId('snackbar')).textContent).toContain(
        '처음 사용하는 비밀번호를 먼저 변경해 주세요.',
      )
      await waitFor(() => expect(app.location).toBe('/v1/PasswordSet'))
      expect(await screen.findByText('비밀번호 설정')).toBeTruthy()
      // nothing the portal asked for was refused: the app bar's tools wait for the password
      expect(refused).toEqual([])
    },
  )

  it('signing in lands on the password page without one refused call', async () => {
    const app = await renderRoute('/v2/Login')
    const refused = refusedCalls(app)
    await screen.findByTestId('login-card')
    type('아이디', 'newbie')
    type('비밀번호', 'newbie')
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    await waitFor(() => expect(app.location).toBe('/v1/PasswordSet'))
    expect(await screen.findByText('비밀번호 설정')).toBeTruthy()
    expect(app.navigations[0]).toEqual({ to: '/v1/PasswordSet', replace: true })
    expect(refused).toEqual([])
  })
})

describe('route guard', () => {
  it('refuses fc0001 on /v2/Employee with the no-permission message and sends them home', async () => {
    const app = await renderRoute('/v2/Employee', { user: 'fc0001' })
    expect((await screen.findByTestId('snackbar')).textContent).toContain('권한이 없습니다.')
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
    expect(app.navigations).toEqual([
      { to: '/', replace: true },
      { to: '/v2/Dashboard', replace: true },
    ])
    expect(screen.queryByText('직원 관리')).toBeNull()
    expect(await screen.findByTestId('count-all')).toBeTruthy()
  })

  it('shows nothing of a guarded page while the guard is still asking who is signed in', async () => {
    let arrived = false
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const app = await renderRoute('/v2/Employee', {
      user: 'fc0001',
      handlers: [
        http.get('*/api/auth/me', async () => {
          arrived = true
          await gate
        }),
      ],
    })
    await waitFor(() => expect(arrived).toBe(true))
    expect(screen.queryByTestId('preparing')).toBeNull()
    expect(screen.queryByTestId('app-bar')).toBeNull()
    open()
    expect((await screen.findByTestId('snackbar')).textContent).toContain('권한이 없습니다.')
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
    expect(screen.queryByTestId('preparing')).toBeNull()
  })

  it('sends a signed-out visitor of /v2/dashboard to the login page', async () => {
    const app = await renderRoute('/v2/dashboard')
    expect(await screen.findByTestId('login-card')).toBeTruthy()
    expect(app.location).toBe('/v2/Login')
    expect(screen.queryByTestId('count-all')).toBeNull()
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })
})
