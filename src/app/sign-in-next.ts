/**
 * What a sign-in page warms while the user types (decision 051): the build lists, in the page, the
 * files a sign-in needs and leads to (the session's contract, the chrome every signed-in page is
 * drawn in: `scripts/sign-in-next.ts`); the page fetches them into the browser's cache without
 * running them, so its main thread stays free and the sign-in finds them there.
 */

/** the id of the page's `<script type="application/json">` that lists them */
export const SIGN_IN_NEXT_ID = 'sign-in-next'

/** the listed files: same-origin paths only; none when the page has no list (a dev server) */
export function readSignInNext(doc: Document): string[] {
  const text = doc.getElementById(SIGN_IN_NEXT_ID)?.textContent
  if (!text) return []
  let list: unknown
  try {
    list = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  return list.filter((url): url is string => typeof url === 'string' && isOwnPath(url))
}

const BASE = 'https://portal.invalid'

/**
 * a path of this origin, as a browser reads it: `//host`, `/\host` and a path with a tab or a line
 * break inside `//` lead elsewhere, so only a path that resolves on this origin is one
 */
function isOwnPath(url: string): boolean {
  if (!url.startsWith('/')) return false
  try {
    return new URL(url, BASE).origin === BASE
  } catch {
    return false
  }
}

/** fetches a file into the cache, at the browser's lowest priority, without running it */
export function prefetchFile(doc: Document, url: string): void {
  const links = doc.head.querySelectorAll('link[rel="prefetch"]')
  if ([...links].some((link) => link.getAttribute('href') === url)) return
  const link = doc.createElement('link')
  link.rel = 'prefetch'
  link.as = 'script'
  link.href = url
  doc.head.append(link)
}
