import { PARTNER_SITE_ID } from '../src/features/partner/domain/partner'

/**
 * The mock's stand-in for the partner's encrypted sid (FIXTURES.md): base64url of the JSON
 * `{ name, siteId, userId, timestamp }` (timestamp in epoch ms). The real sid is encrypted by the
 * partner; the mock only needs one that decodes to the same fields and can be made on the spot
 * (`npm run mock:sid`, the QA helper `/__mock/partner-sid`).
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

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  try {
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** The sid of a payload. */
export const encodeSid = (payload: SidPayload): string =>
  toBase64Url(new TextEncoder().encode(JSON.stringify(payload)))

export type SidDecoding =
  | { ok: true; payload: SidPayload }
  | { ok: false; status: 400 | 401 | 402 | 403 | 404 | 500; message: string }

/**
 * What the partner's decrypt answers for a sid at `now` (S2 §8): 400 not base64url JSON; 500 JSON
 * without the four fields of their types (its data cannot be processed); 401 timestamp older than
 * {@link SID_MAX_AGE_MS} or ahead of the clock; 402 site not 1; 403 empty name; 404 userId not an
 * FC number. `maxAgeMs` is the age allowed (the sign-up allows more).
 */
export function decodeSid(sid: string, now: number, maxAgeMs = SID_MAX_AGE_MS): SidDecoding {
  const bytes = fromBase64Url(sid)
  let json: unknown
  try {
    if (!bytes) throw new Error('not base64url')
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return { ok: false, status: 400, message: '유효하지 않은 SID 값입니다.' }
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
