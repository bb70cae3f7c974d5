import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  decodeSid,
  encodeSid,
  newSidKey,
  SID_CLOCK_SKEW_MS,
  SID_MAX_AGE_MS,
  SID_SIGN_MAX_AGE_MS,
  INVALID_SID,
  SpentSids,
  type SidPayload,
} from './partner-sid'

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0)
const KEY = 'the-server-key'

const fcNumber = fc.stringMatching(/^\d{4,10}$/)
const name = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '')
const freshTimestamp = fc.integer({ min: NOW - SID_MAX_AGE_MS, max: NOW + SID_CLOCK_SKEW_MS })
const payload = fc.record<SidPayload>({
  name,
  siteId: fc.constant(1),
  userId: fcNumber,
  timestamp: freshTimestamp,
})
const toBase64Url = (text: string) =>
  Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
/** decodes what `encodeSid` made of `json` under the server's key */
const roundTrip = async (json: SidPayload | object, now = NOW, maxAge?: number) =>
  decodeSid(await encodeSid(json, KEY), KEY, now, maxAge)

describe('sid encoding (FIXTURES.md, decision 040: base64url JSON, a dot, its HMAC)', () => {
  it('decodes what it encodes with its key, Korean names included (property)', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        expect(await roundTrip(p)).toEqual({ ok: true, payload: p })
      }),
    )
    const korean = { name: '오렌지', siteId: 1, userId: '1000001', timestamp: NOW }
    expect(await roundTrip(korean)).toEqual({ ok: true, payload: korean })
  })

  it('encodes to base64url with one dot: no +, / or padding (property)', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        expect(await encodeSid(p, KEY)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
      }),
    )
  })

  it('answers 400 for a sid made with another key, or its data changed (property)', async () => {
    await fc.assert(
      fc.asyncProperty(payload, name, async (p, other) => {
        const forged = await encodeSid(p, newSidKey())
        expect(await decodeSid(forged, KEY, NOW)).toMatchObject({ ok: false, status: 400 })
        // the issued sid's MAC on other data (another name)
        const [, mac] = (await encodeSid(p, KEY)).split('.')
        const swapped = `${toBase64Url(JSON.stringify({ ...p, name: `${p.name}${other}` }))}.${mac}`
        expect(await decodeSid(swapped, KEY, NOW)).toMatchObject({ ok: false, status: 400 })
      }),
      { numRuns: 50 },
    )
  })

  it('answers 400 for a sid made by hand: the JSON alone, as the old stand-in took', async () => {
    const handMade = toBase64Url(
      JSON.stringify({ name: '오렌지', siteId: 1, userId: '1000011', timestamp: NOW }),
    )
    expect(await decodeSid(handMade, KEY, NOW)).toMatchObject({ ok: false, status: 400 })
    expect(await decodeSid(`${handMade}.`, KEY, NOW)).toMatchObject({ status: 400 })
  })

  it('answers 400 for anything that is not a sid (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (s) => {
        expect(await decodeSid(s, KEY, NOW)).toMatchObject({ ok: false, status: 400 })
      }),
    )
    for (const bad of ['', 'not a sid!', '%%%', 'abcde', 'a.b.c', btoa('not json')])
      expect(await decodeSid(bad, KEY, NOW)).toMatchObject({ ok: false, status: 400 })
  })

  it('answers 500 for an issued sid of JSON without the four fields of their types (property)', async () => {
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
    await fc.assert(
      fc.asyncProperty(broken, async (json) => {
        expect(await roundTrip(json as object)).toMatchObject({ ok: false, status: 500 })
      }),
    )
  })

  it('answers 401 for a timestamp older than 10 minutes or ahead of the clock (property)', async () => {
    const stale = fc.oneof(
      fc.integer({ min: 0, max: NOW - SID_MAX_AGE_MS - 1 }),
      fc.integer({ min: NOW + SID_CLOCK_SKEW_MS + 1, max: NOW + 10 * SID_MAX_AGE_MS }),
    )
    await fc.assert(
      fc.asyncProperty(payload, stale, async (p, timestamp) => {
        expect(await roundTrip({ ...p, timestamp })).toMatchObject({ ok: false, status: 401 })
      }),
    )
  })

  it('lets the sign-up take an older sid, up to an hour', async () => {
    const p = { name: '오렌지', siteId: 1, userId: '1000001', timestamp: NOW - 30 * 60_000 }
    expect(await roundTrip(p)).toMatchObject({ status: 401 })
    expect(await roundTrip(p, NOW, SID_SIGN_MAX_AGE_MS)).toMatchObject({ ok: true })
  })

  it('answers 402 for another site, 403 for a blank name, 404 for an id that is not an FC number (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        payload,
        fc.integer().filter((s) => s !== 1),
        fc.stringMatching(/^\s*$/),
        fc.string().filter((s) => !/^\d{4,10}$/.test(s)),
        async (p, siteId, blank, id) => {
          expect(await roundTrip({ ...p, siteId })).toMatchObject({ status: 402 })
          expect(await roundTrip({ ...p, name: blank })).toMatchObject({ status: 403 })
          expect(await roundTrip({ ...p, userId: id })).toMatchObject({ status: 404 })
        },
      ),
    )
  })
})

/**
 * The same bytes spelled otherwise: base64url's last character of a 32-byte MAC carries 4 bits
 * of data and 2 spare ones; setting a spare bit gives another character that decodes the same.
 */
function respelled(sid: string, spare: number): string {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const last = ALPHABET.indexOf(sid.at(-1)!)
  return sid.slice(0, -1) + ALPHABET[(last & ~0b11) | spare]!
}

describe('a sid has one spelling (issue 48)', () => {
  it('one whose spare bits are set is not the sid the server issued (400), for any payload', async () => {
    await fc.assert(
      fc.asyncProperty(payload, fc.integer({ min: 1, max: 3 }), async (p, spare) => {
        const sid = await encodeSid(p, KEY)
        // the server's own spelling leaves the spare bits at zero
        expect(respelled(sid, 0)).toBe(sid)
        expect(await decodeSid(sid, KEY, NOW)).toMatchObject({ ok: true })
        expect(await decodeSid(respelled(sid, spare), KEY, NOW)).toEqual(INVALID_SID)
      }),
      { numRuns: 40 },
    )
  })
})

describe('SpentSids', () => {
  it('a sid is claimed once: the first claim wins, any later one (in any spelling) loses', async () => {
    const spent = new SpentSids()
    const sid = await encodeSid({ name: 'a', siteId: 1, userId: '1000001', timestamp: NOW }, KEY)
    expect(spent.claim(sid, NOW)).toBe(true)
    expect(spent.claim(sid, NOW)).toBe(false)
    for (const spare of [1, 2, 3]) expect(spent.has(respelled(sid, spare))).toBe(true)
    // a refusal after the claim gives it back: the sid may be used for what it was made for
    spent.release(sid)
    expect(spent.has(sid)).toBe(false)
    expect(spent.claim(sid, NOW)).toBe(true)
  })

  it('is kept and read back as a list of signatures and times (the data file)', async () => {
    const spent = new SpentSids()
    const sid = await encodeSid({ name: 'a', siteId: 1, userId: '1000001', timestamp: NOW }, KEY)
    spent.claim(sid, NOW)
    const again = new SpentSids(spent.entries())
    expect(again.has(sid)).toBe(true)
    expect(again.entries()).toEqual(spent.entries())
    // nothing of the sid but its signature: not its payload (the FC's name and number)
    expect(JSON.stringify(spent.entries())).not.toContain(sid.split('.')[0])
  })

  it('holds a used sid until it is too old to be taken anyway, then forgets it', async () => {
    const spent = new SpentSids()
    const first = await encodeSid({ name: 'a', siteId: 1, userId: '1000001', timestamp: NOW }, KEY)
    const second = await encodeSid({ name: 'b', siteId: 1, userId: '1000002', timestamp: NOW }, KEY)
    const third = await encodeSid({ name: 'c', siteId: 1, userId: '1000003', timestamp: NOW }, KEY)
    spent.claim(first, NOW)
    expect(spent.has(first)).toBe(true)
    expect(spent.has(second)).toBe(false)
    // still held while a sign-in could take it; swept by a later spend once it could not
    spent.claim(second, NOW + SID_SIGN_MAX_AGE_MS)
    expect(spent.has(first)).toBe(true)
    spent.claim(third, NOW + SID_SIGN_MAX_AGE_MS + SID_CLOCK_SKEW_MS + 1)
    expect(spent.has(first)).toBe(false)
    expect(spent.has(third)).toBe(true)
  })
})
