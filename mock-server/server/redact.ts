/**
 * What a request log may show of a URL. A temporary PDF's id and a voucher QR code are bearer
 * secrets (whoever has the link downloads the report or takes the voucher), and tokens never
 * belong in a URL: each is replaced by `[redacted]`. Headers (the auth token) are never logged.
 */
export const REDACTED = '[redacted]'

const SECRET_SEGMENTS = [/^(\/api\/print\/temp\/)[^/?#]*/, /^(\/voucher\/qr\/)[^/?#]*/]
const SECRET_PARAMS = new Set(['temppdf', 'token', 'refreshtoken', 'x-auth-token', 'code'])

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  let path = queryAt < 0 ? url : url.slice(0, queryAt)
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1)
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`)
  if (!query) return path
  const params = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq < 0 ? pair : pair.slice(0, eq)
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // an undecodable name is kept as it came
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${path}?${params}`
}
