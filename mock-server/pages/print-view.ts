/**
 * Stand-ins for two outside pages the portal opens: the external print view (S1 §4), which shows
 * a temporary PDF with a print button, and the customer channel a site-48 voucher QR link opens.
 * What they write inline is exported so the CSP allows exactly these texts by hash
 * (`STAND_IN_CSP`): no inline handler or style attribute, so no `'unsafe-hashes'`.
 */

export const PRINT_VIEW_STYLE =
  'html,body{margin:0;height:100%;font-family:sans-serif}header{display:flex;gap:12px;align-items:center;padding:8px 16px;background:#1d6fd8;color:#fff}embed{width:100%;height:calc(100% - 48px)}'
/** the print button's wiring: a script of its own rather than an `onclick` attribute */
export const PRINT_VIEW_SCRIPT =
  "document.getElementById('print').addEventListener('click',()=>window.print())"
export const VOUCHER_QR_STYLE = 'body{font-family:sans-serif;padding:24px}'

const only = (value: string, allowed: RegExp) => value.replace(allowed, '')

/** The print view of a temporary PDF (its id reduced to letters and digits). */
export const printViewPage = (tempPdf: string): string => {
  const id = only(tempPdf, /[^a-zA-Z0-9]/g)
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>출력 미리보기</title>
<style>${PRINT_VIEW_STYLE}</style></head>
<body><header><strong>출력 미리보기</strong><span data-testid="temp-pdf">${id}</span><button id="print" type="button">인쇄</button></header>
<embed src="/api/print/temp/${encodeURIComponent(tempPdf)}" type="application/pdf"><script>${PRINT_VIEW_SCRIPT}</script></body></html>`
}

/** The customer channel of a voucher QR code (the code reduced to letters and digits). */
export const voucherQrPage = (code: string): string =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>사용권 받기</title><style>${VOUCHER_QR_STYLE}</style></head>
<body><h1>사용권 받기</h1><p>건강 리포트 앱에서 사용권을 받을 수 있습니다.</p><p>바우처 코드: <strong data-testid="voucher-code">${only(code, /[^a-zA-Z0-9]/g)}</strong></p></body></html>`
