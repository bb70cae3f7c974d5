import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { waitFor } from 'xstate'
import { navigate } from 'wouter/use-browser-location'
import { env } from './build-env'
import {
  externalLinksFor,
  isDemoBuild,
  partnerLinksFor,
  supportContactsFor,
} from '../shared/services/env'
import { DEFAULT_LOCALE, type Locale } from '../shared/domain/messages'
import { pickLocale } from './locale'
import { App } from './app'
import { createPortal } from './create-portal'
import { hydratePrerendered } from './hydrate'
import { browserClipboard } from '../shared/services/clipboard'
import { browserSharer } from '../shared/services/share'
import { prefetchFile, readSignInNext } from './sign-in-next'
import { readFirstFrame } from '../shared/services/frame-memory'
import { lazyHarRecorder } from './har-loader'
import { CALL_LOG_LIMIT } from './call-log'

/**
 * Whether the build keeps a log of its calls for a problem report (with its HAR): development and
 * `npm start` builds. A constant the bundler folds, so a production build carries neither the HAR
 * recorder nor its loader (`create-portal.ts` spells out the same, decision 069).
 */
const KEEPS_CALLS = import.meta.env.DEV || import.meta.env.MODE === 'embedded'

async function devInspector() {
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT !== 'true') return undefined
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector().inspect
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

/**
 * Whether the entry before this one in the tab's history is a page of the portal. The Navigation
 * API lists only this origin's entries, so an index above 0 says so, whether the page was reached
 * by a link inside the portal or loaded from one. Without it, the referrer (sent only within the
 * origin, `Referrer-Policy: same-origin`) tells a page loaded from the portal.
 */
function cameFromPortal(): boolean {
  const { navigation } = window
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0
  return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin
}

/** work when the browser is idle (at the latest after 2 s) */
const whenIdle = (work: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout: 2000 })
  else setTimeout(work, 200)
}

/** work on the user's first key, tap or filled-in field on the page */
const whenUserActs = (work: () => void): void => {
  const events = ['keydown', 'pointerdown', 'input'] as const
  const once = () => {
    for (const type of events) window.removeEventListener(type, once, true)
    work()
  }
  for (const type of events) window.addEventListener(type, once, true)
}

/**
 * The build's service worker (issue 46, decision 055: the app on the phone's home screen, the
 * offline notice), registered once the browser is idle, in production builds only: the dev
 * server's pages are the mock's worker's.
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  whenIdle(() => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker:', error)
    })
  })
}

/** the portal with the browser's effects */
const createBrowserPortal = async () =>
  createPortal({
    baseURL: env.VITE_API_BASE_URL,
    timeoutMs: env.VITE_API_TIMEOUT_MS,
    checkupHost: env.VITE_CHECKUP_HOST,
    addressSearch: env.VITE_ADDRESS_SEARCH,
    payment: {
      provider: env.VITE_PAYMENT_PROVIDER,
      scriptUrl: env.VITE_PORTONE_SCRIPT_URL,
      merchantCode: env.VITE_PORTONE_MERCHANT_CODE,
      support: supportContactsFor(env, isDemoBuild(import.meta.env)),
    },
    saveFile,
    openWindow: openDetached,
    leave: (url) => window.location.assign(url),
    // S2 §4 link pages go back; a page opened from outside the portal (a link in a text message,
    // a new tab) has no portal page to go back to: it stays and shows its message (decision 021)
    back: () => window.history.back(),
    canGoBack: cameFromPortal,
    partnerLinks: partnerLinksFor(env, isDemoBuild(import.meta.env)),
    clipboard: browserClipboard(),
    sharer: browserSharer(browserClipboard(), navigator),
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
    whenIdle,
    whenUserActs,
    signInNext: readSignInNext(document),
    prefetchFile: (url) => prefetchFile(document, url),
    // the drawer's pages: 3 s after a signed-in page is shown (its data drawn), then when idle
    whenSettled: (work) => setTimeout(() => whenIdle(work), 3000),
    viewportWidth: window.innerWidth,
    initialPath: window.location.pathname,
    // the journal is read in dev builds (the inspector, live) and in a problem report of a demo
    // build (`npm start`, recorded as it comes); in a production build nothing reads it
    journalLimit: import.meta.env.DEV ? 2000 : isDemoBuild(import.meta.env) ? 200 : 0,
    journalCapture: import.meta.env.DEV ? 'full' : 'events',
    callLogLimit: KEEPS_CALLS ? CALL_LOG_LIMIT : 0,
    har: KEEPS_CALLS
      ? lazyHarRecorder({
          limit: CALL_LOG_LIMIT,
          origin: window.location.origin,
          load: () => import('../shared/services/har-recorder'),
        })
      : undefined,
    currentPath: () => window.location.pathname,
    inspect: await devInspector(),
  })

type Portal = Awaited<ReturnType<typeof createBrowserPortal>>

declare global {
  interface Window {
    /** The running portal, for the console of a development build. */
    __portal?: Portal
    /** The Navigation API, where the browser has it (TypeScript's DOM types do not have it yet). */
    navigation?: { currentEntry?: { index: number } | null }
  }
}

/**
 * Whether the page the server sent (a prerendered sign-in page, scripts/prerender.ts) is what the
 * first render shows: the default locale, nobody signed in, and the guard lets this very path
 * through (a visitor with a stored session is sent on, or sees the page as a signed-in user; the
 * first script, `boot.ts`, has already taken the painted page away from such a visitor).
 */
async function showsPrerendered(
  portal: Portal,
  container: HTMLElement,
  locale: Locale,
): Promise<boolean> {
  if (!container.hasChildNodes() || locale !== DEFAULT_LOCALE) return false
  const path = window.location.pathname
  portal.guard.send({ type: 'ROUTE.ENTER', path })
  const settled = await waitFor(
    portal.guard,
    (s) =>
      s.context.path !== path || s.context.allowedPath === path || s.context.failedPath === path,
  )
  // the prerendered page is a signed-out visitor's: anyone signed in gets a fresh render
  return (
    settled.context.allowedPath === path && portal.session.getSnapshot().context.session === null
  )
}

/**
 * Starts the portal (called by `boot.ts` once the painted page has had its first frame).
 * `stopMarking` ends the marking of submits made before the portal was live and gives their
 * forms (`markSubmits`).
 */
export async function start({
  stopMarking,
}: {
  stopMarking: () => HTMLFormElement[]
}): Promise<void> {
  const portal = await createBrowserPortal()
  window.__portal = import.meta.env.DEV ? portal : undefined
  const locale = pickLocale()
  document.documentElement.lang = locale
  const container = document.getElementById('root')!
  // a signed-in page's or a link page's frame (decisions 052, 082): the portal draws it on, as
  // it is, until its first page is shown; its first render replaces the HTML's frame with the same
  const firstFrame = readFirstFrame(container)
  const frame = firstFrame !== null
  const app = (
    <StrictMode>
      <App portal={portal} locale={locale} firstFrame={firstFrame} />
    </StrictMode>
  )
  registerServiceWorker()
  const prerendered = !frame && (await showsPrerendered(portal, container, locale))
  if (prerendered) {
    // submits are noted until the page is live
    hydratePrerendered(container, app, stopMarking)
  } else {
    stopMarking()
    if (!frame) container.replaceChildren()
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
}
