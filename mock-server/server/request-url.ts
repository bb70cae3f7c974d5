/**
 * The origin and URL of a request as the standalone server rebuilds them for msw. A Host header
 * or a request target that does not make a URL is the client's error (400), never a crash.
 */

const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])$/i

/** `host[:port]` as a Host header may carry it: a DNS name, IPv4 or bracketed IPv6, port 1-65535. */
export function isValidHost(host: string): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host)
  if (!match) return false
  const [, name = '', port] = match
  if (!HOST_NAME.test(name)) return false
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false
  try {
    return new URL(`http://${host}`).host.length > 0
  } catch {
    return false
  }
}

/** The origin a target's path and query are parsed on when no origin is known yet. */
const PLACEHOLDER_ORIGIN = 'http://target.invalid'

/**
 * The path and query of a request target as the server reads it (RFC 9112 §3.2), on a placeholder
 * origin: the origin form `/path?query` is path and query only, so `//api/x` is the path `//api/x`
 * (an empty first segment, never a host `api`); the absolute form `http://host/path?query` gives
 * its path and query. Dot segments are resolved and `\` is `/`, as a URL does. Null for the
 * asterisk and authority forms and for what makes no URL.
 */
export function parseTarget(target: string): URL | null {
  try {
    if (target.startsWith('/')) return new URL(`${PLACEHOLDER_ORIGIN}${target}`)
    if (!/^https?:\/\//i.test(target)) return null
    const absolute = new URL(target)
    return new URL(`${PLACEHOLDER_ORIGIN}${absolute.pathname}${absolute.search}`)
  } catch {
    return null
  }
}

/**
 * The absolute URL of a request: its target's path and query (`parseTarget`) on the origin of its
 * Host header, or on `fallbackOrigin` when there is no Host (HTTP/1.0). Null when the Host or the
 * target is invalid.
 */
export function requestUrl(
  target: string,
  host: string | undefined,
  fallbackOrigin: string,
): URL | null {
  if (host !== undefined && !isValidHost(host)) return null
  const parsed = parseTarget(target)
  if (!parsed) return null
  try {
    const url = new URL(host ? `http://${host}` : fallbackOrigin)
    url.pathname = parsed.pathname
    url.search = parsed.search
    return url
  } catch {
    return null
  }
}
