// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { START_PAGE_SCRIPT, startPage } from '../../mock-server/pages/start-page'

/**
 * The start page of a saved set (`/__mock/start`, decision 068) in a document of its own, its
 * call answered here: it takes the fragment out of the address at once, sends the token in the
 * `x-qa-token` header and never in a URL, shows what started, and asks for the token when the link
 * has none. The page as the server serves it (its CSP, the log of a start) is in
 * `scenarios-http.test.ts`; a phone's browser opens a link in `e2e/qa-links.spec.ts`.
 */

const TOKEN = 'start-page-token/+&='

interface Call {
  url: string
  method: string | undefined
  headers: Record<string, string>
  body: unknown
  /** the address bar when the call was made */
  address: string
}
let calls: Call[] = []

const STARTED = {
  code: 200,
  set: 'phone-slow',
  scenarios: [
    {
      id: 's7',
      operation: 'checkupList',
      answer: { status: 500 },
      delayMs: 200,
      delayMaxMs: 3000,
      stallMs: 0,
      cut: false,
      rate: 0.34,
      seed: 7,
      remaining: null,
      userId: 'hk5009',
      preset: 'set:phone-slow',
      description: 's7 checkupList 500 34% +200-3000ms seed7 @hk5009',
    },
    {
      id: 's8',
      operation: 'getMerchantUid',
      answer: { status: 409 },
      delayMs: 0,
      delayMaxMs: null,
      stallMs: 0,
      cut: false,
      rate: 1,
      seed: 1,
      remaining: 1,
      userId: null,
      preset: 'set:phone-slow',
      description: 's8 getMerchantUid 409 x1',
    },
  ],
}

/** Opens the page at `address` with fetch answering `answer`, and runs its script. */
function open(address: string, answer: () => Response = () => Response.json(STARTED)) {
  calls = []
  history.replaceState(null, '', address)
  const html = startPage()
  document.title = html.slice(html.indexOf('<title>') + 7, html.indexOf('</title>'))
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('<script>'))
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: init.method,
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      address: location.href,
    })
    return answer()
  })
  new Function(START_PAGE_SCRIPT)()
}

const statusText = () => screen.getByRole('status').textContent ?? ''

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.body.replaceChildren()
  history.replaceState(null, '', '/')
})

describe('the start page of a saved set', () => {
  it('takes the fragment out of the address, sends the token in the header only, shows what started', async () => {
    open(`/__mock/start#set=phone-slow&token=${encodeURIComponent(TOKEN)}`)
    // at once, before the call
    expect(location.hash).toBe('')
    expect(location.href).not.toContain('token')
    await waitFor(() => expect(calls).toHaveLength(1))
    const [call] = calls
    expect(call).toMatchObject({
      url: '/__mock/scenarios/sets/phone-slow/start',
      method: 'POST',
      body: {},
    })
    expect(call!.headers['x-qa-token']).toBe(TOKEN)
    expect(call!.headers['content-type']).toBe('application/json')
    // the token is in no address: neither the call's nor the page's when it was made
    for (const place of [call!.url, call!.address])
      expect(place).not.toContain(encodeURIComponent(TOKEN))
    expect(call!.address).not.toContain('start-page-token')
    expect(call!.url).not.toContain('start-page-token')

    await waitFor(() =>
      expect(statusText()).toBe("'phone-slow' 묶음의 시나리오 2개를 시작했습니다."),
    )
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'checkupList: 응답 500, 호출의 34%, 지연 200~3000 ms, 시드 7, 해제할 때까지, 계정 hk5009' +
        's7 checkupList 500 34% +200-3000ms seed7 @hk5009',
      'getMerchantUid: 응답 409, 1회, 모든 계정s8 getMerchantUid 409 x1',
    ])
    expect(screen.getByRole('heading', { name: '시작한 시나리오' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '포털 열기' }).getAttribute('href')).toBe(
      '/v2/dashboard',
    )
    expect(document.title).toBe('QA 시나리오 묶음 시작')
    // nothing of the token was written into the page
    expect(document.body.innerHTML).not.toContain('start-page-token')
  })

  it('asks for the token when the fragment has none, and sends it in the header', async () => {
    open('/__mock/start#set=phone-slow')
    expect(location.hash).toBe('')
    const input = screen.getByLabelText('QA 토큰 (서버가 시작할 때 출력합니다)')
    await waitFor(() => expect(statusText()).toContain('링크에 QA 토큰이 없습니다.'))
    expect(calls).toEqual([])
    expect(document.getElementById('token-form')!.hidden).toBe(false)
    expect(document.activeElement).toBe(input)
    fireEvent.input(input, { target: { value: TOKEN } })
    fireEvent.submit(document.getElementById('token-form')!)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.headers['x-qa-token']).toBe(TOKEN)
    expect(calls[0]!.url).toBe('/__mock/scenarios/sets/phone-slow/start')
    expect(location.href).not.toContain('start-page-token')
    await waitFor(() => expect(statusText()).toContain('2개를 시작했습니다.'))
    expect(document.getElementById('token-form')!.hidden).toBe(true)
  })

  it('a wrong token: says so and asks for the token again (401)', async () => {
    open(`/__mock/start#set=phone-slow&token=wrong`, () =>
      Response.json(
        {
          code: 401,
          message: 'QA 토큰이 필요합니다. (x-qa-token 헤더: 서버가 시작할 때 출력합니다)',
        },
        { status: 401 },
      ),
    )
    await waitFor(() => expect(statusText()).toContain('QA 토큰이 맞지 않습니다.'))
    expect(document.getElementById('token-form')!.hidden).toBe(false)
    expect((screen.getByLabelText(/QA 토큰/) as HTMLInputElement).value).toBe('')
    expect(screen.queryAllByRole('listitem')).toEqual([])
  })

  it('an unknown set: says there is none (404), starting nothing', async () => {
    open(`/__mock/start#set=nobody&token=${TOKEN}`, () =>
      Response.json({ code: 404, message: 'no saved set is named nobody' }, { status: 404 }),
    )
    await waitFor(() => expect(statusText()).toContain("'nobody' 묶음이 없습니다."))
    expect(calls[0]!.url).toBe('/__mock/scenarios/sets/nobody/start')
    expect(screen.queryAllByRole('listitem')).toEqual([])
  })

  it('another origin: says so (403)', async () => {
    open(`/__mock/start#set=phone-slow&token=${TOKEN}`, () =>
      Response.json(
        { code: 403, message: 'QA 도우미는 다른 사이트에서 부를 수 없습니다.' },
        { status: 403 },
      ),
    )
    await waitFor(() =>
      expect(statusText()).toContain('다른 사이트에서는 묶음을 시작할 수 없습니다.'),
    )
  })

  it('a link without a set name: says so and calls nothing', async () => {
    open(`/__mock/start#token=${TOKEN}`)
    expect(location.hash).toBe('')
    expect(statusText()).toContain('링크에 묶음 이름이 없습니다.')
    expect(calls).toEqual([])
  })
})
