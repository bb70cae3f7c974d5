// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import type { ScreenModule } from '../../src/app/route-modules'
import { ROUTE_MODULES } from '../../src/app/features'
import type { RouteId } from '../../src/shared/domain/routes'
import { deferred } from '../support/deferred'
import { createAnswerHold, type AnswerHold } from '../../src/shared/services/answer-hold'

afterEach(cleanupRoutes)

/** the portal's route chunks, each load written down in `asked` */
const recordingModules = (asked: string[]): Partial<Record<RouteId, ScreenModule>> =>
  Object.fromEntries(
    Object.entries(ROUTE_MODULES).map(([id, load]) => [
      id,
      () => {
        asked.push(id)
        return load!()
      },
    ]),
  )

/** the portal's route chunks, the give page's held until the test lets it through */
function heldGiveChunk() {
  const giveChunk = deferred<void>()
  const routeModules = {
    ...ROUTE_MODULES,
    give: async () => {
      await giveChunk.promise
      return ROUTE_MODULES.give!()
    },
  }
  return { giveChunk, routeModules }
}

describe('route chunks (issue 8)', () => {
  it('a route change keeps the page shown until the next one is ready: no fallback', async () => {
    const { giveChunk, routeModules } = heldGiveChunk()
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001', routeModules })
    await screen.findByTestId('count-all')
    app.navigate('/v2/Give')
    // the guard decides and the chunk loads: the dashboard stays, no spinner replaces it
    await waitFor(() => expect(screen.queryByTestId('route-progress')).toBeTruthy())
    expect(screen.getByTestId('count-all')).toBeTruthy()
    expect(screen.queryByTestId('route-pending')).toBeNull()
    await act(async () => giveChunk.resolve())
    expect(await screen.findByTestId('give-usable')).toBeTruthy()
    expect(screen.queryByTestId('count-all')).toBeNull()
    expect(screen.queryByTestId('route-progress')).toBeNull()
    expect(screen.queryByTestId('route-pending')).toBeNull()
  })

  it('the browser title names the page shown, not the one on its way', async () => {
    const { giveChunk, routeModules } = heldGiveChunk()
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001', routeModules })
    await screen.findByTestId('count-all')
    await waitFor(() => expect(document.title).toBe('리포트 발급 내역 · 헬스체크업 매니저'))
    app.navigate('/v2/Give')
    await waitFor(() => expect(screen.queryByTestId('route-progress')).toBeTruthy())
    expect(document.title).toBe('리포트 발급 내역 · 헬스체크업 매니저')
    await act(async () => giveChunk.resolve())
    await screen.findByTestId('give-usable')
    await waitFor(() => expect(document.title).toBe('사용권 제공 · 헬스체크업 매니저'))
  })

  it.each([
    // the sign-in page (plain layout): its card shows the portal's name, the h1 says where
    ['/v2/Login', null, '로그인'],
    // menu mode: the app bar shows the logo, the page's first thing is its title
    ['/v2/Dashboard', 'fc0001', '리포트 발급 내역'],
    ['/v2/Statistics/Checkup', 'siteadmin', '사용권 제공 내역'],
    // otherwise the app bar's title beside the back arrow
    ['/v2/Gift', 'fc0001', '사용권 선물'],
    ['/v2/Employee/create', 'siteadmin', '직원 추가'],
    // the mobile layout's bar
    ['/m/Give', 'fc0001', '사용권 제공'],
    // a page that shows its own heading (ownHeading): that one, not a second
    ['/v2/Error', 'fc0001', '오류'],
  ])('%s as %s has one level-one heading, its title', async (path, user, title) => {
    await renderRoute(path, user ? { user } : {})
    await waitFor(() => expect(document.title).toBe(`${title} · 헬스체크업 매니저`))
    const headings = await screen.findAllByRole('heading', { level: 1 })
    expect(headings.map((h) => h.textContent)).toEqual([title])
    // shown once: no page repeats its title as a heading of its own
    expect(screen.queryAllByRole('heading', { name: title })).toHaveLength(1)
  })

  it.each([
    ['/statistics/purchase-history', '/v2/Statistics/PurchaseHistory', '구매 내역'],
    ['/statistics/gift-history', '/v2/Statistics/GiftHistory', '선물 내역'],
  ])('%s typed (a notification link, S1 §2) opens its history page', async (typed, path, title) => {
    const app = await renderRoute(typed, { user: 'super' })
    await waitFor(() => expect(app.location).toBe(path))
    await waitFor(() => expect(document.title).toBe(`${title} · 헬스체크업 매니저`))
  })

  it("a page's answers that arrive while it is drawn wait until it is on the screen (decision 064)", async () => {
    // the portal's own hold, each call written down with what the screen showed at that moment
    const real = createAnswerHold()
    const seen: string[] = []
    const shows = () =>
      screen.queryByTestId('give-usable')
        ? 'give'
        : screen.queryByTestId('count-all')
          ? 'dashboard'
          : 'none'
    const answerHold: AnswerHold = {
      hold: () => {
        seen.push(`hold on ${shows()}`)
        real.hold()
      },
      release: () => {
        seen.push(`release on ${shows()}`)
        real.release()
      },
      pending: () => real.pending(),
    }
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001', answerHold })
    await screen.findByTestId('count-all')
    expect(seen).toEqual(['hold on none', 'release on dashboard'])
    seen.length = 0
    app.navigate('/v2/Give')
    expect(await screen.findByTestId('give-usable')).toBeTruthy()
    // held while the dashboard still showed and the give page was drawn; released once it was
    expect(seen).toEqual(['hold on dashboard', 'release on give'])
    expect(real.pending()).toBeNull()
  })

  it('the page shown does not render again for each step of a route change', async () => {
    let renders = 0
    const routeModules: Partial<Record<RouteId, ScreenModule>> = {
      ...ROUTE_MODULES,
      dashboard: async () => {
        const mount = await ROUTE_MODULES.dashboard!()
        return (ctx) => {
          const mounted = mount(ctx)
          const Inner = mounted.Screen
          return {
            ...mounted,
            Screen: function CountedDashboard() {
              renders++
              return <Inner />
            },
          }
        }
      },
    }
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001', routeModules })
    await screen.findByTestId('count-all')
    const before = renders
    app.navigate('/v2/Give')
    expect(await screen.findByTestId('give-usable')).toBeTruthy()
    // the location changed, the guard checked and loaded, then let the path through: the
    // dashboard (a whole grid) was left alone until it went away
    expect(renders).toBe(before)
  })

  it('a chunk that fails to load says so with a reload button, which reloads', async () => {
    const routeModules = {
      ...ROUTE_MODULES,
      give: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001', routeModules })
    await screen.findByTestId('count-all')
    app.navigate('/v2/Give')
    const failed = await screen.findByTestId('route-load-failed')
    expect(failed.textContent).toContain('화면을 불러오지 못했습니다.')
    expect(screen.queryByTestId('count-all')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }))
    expect(app.spies.reload).toHaveBeenCalledTimes(1)
    // the app bar stays usable: another route still opens
    app.navigate('/v2/Dashboard')
    expect(await screen.findByTestId('count-all')).toBeTruthy()
    expect(screen.queryByTestId('route-load-failed')).toBeNull()
  })

  it('the login page runs no route’s code; a sign-in loads the page the user lands on', async () => {
    const asked: string[] = []
    const routeModules = recordingModules(asked)
    const app = await renderRoute('/v2/Login', { routeModules })
    await screen.findByTestId('login-card')
    // what would have asked for the landing pages: the guard letting the login page through
    await waitFor(() => expect(app.portal.guard.getSnapshot().matches('allowed')).toBe(true))
    expect(asked).toEqual([])
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'fc0001' } })
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Test1234!' } })
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    expect(await screen.findByTestId('count-all')).toBeTruthy()
    // fc0001's landing page, and no other page's code until the drawer's turn
    expect(asked).toEqual(['dashboard'])
  })

  it("a signed-in page fetches the code of the user's drawer once it has settled", async () => {
    const asked: string[] = []
    const settled: (() => void)[] = []
    const routeModules = recordingModules(asked)
    const app = await renderRoute('/v2/Dashboard', {
      user: 'siteadmin',
      routeModules,
      whenSettled: (work) => settled.push(work),
    })
    await screen.findByTestId('count-all')
    // the page shown first: its own chunk only, the drawer's wait
    expect(asked).toEqual(['dashboard'])
    expect(settled).toHaveLength(1)
    act(() => settled[0]!())
    expect(asked).toEqual(
      expect.arrayContaining(['give', 'product', 'employee', 'statisticsOverview']),
    )
    // the drawer's pages only: siteadmin has no admin dashboard
    expect(asked).not.toContain('adminDashboard')
    await waitFor(() =>
      expect(app.portal.routes.screen('statisticsOverview')).toBeTypeOf('function'),
    )
  })
})
