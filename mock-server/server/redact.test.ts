import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REDACTED, redactUrl, SECRET_PARAM_NAMES, UNPARSED } from './redact'

describe('redactUrl', () => {
  it('hides PDF ids, QR codes and tokens, keeps the rest', () => {
    expect(redactUrl('/api/print/temp/abc123')).toBe('/api/print/temp/[redacted]')
    expect(redactUrl('/voucher/qr/abc123?x=1')).toBe('/voucher/qr/[redacted]?x=1')
    expect(redactUrl('/v3/generate/printview?tempPdf=abc&lang=ko')).toBe(
      '/v3/generate/printview?tempPdf=[redacted]&lang=ko',
    )
    expect(redactUrl('/api/x?TOKEN=a&refreshToken=b&page=2')).toBe(
      '/api/x?TOKEN=[redacted]&refreshToken=[redacted]&page=2',
    )
    expect(redactUrl('/api/checkup/list?start=20260101')).toBe('/api/checkup/list?start=20260101')
  })

  it('hides the partner sid, coupon codes, clinks, deep links and merchant uids', () => {
    expect(redactUrl('/ol/Callback?sid=abc.def')).toBe('/ol/Callback?sid=[redacted]')
    expect(redactUrl('/li/Download?code=COUPON-OK')).toBe('/li/Download?code=[redacted]')
    expect(redactUrl('/demo/deep-link?link=app%3A%2F%2Fcoupon%3Fclink%3DCOUPON-OK')).toBe(
      '/demo/deep-link?link=[redacted]',
    )
    expect(redactUrl('/pg/complete?merchant_uid=m1&outcome=success')).toBe(
      '/pg/complete?merchant_uid=[redacted]&outcome=success',
    )
    expect(redactUrl('/api/payment/orders/m1')).toBe('/api/payment/orders/[redacted]')
    // an FC's link code is public (it is what the FC hands out), an employee id is no credential
    expect(redactUrl('/F/LINK0001')).toBe('/F/LINK0001')
    expect(redactUrl('/api/partner/fc-link/LINK0001')).toBe('/api/partner/fc-link/LINK0001')
    expect(redactUrl('/api/employees/fc0001')).toBe('/api/employees/fc0001')
  })

  it('reads the target as the server does: absolute form, //, escapes, dot segments', () => {
    const id = 'abc123'
    for (const target of [
      `http://other.example:8080/api/print/temp/${id}`,
      `HTTP://OK/api/print/temp/${id}`,
      `//api/print/temp/${id}`,
      `/api//print///temp/${id}`,
      `/api/%70rint/temp/${id}`,
      `/api/print%2Ftemp%2F${id}`,
      `/%2Fapi/print/temp/${id}`,
      `/api/%2570rint/temp/${id}`,
      `/api/print/x/../temp/${id}`,
      `/api/print/temp/./${id}`,
      `/api/print/temp/%2E%2E%2F${id}`,
      `/api/print/temp/${id};x`,
      `/api/print%5Ctemp%5C${id}`,
    ])
      expect(redactUrl(target), target).toBe('/api/print/temp/[redacted]')
    // names are compared without case; the log keeps the case that came
    expect(redactUrl(`/API/Print/TEMP/${id}`)).toBe('/API/Print/TEMP/[redacted]')
    expect(redactUrl(`/api/voucher/qr/${id}`)).toBe('/api/voucher/qr/[redacted]')
    expect(redactUrl(`/ol/Callback?%73id=${id}`)).toBe('/ol/Callback?sid=[redacted]')
    expect(redactUrl(`/ol/Callback?SID=${id}&SiD=${id}`)).toBe(
      '/ol/Callback?SID=[redacted]&SiD=[redacted]',
    )
    expect(redactUrl(`/x?%2574empPdf=${id}`)).toBe('/x?tempPdf=[redacted]')
    // the query is read as the server reads it (URLSearchParams: a bad UTF-8 escape is U+FFFD)
    expect(redactUrl(`/x?a=%zz&b=%C0&token=${id}`)).toBe('/x?a=%zz&b=\uFFFD&token=[redacted]')
  })

  it('never shows the target as it came: what does not parse is a marker', () => {
    for (const target of ['*', 'api/print/temp/x', 'http://[/', 'example.com:443', ''])
      expect(redactUrl(target), target).toBe(UNPARSED)
  })

  it('no secret value survives, whatever it is (property)', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{12,32}$/)
    fc.assert(
      fc.property(secret, (id) => {
        for (const url of [
          `/api/print/temp/${id}`,
          `/voucher/qr/${id}`,
          `/v3/generate/printview?a=1&tempPdf=${id}`,
          `/api/x?token=${id}`,
        ])
          expect(redactUrl(url)).not.toContain(id)
      }),
    )
  })
})

/**
 * Every place a URL of this project carries a secret (`redact.ts` says why each is one), as a path
 * and a query: `{}` is where the secret goes.
 */
const SECRET_PLACES: readonly { path: string[]; query: [string, string][] }[] = [
  { path: ['api', 'print', 'temp', '{}'], query: [] },
  { path: ['voucher', 'qr', '{}'], query: [['x', '1']] },
  { path: ['api', 'payment', 'orders', '{}'], query: [] },
  {
    path: ['v3', 'generate', 'printview'],
    query: [
      ['tempPdf', '{}'],
      ['lang', 'ko'],
    ],
  },
  { path: ['api', 'partner', 'print', 'pdf'], query: [['tempPdf', '{}']] },
  { path: ['ol', 'Callback'], query: [['sid', '{}']] },
  { path: ['li', 'Coupon'], query: [['code', '{}']] },
  { path: ['li', 'Download'], query: [['code', '{}']] },
  {
    path: ['pg', 'complete'],
    query: [
      ['merchant_uid', '{}'],
      ['outcome', 'success'],
    ],
  },
  { path: ['demo', 'deep-link'], query: [['link', 'healthapp://coupon?clink={}']] },
  { path: ['api', 'auth', 'me'], query: [['token', '{}']] },
  { path: ['api', 'auth', 'refresh'], query: [['refreshToken', '{}']] },
]

/** `%XX` of a character (its UTF-8 bytes), in upper or lower hex. */
const escape = (c: string, lower: boolean) => {
  const hex =
    encodeURIComponent(c) === c ? `%${c.charCodeAt(0).toString(16)}` : encodeURIComponent(c)
  return lower ? hex.toLowerCase() : hex.toUpperCase()
}

/** The whole text percent-encoded, every character: what a log must not show either. */
const fullyEscaped = (text: string, lower: boolean) =>
  [...text].map((c) => escape(c, lower)).join('')

/** How a client may write a target: each choice is one of the forms the server reads alike. */
interface Form {
  /** absolute form with this scheme and host, or the origin form */
  prefix: '' | 'http://127.0.0.1:4173' | 'HTTP://Example.COM'
  /** a leading `//` (an empty first segment, never a host) */
  doubleSlash: boolean
  /** slashes between segments: 1 to 3 */
  slashes: number
  /** `/` between segments written `%2F` */
  escapedSlash: boolean
  /** which characters of names (path segments, query keys) are escaped or change case */
  escapes: boolean[]
  cases: boolean[]
  /** escapes written twice (`%2570`) */
  twice: boolean
  /** which characters of the secret are escaped */
  secretEscapes: boolean[]
}

const form: fc.Arbitrary<Form> = fc.record({
  prefix: fc.constantFrom(
    '' as const,
    'http://127.0.0.1:4173' as const,
    'HTTP://Example.COM' as const,
  ),
  doubleSlash: fc.boolean(),
  slashes: fc.integer({ min: 1, max: 3 }),
  escapedSlash: fc.boolean(),
  escapes: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
  cases: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
  twice: fc.boolean(),
  secretEscapes: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
})

/** A name written in the form: some characters escaped (once or twice), some in the other case. */
function written(name: string, f: Form): string {
  return [...name]
    .map((c, i) => {
      const flipped = f.cases[i % 40]
        ? c === c.toLowerCase()
          ? c.toUpperCase()
          : c.toLowerCase()
        : c
      if (!f.escapes[i % 40] || !/[A-Za-z0-9_.-]/.test(c)) return flipped
      const once = escape(flipped, i % 2 === 0)
      return f.twice ? once.replace('%', '%25') : once
    })
    .join('')
}

function target(place: (typeof SECRET_PLACES)[number], secret: string, f: Form): string {
  const secretWritten = [...secret]
    .map((c, i) => (f.secretEscapes[i % 40] ? escape(c, i % 2 === 1) : c))
    .join('')
  const fill = (text: string) => text.replace('{}', secretWritten)
  const slash = f.escapedSlash ? '%2F' : '/'.repeat(f.slashes)
  const path = place.path
    .map((segment) => (segment === '{}' ? secretWritten : written(segment, f)))
    .join(slash)
  const query = place.query
    .map(([key, value]) =>
      key === 'link'
        ? `${written(key, f)}=${encodeURIComponent(fill(value))}`
        : `${written(key, f)}=${fill(value)}`,
    )
    .join('&')
  return `${f.prefix}${f.doubleSlash ? '//' : '/'}${path}${query ? `?${query}` : ''}`
}

describe('the one redaction rule, whatever form the target has (property)', () => {
  it('never logs a secret, nor its percent-encoded form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECRET_PLACES),
        fc.stringMatching(/^[A-Za-z0-9_-]{12,40}$/),
        form,
        (place, secret, f) => {
          const logged = redactUrl(target(place, secret, f))
          expect(logged).toContain(REDACTED)
          expect(logged).not.toContain(secret)
          expect(logged).not.toContain(encodeURIComponent(secret))
          expect(logged).not.toContain(fullyEscaped(secret, false))
          expect(logged).not.toContain(fullyEscaped(secret, true))
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('keeps what is no secret as the server reads it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
        (name, value) => {
          fc.pre(!SECRET_PARAM_NAMES.includes(name))
          expect(redactUrl(`/api/checkups?${name}=${value}`)).toBe(`/api/checkups?${name}=${value}`)
          expect(redactUrl(`//v2//Dashboard/${value}`)).toBe(`/v2/Dashboard/${value}`)
        },
      ),
    )
  })
})
