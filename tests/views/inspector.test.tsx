// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

/** the drawn chart of an actor, found by its accessible name */
const chartOf = (actor: string) =>
  screen.findByRole('img', { name: new RegExp(`^${actor} 상태 차트`) }, { timeout: 30_000 })

/** the states lit in an actor's chart as drawn now (a chart is drawn anew for another definition) */
const lit = (actor: string) =>
  [
    ...document.querySelectorAll(
      `section[data-actor="${actor}"] svg[role="img"] [data-active="true"]`,
    ),
  ].map((g) => g.getAttribute('data-state'))

describe('the statechart inspector (/Playground)', () => {
  it('draws the running machines with their state lit, and steps through the journal', async () => {
    const app = await renderRoute('/Playground', { user: 'fc0002' })
    await screen.findByRole('heading', { name: '상태 차트 검사기', level: 1 })
    await chartOf('session')
    await waitFor(() => expect(lit('session')).toEqual(['authenticated']))
    expect((await chartOf('session')).getAttribute('aria-label')).toBe(
      'session 상태 차트 (session), 현재 상태: authenticated',
    )
    await chartOf('routeGuard')
    expect(lit('routeGuard').length).toBeGreaterThan(0)
    // the running actors are listed, with what the journal alone knows
    const actors = screen.getByTestId('inspector-actors')
    for (const name of ['portal', 'session', 'ui', 'routeGuard'])
      expect(actors.querySelector(`tr[data-actor="${name}"]`)?.textContent).toContain('실행 중')

    // the first entry of the session: its initial state, as the journal had it
    const entries = app.portal.journal.entries()
    const first = entries.findIndex((e) => e.actor === 'session')
    const slider = screen.getByRole('slider', { name: '기록 위치' })
    fireEvent.change(slider, { target: { value: String(first) } })
    await waitFor(() => expect(lit('session')).toEqual(['signedOut', 'signedOut.idle']))
    expect(screen.getByTestId('inspector-position').textContent).toContain(
      `${first + 1}/${entries.length}번째 기록`,
    )
    // one further: the next entry, whichever actor it is
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    await waitFor(() =>
      expect(screen.getByTestId('inspector-position').textContent).toContain(
        `${first + 2}/${entries.length}번째 기록`,
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: '최신' }))
    await waitFor(() => expect(lit('session')).toEqual(['authenticated']))
  })

  it('replays a loaded journal into the same views, with the context of each entry', async () => {
    const app = await renderRoute('/Playground')
    await chartOf('session')
    await waitFor(() => expect(lit('session')).toEqual(['signedOut', 'signedOut.anonymous']))
    const exported = {
      version: 1,
      entries: [
        {
          seq: 1,
          at: '2024-01-01T00:00:00.000Z',
          actor: 'session',
          machine: 'session',
          event: { type: 'xstate.init' },
          state: { signedOut: 'idle' },
          context: { session: null },
        },
        {
          seq: 2,
          at: '2024-01-01T00:00:01.000Z',
          actor: 'dashboard',
          event: { type: 'xstate.init' },
          state: { list: 'refreshingSession' },
          context: { rows: [] },
        },
        {
          seq: 3,
          at: '2024-01-01T00:00:02.000Z',
          actor: 'session',
          machine: 'session',
          event: { type: 'LOGIN', userId: 'fc0002', password: '[redacted]' },
          state: 'authenticated',
          context: { session: { user: { userId: 'fc0002' } } },
        },
      ],
    }
    const input = screen.getByLabelText('내보낸 기록 불러오기')
    const file = new File([JSON.stringify(exported)], 'journal.json', { type: 'application/json' })
    fireEvent.change(input, { target: { files: [file] } })
    expect((await screen.findByTestId('inspector-loaded')).textContent).toBe(
      '불러온 기록: journal.json (3건)',
    )
    await waitFor(() => expect(lit('session')).toEqual(['authenticated']), { timeout: 30_000 })
    // a page machine not running here is drawn from its definition
    const dashboard = await chartOf('dashboard')
    expect(dashboard.getAttribute('data-machine')).toBe('dashboard')
    await waitFor(() => expect(lit('dashboard')).toContain('list.refreshingSession'))
    expect(
      screen.getByTestId('inspector-actors').querySelector('tr[data-actor="dashboard"]')
        ?.textContent,
    ).toContain('기록만')
    const context = () =>
      screen.getByRole('region', { name: '기록 타임라인' }).querySelectorAll('pre')[1]!.textContent
    expect(context()).toContain('fc0002')

    fireEvent.click(screen.getByRole('button', { name: '이전' }))
    fireEvent.click(screen.getByRole('button', { name: '이전' }))
    await waitFor(() => expect(lit('session')).toEqual(['signedOut', 'signedOut.idle']))
    expect(context()).not.toContain('fc0002')
    // the dashboard had not started by then
    expect(screen.queryByRole('img', { name: /^dashboard 상태 차트/ })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '실시간 보기' }))
    await waitFor(() => expect(lit('session')).toEqual(['signedOut', 'signedOut.anonymous']))
    expect(app.portal.journal.entries().length).toBeGreaterThan(0)
  })

  it('says so when a file is not a journal', async () => {
    await renderRoute('/Playground')
    await screen.findByRole('heading', { name: '상태 차트 검사기', level: 1 })
    const input = screen.getByLabelText('내보낸 기록 불러오기')
    fireEvent.change(input, { target: { files: [new File(['nope'], 'x.json')] } })
    expect((await screen.findByRole('alert')).textContent).toContain(
      '기록 파일을 읽을 수 없습니다.',
    )
  })

  it('loads a problem report: its journal and its calls with their request ids and scenarios', async () => {
    await renderRoute('/Playground')
    await screen.findByRole('heading', { name: '상태 차트 검사기', level: 1 })
    const report = {
      version: 1,
      kind: 'problem-report',
      at: '2026-11-27T06:00:00.000Z',
      page: '/v2/dashboard',
      entries: [
        {
          seq: 1,
          at: '2026-11-27T06:00:00.000Z',
          actor: 'session',
          event: { type: 'x' },
          state: 'authenticated',
        },
      ],
      calls: [
        {
          at: '2026-11-27T06:00:01.000Z',
          operation: 'productList',
          status: 401,
          requestId: 'a1b2c3d4e5f6',
          scenario: 's7',
          active: 's7 productList 401, s8 make 405 @fc0001',
        },
        {
          at: '2026-11-27T06:00:02.000Z',
          operation: 'fetchUser',
          status: 0,
          requestId: null,
          scenario: null,
        },
      ],
      scenarios: ['s7'],
    }
    const input = screen.getByLabelText('내보낸 기록 불러오기')
    fireEvent.change(input, {
      target: { files: [new File([JSON.stringify(report)], 'problem-report.json')] },
    })
    const calls = await screen.findByTestId('inspector-calls')
    const rows = [...calls.querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent),
    )
    expect(rows).toEqual([
      [
        '2026-11-27T06:00:01.000Z',
        'productList',
        '401',
        'a1b2c3d4e5f6',
        's7',
        's7 productList 401, s8 make 405 @fc0001',
      ],
      // a report made before the active list was recorded shows a dash there
      ['2026-11-27T06:00:02.000Z', 'fetchUser', '연결 실패', '—', '—', '—'],
    ])
    expect(screen.getByTestId('inspector-loaded').textContent).toBe(
      '불러온 기록: problem-report.json (1건)',
    )
  })
})
