import { act, cleanup as unmountAll, render, type RenderResult } from '@testing-library/react'
import { vi, type Mock } from 'vitest'
import type { RequestHandler } from 'msw'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createTestServer } from '../../mock-server/node'
import type { MockConfig } from '../../mock-server/config'
import { App } from '../../src/app/app'
import { createPortal, type Portal } from '../../src/app/create-portal'
import { lazyHarRecorder } from '../../src/app/har-loader'
import { CALL_LOG_LIMIT } from '../../src/app/call-log'
import type { ScreenModule } from '../../src/app/route-modules'
import type { RouteId } from '../../src/shared/domain/routes'
import type { Locale } from '../../src/shared/domain/messages'
import type { PaymentSettings } from '../../src/features/purchase/settings'
import { createApiClient, type DownloadedFile } from '../../src/shared/services/http-client'
import { TOKEN_KEYS, webTokenStorage } from '../../src/shared/services/token-storage'
import type { AnswerHold } from '../../src/shared/services/answer-hold'
import { MemoryStorage } from './token-storage'
import { TEST_SETTINGS } from './settings'
import { createAuthService } from '../../src/features/session/services/auth-service'
import { DEMO_PASSWORD, startScenario, TEST_BASE } from './api'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

export interface RenderRouteOptions {
  /** a demo account (docs/fixtures.md) signed in through the real login call before rendering */
  user?: string
  /** its password; the demo password `Test1234!` unless given */
  password?: string
  locale?: Locale
  /** what the browser's storage holds before the portal starts (a remembered list view) */
  stored?: Record<string, string>
  /** the mock's configuration (sizes, MOCK_TODAY); small and fast by default */
  mock?: Partial<MockConfig>
  /** handlers put before the mock's own (`server.use`) before anything renders */
  handlers?: RequestHandler[]
  /** the route chunks, for a test that holds or fails one */
  routeModules?: Partial<Record<RouteId, ScreenModule>>
  /** the payment settings (the offline checkout with the demo's contacts unless given) */
  payment?: PaymentSettings
  /** when the drawer's pages' code is fetched (never unless given: a test loads what it opens) */
  whenSettled?: (work: () => void) => void
  /** the tab has a page of the portal before this one (a link page may go back); none unless given */
  canGoBack?: boolean
  /** QA scenarios (`POST /__mock/scenarios` bodies) set after signing in, before rendering */
  scenarios?: Record<string, unknown>[]
  /** what holds answers while a page is drawn (decision 064); the portal's own unless given */
  answerHold?: AnswerHold
  /**
   * the call log and the HAR recorder of development and `npm start` builds (the footer's problem
   * report, issue 50); none unless given
   */
  callLog?: boolean
}

export interface RenderedRoute extends RenderResult {
  portal: Portal
  /** the current path of the memory location */
  readonly location: string
  /** the memory location's history: the first path, then each push (a replace overwrites) */
  history: readonly string[]
  /** every navigation the portal asked for (its `navigate` config), in order */
  navigations: { to: string; replace: boolean }[]
  /** navigates as the app does (a link, the address bar) */
  navigate: (to: string, options?: { replace?: boolean }) => void
  db: TestServer['db']
  server: TestServer['server']
  storage: Storage
  spies: {
    saveFile: Mock<(file: DownloadedFile) => void>
    openWindow: Mock<(url: string) => void>
    leave: Mock<(url: string) => void>
    back: Mock<() => void>
    copy: Mock<(text: string) => Promise<void>>
    reload: Mock<() => void>
  }
  /** another window of the same browser: it shares `storage`, and the app hears its changes */
  otherWindow: {
    /** signs in through the real login call there; resolves to the token it stored */
    signIn: (userId: string, password?: string) => Promise<string>
    /** signs out there (the server forgets the token, the storage loses it) */
    signOut: () => Promise<void>
  }
  /** stops the actor system, closes the mock server and unmounts; safe to call twice */
  cleanup: () => void
}

/**
 * The app needs a DOM. happy-dom 21 already has what Chakra (Ark, Floating UI, Emotion) asks of
 * the browser (matchMedia, ResizeObserver, scrollTo, scrollIntoView), so nothing is polyfilled.
 */
function requireDom(): void {
  if (typeof window === 'undefined') {
    throw new Error('renderRoute needs a DOM: start the file with // @vitest-environment happy-dom')
  }
}

/** Small data: seeding 300 checkups costs more than the whole render. */
const DEFAULT_MOCK: Partial<MockConfig> = { MOCK_CHECKUPS: 40 }

const live = new Set<() => void>()

/**
 * Renders the real app at `path` against the mock API in node: a fresh seeded mock, a fresh
 * storage, the portal built by `createPortal` with spies for the browser's effects, and wouter's
 * memory location. With `user`, signs in through the real login call first.
 */
export async function renderRoute(
  path: string,
  options: RenderRouteOptions = {},
): Promise<RenderedRoute> {
  requireDom()
  const { server, db } = await createTestServer({ ...DEFAULT_MOCK, ...options.mock })
  server.listen({ onUnhandledRequest: 'error' })

  const storage = new MemoryStorage()
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.setItem(key, value)
  if (options.user) {
    const client = createApiClient({ baseURL: TEST_BASE, tokens: webTokenStorage(storage) })
    await createAuthService(client).login({
      userId: options.user,
      password: options.password ?? DEMO_PASSWORD,
    })
  }

  if (options.handlers?.length) server.use(...options.handlers)
  for (const scenario of options.scenarios ?? []) await startScenario(scenario)

  // the browser's `storage` event: fired for the other window's writes only, as browsers do
  const storageListeners = new Set<(key: string | null) => void>()
  const otherWindowStorage = webTokenStorage(storage)
  const otherWindowAuth = createAuthService(
    createApiClient({ baseURL: TEST_BASE, tokens: otherWindowStorage }),
  )
  const fire = () => act(() => storageListeners.forEach((l) => l(TOKEN_KEYS.authToken)))
  const otherWindow: RenderedRoute['otherWindow'] = {
    async signIn(userId, password = DEMO_PASSWORD) {
      otherWindowStorage.adopt(storage.getItem(TOKEN_KEYS.authToken) ?? '')
      await otherWindowAuth.login({ userId, password })
      fire()
      return otherWindowStorage.getToken()!
    },
    async signOut() {
      otherWindowStorage.adopt(storage.getItem(TOKEN_KEYS.authToken) ?? '')
      await otherWindowAuth.logout()
      fire()
    },
  }

  const memory = memoryLocation({ path, record: true })
  const navigations: { to: string; replace: boolean }[] = []
  const spies = {
    saveFile: vi.fn<(file: DownloadedFile) => void>(),
    openWindow: vi.fn<(url: string) => void>(),
    leave: vi.fn<(url: string) => void>(),
    back: vi.fn<() => void>(),
    copy: vi.fn<(text: string) => Promise<void>>(async () => {}),
    reload: vi.fn<() => void>(),
  }
  const portal = createPortal({
    baseURL: TEST_BASE,
    ...TEST_SETTINGS,
    saveFile: spies.saveFile,
    openWindow: spies.openWindow,
    leave: spies.leave,
    back: spies.back,
    canGoBack: () => options.canGoBack ?? false,
    clipboard: { copy: spies.copy },
    origin: TEST_BASE,
    linkHosts: [new URL(TEST_BASE).host],
    externalLinks: { privacy: '', terms: '' },
    storage,
    watchStorage(onChange) {
      storageListeners.add(onChange)
      return () => storageListeners.delete(onChange)
    },
    reload: spies.reload,
    ...(options.routeModules ? { routeModules: options.routeModules } : {}),
    ...(options.payment ? { payment: options.payment } : {}),
    ...(options.answerHold ? { answerHold: options.answerHold } : {}),
    ...(options.callLog
      ? {
          callLogLimit: CALL_LOG_LIMIT,
          har: lazyHarRecorder({
            limit: CALL_LOG_LIMIT,
            origin: TEST_BASE,
            load: () => import('../../src/shared/services/har-recorder'),
          }),
        }
      : {}),
    whenSettled: options.whenSettled ?? (() => {}),
    navigate: (to, opts) => {
      const replace = opts?.replace ?? false
      navigations.push({ to, replace })
      memory.navigate(to, { replace })
    },
    currentPath: () => (memory.history.at(-1) ?? path).split('?')[0]!,
    viewportWidth: 1280,
  })

  const result = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <App portal={portal} locale={options.locale ?? 'ko'} />
    </Router>,
  )

  let done = false
  const cleanup = () => {
    if (done) return
    done = true
    live.delete(cleanup)
    result.unmount()
    portal.stop()
    server.close()
  }
  live.add(cleanup)

  return {
    ...result,
    portal,
    get location() {
      return (memory.history.at(-1) ?? path).split('?')[0]!
    },
    history: memory.history,
    navigations,
    navigate: (to, opts) => act(() => memory.navigate(to, opts)),
    db,
    server,
    storage,
    spies,
    otherWindow,
    cleanup,
  }
}

/** Cleans up every app `renderRoute` rendered; for `afterEach`. */
export function cleanupRoutes(): void {
  for (const cleanup of [...live]) cleanup()
  unmountAll()
}
