// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { qaPage, QA_PAGE_SCRIPT } from '../../mock-server/pages/qa-page'

/**
 * The QA page's form (`/__mock/qa`, issue 30) in a document of its own, its calls to the QA
 * helpers answered here: what a tester fills in is what the scenario body says (issue 50: the
 * body faults), and the active list shows it; the saved sets (decision 068) are saved, listed
 * with their links, copied with the page's token, started and deleted. The page as the server
 * serves it (its CSP, its token) is in `scenarios-http.test.ts`; a browser drives it in
 * `e2e/qa-scenarios.spec.ts` and `e2e/qa-links.spec.ts`.
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
      empty: false,
    },
    {
      id: 'make',
      summary: 'print',
      method: 'POST',
      path: '/api/print/make',
      statuses: [200, 400, 401, 403, 405],
      auth: true,
      empty: true,
    },
  ],
  presets: [],
  everyOperation: '*',
  alwaysPossible: [500, 503],
  delayMaxMs: 30_000,
}

const TOKEN = 'page-test-token/+'

let active: Record<string, unknown>[] = []
let posted: unknown[] = []
let sets: { name: string; scenarios: Record<string, unknown>[]; savedAt: string; link: string }[] =
  []
/** every call the page made to the sets, as `METHOD path body` */
let setCalls: string[] = []

beforeEach(() => {
  active = []
  posted = []
  sets = []
  setCalls = []
  const html = qaPage()
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('<script>'))
  sessionStorage.setItem('qa-token', TOKEN)
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    // the helpers refuse a call without the page's token, as the server does
    if ((init.headers as Record<string, string>)['x-qa-token'] !== TOKEN)
      return Response.json({ code: 401, message: 'QA 토큰이 필요합니다.' }, { status: 401 })
    if (path.startsWith('/__mock/scenarios/sets')) {
      setCalls.push(`${init.method} ${path} ${init.body === undefined ? '' : String(init.body)}`)
      const name = path.split('/')[4] ?? ''
      if (init.method === 'POST' && path === '/__mock/scenarios/sets') {
        const set = {
          name: (JSON.parse(String(init.body)) as { name: string }).name,
          scenarios: active.map(({ operation, status }) => ({ operation, status })),
          savedAt: '2026-11-22T00:00:00.000Z',
          link: '',
        }
        set.link = `/__mock/start#set=${set.name}`
        sets.push(set)
        return Response.json({ code: 200, set, link: set.link })
      }
      if (init.method === 'POST')
        return Response.json({ code: 200, set: name, scenarios: sets[0]!.scenarios })
      sets = sets.filter((s) => s.name !== name)
      return Response.json({ code: 200 })
    }
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
    return Response.json({ ...CATALOGUE, active, sets })
  })
  // the page's own script, as the served page runs it
  new Function(QA_PAGE_SCRIPT)()
})

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.body.replaceChildren()
})

describe('the QA page: its token', () => {
  it('says a refused token, and takes the message back once the right one loads the page', async () => {
    await waitFor(() => expect(document.getElementById('main')!.hidden).toBe(false))
    const token = screen.getByLabelText('QA 토큰 (서버가 시작할 때 출력합니다)')
    const status = screen.getByRole('status')
    fireEvent.change(token, { target: { value: 'wrong' } })
    await waitFor(() => expect(status.textContent).toBe('QA 토큰이 필요합니다.'))
    fireEvent.change(token, { target: { value: TOKEN } })
    await waitFor(() => expect(status.textContent).toBe(''))
  })
})

describe('the QA page: an answer with nothing in it (decision 045)', () => {
  const answers = () =>
    [...(screen.getByLabelText('응답') as HTMLSelectElement).options].map((o) => o.text)

  it('offers 빈 응답 only for an operation the catalogue says may be answered empty', async () => {
    await waitFor(() => expect(document.getElementById('main')!.hidden).toBe(false))
    fireEvent.change(screen.getByLabelText('호출할 API'), {
      target: { value: 'statisticsEmployees' },
    })
    expect(answers()).not.toContain('빈 응답')
    fireEvent.change(screen.getByLabelText('호출할 API'), { target: { value: 'make' } })
    expect(answers()).toContain('빈 응답')
    fireEvent.change(screen.getByLabelText('응답'), { target: { value: 'empty' } })
    fireEvent.submit(document.getElementById('add')!)
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({ operation: 'make', empty: true })
  })

  it('lists a scenario started with data (by the API or a link) as 지정 데이터', async () => {
    const scenario = { id: 's9', operation: 'make', answer: { data: { tempPdf: '' } } }
    active.push({ ...scenario, delayMs: 0, delayMaxMs: null, rate: 1, seed: 1, remaining: 1 })
    // the list is read again once another scenario is added from the form
    await waitFor(() => expect(document.getElementById('main')!.hidden).toBe(false))
    fireEvent.submit(document.getElementById('add')!)
    const row = await screen.findByText('s9')
    expect(row.closest('tr')!.textContent).toContain('지정 데이터')
  })
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

describe('the QA page: saved sets by link (decision 068)', () => {
  const loaded = () => waitFor(() => expect(document.getElementById('main')!.hidden).toBe(false))

  async function saveOne(name: string) {
    fireEvent.change(screen.getByLabelText('응답'), { target: { value: '500' } })
    fireEvent.submit(document.getElementById('add')!)
    await waitFor(() => expect(posted).toHaveLength(1))
    fireEvent.input(screen.getByLabelText(/묶음 이름/), { target: { value: name } })
    fireEvent.click(screen.getByRole('button', { name: '현재 시나리오 묶음 저장' }))
    await waitFor(() => expect(screen.getAllByTestId('qa-set-row')).toHaveLength(1))
  }

  it('saves the active scenarios under the name typed, and lists the set with its link', async () => {
    await loaded()
    await saveOne('phone-slow')
    expect(setCalls).toEqual(['POST /__mock/scenarios/sets {"name":"phone-slow"}'])
    expect(screen.getByRole('status').textContent).toBe(
      'phone-slow 묶음을 저장했습니다. (시나리오 1개)',
    )
    const row = screen.getByTestId('qa-set-row')
    expect(row.textContent).toContain('phone-slow')
    expect(row.textContent).toContain('statisticsEmployees 500')
    // the link shown holds no token
    expect(row.querySelector('code')!.textContent).toBe(
      `${location.origin}/__mock/start#set=phone-slow`,
    )
    expect(row.textContent).not.toContain(TOKEN)
    expect(document.getElementById('set-count')!.textContent).toBe('1')
  })

  it('"링크 복사" copies the whole link with the page’s token in the fragment', async () => {
    const copied: string[] = []
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    })
    await loaded()
    await saveOne('phone-slow')
    fireEvent.click(screen.getByRole('button', { name: 'phone-slow 링크 복사' }))
    await waitFor(() => expect(copied).toHaveLength(1))
    expect(copied[0]).toBe(
      `${location.origin}/__mock/start#set=phone-slow&token=${encodeURIComponent(TOKEN)}`,
    )
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('phone-slow 링크를 복사했습니다.'),
    )
  })

  it('without a clipboard, puts the link in a field to copy by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    await loaded()
    await saveOne('phone-slow')
    fireEvent.click(screen.getByRole('button', { name: 'phone-slow 링크 복사' }))
    const field = screen.getByLabelText('복사할 링크 (토큰 포함)') as HTMLInputElement
    await waitFor(() => expect(document.getElementById('copy-box')!.hidden).toBe(false))
    expect(field.value).toBe(
      `${location.origin}/__mock/start#set=phone-slow&token=${encodeURIComponent(TOKEN)}`,
    )
    expect(document.activeElement).toBe(field)
  })

  it('starts a set and deletes one from its row', async () => {
    await loaded()
    await saveOne('phone-slow')
    fireEvent.click(screen.getByRole('button', { name: 'phone-slow 시작' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'phone-slow 묶음의 시나리오 1개를 시작했습니다.',
      ),
    )
    expect(setCalls[1]).toBe('POST /__mock/scenarios/sets/phone-slow/start {}')
    fireEvent.click(screen.getByRole('button', { name: 'phone-slow 삭제' }))
    await waitFor(() => expect(screen.queryAllByTestId('qa-set-row')).toHaveLength(0))
    expect(setCalls[2]).toBe('DELETE /__mock/scenarios/sets/phone-slow ')
    expect(screen.getByRole('status').textContent).toBe('phone-slow 묶음을 삭제했습니다.')
  })
})
