import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devCompletePage, PG_MESSAGE, POPUP_ANSWER_SCRIPT } from '../../mock-server/pages/checkout'
import { sha256Source, STAND_IN_CSP } from '../../mock-server/server/security-headers'
import { DEMO_PAGES } from '../../src/shared/domain/routes'
import { startHttpServer } from '../support/http-server'

/**
 * The mock's stand-in pages under the standalone server's CSP (issue 29): no `'unsafe-inline'` nor
 * `'unsafe-hashes'`; no page has an inline handler or style attribute, and every inline script and
 * `<style>` is allowed by the header, by the sha256 of its text (computed here from the page as it
 * was answered).
 */
type Server = Awaited<ReturnType<typeof startHttpServer>>
let server: Server

beforeAll(async () => {
  server = await startHttpServer()
})
afterAll(() => server.close())

/** The directives of a CSP header, each with its sources. */
function directivesOf(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )
}

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name as 'amp'],
  )

/** What a page writes inline: scripts (without src), event handlers, styles, style attributes. */
function inlineOf(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)]
  const scriptTags = all(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)
  return {
    scripts: scriptTags
      .filter(([, attrs]) => !/\ssrc\s*=/i.test(attrs!))
      .map(([, , text]) => text!),
    externalScripts: scriptTags.filter(([, attrs]) => /\ssrc\s*=/i.test(attrs!)),
    handlers: all(/\son[a-z]+\s*=\s*"([^"]*)"/gi).map(([, value]) => unescapeHtml(value!)),
    styles: all(/<style\b[^>]*>([\s\S]*?)<\/style>/gi).map(([, text]) => text!),
    styleAttributes: all(/\sstyle\s*=\s*"([^"]*)"/gi).map(([, value]) => unescapeHtml(value!)),
  }
}

const STAND_IN_PAGES: [string, string][] = [
  [
    'the offline checkout',
    '/pg/checkout?merchant_uid=20260101abc&amount=25000&name=%EC%83%81%ED%92%88&pay_method=card',
  ],
  [
    "the checkout's answer to its opener",
    `/pg/complete?merchant_uid=20260101csp&amount=25000&outcome=failure&name=${encodeURIComponent('</script><script>alert(1)</script>')}`,
  ],
  ['the privacy policy', DEMO_PAGES.privacy],
  ['the terms of use', DEMO_PAGES.terms],
  [
    'the deep-link stand-in',
    `${DEMO_PAGES.deepLink}?link=${encodeURIComponent('healthapp://fc?linkCode=LINK0001')}`,
  ],
  ['the service-site stand-in', DEMO_PAGES.serviceSite],
  ['the print view', '/v3/generate/printview?tempPdf=abc123'],
  ['the QR customer channel', '/voucher/qr/ABC123'],
]

describe('every stand-in page runs without unsafe-inline', () => {
  it.each(STAND_IN_PAGES)('%s', async (_name, path) => {
    const res = await fetch(`${server.base}${path}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const header = res.headers.get('content-security-policy') ?? ''
    expect(header).toBe(STAND_IN_CSP)
    const csp = directivesOf(header)
    expect(csp.get('default-src')).toEqual(["'none'"])
    const scriptSrc = csp.get('script-src') ?? []
    const styleSrc = csp.get('style-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(styleSrc).not.toContain("'unsafe-inline'")
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic/)

    const html = await res.text()
    const inline = inlineOf(html)
    // no page loads a script from elsewhere (the CSP would refuse it: no source is allowed)
    expect(inline.externalScripts).toEqual([])
    for (const script of inline.scripts) expect(scriptSrc).toContain(sha256Source(script))
    // no inline handler or style attribute: a hash could allow them only with 'unsafe-hashes'
    expect(inline.handlers).toEqual([])
    expect(inline.styleAttributes).toEqual([])
    // each page is styled inline, so each is a case of the check below
    expect(inline.styles.length).toBeGreaterThan(0)
    for (const style of inline.styles) expect(styleSrc).toContain(sha256Source(style))
  })

  it("the checkout's answer page has one script, always the same text; the answer is data", async () => {
    const hostile = '</script><script>alert(1)</script>'
    const res = await fetch(
      `${server.base}/pg/complete?${new URLSearchParams({
        merchant_uid: '20260101data',
        amount: '25000',
        outcome: 'failure',
        name: hostile,
      })}`,
    )
    const html = await res.text()
    const { scripts, handlers } = inlineOf(html)
    expect(scripts).toEqual([POPUP_ANSWER_SCRIPT])
    expect(handlers).toEqual([])
    // what the script reads and posts: the provider's answer, with the hostile name as text
    const attribute = /<main id="pg-answer" data-message="([^"]*)"/.exec(html)![1]!
    const message = JSON.parse(unescapeHtml(attribute)) as {
      type: string
      response: { merchant_uid: string; name: string; success: boolean }
    }
    expect(message.type).toBe(PG_MESSAGE)
    expect(message.response).toMatchObject({
      merchant_uid: '20260101data',
      name: hostile,
      success: false,
    })
  })

  it("the dev server's answer page needs no inline script: its one script is a module file", () => {
    const inline = inlineOf(devCompletePage('/mock-server/pages/dev-complete.ts'))
    expect(inline.scripts).toEqual([])
    expect(inline.handlers).toEqual([])
    expect(inline.externalScripts).toHaveLength(1)
    for (const style of inline.styles)
      expect(directivesOf(STAND_IN_CSP).get('style-src')).toContain(sha256Source(style))
  })
})
