import { describe, expect, it } from 'vitest'
import {
  FRAMED,
  LINK_FRAMED,
  PRERENDERED,
  pageFolderOf,
  prerender,
  prerenderFrame,
  prerenderLinkFrame,
} from '../src/app/prerender'
import { PATHS } from '../src/shared/domain/routes'
import { ROUTE_TABLE } from '../src/app/features'
import { format } from '../src/app/messages'
import { withPrerendered } from './prerender'

const INDEX =
  '<!doctype html><html lang="ko"><head><title>x</title>' +
  '<script type="module" src="/assets/index-Ab3dEf9h.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Cd4eF.css"></head>' +
  '<body><div id="root"></div></body></html>'

describe('the prerendered sign-in pages (issue 8)', () => {
  it('each sign-in page renders its login card, settled, with its accent', async () => {
    for (const routeId of PRERENDERED) {
      const page = await prerender(routeId)
      expect(page.path).toBe(PATHS[routeId])
      expect(page.html).toContain('data-testid="login-card"')
      expect(page.html).not.toContain('route-pending')
      expect(page.accent).toBe(routeId === 'olLogin' ? 'orange' : 'default')
    }
  })

  it("the build's stylesheet is inlined in <head>, the markup in #root; the scripts stay as built", async () => {
    const page = await prerender('login')
    const read: string[] = []
    const html = withPrerendered(INDEX, page, (href) => {
      read.push(href)
      return '.pl-card{color:red}</style><b>'
    })
    const [head, body] = html.split('</head>') as [string, string]
    expect(read).toEqual(['/assets/index-Cd4eF.css'])
    // the stylesheet's text in one <style>, which it cannot close early
    expect(head).toContain('<style>.pl-card{color:red}<\\/style><b></style>')
    expect(html).not.toContain('<link rel="stylesheet"')
    // plain elements (decision 025): no component library's style elements
    expect(html).not.toContain('data-emotion')
    expect(body).not.toContain('<style')
    expect(body).toContain('data-testid="login-card"')
    expect(html).toContain('<html lang="ko" data-accent="default">')
    expect(html).toContain('<script type="module" src="/assets/index-Ab3dEf9h.js"></script>')
    // no inline script: the CSP allows none
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it("the page's submit buttons take no click until the portal's first script enables them", () => {
    const html = withPrerendered(
      INDEX,
      {
        path: '/v2/Login',
        accent: 'default',
        html:
          '<form method="dialog"><button class="pl-button" type="submit">로그인</button>' +
          '<button type="button">보기</button><button type="submit" disabled="">x</button></form>',
      },
      () => '',
    )
    expect(html).toContain(
      '<button class="pl-button" type="submit" disabled="" data-until-script="">로그인</button>',
    )
    // other buttons, and a submit the page itself disabled, stay as rendered
    expect(html).toContain('<button type="button">보기</button>')
    expect(html).toContain('<button type="submit" disabled="">x</button>')
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

describe("the signed-in pages' frames (decision 052)", () => {
  it('the daily signed-in pages have one; sign-in pages, pages with a parameter and dev pages none', () => {
    expect(FRAMED).toEqual(expect.arrayContaining(['dashboard', 'give', 'employee', 'statistics']))
    for (const id of FRAMED) {
      const route = ROUTE_TABLE[id]
      expect(route.access, id).toBe('AUTH')
      expect(route.layout, id).toBe('v2')
      expect(route.path, id).not.toContain(':')
      expect(route.devOnly, id).toBeFalsy()
    }
    expect(FRAMED).not.toContain('login')
    expect(FRAMED.filter((id) => PRERENDERED.includes(id))).toEqual([])
  })

  it("a frame is the page's title, summary and footer with an empty place for the line; nothing acts", () => {
    for (const id of FRAMED) {
      const page = prerenderFrame(id)
      const route = ROUTE_TABLE[id]
      expect(page.path).toBe(PATHS[id])
      expect(page.html).toContain('data-frame="signed-in"')
      expect(page.html).toContain(
        `<h1 class="pl-frame-title" id="frame-page-title">${format('ko', route.title)}</h1>`,
      )
      if (route.summary) expect(page.html).toContain(format('ko', route.summary))
      expect(page.html).toContain(format('ko', 'app.copyright'))
      expect(page.html).toMatch(/<span class="pl-frame-line" hidden="" data-frame-line="">/)
      // no control before the portal: a tap would go nowhere
      expect(page.html).not.toMatch(/<(button|a|input|select)\b/)
    }
  })

  it('the frame goes into the page as the sign-in pages do, its stylesheet inlined', () => {
    const html = withPrerendered(INDEX, prerenderFrame('dashboard'), () => '.pl-frame{}')
    expect(html).toContain('<style>.pl-frame{}</style>')
    expect(html).toContain('<div id="root"><div class="pl-frame" data-frame="signed-in">')
    expect(html.match(/<script/g)).toHaveLength(1)
  })
})

describe("the link pages' frames (decision 082)", () => {
  it('the FC link, the coupon and the callback have one, as every route that says what it does while it works', () => {
    expect(LINK_FRAMED).toEqual(expect.arrayContaining(['fcLink', 'liCoupon', 'olCallback']))
    for (const id of Object.keys(ROUTE_TABLE) as (keyof typeof ROUTE_TABLE)[])
      expect(LINK_FRAMED.includes(id), id).toBe(ROUTE_TABLE[id].busy !== undefined)
    expect(LINK_FRAMED.filter((id) => FRAMED.includes(id) || PRERENDERED.includes(id))).toEqual([])
  })

  it("a frame is the page's busy words under a spinner, its title for screen readers; nothing acts", () => {
    for (const id of LINK_FRAMED) {
      const page = prerenderLinkFrame(id)
      const route = ROUTE_TABLE[id]
      expect(page.path).toBe(pageFolderOf(PATHS[id]))
      expect(page.html).toContain('data-frame="link"')
      expect(page.html).toContain(`<h1 class="pl-sr-only">${format('ko', route.title)}</h1>`)
      expect(page.html).toContain(
        `<p data-frame-busy="">${format('ko', route.busy ?? 'app.loading')}</p>`,
      )
      expect(page.html).toContain('class="pl-spinner"')
      expect(page.html).not.toMatch(/<(button|a|input|select)\b/)
    }
    expect(prerenderLinkFrame('fcLink').html).toContain('FC 정보를 확인하고 있습니다.')
  })

  it("a path's parameter is a folder of its name, which the server serves for any segment", () => {
    expect(prerenderLinkFrame('fcLink').path).toBe('/F/[linkCode]')
    expect(prerenderLinkFrame('liCoupon').path).toBe('/li/Coupon')
    expect(pageFolderOf('/a/:b/c/:d')).toBe('/a/[b]/c/[d]')
    expect(() => prerenderLinkFrame('dashboard')).toThrow(/no link frame/)
  })

  it('a blank page is white without the accent bar; the partner layout keeps both its own', () => {
    expect(prerenderLinkFrame('liCoupon').html).toMatch(
      /class="pl-layout" data-layout="blank" data-white=""/,
    )
    expect(prerenderLinkFrame('liCoupon').html).not.toContain('pl-accent-bar')
    const callback = prerenderLinkFrame('olCallback').html
    expect(callback).not.toContain('data-white')
    expect(callback).toContain('<div class="pl-accent-bar" data-testid="accent-bar"></div>')
  })
})
