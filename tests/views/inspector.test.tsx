// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import { harProblems } from '../support/har-shape'
import type { HarEntry, HarLog } from '../../src/shared/domain/har'
import { REDACTED } from '../../src/shared/domain/har-redaction'

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

  it('loads a problem report with the HAR it carries: the calls in the order sent, by keyboard, redacted (issue 50)', async () => {
    await renderRoute('/Playground')
    await screen.findByRole('heading', { name: '상태 차트 검사기', level: 1 })
    const report = {
      version: 1,
      kind: 'problem-report',
      at: '2026-11-27T06:00:09.000Z',
      page: '/v2/dashboard',
      entries: [
        journalEntry(1, '2026-11-27T06:00:00.000Z', 'signedOut'),
        journalEntry(2, '2026-11-27T06:00:01.500Z', 'authenticated'),
        journalEntry(3, '2026-11-27T06:00:04.000Z', 'authenticated'),
      ],
      calls: [],
      scenarios: ['s7'],
      harFile: 'problem-report-20261127-150009.har',
      // written out of order: the inspector lists them as they were sent
      har: harOf([
        harEntry('2026-11-27T06:00:03.000Z', 'GET', '/api/checkups?page=1', 500, {
          scenario: 's7',
        }),
        harEntry('2026-11-27T06:00:01.000Z', 'POST', '/api/auth/login', 200, {
          body: `{"userId":"fc0002","password":"${REDACTED}"}`,
        }),
        harEntry('2026-11-27T06:00:05.000Z', 'GET', '/api/notifications', 0, {
          error: 'TimeoutError: no whole answer within 20000 ms',
        }),
      ]),
    }
    const input = screen.getByLabelText('내보낸 기록 불러오기')
    fireEvent.change(input, {
      target: { files: [new File([JSON.stringify(report)], 'problem-report.json')] },
    })
    expect((await screen.findByTestId('inspector-loaded-har')).textContent).toBe(
      '불러온 호출: problem-report.json (3건)',
    )
    expect(screen.getByTestId('inspector-loaded').textContent).toBe(
      '불러온 기록: problem-report.json (3건)',
    )
    const list = screen.getByRole('listbox', { name: '호출 목록' })
    const rows = () =>
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent)
    expect(rows()).toEqual([
      '06:00:01.000POST200/api/auth/login',
      '06:00:03.000GET500시나리오 s7/api/checkups?page=1',
      '06:00:05.000GET실패 (TimeoutError)/api/notifications',
    ])
    const selected = () => within(list).getByRole('option', { selected: true }).textContent
    expect(selected()).toContain('/api/auth/login')
    const detail = screen.getByTestId('har-detail')
    expect(detail.textContent).toContain(`"password": "${REDACTED}"`)
    expect(detail.textContent).toContain(`x-auth-token: ${REDACTED}`)

    // the arrow keys move through the calls; the detail follows
    fireEvent.keyDown(list, { key: 'ArrowDown' })
    expect(selected()).toContain('/api/checkups?page=1')
    expect(list.getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { selected: true }).id,
    )
    expect(screen.getByTestId('har-answer').textContent).toBe('500 Internal Server Error')
    fireEvent.keyDown(list, { key: 'End' })
    expect(screen.getByTestId('har-answer').textContent).toBe(
      '실패: TimeoutError: no whole answer within 20000 ms',
    )
    fireEvent.keyDown(list, { key: 'Home' })
    expect(selected()).toContain('/api/auth/login')
    fireEvent.click(within(list).getAllByRole('option')[1]!)
    expect(selected()).toContain('/api/checkups')

    // the journal as it was when that call was sent: the entry at 06:00:01.5, the second
    fireEvent.click(screen.getByRole('button', { name: '이 호출 시점의 기록 보기' }))
    await waitFor(() =>
      expect(screen.getByTestId('inspector-position').textContent).toContain('2/3번째 기록'),
    )
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: '기록 위치' }))
  })

  it('loads a report with the HAR beside it chosen together, or a HAR alone (issue 50)', async () => {
    await renderRoute('/Playground')
    await screen.findByRole('heading', { name: '상태 차트 검사기', level: 1 })
    const input = screen.getByLabelText('내보낸 기록 불러오기')
    const report = {
      version: 1,
      kind: 'problem-report',
      entries: [journalEntry(1, '2026-11-27T06:00:00.000Z', 'authenticated')],
      calls: [],
      // what the report carries is older than the file chosen with it: the chosen one wins
      har: harOf([harEntry('2026-11-27T06:00:01.000Z', 'GET', '/api/old', 200)]),
    }
    const har = harOf([
      harEntry('2026-11-27T06:00:01.000Z', 'GET', '/api/auth/me', 200),
      harEntry('2026-11-27T06:00:02.000Z', 'GET', '/api/checkups', 200),
    ])
    fireEvent.change(input, {
      target: {
        files: [
          new File([JSON.stringify(har)], 'problem-report.har'),
          new File([JSON.stringify(report)], 'problem-report.json'),
        ],
      },
    })
    expect((await screen.findByTestId('inspector-loaded-har')).textContent).toBe(
      '불러온 호출: problem-report.har (2건)',
    )
    expect(screen.getByTestId('inspector-loaded').textContent).toBe(
      '불러온 기록: problem-report.json (1건)',
    )
    expect(screen.getAllByTestId('har-call').map((r) => r.textContent)).toEqual([
      '06:00:01.000GET200/api/auth/me',
      '06:00:02.000GET200/api/checkups',
    ])

    // a HAR alone: its calls, no journal
    fireEvent.change(input, {
      target: { files: [new File([JSON.stringify(har)], 'session.har')] },
    })
    // the line of the HAR loaded before stands until the new file is read: wait for its name
    expect((await screen.findByText('불러온 호출: session.har (2건)')).dataset.testid).toBe(
      'inspector-loaded-har',
    )
    expect(screen.queryByTestId('inspector-loaded')).toBeNull()
    expect(screen.getAllByTestId('har-call')).toHaveLength(2)
    // no journal to show a call's moment in
    expect(screen.queryByRole('button', { name: '이 호출 시점의 기록 보기' })).toBeNull()
  })

  it('a QA session: every call recorded as HAR beside the report, redacted, and loaded back with its journal (issue 50)', async () => {
    const app = await renderRoute('/v2/Login', {
      callLog: true,
      scenarios: [{ operation: 'checkupList', status: 500, times: 1, userId: 'fc0002' }],
    })
    // every request the mock saw from here on
    const seen: string[] = []
    app.server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${request.url}`)
    })
    await screen.findByTestId('login-card')
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'fc0002' } })
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Test1234!' } })
    fireEvent.click(screen.getByRole('button', { name: '로그인' }))
    // the list fails once (the scenario), then answers on a retry
    const error = await screen.findByTestId('grid-error', {}, { timeout: 30_000 })
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }))
    await screen.findAllByTestId('checkup-row', {}, { timeout: 30_000 })
    const token = app.storage.getItem('x-auth-token')!
    const refreshToken = app.storage.getItem('refresh-token')!
    expect(token).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: '문제 보고서 내보내기' }))
    await waitFor(() => expect(app.spies.saveFile).toHaveBeenCalledTimes(2))
    const [json, harFile] = app.spies.saveFile.mock.calls.map(([file]) => file)
    expect(json!.fileName).toMatch(/^problem-report-\d{8}-\d{6}\.json$/)
    expect(harFile!.fileName).toBe(json!.fileName.replace(/\.json$/, '.har'))
    const reportText = await json!.blob.text()
    const harText = await harFile!.blob.text()
    const har = JSON.parse(harText) as HarLog
    expect(harProblems(har)).toEqual([])
    expect(JSON.parse(reportText)).toMatchObject({ harFile: harFile!.fileName, har })

    // every call the mock saw is there, in the order sent; the failed one with its scenario
    const recorded = har.log.entries.map((e) => `${e.request.method} ${e.request.url}`)
    expect(recorded).toEqual(seen)
    const failed = har.log.entries.filter((e) => e.response.status === 500)
    expect(failed.map((e) => new URL(e.request.url).pathname)).toEqual(['/api/checkups'])
    expect(failed[0]!.response.headers.some((h) => h.name === 'x-mock-scenario')).toBe(true)
    // no secret of the sign-in in either file
    for (const text of [harText, reportText])
      for (const secret of ['Test1234!', token, refreshToken]) expect(text).not.toContain(secret)

    // the inspector loads both, chosen together
    app.cleanup()
    await renderRoute('/Playground')
    await screen.findByRole('heading', { name: '상태 차트 검사기', level: 1 })
    fireEvent.change(screen.getByLabelText('내보낸 기록 불러오기'), {
      target: {
        files: [new File([reportText], json!.fileName), new File([harText], harFile!.fileName)],
      },
    })
    expect((await screen.findByTestId('inspector-loaded-har')).textContent).toBe(
      `불러온 호출: ${harFile!.fileName} (${har.log.entries.length}건)`,
    )
    const rows = screen.getAllByTestId('har-call').map((r) => r.textContent)
    expect(rows).toHaveLength(seen.length)
    expect(rows.some((r) => r.includes('POST200/api/auth/login'))).toBe(true)
    expect(rows.some((r) => /GET500시나리오 s\d+\/api\/checkups/.test(r ?? ''))).toBe(true)
  })
})

function journalEntry(seq: number, at: string, state: string) {
  return { seq, at, actor: 'session', event: { type: `E${seq}` }, state }
}

function harEntry(
  startedDateTime: string,
  method: string,
  path: string,
  status: number,
  options: { scenario?: string; body?: string; error?: string } = {},
): HarEntry {
  return {
    startedDateTime,
    time: 12,
    request: {
      method,
      url: `http://127.0.0.1:4173${path}`,
      httpVersion: '',
      cookies: [],
      headers: [{ name: 'x-auth-token', value: REDACTED }],
      queryString: [],
      ...(options.body ? { postData: { mimeType: 'application/json', text: options.body } } : {}),
      headersSize: -1,
      bodySize: options.body?.length ?? 0,
    },
    response: {
      status,
      statusText: status === 500 ? 'Internal Server Error' : status === 200 ? 'OK' : '',
      httpVersion: '',
      cookies: [],
      headers: options.scenario ? [{ name: 'x-mock-scenario', value: options.scenario }] : [],
      content: {
        size: 11,
        mimeType: 'application/json',
        ...(status ? { text: '{"code":200}' } : {}),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: 11,
      ...(options.error ? { _error: options.error } : {}),
    },
    cache: {},
    timings: { send: 0, wait: 10, receive: 2 },
  }
}

function harOf(entries: HarEntry[]): HarLog {
  return { log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }
}
