import './zod-config'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { navigate } from 'wouter/use-browser-location'
import { env, externalLinksFor, isDemoBuild } from '../shared/services/env'
import { LOCALES, DEFAULT_LOCALE, type Locale } from '../shared/domain/messages'
import { App } from './app'
import { createPortal } from './create-portal'
import { browserClipboard } from '../shared/services/clipboard'

async function devInspector() {
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT !== 'true') return undefined
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector().inspect
}

function pickLocale(): Locale {
  const wanted =
    new URLSearchParams(window.location.search).get('lang') ?? window.localStorage.getItem('locale')
  return (LOCALES as readonly string[]).includes(wanted ?? '') ? (wanted as Locale) : DEFAULT_LOCALE
}

/** Saves a downloaded file under its server-given name. */
function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Opens a URL in a new window that cannot reach back to the portal and sends no referrer.
 * With noopener the browser answers null whether or not a popup blocker intervened, so a block
 * cannot be detected here; the print view opens within the click's activation window.
 */
function openDetached(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

const portal = createPortal({
  baseURL: env.VITE_API_BASE_URL,
  checkupHost: env.VITE_CHECKUP_HOST,
  addressSearch: env.VITE_ADDRESS_SEARCH,
  payment: {
    provider: env.VITE_PAYMENT_PROVIDER,
    scriptUrl: env.VITE_PORTONE_SCRIPT_URL,
    merchantCode: env.VITE_PORTONE_MERCHANT_CODE,
  },
  saveFile,
  openWindow: openDetached,
  clipboard: browserClipboard(),
  origin: window.location.origin,
  linkHosts: [window.location.host, ...env.VITE_LINK_HOSTS],
  externalLinks: externalLinksFor(env, isDemoBuild(import.meta.env)),
  storage: window.localStorage,
  watchStorage(onChange) {
    const listener = (e: StorageEvent) => {
      if (e.storageArea === window.localStorage) onChange(e.key)
    }
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  },
  navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
  reload: () => window.location.reload(),
  whenIdle: (work) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => work(), { timeout: 2000 })
      : setTimeout(work, 200),
  viewportWidth: window.innerWidth,
  inspect: await devInspector(),
})
;(window as unknown as { __portal?: typeof portal }).__portal = import.meta.env.DEV
  ? portal
  : undefined

const locale = pickLocale()
document.documentElement.lang = locale
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App portal={portal} locale={locale} />
  </StrictMode>,
)
