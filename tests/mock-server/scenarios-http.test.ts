import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawRequest, startHttpServer } from '../support/http-server'
import { QA_PAGE_SCRIPT, QA_PAGE_STYLE } from '../../mock-server/pages/qa-page'
import { START_PAGE_SCRIPT, START_PAGE_STYLE } from '../../mock-server/pages/start-page'
import { sha256Source } from '../../mock-server/server/security-headers'

/**
 * QA scenarios through the standalone server's HTTP layer (issue 30): a network failure ends the
 * connection unanswered, a stalled body comes after its headers and a cut one ends the connection
 * midway (issue 50), every shaped answer is named in the request log, the QA helpers keep their
 * guard, and the QA page is served as it is; a saved set started from its link (decision 068)
 * leaves no QA token in the request log.
 */
type Server = Awaited<ReturnType<typeof startHttpServer>>
const QA_TOKEN = 'scenario-http-qa-token'
let server: Server

beforeAll(async () => {
  server = await startHttpServer({ qaToken: QA_TOKEN })
})
afterAll(() => server.close())

const qa = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/__mock/scenarios${path}`, {
    method,
    headers: {
      'x-qa-token': QA_TOKEN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const login = async (userId: string) => {
  const res = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password: 'Test1234!' }),
  })
  return ((await res.json()) as { token: string }).token
}

describe('QA scenarios on the standalone server', () => {
  it('a network failure ends the connection with no answer, and the log says so', async () => {
    const token = await login('fc0002')
    const started = await qa('POST', '', {
      operation: 'issuableNumber',
      network: true,
      times: 1,
      userId: 'fc0002',
    })
    expect(started.status).toBe(200)
    const id = ((await started.json()) as { scenario: { id: string } }).scenario.id
    const failed = fetch(`${server.base}/api/auth/issuable-number`, {
      headers: { 'x-auth-token': token },
    })
    await expect(failed).rejects.toThrow()
    const line = server.log().find((l) => l.scenario === id)
    expect(line).toMatchObject({ status: 'network', method: 'GET' })
  })

  const startScenario = async (body: object) => {
    const started = await qa('POST', '', body)
    expect(started.status, await started.clone().text()).toBe(200)
    return ((await started.json()) as { scenario: { id: string } }).scenario.id
  }

  it('a cut body: the status and headers come, then the connection ends midway; the log says cut', async () => {
    const token = await login('fc0002')
    const id = await startScenario({
      operation: 'issuableNumber',
      cut: true,
      times: 1,
      userId: 'fc0002',
    })
    const res = await fetch(`${server.base}/api/auth/issuable-number`, {
      headers: { 'x-auth-token': token },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-mock-scenario')).toBe(id)
    await expect(res.text()).rejects.toThrow()
    await vi.waitFor(
      () =>
        expect(server.log().find((l) => l.scenario === id)).toMatchObject({
          status: 200,
          fault: 'cut',
          method: 'GET',
        }),
      { timeout: 30_000 },
    )
    // on the wire: the head, the first half of the body, and no last chunk before the close
    const whole = await (
      await fetch(`${server.base}/api/auth/issuable-number`, { headers: { 'x-auth-token': token } })
    ).text()
    await startScenario({ operation: 'issuableNumber', cut: true, times: 1, userId: 'fc0002' })
    const raw = await rawRequest(
      server.port,
      `GET /api/auth/issuable-number HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nx-auth-token: ${token}\r\n\r\n`,
      5_000,
    )
    expect(raw.status).toBe(200)
    expect(raw.closed).toBe(true)
    expect(raw.head.toLowerCase()).toContain('transfer-encoding: chunked')
    expect(raw.head.toLowerCase()).not.toContain('content-length')
    const half = whole.slice(0, Math.floor(whole.length / 2))
    expect(raw.body).toContain(half)
    expect(raw.body).not.toContain(whole)
    expect(raw.body).not.toMatch(/\r\n0\r\n\r\n$/)
  })

  it('a stalled body: the headers arrive at once, the body is held back; the log says the stall', async () => {
    const token = await login('fc0003')
    const id = await startScenario({
      operation: 'issuableNumber',
      stallMs: 20_000,
      times: 1,
      userId: 'fc0003',
    })
    const abort = new AbortController()
    const res = await fetch(`${server.base}/api/auth/issuable-number`, {
      headers: { 'x-auth-token': token },
      signal: abort.signal,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-mock-scenario')).toBe(id)
    const body = res.text()
    const marker = Symbol('pending')
    const first = await Promise.race([
      body.then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve(marker), 0)),
    ])
    expect(first).toBe(marker)
    // ended here rather than in 20 s: the client gives up, the server lets the body go
    abort.abort()
    await expect(body).rejects.toThrow()
    await vi.waitFor(
      () =>
        expect(server.log().find((l) => l.scenario === id)).toMatchObject({
          status: 200,
          fault: 'stall20000ms',
        }),
      { timeout: 30_000 },
    )
    // a short stall: the whole body comes after it
    const short = await startScenario({
      operation: 'issuableNumber',
      stallMs: 20,
      times: 1,
      userId: 'fc0003',
    })
    const held = await fetch(`${server.base}/api/auth/issuable-number`, {
      headers: { 'x-auth-token': token },
    })
    expect(((await held.json()) as { issuableNumber: unknown }).issuableNumber).toEqual(
      expect.any(Number),
    )
    await vi.waitFor(
      () =>
        expect(server.log().find((l) => l.scenario === short)).toMatchObject({
          status: 200,
          fault: 'stall20ms',
        }),
      { timeout: 30_000 },
    )
  })

  it('a shaped answer carries its scenario in the header and the log', async () => {
    const token = await login('fc0003')
    const started = await qa('POST', '', {
      operation: 'productList',
      status: 401,
      times: 1,
      userId: 'fc0003',
    })
    const id = ((await started.json()) as { scenario: { id: string } }).scenario.id
    const res = await fetch(`${server.base}/api/products`, { headers: { 'x-auth-token': token } })
    expect(res.status).toBe(401)
    expect(res.headers.get('x-mock-scenario')).toBe(id)
    // the answer names its request as the log line does
    const requestId = res.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f]{12}$/)
    expect(server.log().filter((l) => l.scenario === id)).toEqual([
      expect.objectContaining({ status: 401, url: '/api/products', reqId: requestId }),
    ])
    const after = await fetch(`${server.base}/api/products`, { headers: { 'x-auth-token': token } })
    expect(after.status).toBe(200)
    expect(after.headers.get('x-mock-scenario')).toBeNull()
  })

  it('every answer lists the scenarios active for its caller, met or not, for a problem report', async () => {
    const mine = await login('fc0004')
    const other = await login('fc0005')
    const read = (token: string) =>
      fetch(`${server.base}/api/products`, { headers: { 'x-auth-token': token } })
    expect((await read(mine)).headers.get('x-mock-scenarios')).toBeNull()
    const start = async (body: object) =>
      ((await (await qa('POST', '', body)).json()) as { scenario: { id: string } }).scenario.id
    const forMe = await start({ operation: 'make', status: 405, times: 2, userId: 'fc0004' })
    const forAll = await start({ operation: 'giftHistory', delayMs: 5 })
    try {
      const answered = await read(mine)
      expect(answered.status).toBe(200)
      expect(answered.headers.get('x-mock-scenario')).toBeNull()
      expect(answered.headers.get('x-mock-scenarios')).toBe(
        `${forAll} giftHistory +5ms, ${forMe} make 405 x2 @fc0004`,
      )
      // another account is told only of what applies to it
      expect((await read(other)).headers.get('x-mock-scenarios')).toBe(`${forAll} giftHistory +5ms`)
      // the portal on another origin may read it
      expect(answered.headers.get('access-control-expose-headers')).toContain('x-mock-scenarios')
    } finally {
      await qa('DELETE', `/${forMe}`)
      await qa('DELETE', `/${forAll}`)
    }
  })

  it('the scenario helpers keep the QA guard: no token, another origin or a form changes nothing', async () => {
    const body = JSON.stringify({ operation: 'productList', status: 401 })
    const noToken = await fetch(`${server.base}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(noToken.status).toBe(401)
    const plain = await qa('POST', '', undefined, { 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
    const foreign = await qa('DELETE', '', undefined, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(((await (await qa('GET', '')).json()) as { active: unknown[] }).active).toEqual([])
    // DELETE needs no body
    expect((await qa('DELETE', '')).status).toBe(200)
  })

  it('serves the QA page without a token, its script and style allowed by hash only', async () => {
    const res = await fetch(`${server.base}/__mock/qa`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain(`script-src ${sha256Source(QA_PAGE_SCRIPT)}`)
    expect(csp).toContain(`style-src ${sha256Source(QA_PAGE_STYLE)}`)
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toContain('unsafe')
    const html = await res.text()
    expect(html).toContain(`<script>${QA_PAGE_SCRIPT}</script>`)
    expect(html).not.toContain(QA_TOKEN)
  })
})

describe('a saved set started from its link (decision 068)', () => {
  it('serves the start page without a token, its script and style allowed by hash only', async () => {
    const res = await fetch(`${server.base}/__mock/start`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain(`script-src ${sha256Source(START_PAGE_SCRIPT)}`)
    expect(csp).toContain(`style-src ${sha256Source(START_PAGE_STYLE)}`)
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toContain('unsafe')
    const html = await res.text()
    expect(html).toContain(`<script>${START_PAGE_SCRIPT}</script>`)
    expect(html).toContain(`<style>${START_PAGE_STYLE}</style>`)
    expect(html).toContain('<title>')
    expect(html).not.toContain(QA_TOKEN)
  })

  it('the request log of the whole flow, save to start, holds no token', async () => {
    const before = server.log().length
    const begun = await qa('POST', '', {
      operation: 'getMerchantUid',
      status: 409,
      times: 1,
      userId: 'hk5009',
    })
    const id = ((await begun.json()) as { scenario: { id: string } }).scenario.id
    const saved = await qa('POST', '/sets', { name: 'log-check' })
    expect(saved.status).toBe(200)
    const { link } = (await saved.json()) as { link: string }
    expect(link).toBe('/__mock/start#set=log-check')
    expect(link).not.toContain(QA_TOKEN)
    await qa('DELETE', `/${id}`)
    // what a phone's browser does with the copied link: it asks for the page (the fragment stays
    // in the browser), then the page's script sends the token in its header, from this origin
    const full = `${server.base}${link}&token=${encodeURIComponent(QA_TOKEN)}`
    const page = await fetch(full)
    expect(page.status).toBe(200)
    const started = await fetch(`${server.base}/__mock/scenarios/sets/log-check/start`, {
      method: 'POST',
      headers: {
        'x-qa-token': QA_TOKEN,
        'content-type': 'application/json',
        origin: server.base,
      },
      body: '{}',
    })
    expect(started.status).toBe(200)
    const run = (await started.json()) as { scenarios: { id: string; description: string }[] }
    expect(run.scenarios.map((s) => s.description)).toEqual([
      `${run.scenarios[0]!.id} getMerchantUid 409 x1 @hk5009`,
    ])
    // a wrong token is refused as every QA helper refuses one, and starts nothing
    const wrong = await fetch(`${server.base}/__mock/scenarios/sets/log-check/start`, {
      method: 'POST',
      headers: { 'x-qa-token': 'not-the-token', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(wrong.status).toBe(401)
    await qa('DELETE', `/${run.scenarios[0]!.id}`)
    await qa('DELETE', '/sets/log-check')

    await vi.waitFor(
      () =>
        expect(
          server
            .log()
            .slice(before)
            .map((l) => [l.method, l.url, l.status]),
        ).toEqual(
          expect.arrayContaining([
            ['POST', '/__mock/scenarios/sets', 200],
            ['GET', '/__mock/start', 200],
            ['POST', '/__mock/scenarios/sets/log-check/start', 200],
            ['POST', '/__mock/scenarios/sets/log-check/start', 401],
            ['DELETE', '/__mock/scenarios/sets/log-check', 200],
          ]),
        ),
      { timeout: 30_000 },
    )
    const written = server.rawLog()
    expect(written).not.toContain(QA_TOKEN)
    expect(written).not.toContain(encodeURIComponent(QA_TOKEN))
    expect(written).not.toContain('not-the-token')
    expect(written).not.toContain('token=')
  })
})

describe('QA pages with the helpers off', () => {
  it('answer 404', async () => {
    const off = await startHttpServer()
    try {
      expect((await fetch(`${off.base}/__mock/qa`)).status).toBe(404)
      expect((await fetch(`${off.base}/__mock/start`)).status).toBe(404)
    } finally {
      await off.close()
    }
  })
})
