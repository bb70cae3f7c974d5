import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawRequest, startHttpServer } from '../support/http-server'

/**
 * The standalone server's request log (issue 29): a request sent as raw bytes, in any form a
 * client may write its target (absolute form, a leading `//`, repeated slashes, escapes in the
 * path, in `/` and in query keys, escapes written twice, names in another case, HTTP/1.0 without
 * a Host), leaves no secret in the log as it is written, nor the secret's percent-encoded form.
 */
type Server = Awaited<ReturnType<typeof startHttpServer>>
const QA_TOKEN = 'request-log-qa-token'
let server: Server
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-log-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>portal</title>')
  server = await startHttpServer({ serveDir: dir, qaToken: QA_TOKEN })
})

afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A secret and where a URL carries it: path segments and query pairs, `{}` standing for it. */
interface Place {
  name: string
  secret: string
  path: string[]
  query: [string, string][]
}

/** Every character escaped (`%41%42…`), in upper or lower hex. */
const fullyEscaped = (text: string, lower = false) => {
  const hex = [...Buffer.from(text, 'utf8')]
    .map((b) => `%${b.toString(16).padStart(2, '0')}`)
    .join('')
  return lower ? hex : hex.toUpperCase()
}

/** The first letter of a name escaped: `print` is `%70rint` (`%2570rint` written twice). */
const escapeFirst = (name: string, twice = false) =>
  `${twice ? '%25' : '%'}${name.charCodeAt(0).toString(16)}${name.slice(1)}`

/** The forms of one place's target, by name. */
function formsOf(place: Place, port: number): [string, string][] {
  const fill = (text: string, secret = place.secret) => text.replace('{}', secret)
  const target = (
    segment: (s: string) => string,
    key: (k: string) => string,
    options: { separator?: string; secret?: string; lead?: string } = {},
  ) => {
    const { separator = '/', secret = place.secret, lead = '/' } = options
    const path = place.path.map((s) => (s === '{}' ? secret : segment(s))).join(separator)
    const query = place.query.map(([k, v]) => `${key(k)}=${fill(v, secret)}`).join('&')
    return `${lead}${path}${query ? `?${query}` : ''}`
  }
  const same = (s: string) => s
  const origin = target(same, same)
  return [
    ['origin form', origin],
    ['absolute form', `http://127.0.0.1:${port}${origin}`],
    ['absolute form, another host in capitals', `HTTP://EXAMPLE.COM${origin}`],
    ['a leading //', target(same, same, { lead: '//' })],
    ['repeated slashes', target(same, same, { separator: '//', lead: '///' })],
    ['an escaped letter in the path and the keys', target(escapeFirst, escapeFirst)],
    [
      'escapes written twice',
      target(
        (s) => escapeFirst(s, true),
        (k) => escapeFirst(k, true),
      ),
    ],
    ['%2F between segments', target(same, same, { separator: '%2F' })],
    ['%2f and %5C between segments', target(same, same, { separator: '%5C', lead: '/%2f' })],
    [
      'names in capitals',
      target(
        (s) => s.toUpperCase(),
        (k) => k.toUpperCase(),
      ),
    ],
    ['the secret escaped', target(same, same, { secret: fullyEscaped(place.secret) })],
    [
      'the secret escaped, lower hex',
      target(same, same, { secret: fullyEscaped(place.secret, true) }),
    ],
  ]
}

const request = (target: string, host = `Host: 127.0.0.1:${server.port}\r\n`, version = '1.1') =>
  rawRequest(
    server.port,
    `GET ${target} HTTP/${version}\r\n${host}Connection: close\r\n\r\n`,
    10_000,
  )

async function realSecrets() {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'fc0001', password: 'Test1234!' }),
  })
  const { token } = (await login.json()) as { token: string }
  const sidAnswer = await fetch(`${server.base}/__mock/partner-sid?userId=1000001`, {
    headers: { 'x-qa-token': QA_TOKEN },
  })
  const { sid } = (await sidAnswer.json()) as { sid: string }
  // a temporary PDF of a checkup, as the print call keeps it
  const tempPdf = crypto.randomUUID().replace(/-/g, '')
  const checkup = server.db.checkups.all()[0]!
  await server.db.tempPdfs.create({
    tempPdf,
    checkupNos: [checkup.checkupNo],
    userId: 'fc0001',
    createdAt: server.clock.now().toISOString(),
  })
  return { token, sid, tempPdf }
}

describe('the request log never holds a secret, whatever form the request target has', () => {
  it('in any form, for every secret a URL carries', async () => {
    const { token, sid, tempPdf } = await realSecrets()
    const merchantUid = `20260101${crypto.randomUUID().replace(/-/g, '')}`
    const voucherCode = `QR${crypto.randomUUID().replace(/-/g, '').slice(0, 14)}`
    const places: Place[] = [
      {
        name: 'temp PDF in the path',
        secret: tempPdf,
        path: ['api', 'print', 'temp', '{}'],
        query: [],
      },
      {
        name: 'temp PDF of the print view',
        secret: tempPdf,
        path: ['v3', 'generate', 'printview'],
        query: [
          ['tempPdf', '{}'],
          ['lang', 'ko'],
        ],
      },
      { name: 'partner sid', secret: sid, path: ['ol', 'Callback'], query: [['sid', '{}']] },
      {
        name: 'session token',
        secret: token,
        path: ['api', 'auth', 'me'],
        query: [['token', '{}']],
      },
      {
        name: 'coupon code',
        secret: 'COUPON-OK',
        path: ['li', 'Download'],
        query: [['code', '{}']],
      },
      { name: 'voucher QR code', secret: voucherCode, path: ['voucher', 'qr', '{}'], query: [] },
      {
        name: 'merchant uid',
        secret: merchantUid,
        path: ['pg', 'checkout'],
        query: [
          ['merchant_uid', '{}'],
          ['amount', '1000'],
        ],
      },
    ]

    // the secrets are live: in the origin form each of these opens something
    const pdf = await request(`/api/print/temp/${tempPdf}`)
    expect(pdf.status).toBe(200)
    expect(pdf.head).toMatch(/content-type: application\/pdf/i)
    expect((await request(`/api/auth/me?token=${token}`)).status).toBe(401)
    expect((await request(`/ol/Callback?sid=${encodeURIComponent(sid)}`)).status).toBe(200)

    let sent = 3
    for (const place of places)
      for (const [form, target] of formsOf(place, server.port)) {
        const answer = await request(target)
        expect(answer.status, `${place.name}, ${form}: ${target}`).toBeGreaterThan(0)
        sent++
      }
    // HTTP/1.0 without a Host, and a Host the server refuses
    await request(`/api/print/temp/${tempPdf}`, '', '1.0')
    await request(`//api/print/temp/${tempPdf}`, 'Host: a b\r\n')
    sent += 2
    // a broken escape after the secret: refused before any hook runs
    expect((await request(`/api/print/temp/${tempPdf}%zz`)).status).toBe(400)
    // the log is written after the answer: wait until it holds every request sent, then read it
    const logged = () =>
      server
        .log()
        .filter(
          (e) =>
            e.msg === 'request' &&
            e.url !== '/api/auth/login' &&
            !String(e.url).startsWith('/__mock/'),
        ).length
    await vi.waitFor(() => expect(logged()).toBeGreaterThanOrEqual(sent), { timeout: 30_000 })

    const text = server.rawLog()
    for (const secret of [tempPdf, sid, token, 'COUPON-OK', voucherCode, merchantUid]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(encodeURIComponent(secret))
      expect(text).not.toContain(fullyEscaped(secret))
      expect(text).not.toContain(fullyEscaped(secret, true))
    }
    // each request was logged, and each logged URL says where its secret was
    const entries = server.log().filter((e) => e.msg === 'request' && e.url !== '/api/auth/login')
    const urls = entries.map((e) => e.url).filter((u) => !String(u).startsWith('/__mock/'))
    expect(urls.length).toBe(sent)
    for (const url of urls) expect(String(url)).toContain('[redacted]')
    expect(entries).toContainEqual(
      expect.objectContaining({ url: '/api/print/temp/[redacted]', status: 200 }),
    )
    expect(urls).toContain('/ol/Callback?sid=[redacted]')
    expect(urls).toContain('/pg/checkout?merchant_uid=[redacted]&amount=1000')
  })
})
