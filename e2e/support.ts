import { expect, type Browser, type Locator, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Test1234!'

/**
 * The QA helpers' token of the server the suite starts (MOCK_QA_TOKEN in playwright.config.ts):
 * every call to /__mock/* sends it, with a JSON body (issue 29).
 */
export const QA_TOKEN = 'e2e-qa-token'
export const qaHeaders = { 'x-qa-token': QA_TOKEN }

/** Signs in through the login form, as a user would. */
export async function login(
  page: Page,
  userId: string,
  password = DEMO_PASSWORD,
  path = '/v2/Login',
) {
  await page.goto(path)
  await page.getByLabel('아이디').fill(userId)
  await page.getByLabel('비밀번호').fill(password)
  await page.getByLabel('비밀번호').press('Enter')
}

/**
 * Signs in by the API, not the form, and opens `path` as that user: what a spec does when
 * sign-in is not what it tests (the form is the session specs' subject). The tokens go where the
 * portal keeps them (S1 §4: browser storage `x-auth-token`, `refresh-token`), set on a served
 * file of the portal's own origin before the page is opened, so the page starts signed in as a
 * reopened tab does. `path` may be a whole address: the sign-in is then made on its server (a
 * spec's own, `startStandalone`), not the suite's.
 */
export async function signedIn(
  page: Page,
  userId: string,
  path = '/v2/dashboard',
  password = DEMO_PASSWORD,
) {
  const origin = URL.canParse(path) ? new URL(path).origin : ''
  const res = await page.request.post(`${origin}/api/auth/login`, { data: { userId, password } })
  if (!res.ok()) throw new Error(`sign-in of ${userId}: ${res.status()} ${await res.text()}`)
  const { token, refreshToken } = (await res.json()) as { token: string; refreshToken: string }
  await page.goto(`${origin}/favicon.svg`)
  await page.evaluate(
    ([t, r]) => {
      localStorage.setItem('x-auth-token', t!)
      localStorage.setItem('refresh-token', r!)
    },
    [token, refreshToken],
  )
  await page.goto(path)
}

/**
 * Resolves once every request the page had started is known to the test: a request the page
 * makes after them is seen (Playwright reports a page's requests in order). The wait before a
 * negative check ("nothing was sent"): it waits for the event that would have shown the request,
 * not for a fixed time.
 */
export async function pageRequestsSeen(page: Page) {
  const marker = `/favicon.svg?seen=${Date.now()}-${Math.random()}`
  const seen = page.waitForRequest((r) => r.url().endsWith(marker))
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker)
  await seen
}

/**
 * Every CSP violation and uncaught error of the page from now on (decision 014: the portal runs
 * under the standalone server's CSP). Read the list after the page has done its work.
 */
export function watchCsp(page: Page): string[] {
  const problems: string[] = []
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    ),
  )
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|CSP violation/i.test(m.text()))
      problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`))
  return problems
}

/**
 * Waits until an element and what it holds have ended their animations (a menu sliding in). An
 * animation cancelled or replaced on the way (the menu drawn again as its list arrives) rejects
 * its `finished`: then the animations running now are waited for in turn.
 */
export async function settled(locator: Locator) {
  await locator.evaluate(async (el) => {
    for (let round = 0; round < 5; round++) {
      const running = el.getAnimations({ subtree: true })
      if (running.every((a) => a.playState === 'finished')) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
}

/**
 * Opens the notification menu and waits until it has slid into place: a click on an item while
 * the menu still moves can miss it (the pointer goes down on the item and up on the app bar).
 */
export async function openNotifications(page: Page) {
  const list = page.getByTestId('notification-list')
  // the bell toggles: a click on it while the list is open closes it
  await expect(list, 'the notification list is closed before it is opened').toBeHidden()
  await page.getByTestId('bell').click()
  await expect(list).toBeVisible()
  await settled(list)
}

/**
 * Opens a menu by its trigger and returns it once it is in place and holds the focus: before that,
 * a click can miss an item (as above) and Escape can reach the page before the menu listens.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click()
  const menu = page.getByRole('menu').filter({ visible: true })
  await openAsSeen(menu, 'the open menu')
  return menu
}

/** Opens a menu by its trigger and chooses an item once the menu is in place. */
export async function chooseMenuItem(page: Page, trigger: Locator, item: string) {
  const menu = await openMenu(page, trigger)
  await menu.getByRole('menuitem', { name: item }).click()
}

export async function openDrawer(page: Page) {
  await page.getByTestId('drawer-button').click()
  await openAsSeen(page.getByTestId('drawer'), 'the drawer')
}

/**
 * Waits until a dialog, drawer or menu is open as a user meets it: shown, its entrance ended and
 * the focus inside, where Escape and the keys act. On a busy machine one shows a frame before it
 * takes the focus, and an Escape pressed then went elsewhere and left it open.
 */
export async function openAsSeen(locator: Locator, what: string) {
  await expect(locator).toBeVisible()
  await settled(locator)
  await expect.poll(() => holdsFocus(locator), { message: `${what} holds the focus` }).toBe(true)
}

/** Whether the focus is inside `locator` (a dialog that holds it). */
export const holdsFocus = (locator: Locator) =>
  locator.evaluate((el) => el.contains(document.activeElement))

/** A path check that ignores letter case, as the routes do. */
/**
 * Goes to `path` by the portal's own navigation, as a link of the drawer does (wouter's
 * pushState): the page is not loaded again, so its start-up is not paid again.
 */
export async function navigateInPortal(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path)
}

export const pathIs = (path: string) =>
  new RegExp(`^[^?#]*${path.replace(/\//g, '\\/')}/?(\\?.*)?$`, 'i')

/**
 * The usable count the app bar shows now (not for unlimited accounts). Specs share one server, so
 * a spec reads it before acting and asserts the change, never the seeded number.
 */
export async function usableCount(page: Page): Promise<number> {
  const counter = page.getByTestId('usage-counter')
  await expect(counter).toContainText(/\d+ 회/)
  return Number(/(\d+) 회/.exec((await counter.textContent()) ?? '')?.[1])
}

/** what the page's share sheet was handed: the words, and each file by name, type and size */
export interface SharedContent {
  title: string | null
  text: string | null
  files: { name: string; type: string; size: number }[]
}

/**
 * A phone's share sheet in the page (issue 46): Chromium on Linux has no `navigator.share`; this
 * one takes words and PNG pictures and keeps what it was handed, which the returned function reads.
 */
export async function withShareSheet(page: Page): Promise<() => Promise<SharedContent[]>> {
  await page.addInitScript(() => {
    const kept: SharedContent[] = []
    Object.defineProperty(window, '__shared', { value: kept })
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: ShareData) => (data.files ?? []).every((file) => file.type === 'image/png'),
    })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        kept.push({
          title: data.title ?? null,
          text: data.text ?? null,
          files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
        })
      },
    })
  })
  return () => page.evaluate(() => (window as unknown as { __shared: SharedContent[] }).__shared)
}

/** The phone of the issues (390 x 844, touch), in a browser context of its own: nothing remembered. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** A phone that has never seen the server. */
export const freshPhone = (browser: Browser) => browser.newContext(PHONE)

/** holds back the requests a pattern matches until `release`; `asked` tells whether one was asked for */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(pattern, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  return { release, asked: () => asked }
}

/**
 * Adds up the page's layout shifts from its next load on (call before `goto`); the function
 * returned reads the sum so far.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number }
    w.shifted = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shifted += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted)
}
