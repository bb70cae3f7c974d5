import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { z } from 'zod'
import { AUTH_HEADER, defineOperation } from '../contract/operation'
import { createApiClient } from './http-client'
import { createHarRecorder, KEPT_TEXT_MAX, NO_ANSWER_YET } from './har-recorder'
import { REDACTED, redactHarEntry } from '../domain/har-redaction'
import type { HarEntry } from '../domain/har'
import { memoryTokenStorage } from '../../../tests/support/token-storage'
import { harProblems } from '../../../tests/support/har-shape'

/**
 * The HAR recorder (issue 50, decision 069) under the real HTTP client, over a fetch of its own:
 * each exchange as it was sent and answered, redacted, and the ones without a whole answer (the
 * network, a body cut half way, the call's time limit) with status 0 and their error.
 */
const signIn = defineOperation({
  id: 'signIn',
  summary: 'a sign-in',
  tag: 'test',
  method: 'POST',
  path: '/api/sign-in',
  auth: false,
  request: z.object({ userId: z.string(), password: z.string() }),
  response: z.object({ code: z.literal(200), token: z.string(), refreshToken: z.string() }),
  statuses: [200],
})
const list = defineOperation({
  id: 'list',
  summary: 'a list',
  tag: 'test',
  method: 'GET',
  path: '/api/list',
  auth: true,
  response: z.object({ code: z.literal(200), rows: z.array(z.string()) }),
  statuses: [200, 500],
})
const pdf = defineOperation({
  ...list,
  id: 'pdf',
  path: '/api/pdf',
  file: { mediaType: 'application/pdf', fileName: 'report.pdf' },
})

const ORIGIN = 'http://portal.test'
const TOKEN = 'tok-3f9a'
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

/** a client over `answer` whose exchanges the recorder sees; `clock` moves its time by hand */
function recorded(
  answer: typeof fetch,
  options: { limit?: number; timeoutMs?: number; redact?: (entry: HarEntry) => HarEntry } = {},
) {
  const clock = { ms: Date.UTC(2026, 10, 27, 6, 0, 0) }
  const recorder = createHarRecorder({
    limit: options.limit ?? 100,
    origin: ORIGIN,
    now: () => clock.ms,
    ...(options.redact ? { redact: options.redact } : {}),
  })
  const client = createApiClient({
    baseURL: ORIGIN,
    tokens: memoryTokenStorage({ token: TOKEN }),
    fetch: recorder.wrap(answer),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  return { clock, recorder, client }
}

/** the recorder's entries once every answer it reads has been read */
async function entriesOf(recorder: ReturnType<typeof createHarRecorder>): Promise<HarEntry[]> {
  await vi.waitFor(
    () =>
      expect(recorder.log().log.entries.filter((e) => e.response._error === NO_ANSWER_YET)).toEqual(
        [],
      ),
    { timeout: 30_000 },
  )
  const log = recorder.log()
  expect(harProblems(log)).toEqual([])
  return log.log.entries
}

const header = (pairs: { name: string; value: string }[], name: string) =>
  pairs.find((p) => p.name === name)?.value

afterEach(() => vi.useRealTimers())

describe('the HAR recorder (issue 50)', () => {
  it('records a call: method, URL with its query, headers and body, the answer, its times', async () => {
    let step = 0
    const { clock, recorder, client } = recorded((async () => {
      clock.ms += 30 // the headers come 30 ms after the call was sent
      step++
      return step === 1
        ? json(200, { code: 200, token: 'new-token', refreshToken: 'new-refresh' })
        : json(
            200,
            { code: 200, rows: ['김건강'] },
            { 'x-request-id': 'r2', 'x-mock-scenario': 's4' },
          )
    }) as typeof fetch)
    await client.call(signIn, { body: { userId: 'fc0001', password: 'Test1234!' } })
    await client.call(list, { query: { page: 2, name: '김' } })
    const [login, rows] = await entriesOf(recorder)

    expect(login!.request).toMatchObject({
      method: 'POST',
      url: `${ORIGIN}/api/sign-in`,
      postData: { mimeType: 'application/json' },
      bodySize: JSON.stringify({ userId: 'fc0001', password: 'Test1234!' }).length,
    })
    expect(JSON.parse(login!.request.postData!.text!)).toEqual({
      userId: 'fc0001',
      password: REDACTED,
    })
    expect(JSON.parse(login!.response.content.text!)).toEqual({
      code: 200,
      token: REDACTED,
      refreshToken: REDACTED,
    })
    expect(login!.startedDateTime).toBe('2026-11-27T06:00:00.000Z')
    expect(login!.timings).toEqual({ send: 0, wait: 30, receive: 0 })
    expect(login!.time).toBe(30)

    expect(rows!.request.url).toBe(`${ORIGIN}/api/list?page=2&name=%EA%B9%80`)
    expect(rows!.request.queryString).toEqual([
      { name: 'page', value: '2' },
      { name: 'name', value: '김' },
    ])
    expect(header(rows!.request.headers, AUTH_HEADER)).toBe(REDACTED)
    expect(rows!.request.bodySize).toBe(0)
    expect(rows!.response).toMatchObject({ status: 200, content: { mimeType: 'application/json' } })
    expect(header(rows!.response.headers, 'x-mock-scenario')).toBe('s4')
    expect(rows!.response.content.text).toBe(JSON.stringify({ code: 200, rows: ['김건강'] }))
    expect(rows!.response.content.size).toBe(
      new TextEncoder().encode(rows!.response.content.text).length,
    )
    // nothing of the secrets anywhere
    const text = JSON.stringify(recorder.log())
    for (const secret of ['Test1234!', TOKEN, 'new-token', 'new-refresh'])
      expect(text).not.toContain(secret)
  })

  it('records an answer with an error status as it came', async () => {
    const { recorder, client } = recorded((async () =>
      json(500, { code: 500, message: '서버 오류' }, { 'x-mock-scenario': 's1' })) as typeof fetch)
    await expect(client.call(list)).rejects.toMatchObject({ status: 500 })
    const [entry] = await entriesOf(recorder)
    expect(entry!.response.status).toBe(500)
    expect(entry!.response).not.toHaveProperty('_error')
    expect(entry!.response.content.text).toContain('서버 오류')
  })

  it('records a failure without an answer: status 0 and the error', async () => {
    const { recorder, client } = recorded((async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch)
    await expect(client.call(list)).rejects.toMatchObject({ kind: 'network' })
    const [entry] = await entriesOf(recorder)
    expect(entry!.response).toMatchObject({
      status: 0,
      headers: [],
      _error: 'TypeError: Failed to fetch',
      content: { size: 0 },
    })
    expect(entry!.request.method).toBe('GET')
  })

  it('records a body cut half way as a failure, with the headers and the status that came', async () => {
    const { recorder, client } = recorded((async () => {
      const half = new TextEncoder().encode('{"code":200,"rows":["김')
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(half)
          queueMicrotask(() => controller.error(new TypeError('network error')))
        },
      })
      return new Response(body, {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-mock-scenario': 's9' },
      })
    }) as typeof fetch)
    await expect(client.call(list)).rejects.toMatchObject({ kind: 'network' })
    const [entry] = await entriesOf(recorder)
    expect(entry!.response).toMatchObject({
      status: 0,
      _receivedStatus: 200,
      _error: 'TypeError: network error',
    })
    expect(entry!.response.content.text).toBeUndefined()
    expect(header(entry!.response.headers, 'x-mock-scenario')).toBe('s9')
  })

  it('records a call past its time limit as a failure with the limit in its error', async () => {
    vi.useFakeTimers()
    const { recorder, client } = recorded(
      ((_url: unknown, init?: RequestInit) => {
        const signal = init!.signal!
        // the headers come, the body is held until the request is aborted
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            signal.addEventListener('abort', () => controller.error(signal.reason))
          },
        })
        return Promise.resolve(
          new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
        )
      }) as typeof fetch,
      { timeoutMs: 5000 },
    )
    const call = client.call(list).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await call).toMatchObject({ kind: 'network' })
    vi.useRealTimers()
    const [entry] = await entriesOf(recorder)
    expect(entry!.response).toMatchObject({
      status: 0,
      _receivedStatus: 200,
      _error: 'TimeoutError: no whole answer within 5000 ms',
    })
  })

  it('keeps a file as its size and type only', async () => {
    const bytes = new Uint8Array(4096).fill(37)
    const { recorder, client } = recorded(
      (async () =>
        new Response(bytes, {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="report.pdf"',
          },
        })) as typeof fetch,
    )
    const file = await client.download(pdf)
    expect(file.blob.size).toBe(4096)
    const [entry] = await entriesOf(recorder)
    expect(entry!.response.content).toEqual({
      size: 4096,
      mimeType: 'application/pdf',
      comment: 'a file: its size and type only',
    })
    expect(entry!.response.bodySize).toBe(4096)
  })

  it('lists a call still waiting for its answer, as such', async () => {
    const { clock, recorder, client } = recorded((() => new Promise(() => {})) as typeof fetch)
    void client.call(list)
    await vi.waitFor(() => expect(recorder.log().log.entries).toHaveLength(1), { timeout: 30_000 })
    clock.ms += 1200
    const [entry] = recorder.log().log.entries
    expect(entry!.response).toMatchObject({ status: 0, _error: NO_ANSWER_YET })
    expect(entry!.time).toBe(1200)
    expect(harProblems(recorder.log())).toEqual([])
  })

  it('cuts a long body to its first characters, with a note', async () => {
    const long = 'x'.repeat(KEPT_TEXT_MAX + 10)
    const { recorder, client } = recorded((async () =>
      json(200, { code: 200, rows: [long] })) as typeof fetch)
    await client.call(list)
    const [entry] = await entriesOf(recorder)
    expect(entry!.response.content.text).toHaveLength(KEPT_TEXT_MAX)
    expect(entry!.response.content.comment).toMatch(/^the first \d+ of \d+ characters$/)
  })

  it('redacts a call when the log is read, once, not as the answer comes', async () => {
    // the first rows are the page's busiest moment: the answers' bodies are not parsed and copied
    // then, for a log most sessions never read (decision 069's note)
    let redactions = 0
    const { recorder, client } = recorded(
      (async () => json(200, { code: 200, rows: ['a'], token: 'secret-1' })) as typeof fetch,
      { redact: (entry) => (redactions++, redactHarEntry(entry)) },
    )
    await client.call(list)
    await client.call(list)
    expect(redactions).toBe(0)
    const entries = await entriesOf(recorder)
    expect(entries).toHaveLength(2)
    expect(JSON.stringify(entries)).not.toContain('secret-1')
    expect(JSON.stringify(entries)).not.toContain(TOKEN)
    const once = redactions
    expect(once).toBeGreaterThanOrEqual(2)
    recorder.log()
    recorder.log()
    expect(redactions).toBe(once)
  })

  it('writes HAR 1.2: the log, its creator, and each entry with the fields the format requires', async () => {
    let n = 0
    const { recorder, client } = recorded((async () => {
      if (++n === 2) throw new TypeError('Failed to fetch')
      return json(200, { code: 200, rows: [] })
    }) as typeof fetch)
    await client.call(list)
    await client.call(list).catch(() => undefined)
    await entriesOf(recorder)
    const log = recorder.log()
    expect(log.log).toMatchObject({
      version: '1.2',
      creator: { name: expect.any(String), version: expect.any(String) },
    })
    expect(Object.keys(log.log.entries[0]!).sort()).toEqual(
      ['cache', 'request', 'response', 'startedDateTime', 'time', 'timings'].sort(),
    )
    expect(log.log.entries[0]!.request).toMatchObject({
      httpVersion: expect.any(String),
      cookies: [],
      headersSize: -1,
      bodySize: 0,
    })
    expect(log.log.entries[0]!.response).toMatchObject({
      statusText: expect.any(String),
      redirectURL: '',
      content: { size: expect.any(Number), mimeType: 'application/json', text: expect.any(String) },
    })
    expect(log.log.entries[1]!.response).toMatchObject({ status: 0, _error: expect.any(String) })
    expect(harProblems(log)).toEqual([])
    // and the check finds what a log lacks
    const broken = structuredClone(log) as unknown as {
      log: { entries: Record<string, Record<string, unknown>>[] }
    }
    delete broken.log.entries[0]!.response!.redirectURL
    delete broken.log.entries[1]!.timings!.wait
    broken.log.entries[1]!.startedDateTime = '27/11/2026' as never
    expect(harProblems(broken)).toEqual([
      'entries[0].response.redirectURL',
      'entries[1].startedDateTime is not an ISO 8601 date: 27/11/2026',
      'entries[1] started before the entry before it',
      'entries[1].timings.wait',
    ])
  })

  it('keeps the newest `limit` calls in the order they were sent, whenever answered (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 12 }),
        async (limit, delays) => {
          const { recorder, client } = recorded(
            ((url: string) => {
              const n = Number(new URL(url).searchParams.get('n'))
              return new Promise<Response>((resolve) =>
                setTimeout(() => resolve(json(200, { code: 200, rows: [] })), delays[n]),
              )
            }) as typeof fetch,
            { limit },
          )
          await Promise.all(delays.map((_, n) => client.call(list, { query: { n } })))
          const sent = (await entriesOf(recorder)).map((e) =>
            Number(new URL(e.request.url).searchParams.get('n')),
          )
          const from = Math.max(0, delays.length - limit)
          expect(sent).toEqual(delays.map((_, n) => n).slice(from))
        },
      ),
      { numRuns: 40 },
    )
  })
})
