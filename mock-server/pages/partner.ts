import { DEMO_PAGES } from '../../src/shared/domain/routes'

/**
 * Stand-ins for where the partner pages send a visitor (S2 §2.5): the app a deep link opens and
 * the external service site. A demo build opens deep links through `DEMO_PAGES.deepLink?link=...`
 * (VITE_DEEP_LINK_OPENER), so this page shows which deep link was opened, and leaves to
 * `DEMO_PAGES.serviceSite` (VITE_SERVICE_SITE_URL). Served by the standalone server and, for
 * `npm run dev`, by Vite.
 */
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The pages' style, the same text on each: the CSP allows it by its hash (`STAND_IN_CSP`). */
export const DEMO_STYLE = `body{margin:0;font-family:"Noto Sans KR","Noto Sans CJK KR",system-ui,sans-serif;color:#1a202c;background:#fff7ed}
main{max-width:600px;margin:0 auto;padding:32px 20px}
h1{font-size:1.4rem}code{display:block;padding:12px;background:#fff;border:1px solid #fed7aa;border-radius:8px;overflow-wrap:anywhere}
.note{color:#555;font-size:.85rem}`

const page = (title: string, body: string) => `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${DEMO_STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`

/** The page of a demo path, or null when the path is not one of them. */
export function partnerDemoPage(pathname: string, search: URLSearchParams): string | null {
  if (pathname === DEMO_PAGES.deepLink) {
    const link = search.get('link') ?? ''
    return page(
      '앱 열기 (데모)',
      `<h1>앱이 열렸습니다 (데모)</h1>
<p>실제 서비스에서는 휴대폰의 건강 리포트 앱이 아래 딥 링크로 열립니다.</p>
<code data-testid="deep-link">${escape(link)}</code>
<p class="note">데모 서버가 보여 주는 화면입니다.</p>`,
    )
  }
  if (pathname === DEMO_PAGES.serviceSite) {
    return page(
      '외부 서비스 사이트 (데모)',
      `<h1 data-testid="service-site">외부 서비스 사이트 (데모)</h1>
<p>실제 서비스에서는 가입을 마친 FC가 제휴 서비스 사이트로 이동합니다.</p>
<p class="note">데모 서버가 보여 주는 화면입니다.</p>`,
    )
  }
  return null
}
