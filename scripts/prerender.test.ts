import { describe, expect, it } from 'vitest'
import { PRERENDERED, prerender } from '../src/app/prerender'
import { ROUTES } from '../src/shared/domain/routes'
import { withPrerendered } from './prerender'

const INDEX =
  '<!doctype html><html lang="ko"><head><title>x</title>' +
  '<script type="module" src="/assets/index-Ab3dEf9h.js"></script></head>' +
  '<body><div id="root"></div></body></html>'

describe('the prerendered sign-in pages (issue 8)', () => {
  it('each sign-in page renders its login card, settled, with its accent', async () => {
    for (const routeId of PRERENDERED) {
      const page = await prerender(routeId)
      expect(page.path).toBe(ROUTES[routeId].path)
      expect(page.html).toContain('data-testid="login-card"')
      expect(page.html).not.toContain('route-pending')
      expect(page.accent).toBe(routeId === 'olLogin' ? 'orange' : 'default')
    }
  })

  it("the page's styles go to <head>, its markup into #root; the scripts stay as built", async () => {
    const page = await prerender('login')
    const html = withPrerendered(INDEX, page)
    const [head, body] = html.split('</head>') as [string, string]
    expect(head).toContain('<style data-emotion="css')
    expect(body).not.toContain('<style')
    expect(body).toContain('data-testid="login-card"')
    expect(html).toContain('<html lang="ko" data-accent="default">')
    expect(html).toContain('<script type="module" src="/assets/index-Ab3dEf9h.js"></script>')
    // no inline script: the CSP allows none
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it('refuses an index.html whose #root is not empty', () => {
    expect(() =>
      withPrerendered('<html><head></head><body><div id="root">x</div></body></html>', {
        path: '/v2/Login',
        html: '',
        accent: 'default',
      }),
    ).toThrow('index.html has no empty <div id="root">')
  })
})
