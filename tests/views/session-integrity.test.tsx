// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import { deferred } from '../support/deferred'

afterEach(cleanupRoutes)

const appIdInput = () => screen.getByLabelText<HTMLInputElement>('고객 앱 아이디')
const giveButton = () =>
  within(appIdInput().closest('form')!).getByRole('button', { name: '사용권 제공' })

describe('another window changes who is signed in (issue 15 item 1)', () => {
  it('another user signs in: this window shows them, on their home, with a notice', async () => {
    const app = await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    expect((await screen.findByTestId('usage-counter')).textContent).toContain('50 회')
    const fc0003Token = await app.otherWindow.signIn('fc0003')
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '다른 창에서 박설계 님으로 로그인하여',
    )
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
    await waitFor(() => expect(screen.getByTestId('usage-counter').textContent).toContain('10 회'))
    // and it acts as them from now on
    const tokens: (string | null)[] = []
    app.server.events.on('request:start', ({ request }) =>
      tokens.push(request.headers.get('x-auth-token')),
    )
    await screen.findByTestId('count-all')
    app.navigate('/v2/Give')
    await screen.findByTestId('give-usable')
    await waitFor(() => expect(tokens.length).toBeGreaterThan(0))
    expect(new Set(tokens.filter(Boolean))).toEqual(new Set([fc0003Token]))
  })

  it('signed out in another window: this window goes to the login page with a notice', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await screen.findByTestId('count-all')
    await app.otherWindow.signOut()
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '다른 창에서 로그아웃되었습니다.',
    )
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/login'))
    expect(screen.queryByTestId('usage-counter')).toBeNull()
  })

  it('an action taken while the new user is still being read carries the token of the user shown', async () => {
    const app = await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    const fc0001Token = app.storage.getItem('x-auth-token')
    // the other window's session takes long to read here
    const slow = deferred<void>()
    app.server.use(
      http.get('*/api/auth/me', async ({ request }) => {
        if (request.headers.get('x-auth-token') !== fc0001Token) await slow.promise
        return undefined // on to the mock's own handler
      }),
    )
    const customerChecks: (string | null)[] = []
    app.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/vouchers/customers/'))
        customerChecks.push(request.headers.get('x-auth-token'))
    })
    await app.otherWindow.signIn('fc0003')
    // the window still shows fc0001 and acts as fc0001
    expect(screen.getByTestId('usage-counter').textContent).toContain('50 회')
    fireEvent.change(appIdInput(), { target: { value: 'member01' } })
    fireEvent.click(giveButton())
    await waitFor(() => expect(customerChecks).toEqual([fc0001Token]))
    slow.resolve()
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/dashboard'))
    expect(customerChecks).toEqual([fc0001Token])
  })
})

describe('a session ended elsewhere (401, issue 15 item 5)', () => {
  it('the next call answered 401 ends the session and goes to the login page with a notice', async () => {
    const app = await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    // the server forgot the token (an administrator, an expiry) without this browser knowing
    const token = app.storage.getItem('x-auth-token')!
    app.db.sessions.end(token)
    fireEvent.change(appIdInput(), { target: { value: 'member01' } })
    fireEvent.click(giveButton())
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    )
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/login'))
    expect(app.storage.getItem('x-auth-token')).toBeNull()
    expect(screen.queryByTestId('usage-counter')).toBeNull()
    expect(screen.queryByText('권한이 없습니다.')).toBeNull()
  })
})
