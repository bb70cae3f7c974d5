// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { qaPage, QA_PAGE_SCRIPT } from '../../mock-server/pages/qa-page'

/**
 * The QA page's form (`/__mock/qa`, issue 30) in a document of its own, its calls to the QA
 * helpers answered here: what a tester fills in is what the scenario body says (issue 50: the
 * body faults), and the active list shows it. The page as the server serves it (its CSP, its
 * token) is in `scenarios-http.test.ts`; a browser drives it in `e2e/qa-scenarios.spec.ts`.
 */

const CATALOGUE = {
  code: 200,
  operations: [
    {
      id: 'statisticsEmployees',
      summary: 'employees',
      method: 'GET',
      path: '/api/statistics/employees',
      statuses: [200, 401, 403],
      auth: true,
    },
  ],
  presets: [],
  everyOperation: '*',
  alwaysPossible: [500, 503],
  delayMaxMs: 30_000,
}

let active: Record<string, unknown>[] = []
let posted: unknown[] = []

beforeEach(() => {
  active = []
  posted = []
  const html = qaPage()
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('<script>'))
  sessionStorage.setItem('qa-token', 'page-test-token')
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    if (init.method === 'POST') {
      const input = JSON.parse(String(init.body)) as Record<string, unknown>
      posted.push(input)
      const scenario = {
        id: `s${posted.length}`,
        answer: null,
        delayMs: 0,
        delayMaxMs: null,
        rate: 1,
        seed: 1,
        remaining: null,
        userId: null,
        preset: null,
        stallMs: 0,
        cut: false,
        ...input,
      }
      active.push(scenario)
      return Response.json({ code: 200, scenario })
    }
    expect(path).toBe('/__mock/scenarios')
    return Response.json({ ...CATALOGUE, active })
  })
  // the page's own script, as the served page runs it
  new Function(QA_PAGE_SCRIPT)()
})

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.body.replaceChildren()
})

describe('the QA page: a stalled or a cut body (issue 50)', () => {
  it('sends the stall and the cut a tester fills in, and lists them as active', async () => {
    await waitFor(() => expect(document.getElementById('main')!.hidden).toBe(false))
    fireEvent.change(screen.getByLabelText('응답'), { target: { value: 'none' } })
    fireEvent.input(screen.getByLabelText('본문 지연 (ms)'), { target: { value: '20000' } })
    fireEvent.click(screen.getByLabelText('본문 끊기'))
    fireEvent.input(screen.getByLabelText('횟수 (비우면 해제할 때까지)'), {
      target: { value: '1' },
    })
    fireEvent.submit(document.getElementById('add')!)
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      operation: 'statisticsEmployees',
      stallMs: 20000,
      cut: true,
      times: 1,
    })
    const row = await screen.findByText('s1')
    await waitFor(() =>
      expect(row.closest('tr')!.textContent).toContain('본문 20000 ms 지연, 본문 끊김'),
    )
  })

  it('sends neither when the fields are left empty', async () => {
    await waitFor(() => expect(document.getElementById('main')!.hidden).toBe(false))
    fireEvent.change(screen.getByLabelText('응답'), { target: { value: '500' } })
    fireEvent.submit(document.getElementById('add')!)
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({ operation: 'statisticsEmployees', status: 500 })
  })
})
