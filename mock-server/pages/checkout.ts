/**
 * The offline payment provider's pages (the simulated checkout, decision 018): a small HTML page
 * where the tester chooses success, failure, cancel or a virtual account, and the page that hands
 * the provider's answer back as the PortOne v1 SDK does: to the window that opened it
 * (`postMessage`, then it closes) or, in the mobile flow, by redirecting to `m_redirect_url` with
 * `imp_uid`, `merchant_uid`, `imp_success` and `error_msg`. Outside the API contract.
 */

import { OFFLINE_CHECKOUT_PATH, OFFLINE_PG_MESSAGE } from '../../src/features/purchase/domain/codes'

export const CHECKOUT_PATH = OFFLINE_CHECKOUT_PATH
export const COMPLETE_PATH = '/pg/complete'
/** the type of the message the popup posts to its opener */
export const PG_MESSAGE = OFFLINE_PG_MESSAGE

export const OUTCOMES = ['success', 'failure', 'cancel', 'vbank'] as const
export type Outcome = (typeof OUTCOMES)[number]

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The style of the checkout's pages, the same text on each: the CSP allows it by its hash. */
export const PG_STYLE = `body{margin:0;font-family:"Noto Sans KR","Noto Sans CJK KR",system-ui,sans-serif;background:#f1f3f5;color:#1a202c}
main{max-width:420px;margin:0 auto;padding:24px 20px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.2rem;margin:0 0 4px}.note{color:#666;font-size:.85rem;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 24px}dt{color:#666}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
a.btn{display:block;text-align:center;padding:12px;margin:0 0 10px;border-radius:8px;text-decoration:none;font-weight:600;border:1px solid #ced4da;color:#1a202c}
a.primary{background:#1d6fd8;border-color:#1d6fd8;color:#fff}
[role=alert]{color:#c53030;font-weight:600}`

const PAY_METHOD_LABEL: Record<string, string> = {
  card: '신용카드',
  trans: '실시간 계좌이체',
  vbank: '가상계좌',
  payco: '페이코',
}

/** The checkout page: what is paid, and one link per outcome (links only: the CSP allows no form). */
export function checkoutPage(query: URLSearchParams): string {
  const amount = Number(query.get('amount') ?? '0')
  const link = (outcome: Outcome) => {
    const next = new URLSearchParams(query)
    next.set('outcome', outcome)
    return `${COMPLETE_PATH}?${esc(next.toString())}`
  }
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>결제하기 (모의 결제)</title><style>${PG_STYLE}</style></head>
<body><main>
<h1>결제하기</h1>
<p class="note">모의 결제창입니다. 실제로 결제되지 않습니다. 결과를 선택하세요.</p>
<dl>
<dt>상품</dt><dd data-testid="pg-name">${esc(query.get('name') ?? '')}</dd>
<dt>금액</dt><dd data-testid="pg-amount">${Number.isFinite(amount) ? amount.toLocaleString('ko-KR') : '-'}원</dd>
<dt>결제수단</dt><dd>${esc(PAY_METHOD_LABEL[query.get('pay_method') ?? ''] ?? query.get('pay_method') ?? '')}</dd>
<dt>주문번호</dt><dd>${esc(query.get('merchant_uid') ?? '')}</dd>
</dl>
<a class="btn primary" data-testid="pg-success" href="${link('success')}">결제 성공</a>
<a class="btn" data-testid="pg-vbank" href="${link('vbank')}">가상계좌 발급</a>
<a class="btn" data-testid="pg-failure" href="${link('failure')}">결제 실패</a>
<a class="btn" data-testid="pg-cancel" href="${link('cancel')}">결제 취소</a>
</main></body></html>
`
}

/** The answer as the SDK's callback receives it (PortOne v1 `rsp`). */
export interface ProviderResponse {
  success: boolean
  imp_uid: string | null
  merchant_uid: string
  pay_method: string
  paid_amount: number
  status: string
  name: string
  vbank_num: string | null
  vbank_name: string | null
  vbank_holder: string | null
  vbank_date: number | null
  error_code: string | null
  error_msg: string | null
}

/**
 * The popup's last page's one script: it reads the answer from the page (`data-message`) and
 * posts it to the opener, then closes the window. The text never changes, so the CSP allows it by
 * its hash (`STAND_IN_CSP`) and nothing else inline runs; the answer is data, never script.
 */
export const POPUP_ANSWER_SCRIPT = `var message = JSON.parse(document.getElementById('pg-answer').getAttribute('data-message'));
if (window.opener) window.opener.postMessage(message, location.origin);
window.close();`

/** The popup's last page: posts the answer to the opener, then closes. */
export function popupAnswerPage(response: ProviderResponse): string {
  const message = JSON.stringify({ type: PG_MESSAGE, response })
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>결제 결과</title><style>${PG_STYLE}</style></head>
<body><main id="pg-answer" data-message="${esc(message)}"><p data-testid="pg-done">결제창을 닫는 중입니다…</p></main>
<script>${POPUP_ANSWER_SCRIPT}</script></body></html>
`
}

/**
 * The checkout's last page under `npm run dev`: the module it loads (`dev-complete.ts`) asks the
 * tab's in-browser mock for the answer and hands it on (decision 018).
 */
export function devCompletePage(moduleSrc: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>결제 결과</title><style>${PG_STYLE}</style></head>
<body><main><p data-testid="pg-done">결제 결과를 전달하는 중입니다…</p></main>
<script type="module" src="${esc(moduleSrc)}"></script></body></html>
`
}
