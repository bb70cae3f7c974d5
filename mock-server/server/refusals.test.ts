import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bodyTypeRefusal, hostRefusal } from './refusals'

const at = (host: string) => new URL(`http://${host}/api/auth/me`)
// a label of two letters and '--' is reserved (xn-- is punycode, which the URL parser
// decodes and refuses when malformed): no browser sends one that is not a valid IDN
const label = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/)
  .filter((l) => l.slice(2, 4) !== '--')
const name = fc
  .array(label, { minLength: 2, maxLength: 4 })
  .map((parts) => parts.join('.'))
  .filter((n) => !n.endsWith('.localhost') && n !== 'localhost')
const port = fc.integer({ min: 1, max: 65535 })

describe('hostRefusal (issue 48: a name rebound to this machine)', () => {
  it('answers localhost, *.localhost and any IP address, with or without a port', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV6(), label, port, (v4, v6, sub, p) => {
        for (const host of [
          v4,
          `${v4}:${p}`,
          `[${v6}]`,
          `[${v6}]:${p}`,
          'localhost',
          `${sub}.localhost:${p}`,
        ])
          expect(hostRefusal(at(host), [])).toBeNull()
      }),
    )
  })

  it('refuses any other name with 421, unless it was given (in any letter case)', () => {
    fc.assert(
      fc.property(name, port, (host, p) => {
        expect(hostRefusal(at(`${host}:${p}`), [])).toMatchObject({ status: 421 })
        expect(hostRefusal(at(`${host}:${p}`), ['other.example'])).toMatchObject({ status: 421 })
        expect(hostRefusal(at(`${host.toUpperCase()}:${p}`), [host])).toBeNull()
        expect(hostRefusal(at(host), [`${host.toUpperCase()}.`])).toBeNull()
      }),
    )
  })
})

describe('bodyTypeRefusal (issue 48: what a cross-site form can send)', () => {
  const method = fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE')
  const length = fc.integer({ min: 1, max: 1_000_000 }).map(String)
  const otherType = fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch',
      'text/json',
    )
    .chain((t) => fc.constantFrom(t, t.toUpperCase()))

  it('reads a body sent as JSON, whatever its case and parameters', () => {
    fc.assert(
      fc.property(
        method,
        length,
        fc.constantFrom('', '; charset=utf-8', ';charset=UTF-8'),
        (m, n, rest) => {
          for (const type of ['application/json', 'Application/JSON'])
            expect(
              bodyTypeRefusal({
                method: m,
                headers: { 'content-type': type + rest, 'content-length': n },
              }),
            ).toBeNull()
        },
      ),
    )
  })

  it('refuses any other body with 415, and one without a type; a call without a body passes', () => {
    fc.assert(
      fc.property(method, length, otherType, (m, n, type) => {
        expect(
          bodyTypeRefusal({ method: m, headers: { 'content-type': type, 'content-length': n } }),
        ).toMatchObject({ status: 415 })
        expect(bodyTypeRefusal({ method: m, headers: { 'content-length': n } })).toMatchObject({
          status: 415,
        })
        expect(
          bodyTypeRefusal({
            method: m,
            headers: { 'transfer-encoding': 'chunked', 'content-type': type },
          }),
        ).toMatchObject({ status: 415 })
        expect(bodyTypeRefusal({ method: m, headers: { 'content-type': type } })).toBeNull()
        expect(
          bodyTypeRefusal({
            method: 'GET',
            headers: { 'content-type': type, 'content-length': n },
          }),
        ).toBeNull()
      }),
    )
  })
})
