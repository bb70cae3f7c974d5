/**
 * The address a request came from, for the per-address password throttle (decision 041). msw's
 * handlers see a `Request` only: the standalone server registers the address of the socket the
 * request came on here (`rememberClientAddress`), beside the `Request` it hands to msw. No header
 * carries it, so no client can name an address of its choice (X-Forwarded-For and the like are
 * never read). Without a registered address (the browser's mock in its tab, msw in node tests)
 * every request counts as the one address {@link LOCAL_ADDRESS}.
 */
const addresses = new WeakMap<Request, string>()

/** The address of every request the server did not register (the browser's tab, node tests). */
export const LOCAL_ADDRESS = 'local'

/** The standalone server: `request` came on a socket from `socketAddress`. */
export function rememberClientAddress(request: Request, socketAddress: string | undefined): void {
  addresses.set(request, addressKey(socketAddress ?? LOCAL_ADDRESS))
}

/** Whom `request` is counted for: its address's key, or {@link LOCAL_ADDRESS}. */
export const clientAddressOf = (request: Request): string => addresses.get(request) ?? LOCAL_ADDRESS

/**
 * The key an address is counted under: an IPv4 address as it is (also when written as IPv4 in
 * IPv6, `::ffff:10.0.0.1`); an IPv6 address by its first 64 bits, the network one host or
 * household is given (counted per address, each of its 2^64 addresses would start afresh).
 */
export function addressKey(address: string): string {
  const bare = address.split('%')[0]!.toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)
  if (mapped) return mapped[1]!
  if (!bare.includes(':')) return bare
  const [head = '', tail] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // an IPv4 tail (`64:ff9b::1.2.3.4`) stands for two groups
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0)
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right]
  const prefix = groups.slice(0, 4).map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')))
  return `${prefix.join(':')}::/64`
}
