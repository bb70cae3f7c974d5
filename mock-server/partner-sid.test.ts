import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  decodeSid,
  encodeSid,
  SID_CLOCK_SKEW_MS,
  SID_MAX_AGE_MS,
  SID_SIGN_MAX_AGE_MS,
  type SidPayload,
} from './partner-sid'

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0)

const fcNumber = fc.stringMatching(/^\d{4,10}$/)
const name = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '')
const freshTimestamp = fc.integer({ min: NOW - SID_MAX_AGE_MS, max: NOW + SID_CLOCK_SKEW_MS })
const payload = fc.record<SidPayload>({
  name,
  siteId: fc.constant(1),
  userId: fcNumber,
  timestamp: freshTimestamp,
})

describe('sid encoding (FIXTURES.md: base64url JSON of name, siteId, userId, timestamp)', () => {
  it('decodes what it encodes, Korean names included (property)', () => {
    fc.assert(
      fc.property(payload, (p) => {
        expect(decodeSid(encodeSid(p), NOW)).toEqual({ ok: true, payload: p })
      }),
    )
    const korean = { name: '오렌지', siteId: 1, userId: '1000001', timestamp: NOW }
    expect(decodeSid(encodeSid(korean), NOW)).toEqual({ ok: true, payload: korean })
  })

  it('encodes to base64url only: no +, / or padding (property)', () => {
    fc.assert(
      fc.property(payload, (p) => {
        expect(encodeSid(p)).toMatch(/^[A-Za-z0-9_-]+$/)
      }),
    )
  })

  it('answers 400 for anything that is not base64url JSON (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = decodeSid(s, NOW)
        // a random string is a sid only by chance; then its data decides, never a crash
        if (result.ok) return
        expect([400, 401, 402, 403, 404, 500]).toContain(result.status)
      }),
    )
    for (const bad of ['', 'not a sid!', '%%%', 'abcde', btoa('not json')])
      expect(decodeSid(bad, NOW)).toMatchObject({ ok: false, status: 400 })
  })

  it('answers 500 for JSON without the four fields of their types (property)', () => {
    const broken = fc.oneof(
      fc.constant(null),
      fc.constant([]),
      fc.integer(),
      fc.record({
        name: fc.integer(),
        siteId: fc.constant(1),
        userId: fcNumber,
        timestamp: freshTimestamp,
      }),
      fc.record({ name, siteId: fc.string(), userId: fcNumber, timestamp: freshTimestamp }),
      fc.record({ name, siteId: fc.constant(1), userId: fc.integer(), timestamp: freshTimestamp }),
      fc.record({ name, siteId: fc.constant(1), userId: fcNumber }),
    )
    fc.assert(
      fc.property(broken, (json) => {
        const sid = btoa(JSON.stringify(json))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
        expect(decodeSid(sid, NOW)).toMatchObject({ ok: false, status: 500 })
      }),
    )
  })

  it('answers 401 for a timestamp older than 10 minutes or ahead of the clock (property)', () => {
    const stale = fc.oneof(
      fc.integer({ min: 0, max: NOW - SID_MAX_AGE_MS - 1 }),
      fc.integer({ min: NOW + SID_CLOCK_SKEW_MS + 1, max: NOW + 10 * SID_MAX_AGE_MS }),
    )
    fc.assert(
      fc.property(payload, stale, (p, timestamp) => {
        expect(decodeSid(encodeSid({ ...p, timestamp }), NOW)).toMatchObject({
          ok: false,
          status: 401,
        })
      }),
    )
  })

  it('lets the sign-up take an older sid, up to an hour', () => {
    const p = { name: '오렌지', siteId: 1, userId: '1000001', timestamp: NOW - 30 * 60_000 }
    expect(decodeSid(encodeSid(p), NOW)).toMatchObject({ status: 401 })
    expect(decodeSid(encodeSid(p), NOW, SID_SIGN_MAX_AGE_MS)).toMatchObject({ ok: true })
  })

  it('answers 402 for another site, 403 for a blank name, 404 for an id that is not an FC number (property)', () => {
    fc.assert(
      fc.property(
        payload,
        fc.integer().filter((s) => s !== 1),
        fc.stringMatching(/^\s*$/),
        fc.string().filter((s) => !/^\d{4,10}$/.test(s)),
        (p, siteId, blank, id) => {
          expect(decodeSid(encodeSid({ ...p, siteId }), NOW)).toMatchObject({ status: 402 })
          expect(decodeSid(encodeSid({ ...p, name: blank }), NOW)).toMatchObject({ status: 403 })
          expect(decodeSid(encodeSid({ ...p, userId: id }), NOW)).toMatchObject({ status: 404 })
        },
      ),
    )
  })
})
