import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import type { MockClock } from '../../mock-server/clock'
import { REFRESH_TTL_MS, TOKEN_TTL_MS } from '../../mock-server/sessions'
import { ADDRESS_FAILURES_MAX, ADDRESS_WINDOW_MINUTES } from '../../mock-server/login-throttle'
import * as auth from '../../src/features/session/services/contract'
import { LOGIN_ATTEMPTS_MAX, LOGIN_LOCK_MINUTES } from '../../src/features/session/domain/login'
import { ko, en } from '../../src/features/session/domain/messages'
import { createApiClient, type ApiClient } from '../../src/shared/services/http-client'
import { webTokenStorage } from '../../src/shared/services/token-storage'
import { memoryTokenStorage } from '../support/token-storage'
import { createAuthService } from '../../src/features/session/services/auth-service'
import {
  anonymousClient,
  DEMO_PASSWORD,
  expectFailure,
  loginAs,
  statusOf,
  TEST_BASE,
} from '../support/api'

/**
 * Decision 015: tokens live 12 hours and refresh tokens 14 days by the mock's clock; a refresh
 * token renews once; logout and a password change end sessions; wrong passwords lock an id.
 */
let server: Awaited<ReturnType<typeof createTestServer>>['server']
let db: Db
let clock: MockClock

beforeEach(async () => {
  ;({ server, db, clock } = await createTestServer({ MOCK_CHECKUPS: 10 }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  server.close()
})

/** A client that never renews: it shows what the server does with the token it holds. */
async function plainLogin(userId: string, password = DEMO_PASSWORD) {
  const refused: string[] = []
  const client = createApiClient({
    baseURL: TEST_BASE,
    tokens: memoryTokenStorage(),
    onTokenRefused: (op) => refused.push(op.id),
  })
  await createAuthService(client).login({ userId, password })
  return {
    client,
    refused,
    token: client.tokens.getToken()!,
    refresh: client.tokens.getRefreshToken()!,
  }
}

const refresh = (refreshToken: string) =>
  anonymousClient().call(auth.refreshSession, { body: { refreshToken } })

const counter = (client: ApiClient, token?: string) =>
  client.call(auth.issuableNumber, token ? { token } : {})

describe('token lifetime', () => {
  it('a token opens calls until 12 hours after login, then answers 401', async () => {
    const { client } = await plainLogin('fc0001')
    clock.advance(TOKEN_TTL_MS - 60_000)
    await expect(counter(client)).resolves.toMatchObject({ code: 200 })
    clock.advance(60_000)
    expect(await statusOf(counter(client))).toBe(401)
  })

  it('after 400 days nothing of the login opens anything', async () => {
    const { client, refresh: refreshToken } = await plainLogin('fc0001')
    clock.advance(400 * 86_400_000)
    expect(await statusOf(counter(client))).toBe(401)
    expect(await statusOf(refresh(refreshToken))).toBe(401)
  })

  it('the portal client renews an expired token once and the call goes through', async () => {
    const client = await loginAs('fc0001')
    const first = client.tokens.getToken()!
    const firstRefresh = client.tokens.getRefreshToken()!
    clock.advance(TOKEN_TTL_MS + 1000)
    await expect(counter(client)).resolves.toMatchObject({ code: 200 })
    const second = client.tokens.getToken()!
    expect(second).not.toBe(first)
    expect(client.tokens.getRefreshToken()).not.toBe(firstRefresh)
    // the old pair is over
    expect(await statusOf(counter(anonymousClient(), first))).toBe(401)
    expect(await statusOf(refresh(firstRefresh))).toBe(401)
  })

  it('calls that meet the expired token at once share one renewal', async () => {
    const client = await loginAs('fc0001')
    clock.advance(TOKEN_TTL_MS + 1000)
    const answers = await Promise.all([counter(client), counter(client), counter(client)])
    expect(answers.every((a) => a.code === 200)).toBe(true)
    expect(db.sessions.all().filter((s) => s.userId === 'fc0001')).toHaveLength(1)
  })

  it('after 14 days the renewal fails too and the token is reported refused', async () => {
    const refused: string[] = []
    const client = createApiClient({
      baseURL: TEST_BASE,
      tokens: memoryTokenStorage(),
      renewal: auth.refreshSession,
      onTokenRefused: (op) => refused.push(op.id),
    })
    await createAuthService(client).login({ userId: 'fc0001', password: DEMO_PASSWORD })
    clock.advance(REFRESH_TTL_MS)
    expect(await statusOf(counter(client))).toBe(401)
    expect(refused).toEqual(['issuableNumber'])
  })
})

/** A Web Storage over a map: what two windows of one browser share. */
function sharedStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  }
}

describe('two windows of one browser', () => {
  it('the window that renews second is not signed out: the renewed token is in the storage', async () => {
    const storage = sharedStorage()
    const refused: string[] = []
    const window = () =>
      createApiClient({
        baseURL: TEST_BASE,
        tokens: webTokenStorage(storage),
        renewal: auth.refreshSession,
        onTokenRefused: (op) => refused.push(op.id),
      })
    const first = window()
    await createAuthService(first).login({ userId: 'fc0001', password: DEMO_PASSWORD })
    const second = window() // opened after the login: reads the same pair
    clock.advance(TOKEN_TTL_MS + 1000)
    await expect(counter(first)).resolves.toMatchObject({ code: 200 })
    // the second window's refresh token was spent by the first: its call fails, unreported
    expect(await statusOf(counter(second))).toBe(401)
    expect(refused).toEqual([])
    expect(storage.getItem('x-auth-token')).toBe(first.tokens.getToken())
  })
})

describe('refreshSession', () => {
  it('gives a new pair for the same user, once', async () => {
    const { token, refresh: refreshToken } = await plainLogin('siteadmin')
    const pair = await refresh(refreshToken)
    expect(pair.token).not.toBe(token)
    const me = await anonymousClient().call(auth.fetchUser, { token: pair.token })
    expect(me.user.userId).toBe('siteadmin')
    expect(await statusOf(refresh(refreshToken))).toBe(401)
    expect(await statusOf(counter(anonymousClient(), token))).toBe(401)
    // the new refresh token renews in its turn
    await expect(refresh(pair.refreshToken)).resolves.toMatchObject({ code: 200 })
  })

  it('an unknown refresh token is 401, a missing one 400', async () => {
    expect(await statusOf(refresh('nope'))).toBe(401)
    const res = await fetch(`${TEST_BASE}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(400)
  })
})

describe('sessions end', () => {
  it('logout ends the token and its refresh token', async () => {
    const { client, token, refresh: refreshToken } = await plainLogin('fc0001')
    await createAuthService(client).logout()
    expect(await statusOf(counter(anonymousClient(), token))).toBe(401)
    expect(await statusOf(refresh(refreshToken))).toBe(401)
  })

  it("a password change ends the user's other sessions and keeps the caller's", async () => {
    const other = await plainLogin('newbie', 'newbie')
    const me = await plainLogin('newbie', 'newbie')
    const someoneElse = await plainLogin('fc0001')
    await createAuthService(me.client).setPassword({
      userId: 'newbie',
      password: 'newbie',
      newPassword: 'Changed12!',
    })
    expect(await statusOf(counter(anonymousClient(), other.token))).toBe(401)
    expect(await statusOf(refresh(other.refresh))).toBe(401)
    // the new password is stored as a scrypt hash, and only it opens the account now
    const stored = db.staff.findFirst((q) => q.where({ userId: 'newbie' }))!.password
    expect(stored).toMatch(/^scrypt:/)
    expect(stored).not.toContain('Changed12!')
    expect(await statusOf(plainLogin('newbie', 'newbie'))).toBe(404)
    await expect(plainLogin('newbie', 'Changed12!')).resolves.toBeTruthy()
    await expect(me.client.call(auth.fetchUser)).resolves.toMatchObject({ code: 200 })
    await expect(counter(someoneElse.client)).resolves.toMatchObject({ code: 200 })
  })
})

describe('wrong-password throttling', () => {
  const login = (userId: string, password: string) =>
    anonymousClient().call(auth.login, { body: { userId, password } })

  it(`locks an id for ${LOGIN_LOCK_MINUTES} minutes after ${LOGIN_ATTEMPTS_MAX} wrong passwords, the right one included`, async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_MAX; i++)
      await expectFailure(login('fc0001', `Wrong${i}`), 404, 'loginMk2', 'login.notFound')
    await expectFailure(login('fc0001', DEMO_PASSWORD), 429, 'loginMk2', 'login.throttled')

    const res = await fetch(`${TEST_BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'fc0001', password: DEMO_PASSWORD }),
    })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(LOGIN_LOCK_MINUTES * 60 - 5)
    expect((await res.json()).message).toBe(ko['login.throttled'])

    // other ids are not touched; the lock ends after its minutes
    await expect(login('fc0002', DEMO_PASSWORD)).resolves.toMatchObject({ code: 200 })
    clock.advance(LOGIN_LOCK_MINUTES * 60_000)
    await expect(login('fc0001', DEMO_PASSWORD)).resolves.toMatchObject({ code: 200 })
  })

  it('a successful login clears the count; unknown ids are counted alike', async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_MAX - 1; i++) await statusOf(login('fc0003', 'x'))
    await login('fc0003', DEMO_PASSWORD)
    for (let i = 0; i < LOGIN_ATTEMPTS_MAX - 1; i++) await statusOf(login('fc0003', 'x'))
    await expect(login('fc0003', DEMO_PASSWORD)).resolves.toMatchObject({ code: 200 })

    for (let i = 0; i < LOGIN_ATTEMPTS_MAX; i++)
      expect(await statusOf(login('ghost', 'x'))).toBe(404)
    expect(await statusOf(login('ghost', 'x'))).toBe(429)
  })

  it('the messages name the numbers the server uses, in both languages', () => {
    for (const key of ['login.throttled', 'passwordSet.throttled'] as const) {
      expect(ko[key]).toContain(`${LOGIN_ATTEMPTS_MAX}회`)
      expect(ko[key]).toContain(`${LOGIN_LOCK_MINUTES}분`)
      expect(en[key]).toContain(`${LOGIN_ATTEMPTS_MAX} wrong`)
      expect(en[key]).toContain(`${LOGIN_LOCK_MINUTES} minutes`)
    }
  })

  it("a password change's wrong current passwords count for the id: its change and its logins answer 429 (decision 041)", async () => {
    const { client } = await plainLogin('newbie', 'newbie')
    const change = (password: string) =>
      createAuthService(client).setPassword({
        userId: 'newbie',
        password,
        newPassword: 'Changed12!',
      })
    for (let i = 0; i < LOGIN_ATTEMPTS_MAX; i++)
      await expectFailure(change(`wrong${i}`), 404, 'passwordSet', 'passwordSet.wrongInitial')
    // the right current password is refused too while the id is locked
    await expectFailure(change('newbie'), 429, 'passwordSet', 'passwordSet.throttled')
    const res = await fetch(`${TEST_BASE}/api/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': client.tokens.getToken()! },
      body: JSON.stringify({ userId: 'newbie', password: 'newbie', newPassword: 'Changed12!' }),
    })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(LOGIN_LOCK_MINUTES * 60 - 5)
    expect((await res.json()).message).toBe(ko['passwordSet.throttled'])
    await expectFailure(login('newbie', 'newbie'), 429, 'loginMk2', 'login.throttled')

    clock.advance(LOGIN_LOCK_MINUTES * 60_000)
    await expect(change('newbie')).resolves.toBeUndefined()
    await expect(login('newbie', 'Changed12!')).resolves.toMatchObject({ code: 200 })
  })

  it(`without a client address (msw in node, the browser's tab) every request is one address: its ${ADDRESS_FAILURES_MAX}th failure in the window is its last (decision 041)`, async () => {
    for (let i = 0; i < ADDRESS_FAILURES_MAX; i++)
      expect(await statusOf(login(`nobody${i}`, 'x'))).toBe(404)
    await expectFailure(login('fc0001', DEMO_PASSWORD), 429, 'loginMk2', 'login.throttled')
    clock.advance(ADDRESS_WINDOW_MINUTES * 60_000)
    await expect(login('fc0001', DEMO_PASSWORD)).resolves.toMatchObject({ code: 200 })
  })
})
