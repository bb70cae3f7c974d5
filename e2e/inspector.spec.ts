import {
  expect,
  test,
  type Browser,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectAccessible } from './axe'
import { DEV_BASE } from './dev-server'
import { DEMO_PASSWORD, login, navigateInPortal, pathIs, qaHeaders } from './support'
import { harProblems } from '../tests/support/har-shape'

/**
 * The statechart inspector of development builds (/Playground, decision 044) in `npm run dev`:
 * the running machines drawn with their state lit, a sign-in followed, the journal stepped back,
 * and the journal exported and loaded in another browser to the same states. Offline: the dev
 * server and the in-browser mock are all it reaches. And a QA session of `npm start`'s build
 * exported as a problem report with its HAR (issue 50), read back here.
 */

// the dev server compiles every module on first request: minutes, not seconds, on this machine
// (the dev checkout's spec may have compiled the portal's modules already, the inspector's not)
test.describe.configure({ timeout: 300_000 })
// the dev server's mock API is msw's service worker: allowed here (the suite blocks workers)
test.use({ serviceWorkers: 'allow' })

const base = DEV_BASE

/** An actor's drawn statechart, by its accessible name. */
const chart = (page: Page, actor: string) =>
  page.getByRole('img', { name: new RegExp(`^${actor} 상태 차트`) })

/** A state of an actor's chart (`data-state` is its path: `signedOut.anonymous`). */
const stateOf = (page: Page, actor: string, path: string): Locator =>
  chart(page, actor).locator(`[data-state="${path}"]`)

async function expectLit(page: Page, actor: string, path: string) {
  await expect(stateOf(page, actor, path)).toHaveAttribute('data-active', 'true', {
    timeout: 60_000,
  })
  await expect(chart(page, actor)).toHaveAccessibleName(new RegExp(`현재 상태: .*${path}`))
}

/** Shows the journal at one entry: the first whose row names this actor and event. */
async function showEntry(page: Page, actor: string, event: string) {
  await page
    .getByRole('button', { name: new RegExp(`^이 시점 보기: #\\d+ ${actor} ${event}$`) })
    .last()
    .click()
  await expect(page.getByTestId('inspector-position')).toContainText(`${actor} · ${event}`)
}

test('draws the running machines, follows a sign-in, steps back, and replays its exported journal elsewhere', async ({
  page,
  browser,
}, testInfo) => {
  // the first visit compiles the inspector's modules and may reload once for the optimized
  // dependencies: the page is waited for until the session's chart is drawn
  await page.goto(`${base}/Playground`, { timeout: 240_000 })
  await expect(chart(page, 'session')).toBeVisible({ timeout: 240_000 })
  await expect(page.getByRole('heading', { level: 1, name: '상태 차트 검사기' })).toBeVisible()
  // nobody signed in yet
  await expectLit(page, 'session', 'signedOut.anonymous')
  await expect(stateOf(page, 'session', 'authenticated')).toHaveAttribute('data-active', 'false')

  // to the sign-in page by the portal's own navigation (the same system keeps running), sign in
  await navigateInPortal(page, '/v2/Login')
  await page.getByLabel('아이디').fill('fc0002')
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD)
  await page.getByLabel('비밀번호').press('Enter')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'), { timeout: 60_000 })
  await expect(page.getByTestId('usage-counter')).toBeVisible({ timeout: 60_000 })
  // and back to the inspector (the browser's Back: the sign-in page was replaced)
  await page.goBack()
  await expect(page).toHaveURL(pathIs('/Playground'))

  // the session followed the sign-in; the guard and the dashboard's machine are drawn too
  await expectLit(page, 'session', 'authenticated')
  await expect(stateOf(page, 'session', 'signedOut.anonymous')).toHaveAttribute(
    'data-active',
    'false',
  )
  await expect(chart(page, 'routeGuard').locator('[data-active="true"]').first()).toBeVisible()
  await expect(chart(page, 'dashboard').locator('[data-active="true"]').first()).toBeVisible({
    timeout: 60_000,
  })
  await expect(
    page.getByTestId('inspector-actors').locator('tr[data-actor="session"]'),
  ).toContainText('실행 중')
  await expect(
    page.getByTestId('inspector-actors').locator('tr[data-actor="dashboard"]'),
  ).toContainText('기록만')
  const session = page.locator('section[data-actor="session"]')
  await session.getByText('컨텍스트').click()
  await expect(session.getByRole('group', { name: 'session 컨텍스트' })).toContainText('fc0002')

  await page.screenshot({ path: testInfo.outputPath('inspector-1280.png'), fullPage: true })
  await expectAccessible(page, 'the inspector, live')

  // the sign-in's answer: the session loads the user; one entry back it was still signing in
  await showEntry(page, 'session', 'xstate.done.actor.login')
  await expectLit(page, 'session', 'loadingUser')
  await expect(page.getByRole('group', { name: '이 시점의 session 컨텍스트' })).toContainText(
    '"session": null',
  )
  await page.getByRole('button', { name: '이전' }).click()
  await expectLit(page, 'session', 'loggingIn')
  // the slider steps by the keyboard too
  const slider = page.getByRole('slider', { name: '기록 위치' })
  await slider.focus()
  await slider.press('ArrowRight')
  await expectLit(page, 'session', 'loadingUser')
  await page.getByRole('button', { name: '다음' }).click()
  await expect(page.getByRole('button', { name: '최신' })).toHaveAttribute('aria-pressed', 'false')
  await page.getByRole('button', { name: '최신' }).click()
  await expectLit(page, 'session', 'authenticated')

  // the journal as a file, for another browser
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'JSON으로 내보내기' }).click()
  const exported = testInfo.outputPath('journal.json')
  await (await download).saveAs(exported)

  // a journal exported in another browser replays to the same states
  await replayIn(browser, exported, testInfo.outputPath('inspector-390.png'))
})

/** Loads `exported` in a browser of its own at 390 px and checks the states it replays to. */
async function replayIn(browser: Browser, exported: string, screenshot: string) {
  // another browser: its own storage, its own in-browser mock, nobody signed in
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  try {
    await page.goto(`${base}/Playground`)
    await expectLit(page, 'session', 'signedOut.anonymous')
    await page.getByLabel('내보낸 기록 불러오기').setInputFiles(exported)
    await expect(page.getByTestId('inspector-loaded')).toContainText('불러온 기록: journal.json')

    // the last states of the other browser: signed in, the dashboard's machine drawn from its
    // definition though it never ran here
    await expectLit(page, 'session', 'authenticated')
    await expect(chart(page, 'dashboard').locator('[data-active="true"]').first()).toBeVisible()
    await showEntry(page, 'session', 'xstate.done.actor.login')
    await expectLit(page, 'session', 'loadingUser')
    await page.getByRole('button', { name: '이전' }).click()
    await expectLit(page, 'session', 'loggingIn')

    // the page at a phone's width: nothing wider than the screen but the charts' own scroll
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: screenshot, fullPage: true })
    await expectAccessible(page, 'the inspector, a loaded journal at 390 px')

    // back to this browser's own system
    await page.getByRole('button', { name: '실시간 보기' }).click()
    await expectLit(page, 'session', 'signedOut.anonymous')
  } finally {
    await context.close()
  }
}

interface Har {
  log: {
    entries: {
      request: { method: string; url: string }
      response: { status: number; headers: { name: string; value: string }[] }
    }[]
  }
}

test.describe('a QA session as HAR (issue 50)', () => {
  // the embedded build on the suite's standalone server, as `npm start` serves it: its own worker
  // would answer the page's requests out of sight (playwright.config.ts)
  test.use({ serviceWorkers: 'block' })

  test('exported beside the problem report with every call and no secret, then read in the inspector', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // one call of hk5012's fails (its own account: docs/fixtures.md)
    const started = await request.post('/__mock/scenarios', {
      headers: qaHeaders,
      data: { operation: 'checkupList', status: 500, times: 1, userId: 'hk5012' },
    })
    expect(started.status(), await started.text()).toBe(200)
    const scenario = ((await started.json()) as { scenario: { id: string } }).scenario.id

    // every call the page makes to the API, answered or not, as the browser saw it
    const seen: string[] = []
    const note = (r: { method(): string; url(): string }) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(`${r.method()} ${r.url()}`)
    }
    page.on('requestfinished', note)
    page.on('requestfailed', note)

    await login(page, 'hk5012')
    await expect(page).toHaveURL(pathIs('/v2/dashboard'))
    const error = page.getByTestId('grid-error')
    await expect(error).toBeVisible()
    await error.getByRole('button', { name: '다시 시도' }).click()
    await expect(
      page.locator('[data-testid=checkup-row], [data-testid=grid-empty]').first(),
    ).toBeVisible()
    const [token, refreshToken] = await page.evaluate(() => [
      localStorage.getItem('x-auth-token'),
      localStorage.getItem('refresh-token'),
    ])
    expect(token).toBeTruthy()
    expect(refreshToken).toBeTruthy()

    // the report and its HAR beside it, from one press
    const downloads: Download[] = []
    page.on('download', (d) => downloads.push(d))
    const before = [...seen]
    await page.getByRole('button', { name: '문제 보고서 내보내기' }).click()
    await expect.poll(() => downloads.length).toBe(2)
    const [reportFile, harFile] = downloads
    expect(reportFile!.suggestedFilename()).toMatch(/^problem-report-\d{8}-\d{6}\.json$/)
    expect(harFile!.suggestedFilename()).toBe(
      reportFile!.suggestedFilename().replace(/\.json$/, '.har'),
    )
    const reportPath = testInfo.outputPath(reportFile!.suggestedFilename())
    const harPath = testInfo.outputPath(harFile!.suggestedFilename())
    await reportFile!.saveAs(reportPath)
    await harFile!.saveAs(harPath)
    const harText = readFileSync(harPath, 'utf8')
    const reportText = readFileSync(reportPath, 'utf8')
    const har = JSON.parse(harText) as Har
    expect(harProblems(har)).toEqual([])
    expect(JSON.parse(reportText)).toMatchObject({ harFile: harFile!.suggestedFilename() })

    // every call the page had made is there, as often as it was made
    const recorded = har.log.entries.map((e) => `${e.request.method} ${e.request.url}`)
    const missing = [...before]
    for (const call of recorded) {
      const at = missing.indexOf(call)
      if (at >= 0) missing.splice(at, 1)
    }
    expect(missing).toEqual([])
    expect(recorded.some((c) => c.startsWith('POST ') && c.endsWith('/api/auth/login'))).toBe(true)
    const failed = har.log.entries.filter((e) => e.response.status === 500)
    expect(failed).toHaveLength(1)
    expect(failed[0]!.response.headers).toContainEqual({ name: 'x-mock-scenario', value: scenario })
    // neither file holds the password or the tokens
    for (const text of [harText, reportText])
      for (const secret of [DEMO_PASSWORD, token!, refreshToken!])
        expect(text).not.toContain(secret)

    // the inspector of a development build reads both, chosen together, at a phone's width
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    })
    const inspector = await context.newPage()
    try {
      await inspector.goto(`${DEV_BASE}/Playground`, { timeout: 240_000 })
      await expect(
        inspector.getByRole('heading', { level: 1, name: '상태 차트 검사기' }),
      ).toBeVisible({ timeout: 240_000 })
      await inspector.getByLabel('내보낸 기록 불러오기').setInputFiles([reportPath, harPath])
      await expect(inspector.getByTestId('inspector-loaded-har')).toHaveText(
        `불러온 호출: ${harFile!.suggestedFilename()} (${har.log.entries.length}건)`,
      )
      const calls = inspector.getByRole('listbox', { name: '호출 목록' })
      await expect(calls.getByRole('option')).toHaveCount(har.log.entries.length)
      const failedRow = calls.getByRole('option').filter({ hasText: `시나리오 ${scenario}` })
      await expect(failedRow).toContainText('500')
      // by keyboard: to the first call, the sign-in, whose password is redacted
      await calls.focus()
      await calls.press('Home')
      await expect(calls.getByRole('option', { selected: true })).toContainText('/api/auth/login')
      await expect(inspector.getByTestId('har-detail')).toContainText('"password": "[redacted]"')
      await calls.press('End')
      await expect(calls.getByRole('option').last()).toHaveAttribute('aria-selected', 'true')
      const overflow = await inspector.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await inspector.screenshot({ path: testInfo.outputPath('har-390.png') })
      await inspector.getByTestId('inspector-har').screenshot({
        path: testInfo.outputPath('har-390-calls.png'),
      })
      await expectAccessible(inspector, 'the inspector with a HAR at 390 px')
      await inspector.setViewportSize({ width: 1280, height: 900 })
      await failedRow.click()
      await expect(inspector.getByTestId('har-answer')).toHaveText(/^500 /)
      await inspector.getByTestId('inspector-har').screenshot({
        path: testInfo.outputPath('har-1280.png'),
      })
    } finally {
      await context.close()
    }
  })
})
