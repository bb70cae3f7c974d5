import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidHost, parseTarget, requestUrl } from './request-url'

describe('isValidHost', () => {
  it('takes names, addresses and ports a Host header carries', () => {
    for (const host of ['localhost', '127.0.0.1:4173', 'portal.example.com', '[::1]:8080', 'a-b.c'])
      expect(isValidHost(host), host).toBe(true)
  })
  it('refuses what makes no URL origin', () => {
    for (const host of ['[', 'x:99999', 'a b', 'a/b', 'x:0', '', ':80', 'a@b', '-a', 'a?b', 'a#b'])
      expect(isValidHost(host), host).toBe(false)
  })
})

describe('requestUrl', () => {
  it('keeps the path and query on the Host origin', () => {
    expect(requestUrl('/api/x?a=1', '127.0.0.1:4173', 'http://f')?.href).toBe(
      'http://127.0.0.1:4173/api/x?a=1',
    )
    expect(requestUrl('http://other/api/x', 'ok', 'http://f')?.href).toBe('http://ok/api/x')
    expect(requestUrl('/api/x', undefined, 'http://fallback:1')?.href).toBe(
      'http://fallback:1/api/x',
    )
  })
  it('reads an origin-form target as path and query only: `//x` is a path, never a host', () => {
    expect(requestUrl('//api/print/temp/x?a=1', 'ok', 'http://f')?.href).toBe(
      'http://ok//api/print/temp/x?a=1',
    )
    expect(requestUrl('/\\evil.example/x', 'ok', 'http://f')?.href).toBe(
      'http://ok//evil.example/x',
    )
    expect(requestUrl('http://other//api/x', 'ok', 'http://f')?.href).toBe('http://ok//api/x')
    expect(parseTarget('//api/x?b=2')?.pathname).toBe('//api/x')
    expect(parseTarget('HTTPS://Other:1/a/../b?c')?.pathname).toBe('/b')
    for (const target of ['*', 'example.com:443', 'api/x', '', 'ftp://x/y'])
      expect(parseTarget(target), target).toBeNull()
  })
  it('is null for a target that is no path, or a bad Host', () => {
    expect(requestUrl('http://[/', 'ok', 'http://f')).toBeNull()
    expect(requestUrl('api/x', 'ok', 'http://f')).toBeNull()
    expect(requestUrl('/x', 'a b', 'http://f')).toBeNull()
  })
  it('never throws, and a URL it gives is on the Host origin (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (target, host) => {
        const url = requestUrl(target, host, 'http://fallback')
        if (url)
          expect(url.origin).toBe(host ? new URL(`http://${host}`).origin : 'http://fallback')
      }),
    )
  })
})
