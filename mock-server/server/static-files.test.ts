import fc from 'fast-check'
import { resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  cacheControlOf,
  pagesOf,
  staticAnswer,
  staticPathOf,
  type StaticSite,
} from './static-files'

const ROOT = resolve('/srv/portal')

describe('staticPathOf', () => {
  it('maps a path inside the folder to its request path', () => {
    expect(staticPathOf(ROOT, '/assets/index-abc.js')).toBe('/assets/index-abc.js')
    expect(staticPathOf(ROOT, '/a/./b/../c.txt')).toBe('/a/c.txt')
    expect(staticPathOf(ROOT, '/%ED%95%9C.txt')).toBe('/한.txt')
  })

  it('refuses a sibling folder whose name starts like the root, and any way up', () => {
    for (const path of [
      '/../portal-secret/x.txt',
      '/%2e%2e/portal-secret/x.txt',
      '/..%2fportal-secret',
      '/a/../../x',
      '/..',
      '/%E0%A4%A',
      '/a%00.txt',
      '/..%5cx',
    ])
      expect(staticPathOf(ROOT, path), path).toBeNull()
  })

  it('whatever the path, an answer resolves inside the folder (property)', () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E.', '..%2f', 'portal-secret', '%00', '%', 'a'),
      fc.string({ maxLength: 6 }),
    )
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const result = staticPathOf(ROOT, `/${segments.join('/')}`)
        if (result === null) return
        const full = resolve(ROOT, `.${result}`)
        expect(full === ROOT || full.startsWith(`${ROOT}${sep}`)).toBe(true)
      }),
    )
  })
})

describe('staticAnswer', () => {
  const files = new Set(['/index.html', '/favicon.svg', '/assets/index-Ab3dEf9h.js'])
  const site: StaticSite = { root: ROOT, files, cache: new Map(), pages: pagesOf(files) }
  it('a file, the page for a client route, nothing for a missing file name', () => {
    expect(staticAnswer(site, '/favicon.svg')).toEqual({ kind: 'file', path: '/favicon.svg' })
    expect(staticAnswer(site, '/v2/Login')).toEqual({ kind: 'page' })
    expect(staticAnswer(site, '/')).toEqual({ kind: 'page' })
    expect(staticAnswer(site, '/assets/gone-12345678.js')).toEqual({ kind: 'missing' })
    expect(staticAnswer(site, '/assets/x')).toEqual({ kind: 'missing' })
    expect(staticAnswer(site, '/robots.txt')).toEqual({ kind: 'missing' })
    expect(staticAnswer(site, '/%2e%2e/etc/passwd')).toEqual({ kind: 'missing' })
  })
})

describe('staticAnswer with prerendered pages (issue 8)', () => {
  const files = new Set([
    '/index.html',
    '/v2/Login/index.html',
    '/v2/Employee/index.html',
    '/assets/index-Ab3dEf9h.js',
  ])
  const site: StaticSite = { root: ROOT, files, cache: new Map(), pages: pagesOf(files) }
  it("a prerendered page's path gets its own file; other client routes the portal's page", () => {
    expect(staticAnswer(site, '/v2/Login')).toEqual({ kind: 'file', path: '/v2/Login/index.html' })
    expect(staticAnswer(site, '/v2/Dashboard')).toEqual({ kind: 'page' })
    expect(staticAnswer(site, '/v2/Employee/')).toEqual({
      kind: 'file',
      path: '/v2/Employee/index.html',
    })
    expect(staticAnswer(site, '/')).toEqual({ kind: 'page' })
    expect(cacheControlOf('/v2/Login/index.html')).toBe('no-cache')
  })

  it('in whatever letter case the path is asked for, as the routes are (decision 052)', () => {
    for (const path of ['/v2/login', '/V2/LOGIN', '/v2/lOgIn'])
      expect(staticAnswer(site, path), path).toEqual({ kind: 'file', path: '/v2/Login/index.html' })
    expect(staticAnswer(site, '/v2/employee')).toEqual({
      kind: 'file',
      path: '/v2/Employee/index.html',
    })
    expect(staticAnswer(site, '/v2/employee/create')).toEqual({ kind: 'page' })
  })
})

describe("staticAnswer with a page's parameter as a folder (decision 082)", () => {
  const files = new Set([
    '/index.html',
    '/F/[linkCode]/index.html',
    '/li/Coupon/index.html',
    '/assets/index-Ab3dEf9h.js',
  ])
  const site: StaticSite = { root: ROOT, files, cache: new Map(), pages: pagesOf(files) }
  const FRAME = { kind: 'file', path: '/F/[linkCode]/index.html' }

  it("any one segment in the parameter's place, in any letter case, gets the page", () => {
    for (const path of ['/F/LINK0001', '/f/link0001', '/F/abc', '/F/LINK0001/'])
      expect(staticAnswer(site, path), path).toEqual(FRAME)
  })

  it('no segment, more segments or a file name there get what they got before', () => {
    expect(staticAnswer(site, '/F')).toEqual({ kind: 'page' })
    expect(staticAnswer(site, '/F/')).toEqual({ kind: 'page' })
    expect(staticAnswer(site, '/F/LINK0001/more')).toEqual({ kind: 'page' })
    expect(staticAnswer(site, '/F/x.js')).toEqual({ kind: 'missing' })
    expect(staticAnswer(site, '/X/LINK0001')).toEqual({ kind: 'page' })
    // the folder's own name is a page's path like any other
    expect(staticAnswer(site, '/F/[linkCode]')).toEqual(FRAME)
  })

  it('a page of its own path is taken before one of a parameter', () => {
    const both = new Set([...files, '/F/Own/index.html'])
    const bothSite: StaticSite = { root: ROOT, files: both, cache: new Map(), pages: pagesOf(both) }
    expect(staticAnswer(bothSite, '/f/own')).toEqual({ kind: 'file', path: '/F/Own/index.html' })
    expect(staticAnswer(bothSite, '/f/other')).toEqual(FRAME)
  })
})

describe('cacheControlOf', () => {
  it('a year for content-hashed asset names, revalidation for the rest', () => {
    expect(cacheControlOf('/assets/index-CgqoouI-.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlOf('/index.html')).toBe('no-cache')
    expect(cacheControlOf('/favicon.svg')).toBe('no-cache')
    expect(cacheControlOf('/assets/logo.svg')).toBe('no-cache')
  })
})
