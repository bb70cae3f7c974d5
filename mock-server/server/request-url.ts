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

/**
 * The absolute URL of a request: its target (origin form `/path?q`, or absolute form
 * `http://host/path`, whose path and query are kept) on the origin of its Host header, or on
 * `fallbackOrigin` when there is no Host (HTTP/1.0). Null when the Host or the target is invalid.
 */
export function requestUrl(
  target: string,
  host: string | undefined,
  fallbackOrigin: string,
): URL | null {
  if (host !== undefined && !isValidHost(host)) return null
  const origin = host ? `http://${host}` : fallbackOrigin
  try {
    const parsed = new URL(target, origin)
    if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return null
    return new URL(`${parsed.pathname}${parsed.search}`, origin)
  } catch {
    return null
  }
}
