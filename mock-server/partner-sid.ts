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

/**
 * The bytes of a base64url text in its one canonical spelling, else null: the last character's
 * spare bits must be zero (issue 48: one sid spelled four ways signed in four times). `anySpelling`
 * reads the bytes whatever the spare bits say (the key of a used sid).
 */
const fromBase64Url = (text: string, anySpelling = false): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
  return anySpelling || toBase64Url(bytes) === text ? bytes : null
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
  const p = json
  if (
    typeof p !== 'object' ||
    p === null ||
    Array.isArray(p) ||
    !('name' in p) ||
    typeof p.name !== 'string' ||
    !('siteId' in p) ||
    typeof p.siteId !== 'number' ||
    !('userId' in p) ||
    typeof p.userId !== 'string' ||
    !('timestamp' in p) ||
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
 * sid's signature as decoded (one key for every spelling of it) until it is too old to be taken
 * anyway ({@link SID_SIGN_MAX_AGE_MS}), so the set holds at most an hour of sign-ins. A sign-in
 * claims its sid at once, before any slow work (a password hash), so of twenty at once one wins;
 * a refusal after the claim releases it. The data file keeps the list (`entries`), so a restart
 * does not take a used sid again.
 */
export class SpentSids {
  private readonly spentAt: Map<string, number>

  private readonly listeners: (() => void)[] = []

  constructor(entries: readonly (readonly [signature: string, at: number])[] = []) {
    this.spentAt = new Map(entries)
  }

  /** Calls `listener` after every change (the data file writes the list again). */
  listen(listener: () => void): void {
    this.listeners.push(listener)
  }

  /** Replaces the list with one read back (a data file, a dump). */
  restore(entries: readonly (readonly [signature: string, at: number])[]): void {
    this.spentAt.clear()
    for (const [signature, at] of entries) this.spentAt.set(signature, at)
  }

  has(sid: string): boolean {
    const signature = signatureOf(sid)
    return signature !== null && this.spentAt.has(signature)
  }

  /**
   * Marks `sid` used at `now` (epoch ms) unless it already is: true for the one claim that wins.
   * Those too old to matter are forgotten on the way.
   */
  claim(sid: string, now: number): boolean {
    const signature = signatureOf(sid)
    if (signature === null || this.spentAt.has(signature)) return false
    for (const [known, at] of this.spentAt) {
      // a Map keeps insertion order: the first young one ends the sweep
      if (at > now - SID_SIGN_MAX_AGE_MS - SID_CLOCK_SKEW_MS) break
      this.spentAt.delete(known)
    }
    this.spentAt.set(signature, now)
    for (const listener of this.listeners) listener()
    return true
  }

  /** Gives a claim back: the work it was claimed for was refused for another reason. */
  release(sid: string): void {
    const signature = signatureOf(sid)
    if (signature !== null && this.spentAt.delete(signature))
      for (const listener of this.listeners) listener()
  }

  /** Every used sid's signature and when it was used, oldest first: what the data file keeps. */
  entries(): [signature: string, at: number][] {
    return [...this.spentAt]
  }
}

/** The decoded signature of a sid, as hex, however it is spelled; null for one that is no base64url. */
function signatureOf(sid: string): string | null {
  const bytes = fromBase64Url(sid.slice(sid.indexOf('.') + 1), true)
  return bytes ? Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') : null
}
