import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { AUTH_HEADER, defineOperation } from '../contract/operation'
import { ApiError } from './api-error'
import { createApiClient } from './http-client'
import { createAnswerHold } from './answer-hold'
import { deferred } from '../../../tests/support/deferred'
import { memoryTokenStorage } from '../../../tests/support/token-storage'

/**
 * Decision 020b: an operation whose 401 is one of its own outcomes (member search: usage
 * exceeded) hands that 401 to its caller while the session holds; when the session is gone, the
 * usual renewal and refusal run. A fake server answers each path by the token it carries.
 */
const lookup = defineOperation({
  id: 'lookup',
  summary: 'a lookup whose 401 is its own answer',
  tag: 'test',
  method: 'GET',
  path: '/api/lookup',
  auth: true,
  response: z.object({ code: z.literal(200) }),
  statuses: [200, 401, 404],
  unauthorizedOutcome: 'Usage exceeded',
})
const plain = defineOperation({ ...lookup, id: 'plain', unauthorizedOutcome: undefined })
const me = defineOperation({
  id: 'me',
  summary: 'the session of a token',
  tag: 'test',
  method: 'GET',
  path: '/api/me',
  auth: true,
  response: z.object({ code: z.literal(200) }),
  statuses: [200, 401],
  beforePasswordSet: true,
})
const refresh = defineOperation({
  id: 'refresh',
  summary: 'renews the pair',
  tag: 'test',
  method: 'POST',
  path: '/api/refresh',
  auth: false,
  request: z.object({ refreshToken: z.string() }),
  response: z.object({ code: z.literal(200), token: z.string(), refreshToken: z.string() }),
  statuses: [200, 401],
})

type Answer = number | 'network'

/**
 * A server where `sessions` are the tokens that still open a session, `lookupAnswers` what the
 * lookup answers to a token, and `renewTo` the token a renewal gives (null: the refresh token is
 * refused). It records every request as `path token`.
 */
function fakeServer(setup: {
  sessions: string[]
  lookupAnswers: Record<string, Answer>
  renewTo?: string | null
  me?: Answer
  /** the renewal and the session check given as the imports that bring them */
  lazy?: boolean
}) {
  const requests: string[] = []
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const answer = (a: Answer, body: unknown) => {
    if (a === 'network') throw new TypeError('fetch failed')
    return a === 200 ? json(200, body) : json(a, { code: a, message: `refused ${a}` })
  }
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const token = request.headers.get(AUTH_HEADER) ?? '-'
    const path = new URL(request.url).pathname
    requests.push(`${path} ${token}`)
    if (path === '/api/me')
      return answer(setup.me ?? (setup.sessions.includes(token) ? 200 : 401), { code: 200 })
    if (path === '/api/refresh') {
      if (!setup.renewTo) return answer(401, null)
      setup.sessions.push(setup.renewTo)
      return json(200, { code: 200, token: setup.renewTo, refreshToken: 'r2' })
    }
    return answer(setup.lookupAnswers[token] ?? 401, { code: 200 })
  }) as typeof globalThis.fetch
  const tokens = memoryTokenStorage()
  tokens.save('t1', 'r1')
  const refused: string[] = []
  const client = createApiClient({
    baseURL: 'http://api.test',
    tokens,
    fetch,
    renewal: setup.lazy ? () => Promise.resolve(refresh) : refresh,
    sessionCheck: setup.lazy ? () => Promise.resolve(me) : me,
    onTokenRefused: (op) => refused.push(op.id),
  })
  return { client, requests, refused, tokens }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const e = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(e).toBeInstanceOf(ApiError)
  return e as ApiError
}

describe('a 401 that is one of the operation’s own outcomes', () => {
  it('the session holds: the caller gets the 401 with its message; no renewal, no refusal', async () => {
    const s = fakeServer({ sessions: ['t1'], lookupAnswers: { t1: 401 }, renewTo: 't2' })
    const e = await failure(s.client.call(lookup))
    expect(e).toMatchObject({ status: 401, kind: 'http', message: 'refused 401' })
    expect(s.requests).toEqual(['/api/lookup t1', '/api/me t1'])
    expect(s.refused).toEqual([])
    expect(s.tokens.getToken()).toBe('t1')
  })

  it('the session is gone and cannot be renewed: the session ends, as for any call', async () => {
    const s = fakeServer({ sessions: [], lookupAnswers: { t1: 401 }, renewTo: null })
    const e = await failure(s.client.call(lookup))
    expect(e.status).toBe(401)
    expect(s.requests).toEqual(['/api/lookup t1', '/api/me t1', '/api/refresh -'])
    expect(s.refused).toEqual(['lookup'])
  })

  it('the token expired: renewed once, the call goes through with the new token', async () => {
    const s = fakeServer({ sessions: [], lookupAnswers: { t2: 200 }, renewTo: 't2' })
    await expect(s.client.call(lookup)).resolves.toEqual({ code: 200 })
    expect(s.requests).toEqual(['/api/lookup t1', '/api/me t1', '/api/refresh -', '/api/lookup t2'])
    expect(s.refused).toEqual([])
    expect(s.tokens.getToken()).toBe('t2')
  })

  it('the check and the renewal may come as imports (the sign-in page loads no contract)', async () => {
    const s = fakeServer({ sessions: [], lookupAnswers: { t2: 200 }, renewTo: 't2', lazy: true })
    await expect(s.client.call(lookup)).resolves.toEqual({ code: 200 })
    expect(s.requests).toEqual(['/api/lookup t1', '/api/me t1', '/api/refresh -', '/api/lookup t2'])
    expect(s.tokens.getToken()).toBe('t2')
  })

  it('renewed, and the new token’s answer is the outcome: the caller gets it, no refusal', async () => {
    const s = fakeServer({ sessions: [], lookupAnswers: { t2: 401 }, renewTo: 't2' })
    const e = await failure(s.client.call(lookup))
    expect(e.status).toBe(401)
    expect(s.requests.slice(-2)).toEqual(['/api/lookup t2', '/api/me t2'])
    expect(s.refused).toEqual([])
  })

  it('a check that cannot be made (network) leaves the answer standing and the session on', async () => {
    const s = fakeServer({ sessions: [], lookupAnswers: { t1: 401 }, renewTo: 't2', me: 'network' })
    const e = await failure(s.client.call(lookup))
    expect(e.status).toBe(401)
    expect(s.requests).toEqual(['/api/lookup t1', '/api/me t1'])
    expect(s.refused).toEqual([])
  })

  it('other statuses of the operation are not checked', async () => {
    const s = fakeServer({ sessions: ['t1'], lookupAnswers: { t1: 404 } })
    expect((await failure(s.client.call(lookup))).status).toBe(404)
    expect(s.requests).toEqual(['/api/lookup t1'])
  })

  it('an operation without its own 401 never asks: its 401 is the token’s', async () => {
    const s = fakeServer({ sessions: ['t1'], lookupAnswers: { t1: 401 }, renewTo: null })
    expect((await failure(s.client.call(plain))).status).toBe(401)
    expect(s.requests).toEqual(['/api/lookup t1', '/api/refresh -'])
    expect(s.refused).toEqual(['plain'])
  })
})

/**
 * Decision 034: a spec status HTTP cannot carry (407: a browser takes it for a proxy's challenge)
 * comes as a 200 answer whose body holds the spec's code; the caller gets it as that status.
 */
describe('a status carried in the body', () => {
  const create = defineOperation({
    id: 'create',
    summary: 'a create whose 407 HTTP cannot carry',
    tag: 'test',
    method: 'POST',
    path: '/api/create',
    auth: false,
    response: z.object({ code: z.literal(200), data: z.object({ no: z.number() }) }),
    statuses: [200, 400, 407],
  })
  const clientAnswering = (body: unknown) =>
    createApiClient({
      baseURL: 'http://api.test',
      tokens: memoryTokenStorage(),
      fetch: (async () =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })) as typeof globalThis.fetch,
    })

  it('the operation names it among its body statuses, and no other', () => {
    expect(create.bodyStatuses).toEqual([407])
    expect(lookup.bodyStatuses).toEqual([])
  })

  it('a 200 answer with code 407 fails as 407 with the server’s message', async () => {
    const e = await failure(
      clientAnswering({ code: 407, message: '예측 가능한 질환이 없습니다.' }).call(create),
    )
    expect(e).toMatchObject({ status: 407, kind: 'http', message: '예측 가능한 질환이 없습니다.' })
  })

  it('the success body still succeeds', async () => {
    const answer = await clientAnswering({ code: 200, data: { no: 7 } }).call(create)
    expect(answer.data.no).toBe(7)
  })

  it('a code the operation does not carry is an unexpected answer, not that status', async () => {
    const e = await failure(clientAnswering({ code: 404, message: 'x' }).call(create))
    expect(e).toMatchObject({ status: 200, kind: 'schema' })
  })
})

describe('onAnswer (problem reports, issue 30)', () => {
  it('tells each answer with its request id and scenario, and a failed connection as status 0', async () => {
    const records: unknown[] = []
    let fail = false
    const client = createApiClient({
      baseURL: 'http://portal.test',
      tokens: memoryTokenStorage({ token: 't1' }),
      onAnswer: (r) => records.push(r),
      fetch: (async () => {
        if (fail) throw new TypeError('Failed to fetch')
        return new Response(JSON.stringify({ code: 404, message: 'no' }), {
          status: 404,
          headers: {
            'content-type': 'application/json',
            'x-request-id': 'r1',
            'x-mock-scenario': 's2',
          },
        })
      }) as typeof fetch,
    })
    await expect(client.call(plain)).rejects.toBeInstanceOf(ApiError)
    fail = true
    await expect(client.call(plain)).rejects.toMatchObject({ kind: 'network' })
    expect(records).toEqual([
      expect.objectContaining({ operation: 'plain', status: 404, requestId: 'r1', scenario: 's2' }),
      expect.objectContaining({ operation: 'plain', status: 0, requestId: null, scenario: null }),
    ])
  })
})

describe('answers held while a page is drawn (decision 064)', () => {
  /** a client over `hold`; `events` records the progress calls and when an answer came to wait */
  const clientWith = (
    hold: ReturnType<typeof createAnswerHold>,
    events: string[],
    onHeld: () => void = () => {},
  ) =>
    createApiClient({
      baseURL: 'http://portal.test',
      tokens: memoryTokenStorage({ token: 't1' }),
      answersHeld: () => {
        const pending = hold.pending()
        if (pending) {
          events.push('held')
          onHeld()
        }
        return pending
      },
      onRequestStart: () => events.push('start'),
      onRequestEnd: () => events.push('end'),
      fetch: (async () =>
        new Response(JSON.stringify({ code: 200 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch,
    })

  it('a call answered while held reaches its caller once released, counted as running till then', async () => {
    const hold = createAnswerHold()
    const events: string[] = []
    const held = deferred<void>()
    hold.hold()
    const answer = clientWith(hold, events, held.resolve)
      .call(plain)
      .then((a) => events.push(`answer ${a.code}`))
    await held.promise
    expect(events).toEqual(['start', 'held'])
    hold.release()
    await answer
    expect(events).toEqual(['start', 'held', 'end', 'answer 200'])
  })

  it('a silent call is held too; with nothing held, a call goes straight through', async () => {
    const hold = createAnswerHold()
    const events: string[] = []
    const waiting = deferred<void>()
    const client = clientWith(hold, events, waiting.resolve)
    await expect(client.call(plain, { silent: true })).resolves.toEqual({ code: 200 })
    expect(events).toEqual([])
    hold.hold()
    let answered = false
    const held = client.call(plain, { silent: true }).then(() => (answered = true))
    await waiting.promise
    expect(events).toEqual(['held'])
    expect(answered).toBe(false)
    hold.release()
    await held
    expect(answered).toBe(true)
  })
})

describe('a time limit on the whole answer, headers and body (issue 50)', () => {
  const LIMIT = 20_000
  const file = defineOperation({
    ...plain,
    id: 'file',
    file: { mediaType: 'application/octet-stream', fileName: 'a.xlsx' },
  })

  /**
   * A server as a phone meets it: the headers come (or not, `headers: false`), then the body is
   * held until the request is aborted, which ends the body with the abort's reason, as a browser
   * does. `signals` are the signals the requests carried.
   */
  function stalledServer(headers = true) {
    const signals: AbortSignal[] = []
    const fetchStub = ((_url: unknown, init?: RequestInit) => {
      const signal = init?.signal ?? new AbortController().signal
      if (init?.signal) signals.push(init.signal)
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          signal.addEventListener('abort', () => controller.error(signal.reason))
        },
      })
      if (!headers)
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        )
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
      )
    }) as typeof fetch
    return { fetchStub, signals }
  }

  const clientOver = (fetchStub: typeof fetch) =>
    createApiClient({
      baseURL: 'http://portal.test',
      tokens: memoryTokenStorage({ token: 't1' }),
      timeoutMs: LIMIT,
      fetch: fetchStub,
    })

  /** how a promise stands after `ms` of the fake clock */
  async function after<T>(ms: number, promise: Promise<T>) {
    let outcome: 'pending' | 'done' | unknown = 'pending'
    promise.then(
      () => (outcome = 'done'),
      (e: unknown) => (outcome = e),
    )
    await vi.advanceTimersByTimeAsync(ms)
    return outcome
  }

  afterEach(() => vi.useRealTimers())

  it('a body held back past the limit fails as the network, for the operation', async () => {
    vi.useFakeTimers()
    const { fetchStub } = stalledServer()
    const call = clientOver(fetchStub).call(plain)
    expect(await after(LIMIT - 1, call)).toBe('pending')
    expect(await after(1, call)).toMatchObject({ status: 0, kind: 'network', operation: 'plain' })
  })

  it('headers that never come fail the same way', async () => {
    vi.useFakeTimers()
    const { fetchStub } = stalledServer(false)
    const call = clientOver(fetchStub).call(plain)
    expect(await after(LIMIT, call)).toMatchObject({ status: 0, kind: 'network' })
  })

  it('an answer within the limit is the answer, and nothing is aborted after it', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const client = clientOver(((_url: unknown, init?: RequestInit) => {
      signals.push(init!.signal!)
      return Promise.resolve(
        new Response(JSON.stringify({ code: 200 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      )
    }) as typeof fetch)
    expect(await client.call(plain)).toEqual({ code: 200 })
    await vi.advanceTimersByTimeAsync(LIMIT * 4)
    expect(signals).toHaveLength(1)
    expect(signals[0]!.aborted).toBe(false)
  })

  it('a file is given three times as long (it is made on the server)', async () => {
    vi.useFakeTimers()
    const { fetchStub } = stalledServer()
    const download = clientOver(fetchStub).download(file)
    expect(await after(LIMIT * 3 - 1, download)).toBe('pending')
    expect(await after(1, download)).toMatchObject({ status: 0, kind: 'network' })
  })

  it('without a limit a call waits as long as its answer takes', async () => {
    vi.useFakeTimers()
    const { fetchStub, signals } = stalledServer()
    const call = createApiClient({
      baseURL: 'http://portal.test',
      tokens: memoryTokenStorage({ token: 't1' }),
      fetch: fetchStub,
    }).call(plain)
    expect(await after(LIMIT * 10, call)).toBe('pending')
    expect(signals[0]?.aborted ?? false).toBe(false)
  })
})
