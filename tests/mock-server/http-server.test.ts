import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { precompress } from '../../scripts/precompress'
import { API_CSP, PERMISSIONS_POLICY, PORTAL_CSP } from '../../mock-server/server/security-headers'
import { BODY_LIMIT } from '../../mock-server/server/app'
import { rawRequest, startHttpServer } from '../support/http-server'
import { PATHS } from '../../src/shared/domain/routes'

/**
 * The standalone server's HTTP layer (decision 014), in process on a free port: bad requests are
 * the client's error and never stop it, bodies are limited, the built portal is served from its
 * folder only, precompressed, cached by name and under its CSP, and the log keeps secrets out.
 */
type Server = Awaited<ReturnType<typeof startHttpServer>>
let server: Server
let dir: string
let site: string
const ASSET = 'assets/index-Ab3dEf9h.js'
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))})\n`

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-http-'))
  // the served folder, and a sibling whose name starts the same: never reachable
  site = join(dir, 'site')
  mkdirSync(join(site, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'site-secret'))
  writeFileSync(join(dir, 'site-secret', 'secret.txt'), 'SECRET')
  writeFileSync(join(dir, 'outside.txt'), 'OUTSIDE')
  writeFileSync(join(site, 'index.html'), `<!doctype html><title>portal</title>`)
  writeFileSync(join(site, ASSET), SCRIPT)
  writeFileSync(join(site, `${ASSET}.map`), '{"mappings":"SOURCE"}')
  writeFileSync(join(site, '.env'), 'DOTFILE')
  precompress(site)
  server = await startHttpServer({ serveDir: site })
})

afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, { headers })

/** A GET that does not decompress, to see the bytes and the encoding the server chose. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(`${server.base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

const still = async () => expect((await get('/api/auth/me')).status).toBe(401)

describe('the server answers to its own names only (issue 48: DNS rebinding)', () => {
  it('answers 421 to another name, for the API, the portal and a login alike, and signs no one in', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/auth/me', ''],
      ['GET', '/v2/Login', ''],
      ['POST', '/api/auth/login', JSON.stringify({ userId: 'fc0001', password: 'Demo1234!' })],
    ] as const) {
      const answer = await rawRequest(
        server.port,
        `${method} ${path} HTTP/1.1\r\nHost: rebound.example:${server.port}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
      expect(answer.status).toBe(421)
      expect(answer.body).not.toContain('token')
    }
  })

  it('answers localhost, *.localhost and IP addresses (a phone on the LAN), with or without a port', async () => {
    for (const host of [
      'localhost',
      `localhost:${server.port}`,
      'app.localhost',
      '127.0.0.1',
      '192.168.0.7:4173',
      '[::1]',
    ]) {
      const answer = await rawRequest(
        server.port,
        `GET /api/auth/me HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      )
      expect(answer.status, host).toBe(401)
    }
  })
})

describe('a call that sends a body sends JSON (issue 48: a cross-site form signs no one in)', () => {
  const login = JSON.stringify({ userId: 'fc0001', password: 'Demo1234!' })
  it('answers 415 to a login as a form, as text/plain and without a content type', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      null,
    ]) {
      const answer = await rawRequest(
        server.port,
        `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n${type ? `content-type: ${type}\r\n` : ''}content-length: ${Buffer.byteLength(login)}\r\nConnection: close\r\n\r\n${login}`,
      )
      expect(answer.status, String(type)).toBe(415)
      expect(answer.body).not.toContain('token')
    }
  })

  it('reads the same login sent as JSON (charset and case aside)', async () => {
    const answer = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      body: login,
    })
    expect(answer.status).not.toBe(415)
  })
})

describe('a bad request line or Host header is answered 400, and the server goes on', () => {
  it.each([
    ['Host: [', 'GET /v2/Login HTTP/1.1\r\nHost: [\r\n\r\n'],
    ['Host: x:99999', 'GET /api/auth/me HTTP/1.1\r\nHost: x:99999\r\n\r\n'],
    ['Host: a b', 'GET / HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['Host: a/b', 'GET /api/auth/me HTTP/1.1\r\nHost: a/b\r\n\r\n'],
    ['absolute request line http://[/', 'GET http://[/ HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['request target without a slash', 'GET api/auth/me HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['no Host in HTTP/1.1', 'GET /api/auth/me HTTP/1.1\r\n\r\n'],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
  ])('%s', async (_name, text) => {
    const answer = await rawRequest(server.port, text)
    expect(answer.status).toBe(400)
    await still()
  })

  it('a broken percent escape is 400 on an API path and on a portal path', async () => {
    for (const path of ['/api/%E0%A4%A', '/v2/%E0%A4%A', '/api/auth/%']) {
      const answer = await rawRequest(
        server.port,
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      )
      expect(answer.status).toBe(400)
    }
    await still()
  })

  it('an absolute request line with a valid URL is answered for its path', async () => {
    const answer = await rawRequest(
      server.port,
      'GET http://localhost/api/auth/me HTTP/1.1\r\nHost: localhost\r\n\r\n',
    )
    expect(answer.status).toBe(401)
  })
})

describe('request bodies', () => {
  it(`a body declared over ${BODY_LIMIT} bytes is answered 413 before it is sent, and the connection ends`, async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${50 * 1024 * 1024}\r\n\r\n{"userId":`
    const answer = await rawRequest(server.port, head, 2000)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413 })
    expect(answer.closed).toBe(true)
    await still()
  })

  it('a chunked body that grows past the limit is answered 413', async () => {
    const chunk = 'x'.repeat(64 * 1024)
    const res = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(chunk))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('a body within the limit reaches the handler (400 for what is not JSON)', async () => {
    const res = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(BODY_LIMIT - 10),
    })
    expect(res.status).toBe(400)
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'fc0001', password: 'Test1234!' }),
    })
    expect(login.status).toBe(200)
  })
})

describe('methods', () => {
  it('HEAD on an API path answers as its GET does, without a body', async () => {
    const head = await fetch(`${server.base}/api/auth/me`, { method: 'HEAD' })
    expect(head.status).toBe(401)
    expect(await head.text()).toBe('')
    expect((await fetch(`${server.base}/api/nowhere`, { method: 'HEAD' })).status).toBe(404)
  })

  it('OPTIONS is answered 204 on API and portal paths', async () => {
    for (const path of ['/api/auth/me', '/v2/Login'])
      expect((await fetch(`${server.base}${path}`, { method: 'OPTIONS' })).status).toBe(204)
  })

  it('other methods on a portal path are 405 with Allow, never the page', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(`${server.base}/v2/Login`, { method })
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      expect(await res.text()).not.toContain('<title>portal</title>')
    }
    const propfind = await rawRequest(
      server.port,
      'PROPFIND /v2/Login HTTP/1.1\r\nHost: localhost\r\n\r\n',
    )
    expect(propfind.status).toBe(405)
  })
})

describe('the built portal', () => {
  it('a client route gets index.html, revalidated on every load, under the portal CSP', async () => {
    const res = await get('/v2/Dashboard')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>portal</title>')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toBe(PORTAL_CSP)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('same-origin')
    // issue 29: the features no page uses are off
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY)
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/)
  })

  it('every route of the portal, opened directly, gets index.html under the portal CSP', async () => {
    // the e2e accessibility spec opens most routes by the portal's own navigation: the header of
    // a page load is checked here, for each route
    const routes = Object.values(PATHS).map((path) => path.replace(/:[^/]+/g, 'X1'))
    expect(routes.length).toBeGreaterThan(30)
    for (const route of routes) {
      const res = await get(route)
      expect(res.status, route).toBe(200)
      expect(await res.text(), route).toContain('<title>portal</title>')
      expect(res.headers.get('content-security-policy'), route).toBe(PORTAL_CSP)
    }
  })

  it('a hashed asset is sent precompressed (br, then gzip), with an ETag and a year of cache', async () => {
    const br = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.equals(readFileSync(join(site, `${ASSET}.br`)))).toBe(true)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.etag).toBeTruthy()
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding')

    const gz = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.body.equals(readFileSync(join(site, `${ASSET}.gz`)))).toBe(true)

    const plain = await rawGet(`/${ASSET}`, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)

    const again = await rawGet(`/${ASSET}`, {
      'accept-encoding': 'gzip, br',
      'if-none-match': String(br.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('HEAD of an asset sends its headers only', async () => {
    const res = await fetch(`${server.base}/${ASSET}`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBeTruthy()
    expect(await res.text()).toBe('')
  })

  it('source maps, compressed copies asked by name and dotfiles are not served', async () => {
    for (const path of [`/${ASSET}.map`, `/${ASSET}.br`, `/${ASSET}.gz`, '/.env']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).not.toMatch(/SOURCE|DOTFILE/)
    }
  })

  it('a missing file is 404, not the page in its place', async () => {
    expect((await get('/assets/index-00000000.js')).status).toBe(404)
    expect((await get('/robots.txt')).status).toBe(404)
  })

  it.each([
    '/%2e%2e/site-secret/secret.txt',
    '/..%2fsite-secret/secret.txt',
    '/%2e%2e/outside.txt',
    '/assets/%2e%2e/%2e%2e/site-secret/secret.txt',
    '/%2e%2e%5csite-secret%5csecret.txt',
  ])('%s stays inside the served folder', async (path) => {
    const answer = await rawRequest(server.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    expect(answer.body).not.toMatch(/SECRET|OUTSIDE/)
    expect([400, 404]).toContain(answer.status)
  })

  it('the raw ../ of a request line is resolved as a URL is, never outside the folder', async () => {
    const answer = await rawRequest(
      server.port,
      'GET /../site-secret/secret.txt HTTP/1.1\r\nHost: localhost\r\n\r\n',
    )
    expect(answer.body).not.toContain('SECRET')
  })
})

describe('API answers', () => {
  it('carry a CSP that runs nothing and are never cached', async () => {
    const res = await get('/api/auth/me')
    expect(res.headers.get('content-security-policy')).toBe(API_CSP)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY)
  })

  it('the QA helpers are off unless switched on: 404 and nothing moves', async () => {
    const before = server.clock.now().getTime()
    const res = await fetch(`${server.base}/__mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 86_400_000 }),
    })
    expect(res.status).toBe(404)
    expect(server.clock.now().getTime() - before).toBeLessThan(60_000)
  })
})

describe('the QA helpers switched on (issue 29)', () => {
  const TOKEN = 'qa-test-token'
  let qa: Server
  beforeAll(async () => {
    qa = await startHttpServer({ qaToken: TOKEN })
  })
  afterAll(() => qa.close())

  const move = (
    headers: Record<string, string>,
    body = JSON.stringify({ advanceMs: 86_400_000 }),
  ) => fetch(`${qa.base}/__mock/clock`, { method: 'POST', headers, body })
  const json = { 'content-type': 'application/json' }

  it('a call without the token, from another page, or not JSON changes nothing', async () => {
    const before = qa.clock.now().getTime()
    // what a page of another origin can send without asking first: a text/plain body, no token
    expect(
      (await move({ 'content-type': 'text/plain', origin: 'https://evil.example' })).status,
    ).toBe(403)
    // the token, but from another origin
    expect(
      (await move({ ...json, 'x-qa-token': TOKEN, origin: 'https://evil.example' })).status,
    ).toBe(403)
    // no token, a wrong one
    expect((await move(json)).status).toBe(401)
    expect((await move({ ...json, 'x-qa-token': 'guess' })).status).toBe(401)
    // the token, but a form or plain text
    expect((await move({ 'content-type': 'text/plain', 'x-qa-token': TOKEN })).status).toBe(415)
    expect(
      (
        await move(
          { 'content-type': 'application/x-www-form-urlencoded', 'x-qa-token': TOKEN },
          'advanceMs=86400000',
        )
      ).status,
    ).toBe(415)
    // the partner sid maker wants the token too
    expect((await fetch(`${qa.base}/__mock/partner-sid?userId=1000001`)).status).toBe(401)
    expect(qa.clock.now().getTime() - before).toBeLessThan(60_000)
  })

  it('the token, JSON, and this server’s own page or none: the helper answers', async () => {
    const before = qa.clock.now().getTime()
    const own = { ...json, 'x-qa-token': TOKEN, origin: qa.base }
    expect((await move(own)).status).toBe(200)
    expect(qa.clock.now().getTime() - before).toBeGreaterThanOrEqual(86_400_000)
    const sid = await fetch(`${qa.base}/__mock/partner-sid?userId=1000001`, {
      headers: { 'x-qa-token': TOKEN },
    })
    expect(sid.status).toBe(200)
  })
})

describe('the request log', () => {
  it('is one JSON object per request with method, redacted URL, status and time', async () => {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'fc0001', password: 'Test1234!' }),
    })
    const { token } = (await login.json()) as { token: string }
    await fetch(`${server.base}/api/print/temp/SECRETPDF1234`, {
      headers: { 'x-auth-token': token },
    })
    await get('/v3/generate/printview?tempPdf=SECRETPDF5678&lang=ko')
    await get(`/api/auth/me?token=${token}`)
    // the log is written after the answer: wait for the last request's line, then read the log
    await vi.waitFor(
      () =>
        expect(server.log()).toContainEqual(
          expect.objectContaining({ msg: 'request', url: '/api/auth/me?token=[redacted]' }),
        ),
      { timeout: 30_000 },
    )

    const text = server.rawLog()
    expect(text).not.toContain('SECRETPDF')
    expect(text).not.toContain(token)
    expect(text).not.toContain('Test1234!')
    const entries = server.log().filter((e) => e.msg === 'request')
    expect(entries).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/auth/login', status: 200 }),
    )
    expect(entries).toContainEqual(
      expect.objectContaining({ url: '/api/print/temp/[redacted]', status: 404 }),
    )
    expect(entries).toContainEqual(
      expect.objectContaining({ url: '/v3/generate/printview?tempPdf=[redacted]&lang=ko' }),
    )
    for (const e of entries) expect(typeof e.ms).toBe('number')
  })
})
