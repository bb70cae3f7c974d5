import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { http, HttpResponse } from 'msw'
import { createTestServer } from '../../mock-server/node'
import type { Db } from '../../mock-server/db'
import {
  createApiClient,
  REQUEST_HELPER_MESSAGE,
  type ApiClient,
} from '../../src/shared/services/http-client'
import {
  createAuthService,
  type AuthService,
} from '../../src/features/session/services/auth-service'
import { MemoryStorage, memoryTokenStorage } from '../support/token-storage'
import { TOKEN_KEYS, webTokenStorage } from '../../src/shared/services/token-storage'
import { ApiError, toFailure } from '../../src/shared/services/api-error'
import * as auth from '../../src/features/session/services/contract'
import type { Operation } from '../../src/shared/contract/operation'
import { messageForFailure } from '../../src/shared/domain/error-catalogue'
import { rowsOf } from '../support/error-rows'
import { AUTH_HEADER } from '../../src/shared/contract/operation'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const BASE = 'http://portal.test'
const PASSWORD = 'Test1234!'

let server: TestServer['server']
let db: Db
let client: ApiClient
let service: AuthService

beforeEach(async () => {
  ;({ server, db } = await createTestServer())
  server.listen({ onUnhandledRequest: 'error' })
  client = createApiClient({ baseURL: BASE, tokens: memoryTokenStorage() })
  service = createAuthService(client)
})

afterEach(() => {
  server.resetHandlers()
  server.close()
})

/** the rejection of a promise, failing the test when it resolves */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError)
    return e as ApiError
  }
  throw new Error('expected the call to fail')
}

describe('login', () => {
  it('fc0001 stores both tokens and the session is an F of site 3 with PA and 50 uses', async () => {
    const result = await service.login({ userId: 'fc0001', password: PASSWORD })
    expect(result.passwordRefreshed).toBe(true)
    expect(result.userInfo.userId).toBe('fc0001')

    const token = client.tokens.getToken()
    const refresh = client.tokens.getRefreshToken()
    expect(token).toBeTruthy()
    expect(refresh).toBeTruthy()
    expect(db.sessions.find(token!, Date.now())?.userId).toBe('fc0001')
    expect(service.hasToken()).toBe(true)

    const session = await service.fetchSession()
    expect(session.user.auth).toBe('F')
    expect(session.user.siteId).toBe(3)
    expect(session.roleList).toContain('PA')
    expect(session.usableCount).toBe(50)
    expect(session.print).toBe(true)
  })

  it('a wrong password is a 404 with login.notFound and stores no token', async () => {
    const e = await failureOf(service.login({ userId: 'fc0001', password: 'Wrong1234!' }))
    expect(e.status).toBe(404)
    expect(e.kind).toBe('http')
    expect(messageForFailure(rowsOf('loginMk2'), toFailure(e)).key).toBe('login.notFound')
    expect(client.tokens.getToken()).toBeNull()
  })

  it('an unknown user is a 404', async () => {
    const e = await failureOf(service.login({ userId: 'nobody99', password: PASSWORD }))
    expect(e.status).toBe(404)
    expect(messageForFailure(rowsOf('loginMk2'), toFailure(e)).key).toBe('login.notFound')
  })

  it('newbie/newbie has not refreshed the password', async () => {
    const result = await service.login({ userId: 'newbie', password: 'newbie' })
    expect(result.passwordRefreshed).toBe(false)
    expect(result.userInfo.userId).toBe('newbie')
  })

  it('a body failing the request schema is a 400', async () => {
    const e = await failureOf(client.call(auth.login, { body: { userId: '', password: 'x' } }))
    expect(e.status).toBe(400)
    expect(e.kind).toBe('http')
    expect(messageForFailure(rowsOf('loginMk2'), toFailure(e)).key).toBe('login.failed')
  })
})

describe('password set', () => {
  beforeEach(async () => {
    await service.login({ userId: 'newbie', password: 'newbie' })
  })

  it('a wrong initial password is a 404 with passwordSet.wrongInitial', async () => {
    const e = await failureOf(
      service.setPassword({ userId: 'newbie', password: 'nope', newPassword: 'Newpass1!' }),
    )
    expect(e.status).toBe(404)
    expect(messageForFailure(rowsOf('passwordSet'), toFailure(e)).key).toBe(
      'passwordSet.wrongInitial',
    )
  })

  it('the right initial password sets the new one: it logs in refreshed, the old one is 404', async () => {
    await expect(
      client.call(auth.passwordSet, {
        body: { userId: 'newbie', password: 'newbie', newPassword: 'Newpass1!' },
      }),
    ).resolves.toEqual({ code: 200 })

    const fresh = createAuthService(
      createApiClient({ baseURL: BASE, tokens: memoryTokenStorage() }),
    )
    const result = await fresh.login({ userId: 'newbie', password: 'Newpass1!' })
    expect(result.passwordRefreshed).toBe(true)

    const e = await failureOf(fresh.login({ userId: 'newbie', password: 'newbie' }))
    expect(e.status).toBe(404)
  })

  it('a weak new password is a 400 and changes nothing', async () => {
    const e = await failureOf(
      service.setPassword({ userId: 'newbie', password: 'newbie', newPassword: 'weak' }),
    )
    expect(e.status).toBe(400)
    expect(messageForFailure(rowsOf('passwordSet'), toFailure(e))).toEqual({
      key: 'passwordSet.failed',
      params: { code: 400, status: 400 },
    })
    const again = createAuthService(
      createApiClient({ baseURL: BASE, tokens: memoryTokenStorage() }),
    )
    await expect(again.login({ userId: 'newbie', password: 'newbie' })).resolves.toMatchObject({
      passwordRefreshed: false,
    })
  })
})

describe('session and logout', () => {
  it('fetchSession without a token is a 401', async () => {
    const e = await failureOf(service.fetchSession())
    expect(e.status).toBe(401)
    expect(messageForFailure(rowsOf('fetchUser'), toFailure(e)).key).toBe('common.noPermission')
  })

  it('logout clears the tokens and the old token is then refused with 401', async () => {
    await service.login({ userId: 'fc0001', password: PASSWORD })
    const oldToken = client.tokens.getToken()!
    await service.logout()
    expect(client.tokens.getToken()).toBeNull()
    expect(client.tokens.getRefreshToken()).toBeNull()
    expect(service.hasToken()).toBe(false)

    const stale = createApiClient({
      baseURL: BASE,
      tokens: memoryTokenStorage({ token: oldToken }),
    })
    const e = await failureOf(stale.call(auth.fetchUser))
    expect(e.status).toBe(401)
  })

  it('siteInfo of fc0001 is site code HK', async () => {
    await service.login({ userId: 'fc0001', password: PASSWORD })
    const res = await client.call(auth.siteInfo)
    expect(res.site).toMatchObject({ siteId: 3, siteCode: 'HK' })
  })
})

describe('the client', () => {
  it('sends x-auth-token on auth operations and not on login', async () => {
    const seen: { path: string; token: string | null }[] = []
    server.use(
      http.all('*/api/*', ({ request }) => {
        seen.push({
          path: new URL(request.url).pathname,
          token: request.headers.get(AUTH_HEADER),
        })
        // nothing returned: the request falls through to the mock's own handlers
      }),
    )
    await service.login({ userId: 'fc0001', password: PASSWORD })
    const token = client.tokens.getToken()
    await service.fetchSession()
    await client.call(auth.siteInfo)

    const tokenOf = (path: string) => seen.find((s) => s.path === path)?.token
    expect(seen.map((s) => s.path)).toEqual(
      expect.arrayContaining([auth.login.path, auth.fetchUser.path, auth.issuableNumber.path]),
    )
    expect(tokenOf(auth.login.path)).toBeNull()
    expect(tokenOf(auth.fetchUser.path)).toBe(token)
    expect(tokenOf(auth.issuableNumber.path)).toBe(token)
    expect(tokenOf(auth.siteInfo.path)).toBe(token)
  })

  it('does not send the token on login even when one is stored', async () => {
    let loginToken: string | null | undefined
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        loginToken = request.headers.get(AUTH_HEADER)
      }),
    )
    await service.login({ userId: 'fc0001', password: PASSWORD })
    await service.login({ userId: 'fc0001', password: PASSWORD })
    expect(loginToken).toBeNull()
  })

  it('a success body that breaks the schema rejects with kind schema, never a crash', async () => {
    await service.login({ userId: 'fc0001', password: PASSWORD })
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ code: 200, user: { nope: 1 } })))
    const e = await failureOf(service.fetchSession())
    expect(e.kind).toBe('schema')
    expect(e.operation).toBe('fetchUser')
    expect(messageForFailure(rowsOf('fetchUser'), toFailure(e)).key).toBe(
      'common.unexpectedResponse',
    )
  })

  it('a network failure rejects with kind network, status 0 and common.network', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()))
    const e = await failureOf(service.login({ userId: 'fc0001', password: PASSWORD }))
    expect(e.kind).toBe('network')
    expect(e.status).toBe(0)
    expect(messageForFailure(rowsOf('loginMk2'), toFailure(e)).key).toBe('common.network')
    expect(client.tokens.getToken()).toBeNull()
  })

  it('an operation without method or path raises the request-helper message', async () => {
    const noMethod = { ...auth.fetchUser, method: undefined } as unknown as Operation
    const noPath = { ...auth.fetchUser, path: '' } as unknown as Operation
    // a rejected promise, not a synchronous throw: callers' .catch() sees it
    await expect(client.call(noMethod)).rejects.toThrow(
      'The parameters method and path must be required.',
    )
    await expect(client.call(noPath)).rejects.toThrow(REQUEST_HELPER_MESSAGE)
    await expect(client.download(noPath)).rejects.toThrow(REQUEST_HELPER_MESSAGE)
  })
})

describe('silent calls', () => {
  it('a silent call does not count for the loading overlay; a normal one does', async () => {
    const started: string[] = []
    const counted = createApiClient({
      baseURL: 'http://portal.test',
      tokens: memoryTokenStorage(),
      onRequestStart: () => started.push('start'),
      onRequestEnd: () => started.push('end'),
    })
    await createAuthService(counted).login({ userId: 'fc0001', password: 'Test1234!' })
    expect(started).toEqual(['start', 'end'])
    await counted.call(auth.issuableNumber, { silent: true })
    expect(started).toEqual(['start', 'end'])
  })
})

describe("a 401 to this window's token is reported (issue 15 item 5)", () => {
  function clientWith(refused: string[]) {
    return createApiClient({
      baseURL: BASE,
      tokens: memoryTokenStorage(),
      onTokenRefused: (op) => refused.push(op.id),
    })
  }

  it('reports an authenticated call whose token the server no longer knows', async () => {
    const refused: string[] = []
    const c = clientWith(refused)
    await createAuthService(c).login({ userId: 'fc0001', password: PASSWORD })
    const token = c.tokens.getToken()!
    db.sessions.end(token)
    await failureOf(c.call(auth.issuableNumber))
    expect(refused).toEqual(['issuableNumber'])
  })

  it('a sign-out in another window empties the storage before the server forgets the token (issue 48)', async () => {
    // two windows of one browser: one storage, each window its own client
    const shared = new MemoryStorage()
    const window = () => createApiClient({ baseURL: BASE, tokens: webTokenStorage(shared) })
    const here = window()
    await createAuthService(here).login({ userId: 'fc0001', password: PASSWORD })
    const elsewhere = window()
    let storedWhenAsked: string | null | undefined
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/logout')
        storedWhenAsked = shared.getItem(TOKEN_KEYS.authToken)
    })
    await createAuthService(elsewhere).logout()
    // the other window's storage event comes before any 401 its next call could meet
    expect(storedWhenAsked).toBeNull()
    // and the server was told, with the token the window had
    expect((await failureOf(here.call(auth.issuableNumber))).status).toBe(401)
  })

  it("does not report a refused login, a 401 to another window's token, or other statuses", async () => {
    const refused: string[] = []
    const c = clientWith(refused)
    await failureOf(c.call(auth.login, { body: { userId: 'fc0001', password: 'Wrong1234!' } }))
    await createAuthService(c).login({ userId: 'fc0001', password: PASSWORD })
    await failureOf(c.call(auth.issuableNumber, { token: 'not-a-token' }))
    await failureOf(
      c.call(auth.passwordSet, {
        body: { userId: 'fc0002', password: PASSWORD, newPassword: 'Newpass1!' },
      }),
    )
    expect(refused).toEqual([])
  })
})
