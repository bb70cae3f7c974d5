import { expect, test, type Page } from '@playwright/test'
import {
  holdRequests,
  navigateInPortal,
  openDrawer,
  pageRequestsSeen,
  pathIs,
  signedIn,
  watchLayoutShift,
} from './support'

// Route chunks (issue 8): a route's code is loaded by the navigation before the route is shown,
// so moving between pages never shows a fallback; a chunk that cannot load offers a reload.

/** counts every fallback spinner that appears from now on */
async function watchFallbacks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { fallbacks: number }
    w.fallbacks = 0
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (
            n instanceof Element &&
            (n.matches('[data-testid="route-pending"]') ||
              n.querySelector('[data-testid="route-pending"]'))
          )
            w.fallbacks++
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { fallbacks: number }).fallbacks)
}

test('siteadmin goes through every page of the drawer without a fallback showing', async ({
  page,
}) => {
  await signedIn(page, 'siteadmin')
  await expect(page.getByTestId('count-all')).toBeVisible()
  const fallbacks = await watchFallbacks(page)
  await openDrawer(page)
  const hrefs = await page
    .getByTestId('drawer')
    .locator('a[data-testid^="menu-"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(hrefs.length).toBeGreaterThan(3)
  // the drawer reaches route chunks (the give page, the dashboard) and the preparing pages
  expect(hrefs.map((h) => h.toLowerCase())).toEqual(
    expect.arrayContaining(['/v2/give', '/v2/dashboard']),
  )
  await page.getByRole('button', { name: '메뉴 닫기' }).click()
  await expect(page.getByTestId('drawer')).toBeHidden()
  // each link's navigation, as the drawer's links make it (wouter's pushState), without waiting
  // for the drawer's animation each time
  for (const href of hrefs) {
    await navigateInPortal(page, href)
    await expect(page).toHaveURL(pathIs(href.split('?')[0]!))
    await expect(page.locator('main, [data-testid="page"]').first()).toBeVisible()
  }
  expect(await fallbacks()).toBe(0)
})

test('a route chunk that cannot be loaded shows the reload message, and reload recovers', async ({
  page,
}) => {
  // opened afresh (no login page, so nothing was fetched ahead): only the dashboard's chunk is here
  await signedIn(page, 'fc0003', '/v2/Dashboard')
  await expect(page.getByTestId('count-all')).toBeVisible()
  // the other route chunks are gone (a new deploy, or the network dropped)
  await page.route(/\/assets\/screens-.*\.js$/, (route) => route.abort('internetdisconnected'))
  await page.evaluate(() => {
    history.pushState(null, '', '/v2/Give')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByTestId('route-load-failed')).toContainText('화면을 불러오지 못했습니다.')
  await page.unroute(/\/assets\/screens-.*\.js$/)
  await page.getByRole('button', { name: '새로고침' }).click()
  await expect(page.getByTestId('give-usable')).toBeVisible()
})

test('the sign-in page comes painted in the HTML and is hydrated in place, not rendered again', async ({
  browser,
}) => {
  // without JavaScript the server's page already shows the form
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScript.newPage()
  await bare.goto('/v2/Login')
  await expect(bare.getByTestId('login-card')).toBeVisible()
  await expect(bare.getByRole('heading', { name: '헬스체크업 매니저' })).toBeVisible()
  await noScript.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  // the card the server sent must stay the node React hydrates: a mismatch would replace it
  await page.addInitScript(() => {
    const w = window as unknown as { cardReplaced: boolean }
    w.cardReplaced = false
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if (n instanceof Element && n.querySelector('[data-testid="login-card"]'))
            w.cardReplaced = true
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/v2/Login')
  // hydrated: typing is the form's state and the submit reaches the session
  await page.getByLabel('아이디').fill('nobody')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page.getByText('비밀번호를 입력 해 주세요.')).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { cardReplaced: boolean }).cardReplaced),
  ).toBe(false)
  expect(errors).toEqual([])
  await context.close()
})

test('what is typed into the sign-in page before its code has run is kept, and signs in', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  // the portal's first script arrives late (a slow line): the painted page takes typing meanwhile
  const { release } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/)
  // deferred scripts hold DOMContentLoaded: the page is taken as soon as it shows
  await page.goto('/v2/Login', { waitUntil: 'commit' })
  await expect(page.getByTestId('login-card')).toBeVisible()
  await page.getByLabel('아이디').pressSequentially('fc0002')
  await page.getByLabel('비밀번호').pressSequentially('Test1234!')
  release()
  // hydrated: the button is the form's own now and the page's state holds what was typed
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('button[type="submit"]')!).some((k) =>
      k.startsWith('__reactProps'),
    ),
  )
  await expect(page.getByLabel('아이디')).toHaveValue('fc0002')
  await expect(page.getByLabel('비밀번호')).toHaveValue('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/v2\/dashboard$/i)
  await context.close()
})

test('a sign-in sent from the painted page before the portal has started is made once it has', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  // the portal's first script runs at once; the portal itself (main-*.js) arrives late
  const { release, asked } = await holdRequests(page, /\/assets\/main-[^/]+\.js$/)
  const logins: string[] = []
  page.on('request', (r) => r.url().endsWith('/api/auth/login') && logins.push(r.method()))
  await page.goto('/v2/Login', { waitUntil: 'commit' })
  await expect.poll(asked).toBe(true)
  await page.getByLabel('아이디').fill('fc0002')
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  // the painted form sends nothing by itself: the address keeps no password
  await pageRequestsSeen(page)
  expect(page.url()).not.toContain('Test1234')
  expect(logins).toEqual([])
  release()
  await expect(page).toHaveURL(/\/v2\/dashboard$/i)
  expect(logins).toEqual(['POST'])
  await context.close()
})

test("the portal's code that cannot be fetched: the page says so and the reload recovers", async ({
  page,
}) => {
  const MAIN = /\/assets\/main-[^/]+\.js$/
  // the portal's code is gone (a new deploy, the network dropped); its first script is here
  await page.route(MAIN, (route) => route.abort('internetdisconnected'))
  await page.goto('/v2/Login')
  const failed = page.getByTestId('start-failed')
  await expect(failed).toContainText('화면을 불러오지 못했습니다.')
  // no sign-in form is left to type into and send nowhere
  await expect(page.getByLabel('아이디')).toHaveCount(0)
  await page.unroute(MAIN)
  await failed.getByRole('button', { name: '새로고침' }).click()
  await page.getByLabel('아이디').fill('fc0002')
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByLabel('비밀번호').press('Enter')
  await expect(page).toHaveURL(/\/v2\/dashboard$/i)

  // a page opened directly, signed in: the same, not a blank page
  await page.route(MAIN, (route) => route.abort('internetdisconnected'))
  await page.goto('/v2/Dashboard')
  await expect(page.getByTestId('start-failed')).toContainText('새로고침해 주세요.')
  await page.unroute(MAIN)
  await page.getByRole('button', { name: '새로고침' }).click()
  await expect(page.getByTestId('count-all')).toBeVisible()
})

test('the sign-in page fetches what a sign-in leads to without running it; typing runs it from the cache', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  /** each script of the portal asked for, and how (a prefetch is `other`) */
  const scripts: { file: string; type: string }[] = []
  page.on('request', (r) => {
    const file = /\/assets\/([^/]+\.js)$/.exec(r.url())?.[1]
    if (file) scripts.push({ file, type: r.resourceType() })
  })
  const finished = (file: RegExp, type: string) =>
    page.waitForEvent('requestfinished', {
      predicate: (r) => file.test(r.url()) && r.resourceType() === type,
    })
  const chromeFetched = finished(/\/assets\/chrome-[^/]+\.js$/, 'other')
  const appBarFetched = finished(/\/assets\/app-bar-chrome-[^/]+\.js$/, 'other')
  await page.goto('/v2/Login')
  // the page lists the files in its HTML and fetches them once the browser is idle
  await Promise.all([chromeFetched, appBarFetched])
  const before = [...scripts]
  expect(before.filter((s) => s.type === 'other').map((s) => s.file)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^contract-/),
      expect.stringMatching(/^theme-/),
      expect.stringMatching(/^chrome-/),
      // the landing page's layout: the app bar's part of the chrome (decision 083)
      expect.stringMatching(/^app-bar-chrome-/),
    ]),
  )
  // fetched, not run: no script of the chrome, and no landing page's code guessed at
  expect(
    before.filter(
      (s) => /^(chrome|app-bar-chrome|theme|screens)-/.test(s.file) && s.type === 'script',
    ),
  ).toEqual([])
  // the user's first key runs it, from the cache: no byte of it comes over the network again
  const chromeRun = finished(/\/assets\/chrome-[^/]+\.js$/, 'script')
  const appBarRun = finished(/\/assets\/app-bar-chrome-[^/]+\.js$/, 'script')
  await page.getByLabel('아이디').fill('fc0002')
  expect((await (await chromeRun).sizes()).responseBodySize).toBe(0)
  expect((await (await appBarRun).sizes()).responseBodySize).toBe(0)
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page.getByTestId('count-all')).toBeVisible()
  await context.close()
})

test("a signed-in page comes as its frame, with the line last shown, before the portal's code", async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  // fc0001 has used the portal in this browser: the line was shown (and kept) on the last visit
  await signedIn(page, 'fc0001', '/v2/Dashboard')
  const line = page.getByTestId('message-line-text')
  await expect(line).toContainText('/F/LINK0001')
  const shown = (await line.textContent())!
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal-frame')))
    .toContain('LINK0001')
  // the next visit, on a phone: the portal's code is on its way (held), the HTML alone is on the
  // screen, and nothing in it moves when the first script puts the line in
  await page.setViewportSize({ width: 390, height: 844 })
  const shifted = await watchLayoutShift(page)
  const { release, asked } = await holdRequests(page, /\/assets\/main-[^/]+\.js$/)
  await page.goto('/v2/dashboard', { waitUntil: 'commit' })
  await expect.poll(asked).toBe(true)
  const frame = page.locator('[data-frame]')
  await expect(frame.getByRole('heading', { level: 1, name: '리포트 발급 내역' })).toBeVisible()
  await expect(frame.locator('[data-frame-line]')).toHaveText(shown)
  expect(await shifted()).toBe(0)
  await expect(frame.getByRole('status', { name: '불러오는 중입니다…' })).toBeVisible()
  await expect(page.getByTestId('page-title')).toHaveCount(0)
  release()
  // the portal replaces the frame with the page, the same line in the same words
  await expect(page.getByTestId('page-title')).toHaveText('리포트 발급 내역')
  await expect(frame).toHaveCount(0)
  await expect(line).toHaveText(shown)
  await context.close()
})

test('a guest who opens a signed-in page gets no frame, and the sign-in page', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const { release, asked } = await holdRequests(page, /\/assets\/main-[^/]+\.js$/)
  await page.goto('/v2/Employee', { waitUntil: 'commit' })
  await expect.poll(asked).toBe(true)
  // the first script has run (it asked for the portal): no frame of a page the guest cannot see
  await expect(page.locator('#root')).toBeEmpty()
  release()
  await expect(page.getByTestId('login-card')).toBeVisible()
  await context.close()
})
