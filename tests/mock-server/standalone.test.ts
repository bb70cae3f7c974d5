import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { precompress } from '../../scripts/precompress'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../support/free-port'

// a port nobody listens on now: several checkouts may run the suite on one machine
const PORT = await freePort()
const BASE = `http://127.0.0.1:${PORT}`
let child: ChildProcess
let log = ''
let dir: string

/** A raw GET that does not decompress, to see the server's own encoding. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${BASE}${path}`, { headers }, (res) => {
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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-serve-'))
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>portal</title>${'<p>x</p>'.repeat(200)}`,
  )
  precompress(dir)
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SERVE_DIR: dir,
      MOCK_STAFF: '1',
      MOCK_CUSTOMERS: '1',
      MOCK_QA: '0',
    },
  })
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  await vi.waitFor(() => expect(log).toContain('on http://'), { timeout: 30_000, interval: 100 })
}, 30_000)

afterAll(() => {
  child.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
})

describe('standalone mock server', () => {
  it('answers the API and logs each request', async () => {
    const res = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'fc0001', password: 'Test1234!' }),
    })
    expect(res.status).toBe(200)
    expect((await res.json()).userInfo.userId).toBe('fc0001')
    // the line is written after the answer: wait for it
    await vi.waitFor(
      () => {
        const entries = log
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>)
        expect(entries).toContainEqual(
          expect.objectContaining({ method: 'POST', url: '/api/auth/login', status: 200 }),
        )
      },
      { timeout: 30_000 },
    )
  })

  it('keeps the QA helpers off without MOCK_QA=1', async () => {
    const res = await fetch(`${BASE}/__mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 1000 }),
    })
    expect(res.status).toBe(404)
  })

  it('serves the portal with an index.html fallback for client routes, precompressed', async () => {
    const res = await rawGet('/v2/Dashboard', { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.body).toString()).toContain('<title>portal</title>')
  })

  it('answers CORS for the dev origin, exposing Content-Disposition, and not for others', async () => {
    const allowed = await fetch(`${BASE}/api/auth/me`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    })
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-auth-token')
    const api = await fetch(`${BASE}/api/auth/me`, { headers: { origin: 'http://localhost:5173' } })
    expect(api.headers.get('access-control-expose-headers')).toBe(
      'Content-Disposition, x-request-id, x-mock-scenario, x-mock-scenarios',
    )
    const other = await fetch(`${BASE}/api/auth/me`, { headers: { origin: 'http://evil.test' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await fetch(`${BASE}/api/nowhere`)
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe(404)
  })
})
