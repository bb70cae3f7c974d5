import { timingSafeEqual } from 'node:crypto'

/**
 * What the standalone server refuses before a byte of a request is acted on (issue 48, and the
 * QA helpers' guard of issue 29): a Host it does not answer to, a body that is not JSON, a call
 * to a QA helper from another origin or without its token.
 */

/**
 * Why a request's Host is refused, or null (issue 48): a page on another name that resolves to
 * this machine (DNS rebinding) could sign in with the published demo passwords and act for the
 * account. The server answers `localhost` (and `*.localhost`, which resolves nowhere else), any
 * IP address (which no name can be rebound to: a phone on the LAN reaches it so), and the names
 * it was given; anything else 421, before a byte of the request is acted on.
 */
export function hostRefusal(
  host: URL,
  allowedHosts: readonly string[],
): { status: 421; message: string } | null {
  const name = host.hostname.toLowerCase().replace(/\.$/, '')
  const ip = /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[')
  if (name === 'localhost' || name.endsWith('.localhost') || ip) return null
  if (allowedHosts.some((allowed) => allowed.toLowerCase().replace(/\.$/, '') === name)) return null
  return {
    status: 421,
    message: `이 서버는 ${name} 이름으로 부를 수 없습니다. (MOCK_ALLOWED_HOSTS에 더할 수 있습니다)`,
  }
}

/**
 * Why a call to the API that sends a body is refused, or null (issue 48): its body is JSON or it
 * is not read (415). A form or `text/plain` is what a page of another site can send without
 * asking first (a cross-site form signing a browser in as another account); a call without a
 * body sends no data to forge, and a signed-in call carries its token in a header no other site
 * can set.
 */
export function bodyTypeRefusal(request: {
  method: string
  headers: Record<string, string | string[] | undefined>
}): { status: 415; message: string } | null {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return null
  const length = request.headers['content-length']
  const hasBody =
    request.headers['transfer-encoding'] !== undefined ||
    (length !== undefined && Number(Array.isArray(length) ? length[0] : length) > 0)
  if (!hasBody) return null
  const header = request.headers['content-type']
  const type = (Array.isArray(header) ? header[0] : header)?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
    ? null
    : { status: 415, message: '요청 본문은 JSON입니다. (content-type: application/json)' }
}

/** The header a QA helper's caller sends its token in. */
export const QA_TOKEN_HEADER = 'x-qa-token'

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Why a call to a QA helper is refused, or null (issue 29): a page of another origin (its Origin
 * header, when sent, is neither this server's nor an allowed dev origin) 403; no or a wrong token
 * 401; a body that is not JSON 415 (a form or `text/plain` is what another page can send without
 * asking first). A refused call changes nothing.
 */
export function qaRefusal(
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  token: string,
  allowedOrigins: readonly string[],
): { status: number; message: string } | null {
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const origin = header('origin')
  if (origin !== undefined) {
    let host: string | null = null
    try {
      host = new URL(origin).host
    } catch {
      // 'null' (a sandboxed page) or garbage: not this server
    }
    if (host !== header('host') && !allowedOrigins.includes(origin))
      return { status: 403, message: 'QA 도우미는 다른 사이트에서 부를 수 없습니다.' }
  }
  const sent = header(QA_TOKEN_HEADER)
  if (sent === undefined || !sameText(sent, token))
    return {
      status: 401,
      message: `QA 토큰이 필요합니다. (${QA_TOKEN_HEADER} 헤더: 서버가 시작할 때 출력합니다)`,
    }
  const type = header('content-type')?.split(';')[0]?.trim().toLowerCase()
  // DELETE carries no body, and no page of another origin sends one without asking first
  if (!['GET', 'HEAD', 'DELETE'].includes(request.method) && type !== 'application/json')
    return {
      status: 415,
      message: 'QA 도우미의 본문은 JSON입니다. (content-type: application/json)',
    }
  return null
}
