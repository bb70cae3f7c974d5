/**
 * The checkout's last step under `npm run dev` (decision 018): there the mock API lives in the
 * portal tab's service worker and data, which a navigation (the popup, or the phone flow's page)
 * does not reach. This page, served by the dev server at `/pg/complete`, asks the mock for the
 * answer as data and hands it on as the SDK does:
 * - popup: through the opener's own `fetch` (the request is the opener's, so the opener's mock
 *   answers it with the opener's data), then posts the answer to the opener and closes;
 * - phone (`mode=redirect`): the tab left the portal but keeps its data in sessionStorage, so the
 *   page starts the in-browser mock itself, asks, and goes on to `m_redirect_url`.
 */

import { PG_MESSAGE } from './checkout'

/** The mock's answer: the provider's response (a `ProviderResponse`, handed on as it is) and where to go. */
interface Answer {
  response: unknown
  redirect: string | null
}

const JSON_ASK: RequestInit = { headers: { accept: 'application/json' } }

function show(text: string, failed = false) {
  const p = document.querySelector<HTMLElement>('[data-testid="pg-done"]')
  if (!p) return
  p.textContent = text
  if (failed) p.setAttribute('role', 'alert')
}

async function answerOf(res: Response): Promise<Answer> {
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null)
    throw new Error(
      typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string'
        ? body.message
        : `${res.status}`,
    )
  }
  const answer: unknown = await res.json()
  if (typeof answer !== 'object' || answer === null)
    throw new Error('the mock answered no payment result')
  return {
    response: 'response' in answer ? answer.response : undefined,
    redirect: 'redirect' in answer && typeof answer.redirect === 'string' ? answer.redirect : null,
  }
}

/** The opener, when it is a window of this origin whose `fetch` this page may call. */
function sameOriginOpener(): (Window & typeof globalThis) | null {
  try {
    // the DOM types `opener` as any; a window of this origin is checked just below
    const opener = window.opener as (Window & typeof globalThis) | null
    return opener && opener.location.origin === location.origin ? opener : null
  } catch {
    return null
  }
}

async function complete() {
  const url = location.href
  const redirectMode = new URL(url).searchParams.get('mode') === 'redirect'
  const opener = redirectMode ? null : sameOriginOpener()
  if (opener) {
    const { response } = await answerOf(await opener.fetch(url, JSON_ASK))
    opener.postMessage({ type: PG_MESSAGE, response }, location.origin)
    window.close()
    return
  }
  if (!redirectMode)
    throw new Error('결제를 요청한 창을 찾을 수 없습니다. 결제창을 닫고 다시 시도해 주세요.')
  // the mock saves its data to this tab's sessionStorage on every change
  const { startBrowserMock } = await import('../browser')
  await startBrowserMock()
  const { redirect } = await answerOf(await fetch(url, JSON_ASK))
  location.replace(redirect ?? '/')
}

complete().catch((e: unknown) =>
  show(`결제 결과를 전달하지 못했습니다. ${e instanceof Error ? e.message : ''}`.trim(), true),
)
