import { readdirSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { cacheFiles, type CachedFile } from './static-cache'

/**
 * The built portal as the standalone server serves it: the files found under its folder at start
 * (source maps, precompressed copies and dotfiles left out: the copies are sent in place of their
 * file, the rest never), and the rules that map a request path onto them.
 */
export interface StaticSite {
  root: string
  /** request paths (`/assets/index-abc.js`) of the files that may be served */
  files: ReadonlySet<string>
  /** the files held in memory (all but very large ones), by request path */
  cache: ReadonlyMap<string, CachedFile>
  /**
   * the prerendered pages (`/v2/Login/index.html`) by their path in lower case: the portal's
   * routes take any letter case, and so does the page the server sends for one. A folder named
   * `[name]` (`/F/[linkCode]/index.html`) stands for any one segment (decision 082).
   */
  pages: ReadonlyMap<string, string>
}

/** a folder that stands for a path's parameter: `[linkCode]` */
const PARAMETER = /^\[\w+\]$/

/** the page of a path one of whose segments is a parameter's folder, if one matches */
function parameterPage(pages: ReadonlyMap<string, string>, path: string): string | undefined {
  const segments = path.toLowerCase().split('/')
  for (const [folder, file] of pages) {
    const pattern = folder.split('/')
    if (
      pattern.length === segments.length &&
      pattern.some((p) => PARAMETER.test(p)) &&
      pattern.every((p, i) => p === segments[i] || (PARAMETER.test(p) && segments[i] !== ''))
    )
      return file
  }
  return undefined
}

const NEVER_SERVED = /(\.map|\.gz|\.br)$/

function* walk(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(root, path)
    else if (entry.isFile() && !NEVER_SERVED.test(entry.name))
      yield `/${relative(root, path).split(sep).join('/')}`
  }
}

export function readStaticSite(dir: string): StaticSite {
  const root = resolve(dir)
  const files = new Set(walk(root, root))
  return { root, files, cache: cacheFiles(root, files), pages: pagesOf(files) }
}

/** the folders' `index.html` files (not the root's) by their folder's path in lower case */
export function pagesOf(files: Iterable<string>): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of files)
    if (file.endsWith('/index.html') && file !== '/index.html')
      pages.set(file.slice(0, -'/index.html'.length).toLowerCase(), file)
  return pages
}

/**
 * The request path a URL path names inside `root`, or null when it resolves outside it. The check
 * compares resolved paths, so `/../dist-other/x` (a sibling folder whose name starts like the
 * root's) is outside. `pathname` is percent-encoded as it came; a NUL or an undecodable escape is null.
 */
export function staticPathOf(root: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const full = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`)
  const rel = relative(root, full)
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null
  return `/${rel.split(sep).join('/')}`
}

/** What a static request gets: a file, the portal's page (a client route), or nothing. */
export type StaticAnswer = { kind: 'file'; path: string } | { kind: 'page' } | { kind: 'missing' }

export function staticAnswer(site: StaticSite, pathname: string): StaticAnswer {
  const path = staticPathOf(site.root, pathname)
  if (path === null) return { kind: 'missing' }
  if (site.files.has(path)) return { kind: 'file', path }
  // a prerendered page (the sign-in pages, issue 8; the signed-in pages' frames, decision 052; the
  // link pages', decision 082) is the folder's index.html, in whatever letter case the path is asked for
  const prerendered = site.pages.get(path.toLowerCase())
  if (prerendered) return { kind: 'file', path: prerendered }
  // a file name (an extension) or anything under /assets/ that is not there stays missing: the
  // page in its place would be cached or run as the wrong type
  const last = path.slice(path.lastIndexOf('/') + 1)
  if (last.includes('.') || path.startsWith('/assets/')) return { kind: 'missing' }
  // a link page's frame, whose path has a parameter (`/F/LINK0001`, decision 082)
  const framed = parameterPage(site.pages, path)
  if (framed) return { kind: 'file', path: framed }
  return site.files.has('/index.html') ? { kind: 'page' } : { kind: 'missing' }
}

/** Vite's content-hashed names (`index-CgqoouI-.js`) never change content: cached for a year. */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

export function cacheControlOf(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
}
