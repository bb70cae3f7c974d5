import { PARTNER_SITE_ID } from '../src/features/partner/domain/partner'

/**
 * The mock's stand-in for the partner's encrypted sid (FIXTURES.md, decision 040): base64url of the
 * JSON `{ name, siteId, userId, timestamp }` (timestamp in epoch ms), a dot, and base64url of its
 * HMAC-SHA256 under a key the server holds (`MOCK_SID_KEY`, else one made at start). The real
 * backend decrypts only a sid it can read; the stand-in reads only a sid made with its key
 * (`npm run mock:sid` with the key, the QA helper `/__mock/partner-sid`): anything else, a sid
 * made by hand included, is an invalid SID value (400).
 */
export interface SidPayload {
  name: string
  siteId: number
  /** the FC number */
  userId: string
  /** epoch ms */
  timestamp: number
}

/** A sid is good for 10 minutes (FIXTURES.md), and at most a minute ahead of the clock. */
export const SID_MAX_AGE_MS = 10 * 60_000
export const SID_CLOCK_SKEW_MS = 60_000
/** The external sign-up and sign-in take a sid up to an hour old (decision 021). */
export const SID_SIGN_MAX_AGE_MS = 60 * 60_000
/** An FC number: 4 to 10 digits (the portal id is 'OL' plus it). */
export const FC_NUMBER = /^\d{4,10}$/

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  try {
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

const encoder = new TextEncoder()

const hmacKey = (key: string) =>
  crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])

/** A new key for sids: 32 random bytes, base64url. */
export const newSidKey = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(32)))

/**
 * The sid of a payload under `key`. The payload is any JSON, so QA can make a sid the server
 * issued whose data it cannot process (500).
 */
export async function encodeSid(payload: SidPayload | object, key: string): Promise<string> {
  const data = toBase64Url(encoder.encode(JSON.stringify(payload)))
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(key), encoder.encode(data))
  return `${data}.${toBase64Url(new Uint8Array(mac))}`
}

/** S2 §8 400: what a value the server did not issue, or one already used, is answered. */
export const INVALID_SID = {
  ok: false,
  status: 400,
  message: '유효하지 않은 SID 값입니다.',
} as const

export type SidDecoding =
  | { ok: true; payload: SidPayload }
  | { ok: false; status: 400 | 401 | 402 | 403 | 404 | 500; message: string }

/**
 * What the partner's decrypt answers for a sid at `now` (S2 §8): 400 not made with `key` or not
 * base64url JSON; 500 JSON
 * without the four fields of their types (its data cannot be processed); 401 timestamp older than
 * {@link SID_MAX_AGE_MS} or ahead of the clock; 402 site not 1; 403 empty name; 404 userId not an
 * FC number. `maxAgeMs` is the age allowed (the sign-up allows more).
 */
export async function decodeSid(
  sid: string,
  key: string,
  now: number,
  maxAgeMs = SID_MAX_AGE_MS,
): Promise<SidDecoding> {
  const [data = '', mac = '', ...rest] = sid.split('.')
  const bytes = fromBase64Url(data)
  const macBytes = fromBase64Url(mac)
  let json: unknown
  try {
    if (!bytes || !macBytes || rest.length) throw new Error('not a sid')
    const issued = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(key),
      macBytes,
      encoder.encode(data),
    )
    if (!issued) throw new Error('not issued with this key')
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return INVALID_SID
  }
  const p = json as Partial<Record<keyof SidPayload, unknown>> | null
  if (
    typeof p !== 'object' ||
    p === null ||
    Array.isArray(p) ||
    typeof p.name !== 'string' ||
    typeof p.siteId !== 'number' ||
    typeof p.userId !== 'string' ||
    typeof p.timestamp !== 'number' ||
    !Number.isFinite(p.timestamp)
  )
    return { ok: false, status: 500, message: '데이터 처리 중 오류가 발생했습니다.' }
  if (p.timestamp < now - maxAgeMs || p.timestamp > now + SID_CLOCK_SKEW_MS)
    return { ok: false, status: 401, message: 'timestamp 파라미터가 잘못되었습니다.' }
  if (p.siteId !== PARTNER_SITE_ID)
    return { ok: false, status: 402, message: 'site 파라미터가 잘못되었습니다.' }
  if (p.name.trim() === '')
    return { ok: false, status: 403, message: 'name 파라미터가 잘못되었습니다.' }
  if (!FC_NUMBER.test(p.userId))
    return { ok: false, status: 404, message: 'id 파라미터가 잘못되었습니다.' }
  return {
    ok: true,
    payload: { name: p.name, siteId: p.siteId, userId: p.userId, timestamp: p.timestamp },
  }
}

/**
 * Sids already used to sign in or sign up (decision 040): each opens one session. Kept by the
 * sid's MAC until it is too old to be taken anyway ({@link SID_SIGN_MAX_AGE_MS}), so the set holds
 * at most an hour of sign-ins. In memory, as the sessions are: a restart forgets both.
 */
export class SpentSids {
  private readonly spentAt = new Map<string, number>()

  has(sid: string): boolean {
    return this.spentAt.has(macOf(sid))
  }

  /** Marks `sid` used at `now` (epoch ms), and forgets those too old to matter. */
  spend(sid: string, now: number): void {
    for (const [mac, at] of this.spentAt) {
      // a Map keeps insertion order: the first young one ends the sweep
      if (at > now - SID_SIGN_MAX_AGE_MS - SID_CLOCK_SKEW_MS) break
      this.spentAt.delete(mac)
    }
    this.spentAt.set(macOf(sid), now)
  }
}

const macOf = (sid: string) => sid.slice(sid.indexOf('.') + 1)
