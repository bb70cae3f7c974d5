import { parseTarget } from './request-url'

/**
 * What the request log shows of a request target: its path and query as the server reads them
 * (`parseTarget`: origin or absolute form, `//` an empty segment, never a host), decoded, with every
 * secret a URL of this project can carry replaced by `[redacted]`. One rule for every form a
 * client may write: escapes are decoded (repeatedly: `%2570` is `p` to whoever reads the log) before
 * names are compared, repeated slashes and `%2F` separate segments like `/`, and path segments and
 * query keys are compared without case. The target as it came is never logged; one that does not
 * parse is `[unparsed]`. Headers (the auth token, the QA token) are never logged at all.
 *
 * Secrets, and why:
 * - a temporary PDF id (`GET /api/print/temp/{tempPdf}`, `?tempPdf=` of the print view and of the
 *   coupon download `/api/partner/print/pdf`): open without a session, whoever has it downloads a
 *   customer's report for 10 minutes;
 * - a voucher's QR code (`/voucher/qr/{code}`): whoever has the link takes the voucher;
 * - a merchant uid (`merchant_uid=` of `/pg/checkout`, `/pg/complete` and the mobile payment
 *   callback, `GET /api/payment/orders/{merchantUid}`): the offline provider completes the
 *   checkout of whoever knows it, without a session (decision 039);
 * - a partner sid (`/ol/Callback?sid=`): signs its FC in (decision 040);
 * - a coupon code (`/li/Coupon?code=`, `/li/Download?code=`): with a birthday, the holder's report;
 *   a customer channel link (`clink`), and the demo deep-link page's `link`, a deep link whose query
 *   carries a clink or a coupon code;
 * - tokens and passwords (`token`, `refreshToken`, `x-auth-token`, `password`): the portal never
 *   puts them in a URL, and a client that does must not get them into the log.
 * Not secrets: an FC's link code (`/F/{linkCode}`, `/api/partner/fc-link/{linkCode}`: the FC hands
 * it out; the check shows what the link page shows), the provider's `imp_uid` (a running number
 * that opens nothing), ids of users, employees, checkups and products (each call that takes one
 * needs a session allowed to see it), `m_redirect_url` (the portal's own callback address).
 */
export const REDACTED = '[redacted]'
/** what the log shows of a target that is no path and no absolute URL */
export const UNPARSED = '[unparsed]'

/** Path segments (lower case) after which the rest of a path is a secret, wherever they stand. */
const SECRET_PATHS: readonly (readonly string[])[] = [
  ['print', 'temp'],
  ['voucher', 'qr'],
  ['payment', 'orders'],
]

/** Query keys (lower case) whose value is a secret. */
export const SECRET_PARAM_NAMES: readonly string[] = [
  'temppdf',
  'merchant_uid',
  'sid',
  'code',
  'clink',
  'link',
  'token',
  'refreshtoken',
  'x-auth-token',
  'password',
]
const SECRET_PARAMS = new Set(SECRET_PARAM_NAMES)

/** How many times escapes are decoded at most (`%25` nested deeper than this stays as it is). */
const DECODE_ROUNDS = 8

/** Decodes every escape that decodes; a broken one (`%zz`, a stray UTF-8 byte) stays as it came. */
function decodeOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      )
    }
  })
}

function decodeFully(text: string): string {
  let decoded = text
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = decodeOnce(decoded)
    if (next === decoded) break
    decoded = next
  }
  return decoded
}

/** The path's segments, decoded; `/`, `\` (also escaped) and runs of them separate; `.` is none. */
function segmentsOf(pathname: string): string[] {
  return decodeFully(pathname)
    .split(/[/\\]+/)
    .filter((s) => s !== '' && s !== '.')
}

function redactPath(pathname: string): string {
  const segments = segmentsOf(pathname)
  const lower = segments.map((s) => s.toLowerCase())
  let end = segments.length
  for (const rule of SECRET_PATHS)
    for (let i = 0; i + rule.length < end; i++)
      if (rule.every((name, k) => lower[i + k] === name)) {
        end = i + rule.length
        break
      }
  const kept = segments.slice(0, end)
  if (end < segments.length) kept.push(REDACTED)
  const trailing = end === segments.length && segments.length > 0 && /[/\\]$/.test(pathname)
  return `/${kept.join('/')}${trailing ? '/' : ''}`
}

function redactQuery(search: string): string {
  const pairs: string[] = []
  // the keys and values the server reads (URLSearchParams: `+` is a space), then decoded on
  for (const [name, value] of new URLSearchParams(search)) {
    const key = decodeFully(name)
    pairs.push(
      SECRET_PARAMS.has(key.trim().toLowerCase())
        ? `${key}=${REDACTED}`
        : `${key}=${decodeFully(value)}`,
    )
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

/** The log's form of a request target (`request.url` as it came). */
export function redactUrl(target: string): string {
  const url = parseTarget(target)
  if (!url) return UNPARSED
  return `${redactPath(url.pathname)}${redactQuery(url.search)}`
}
