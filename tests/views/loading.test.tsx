// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { deferred } from '../support/deferred'
import { cleanupRoutes, renderRoute, type RenderedRoute } from '../support/render-route'

afterEach(cleanupRoutes)

// One loading indicator at a time (docs/architecture.md): on a slow call exactly one spinner
// shows, the page's own where it has one, else the global overlay.

/** Every spinner on screen: the overlay's, the route's, a grid's, a busy button's. */
/** Chakra's spinners and the first page's plain ones (decision 025) */
const SPINNER = '.chakra-spinner, .pl-spinner'
const spinners = () => document.querySelectorAll(SPINNER)
const overlay = () => screen.queryByTestId('loading-overlay')

/** A handler that holds the `nth` call until the test lets it through (then the mock answers). */
function held(method: 'get' | 'post', path: string, nth = 1) {
  const gate = deferred<void>()
  let arrived = 0
  const handler = http[method](path, async () => {
    arrived += 1
    if (arrived === nth) await gate.promise
  })
  return { handler, gate, arrived: () => arrived }
}

/** The calls the page makes besides the held one have settled: the app bar is complete. */
async function appBarSettled() {
  const bar = await screen.findByTestId('app-bar')
  await within(bar).findByTestId('usage-counter')
  await within(bar).findByTestId('message-line-text')
}

async function expectOnlyIndicator(testId: string) {
  await waitFor(() => expect(spinners()).toHaveLength(1))
  expect(screen.getByTestId(testId).querySelector(SPINNER)).not.toBeNull()
}

const indicatorsOf = (app: RenderedRoute) => app.portal.ui.getSnapshot().context.indicators

describe('one loading indicator at a time', () => {
  it('a slow dashboard list shows the grid spinner and no overlay', async () => {
    const list = held('get', '*/api/checkups')
    await renderRoute('/v2/Dashboard', { user: 'fc0001', handlers: [list.handler] })
    await screen.findByTestId('grid-loading')
    await appBarSettled()
    await expectOnlyIndicator('grid-loading')
    expect(overlay()).toBeNull()

    list.gate.resolve()
    expect(await screen.findAllByTestId('checkup-row')).not.toHaveLength(0)
    expect(screen.queryByTestId('grid-loading')).toBeNull()
    await waitFor(() => expect(spinners()).toHaveLength(0))
  })

  it('a slow search shows the spinner over the rows shown, still without the overlay', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await screen.findAllByTestId('checkup-row')
    await appBarSettled()
    const list = held('get', '*/api/checkups')
    app.server.use(list.handler)
    fireEvent.change(screen.getByLabelText('고객 이름 검색'), { target: { value: '김' } })
    await screen.findByTestId('grid-loading')
    await expectOnlyIndicator('grid-loading')
    expect(overlay()).toBeNull()
    // the rows of the last answer stay under the spinner until the new one comes
    expect(screen.getAllByTestId('checkup-row')).not.toHaveLength(0)
    list.gate.resolve()
    await waitFor(() => expect(screen.queryByTestId('grid-loading')).toBeNull())
  })

  it('a slow admin list shows the grid spinner and no overlay', async () => {
    const list = held('get', '*/api/admin/checkups')
    await renderRoute('/Admin/Dashboard', { user: 'adminp', handlers: [list.handler] })
    await screen.findByTestId('grid-loading')
    await waitFor(() => expect(list.arrived()).toBe(1))
    await expectOnlyIndicator('grid-loading')
    expect(overlay()).toBeNull()
    list.gate.resolve()
    expect(await screen.findAllByTestId('admin-row')).not.toHaveLength(0)
    await waitFor(() => expect(spinners()).toHaveLength(0))
  })

  it('a slow customer check on the give page shows the button spinner and no overlay', async () => {
    const check = held('get', '*/api/vouchers/customers/:userId')
    await renderRoute('/v2/Give', { user: 'fc0001', handlers: [check.handler] })
    await screen.findByTestId('give-usable')
    await appBarSettled()
    fireEvent.change(screen.getByLabelText('고객 앱 아이디'), { target: { value: 'member01' } })
    const form = screen.getByLabelText('고객 앱 아이디').closest('form')!
    const submit = within(form).getByRole('button', { name: '사용권 제공' })
    fireEvent.click(submit)
    await waitFor(() => expect(submit.hasAttribute('data-loading')).toBe(true))
    await waitFor(() => expect(spinners()).toHaveLength(1))
    expect(submit.querySelector(SPINNER)).not.toBeNull()
    expect(overlay()).toBeNull()
    check.gate.resolve()
    expect(await screen.findByTestId('give-confirm')).toBeTruthy()
  })

  it('while the guard asks who is signed in, the route spinner shows and no overlay', async () => {
    const me = held('get', '*/api/auth/me')
    await renderRoute('/v2/Dashboard', { user: 'fc0001', handlers: [me.handler] })
    await waitFor(() => expect(me.arrived()).toBe(1))
    await expectOnlyIndicator('route-pending')
    expect(overlay()).toBeNull()
    me.gate.resolve()
    await screen.findByTestId('app-bar')
    await waitFor(() => expect(screen.queryByTestId('route-pending')).toBeNull())
  })

  it('a slow sign-in shows the login button spinner and no overlay', async () => {
    const login = held('post', '*/api/auth/login')
    const app = await renderRoute('/v2/Login', { handlers: [login.handler] })
    await screen.findByTestId('login-card')
    await waitFor(() => expect(app.portal.session.getSnapshot().hasTag('busy')).toBe(false))
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'fc0001' } })
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Test1234!' } })
    const submit = within(screen.getByTestId('login-card')).getByRole('button', { name: '로그인' })
    fireEvent.click(submit)
    await waitFor(() => expect(login.arrived()).toBe(1))
    await waitFor(() => expect(spinners()).toHaveLength(1))
    expect(submit.querySelector(SPINNER)).not.toBeNull()
    expect(overlay()).toBeNull()
    login.gate.resolve()
    await screen.findByTestId('app-bar')
  })

  /**
   * the dashboard reached from the give page: the guard's read of the user was the give page's
   * and passes; the dashboard's own read (S1 §4 load, decision 085), the second, is held
   */
  async function dashboardAfterGive() {
    const me = held('get', '*/api/auth/me', 2)
    const app = await renderRoute('/v2/Give', { user: 'fc0001', handlers: [me.handler] })
    await screen.findByTestId('give-usable')
    app.navigate('/v2/Dashboard')
    await waitFor(() => expect(me.arrived()).toBe(2))
    return me
  }

  it('a slow call no screen part shows is the overlay’s: the dashboard reading the user', async () => {
    const me = await dashboardAfterGive()
    await waitFor(() => expect(overlay()).not.toBeNull())
    await waitFor(() => expect(spinners()).toHaveLength(1))
    expect(screen.queryByTestId('grid-loading')).toBeNull()
    expect(screen.queryByTestId('route-pending')).toBeNull()
    me.gate.resolve()
    await screen.findAllByTestId('checkup-row')
    await waitFor(() => expect(overlay()).toBeNull())
  })

  it('the dashboard keeps its frame while its load reads the user (nothing moves later)', async () => {
    const me = await dashboardAfterGive()
    // the counters, the filters and a page of rows' room, before the user is known
    expect((await screen.findByTestId('count-all')).textContent).toContain('–')
    expect(screen.getByRole('searchbox', { name: '고객 이름 검색' })).toBeTruthy()
    const grid = screen.getByRole('group', { name: '리포트 발급 내역' })
    expect(grid.getAttribute('data-reserved')).toBe('25')
    expect(screen.queryByTestId('grid-empty')).toBeNull()
    me.gate.resolve()
    await screen.findAllByTestId('checkup-row')
    expect(grid.isConnected).toBe(true)
    expect(grid.hasAttribute('data-reserved')).toBe(false)
  })

  it('a page left while it loads takes its indicator along', async () => {
    const list = held('get', '*/api/checkups')
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001', handlers: [list.handler] })
    await screen.findByTestId('grid-loading')
    expect(indicatorsOf(app)).toHaveLength(1)
    app.navigate('/v2/Give')
    await screen.findByTestId('give-usable')
    await waitFor(() => expect(indicatorsOf(app)).toEqual([]))
    // the list call still runs and nothing else shows it: the overlay does
    expect(overlay()).not.toBeNull()
    list.gate.resolve()
    await waitFor(() => expect(overlay()).toBeNull())
  })
})
