import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_FAILURES_MAX, ADDRESS_WINDOW_MINUTES } from '../../mock-server/login-throttle'
import { DEMO_PASSWORD } from '../../mock-server/fixtures'
import { ko } from '../../src/features/session/domain/messages'
import { AUTH_HEADER } from '../../src/shared/contract/operation'
import { startHttpServer } from '../support/http-server'

/**
 * Decision 041 over the standalone server's real HTTP: wrong passwords are counted per client
 * address (the socket's, never a header's), a flood from one address is answered 429 with
 * Retry-After while everyone else's requests go on, and the address stays refused, the right
 * password of another account included, until its window has passed.
 */
type Server = Awaited<ReturnType<typeof startHttpServer>>
let server: Server

beforeAll(async () => {
  server = await startHttpServer()
})
afterAll(() => server?.close())

interface Answer {
  status: number
  retryAfter: string | undefined
  body: { code?: number; message?: string; token?: string }
}

/** One call from the client address `from` (a loopback address: 127.0.0.1, 127.0.0.2, ...). */
function call(
  method: 'GET' | 'POST',
  path: string,
  options: { from?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.base}${path}`,
      {
        method,
        localAddress: options.from ?? '127.0.0.1',
        headers: { 'content-type': 'application/json', ...options.headers },
        // a connection of its own each: the address is the socket's
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Answer['body'],
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body === undefined ? undefined : JSON.stringify(options.body))
  })
}

const login = (userId: string, password: string, from?: string, headers?: Record<string, string>) =>
  call('POST', '/api/auth/login', { from, body: { userId, password }, headers })

const me = (token: string) => call('GET', '/api/auth/me', { headers: { [AUTH_HEADER]: token } })

const retrySeconds = (a: Answer) => Number(a.retryAfter)

describe('wrong passwords per client address (decision 041)', () => {
  it('a flood from one address is refused 429 with Retry-After; a signed-in user goes on; the address stays refused', async () => {
    const signedIn = await login('fc0001', DEMO_PASSWORD)
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.token!

    // 80 made-up ids at once (each costs a derivation), claiming 80 other addresses in headers
    const flood = Array.from({ length: 80 }, (_, i) =>
      login(`ghost${i}`, 'Guess1234!', '127.0.0.1', {
        'x-forwarded-for': `203.0.113.${i}`,
        'x-real-ip': `203.0.113.${i}`,
        forwarded: `for=203.0.113.${i}`,
      }),
    )
    let floodAnswered = false
    const all = Promise.all(flood).then((answers) => {
      floodAnswered = true
      return answers
    })
    // the signed-in user's call is answered while the flood's checks still wait for scrypt
    const during = await me(token)
    expect(during.status).toBe(200)
    expect(floodAnswered).toBe(false)
    const answers = await all

    let wrong = answers.filter((a) => a.status === 404).length
    const refused = answers.filter((a) => a.status === 429)
    expect(wrong + refused.length).toBe(answers.length)
    expect(wrong).toBeLessThanOrEqual(ADDRESS_FAILURES_MAX)
    // (a check refused because too many waited counts nothing: the address may have room left)
    for (let i = 0; wrong < ADDRESS_FAILURES_MAX && i < ADDRESS_FAILURES_MAX; i++)
      if ((await login(`late${i}`, 'Guess1234!')).status === 404) wrong++
    expect(wrong).toBe(ADDRESS_FAILURES_MAX)

    const next = await login('ghost-next', 'Guess1234!')
    expect(next.status).toBe(429)
    expect(next.body).toEqual({ code: 429, message: ko['login.throttled'] })
    expect(retrySeconds(next)).toBeGreaterThan(0)
    expect(retrySeconds(next)).toBeLessThanOrEqual(ADDRESS_WINDOW_MINUTES * 60)
    for (const a of refused) {
      expect(retrySeconds(a)).toBeGreaterThan(0)
      expect(a.body.message).toBe(ko['login.throttled'])
    }

    // the right password of another account from this address is refused too, unchecked
    const colleague = await login('fc0002', DEMO_PASSWORD)
    expect(colleague.status).toBe(429)
    expect(retrySeconds(colleague)).toBeGreaterThan(0)
    // and so is the current password of a password change, right or wrong
    for (const password of ['Wrong1234!', DEMO_PASSWORD]) {
      const change = await call('POST', '/api/auth/password', {
        headers: { [AUTH_HEADER]: token },
        body: { userId: 'fc0001', password, newPassword: 'Changed12!' },
      })
      expect(change.status).toBe(429)
      expect(change.body.message).toBe(ko['passwordSet.throttled'])
      expect(retrySeconds(change)).toBeGreaterThan(0)
    }

    // a signed-in user's calls never check a password: they still answer
    expect((await me(token)).status).toBe(200)
    // another address signs in as ever
    const elsewhere = await login('fc0002', DEMO_PASSWORD, '127.0.0.2')
    expect(elsewhere.status).toBe(200)
    expect((await me(elsewhere.body.token!)).status).toBe(200)

    // once the window has passed, the address signs in again
    server.clock.advance(ADDRESS_WINDOW_MINUTES * 60_000)
    expect((await login('fc0002', DEMO_PASSWORD)).status).toBe(200)
  })

  it('a right password from an address does not reset its count, and takes no place of it', async () => {
    const from = '127.0.0.3'
    for (let i = 0; i < ADDRESS_FAILURES_MAX - 1; i++)
      expect((await login(`nobody${i}`, 'Guess1234!', from)).status).toBe(404)
    // right passwords in between: they pass, and the one failure left stays the last
    for (let i = 0; i < 3; i++)
      expect((await login('fc0003', DEMO_PASSWORD, from)).status).toBe(200)
    expect((await login('nobody-last', 'Guess1234!', from)).status).toBe(404)
    expect((await login('fc0003', DEMO_PASSWORD, from)).status).toBe(429)
  })
})

describe("a flooding address's refusals are held (the standalone server holds them a second)", () => {
  let held: Server
  // the refusals wait until the test lets them go, however late they reach the server
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  beforeAll(async () => {
    held = await startHttpServer({ holdFloodAnswer: () => released })
  })
  afterAll(() => held?.close())

  const loginAt = (userId: string, password: string, from: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${held.base}/api/auth/login`,
        {
          method: 'POST',
          localAddress: from,
          headers: { 'content-type': 'application/json' },
          agent: false,
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.end(JSON.stringify({ userId, password }))
    })

  it('a refused check waits before its 429, while everyone else is answered at once', async () => {
    const from = '127.0.0.5'
    // fc0004's password checked once: its next sign-in needs no derivation
    expect(await loginAt('fc0004', DEMO_PASSWORD, '127.0.0.6')).toBe(200)
    for (let i = 0; i < ADDRESS_FAILURES_MAX; i++)
      expect(await loginAt(`drip${i}`, 'Guess1234!', from)).toBe(404)
    let settled = false
    const refused = loginAt('drip-over', 'Guess1234!', from).then((status) => {
      settled = true
      return status
    })
    // another address signs in, and the flood's answer is still held
    expect(await loginAt('fc0004', DEMO_PASSWORD, '127.0.0.6')).toBe(200)
    expect(settled).toBe(false)
    release()
    expect(await refused).toBe(429)
  })
})
