import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { HarEntry, HarNameValue } from './har'
import {
  REDACTED,
  REDACTED_BODY,
  redactHarEntry,
  SECRET_FIELDS,
  SECRET_HEADERS,
} from './har-redaction'

/**
 * The one rule a recorded call passes before it is kept (issue 50, decision 069): for any JSON
 * shape, with secrets planted at any depth, in any letter case, no secret survives anywhere in
 * the entry; what is not a secret stays as it was.
 */

/** every planted secret carries this mark, which nothing else generated does */
const MARK = 'S3CR3T'
const clean = (s: string) => !s.toUpperCase().includes(MARK)

/** a name in some letter case */
const anyCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) =>
      Array.from(name, (c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
    )

const secretField = fc.constantFrom(...SECRET_FIELDS).chain(anyCase)
const secretHeader = fc.constantFrom(...SECRET_HEADERS).chain(anyCase)
const secretText = fc.string({ maxLength: 12 }).map((s) => `${MARK}${s}`)
/** what a secret field may hold: a string, a list, an object, with the mark inside */
const secretValue = fc.oneof(
  secretText,
  fc.array(secretText, { minLength: 1, maxLength: 3 }),
  secretText.map((s) => ({ deep: { s }, n: 1 })),
)
const isSecretName = (name: string) =>
  SECRET_FIELDS.some((f) => f.toLowerCase() === name.trim().toLowerCase())
const plainKey = fc.string({ maxLength: 10 }).filter((k) => clean(k) && !isSecretName(k))
const plainText = fc.string({ maxLength: 16 }).filter(clean)

/** any JSON, with secret fields planted at any depth */
const { json } = fc.letrec<{ json: unknown; object: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      plainText,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    ),
    fc.array(tie('json'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc
    .array(
      fc.oneof(
        fc.tuple(plainKey, tie('json')),
        fc.tuple(secretField, secretValue as fc.Arbitrary<unknown>),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => Object.fromEntries(pairs)),
}))
const body = fc.tuple(json, fc.constantFrom(undefined, 2, '\t')).map(([value, space]) => ({
  value,
  text: JSON.stringify(value, null, space),
}))

const pairs = (name: fc.Arbitrary<string>, value: fc.Arbitrary<string>) =>
  fc.array(fc.record({ name, value }), { maxLength: 4 })
const headers = fc
  .tuple(
    pairs(secretHeader, secretText),
    pairs(
      plainKey.filter((k) => !SECRET_HEADERS.includes(k.toLowerCase().trim())),
      plainText,
    ),
  )
  .chain(([secret, plain]) =>
    fc.shuffledSubarray([...secret, ...plain], { minLength: secret.length + plain.length }),
  )
const query = fc
  .tuple(pairs(secretField, secretText), pairs(plainKey, plainText))
  .map(([secret, plain]) => [...secret, ...plain])

function entryWith(parts: {
  request: string
  response: string
  requestHeaders: HarNameValue[]
  responseHeaders: HarNameValue[]
  query: HarNameValue[]
}): HarEntry {
  const url = new URL('http://portal.test/api/x')
  for (const p of parts.query) url.searchParams.append(p.name, p.value)
  return {
    startedDateTime: '2026-11-27T06:00:00.000Z',
    time: 3,
    request: {
      method: 'POST',
      url: url.href,
      httpVersion: '',
      cookies: [{ name: 'sid', value: `${MARK}cookie` }],
      headers: parts.requestHeaders,
      queryString: parts.query,
      postData: { mimeType: 'application/json', text: parts.request },
      headersSize: -1,
      bodySize: parts.request.length,
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: '',
      cookies: [],
      headers: parts.responseHeaders,
      content: { size: parts.response.length, mimeType: 'application/json', text: parts.response },
      redirectURL: '',
      headersSize: -1,
      bodySize: parts.response.length,
    },
    cache: {},
    timings: { send: 0, wait: 2, receive: 1 },
  }
}

/** the reference: the same JSON with every secret field's value replaced, read with a reviver */
const expected = (text: string) =>
  JSON.parse(text, (key, value: unknown) => (isSecretName(key) ? REDACTED : value)) as unknown

/** an entry with these bodies and no header or query, redacted */
const redactBodies = (request: string, response: string) =>
  redactHarEntry(
    entryWith({ request, response, requestHeaders: [], responseHeaders: [], query: [] }),
  )

describe('redactHarEntry (issue 50)', () => {
  it('leaves no secret anywhere, for any JSON shape, header or query (property)', () => {
    fc.assert(
      fc.property(body, body, headers, headers, query, (request, response, rh, sh, q) => {
        const out = redactHarEntry(
          entryWith({
            request: request.text,
            response: response.text,
            requestHeaders: rh,
            responseHeaders: sh,
            query: q,
          }),
        )
        expect(JSON.stringify(out).toUpperCase()).not.toContain(MARK)
        // what is not a secret is as it was
        expect(JSON.parse(out.request.postData!.text!)).toEqual(expected(request.text))
        expect(JSON.parse(out.response.content.text!)).toEqual(expected(response.text))
        expect(out.request.headers.map((h) => h.name)).toEqual(rh.map((h) => h.name))
        for (const [i, h] of sh.entries())
          if (clean(h.value)) expect(out.response.headers[i]).toEqual(h)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps a body with no secret byte for byte, and changes nothing already redacted (property)', () => {
    fc.assert(
      fc.property(body, (b) => {
        const once = redactHarEntry(
          entryWith({
            request: b.text,
            response: b.text,
            requestHeaders: [],
            responseHeaders: [],
            query: [],
          }),
        )
        if (!b.text.includes(MARK)) expect(once.request.postData!.text).toBe(b.text)
        expect(redactHarEntry(once)).toEqual(once)
      }),
    )
  })

  it('keeps a field named __proto__ as a field, beside a secret it redacts', () => {
    // found by the property above: an assignment to `out.__proto__` set a prototype instead
    const text = '{"__proto__":0,"":{"password":["S3CR3T"]}}'
    const out = redactBodies(text, text)
    expect(out.request.postData!.text).toBe(`{"__proto__":0,"":{"password":"${REDACTED}"}}`)
    expect(JSON.parse(out.response.content.text!)).toEqual(expected(text))
  })

  it('finds a secret field however its name is escaped in the JSON text', () => {
    const text = '{"data":{"tok\\u0065n":"S3CR3Tescaped","pass\\u0077ord":"S3CR3T2"}}'
    const out = redactBodies(text, text)
    expect(JSON.stringify(out)).not.toContain(MARK)
  })

  it('keeps no text that is not JSON and names a secret: a body cut half way', () => {
    const cut = '{"code":200,"data":{"userId":"fc0001","tok\\u0065n":"S3CR3Tcut'
    const page = '<html><body>Hello</body></html>'
    const out = redactBodies(cut, page)
    expect(out.request.postData!.text).toBe(REDACTED_BODY)
    expect(out.response.content.text).toBe(page)
  })
})
