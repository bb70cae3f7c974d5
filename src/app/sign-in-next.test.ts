// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { SIGN_IN_NEXT_ID, prefetchFile, readSignInNext } from './sign-in-next'

afterEach(() => {
  document.head.replaceChildren()
})

function list(text: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = SIGN_IN_NEXT_ID
  script.textContent = text
  document.head.append(script)
}

describe('the files a sign-in page warms', () => {
  it('reads the list the build wrote in the page', () => {
    list('["/assets/contract-a.js","/assets/chrome-b.js"]')
    expect(readSignInNext(document)).toEqual(['/assets/contract-a.js', '/assets/chrome-b.js'])
  })

  it('a page without a list (the dev server), or with a broken one, warms nothing', () => {
    expect(readSignInNext(document)).toEqual([])
    list('["/assets/a.js"')
    expect(readSignInNext(document)).toEqual([])
    document.head.replaceChildren()
    list('{"files":["/assets/a.js"]}')
    expect(readSignInNext(document)).toEqual([])
  })

  it('leaves out what a browser reads as another host: //, /\\ and a tab or line break between the slashes', () => {
    list(
      JSON.stringify([
        '/assets/a.js',
        '//evil.example/a.js',
        '/\\evil.example/a.js',
        '/\t/evil.example/a.js',
        '/\n/evil.example/a.js',
        'https://evil.example/a.js',
      ]),
    )
    expect(readSignInNext(document)).toEqual(['/assets/a.js'])
  })

  it('keeps same-origin paths only, whatever else the list holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.webUrl(), fc.integer(), fc.constant(null))),
        (items) => {
          document.head.replaceChildren()
          list(JSON.stringify(items))
          for (const url of readSignInNext(document)) {
            expect(url.startsWith('/') && !url.startsWith('//')).toBe(true)
            expect(new URL(url, 'https://portal.example').origin).toBe('https://portal.example')
          }
        },
      ),
    )
  })

  it('fetches each file once, as a prefetch (fetched, not run)', () => {
    prefetchFile(document, '/assets/chrome-b.js')
    prefetchFile(document, '/assets/chrome-b.js')
    prefetchFile(document, '/assets/zod-c.js')
    const links = [...document.head.querySelectorAll('link')]
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['prefetch', '/assets/chrome-b.js'],
      ['prefetch', '/assets/zod-c.js'],
    ])
    // a module script would run it: nothing but the links was added
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })
})
