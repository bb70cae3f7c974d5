import { expect, test, type Page } from '@playwright/test'
import { PATHS } from '../src/shared/domain/routes'
import { expectAccessible, seriousFindings } from './axe'
import { newFcNumber, NOT_VISITED, PAGE_VISITS, partnerSid } from './pages'
import { smallTargets } from './targets'
import {
  navigateInPortal,
  openAsSeen,
  openNotifications,
  pathIs,
  signedIn,
  watchCsp,
} from './support'

/**
 * Every page to one standard (issue 27): on every route of `e2e/pages.ts`, as an account that may
 * open it, axe's WCAG 2.1 A and AA rules and its best practices (a critical or serious finding
 * fails; moderate and minor ones are left to review), one level-one heading, the page's own
 * `document.title`, Korean text set to break between words only, and every control a thumb's
 * 44 px (issue 46). Then the main dialogs open.
 * At a phone's width, where FCs use the portal most. Read-only: no account's data changes here.
 */
test.use({ viewport: { width: 390, height: 844 } })

/**
 * Elements holding Korean text of their own that a line may break inside a word: any
 * `word-break` but `keep-all` ("환영/합니다").
 */
function koreanBreakingMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const el = node.parentElement
      if (!el || !/[\uac00-\ud7a3]{2}/.test(text) || !el.checkVisibility()) continue
      if (getComputedStyle(el).wordBreak !== 'keep-all')
        found.push(`${el.tagName.toLowerCase()} "${text.trim().slice(0, 20)}"`)
    }
    return found
  })
}

async function signIn(page: Page, userId: string, landing: string) {
  await signedIn(page, userId, landing)
  await expect(page).toHaveURL(pathIs(landing))
}

test('every route of the portal has a visit', () => {
  const visited = new Set([
    ...PAGE_VISITS.flatMap((g) => g.pages.map((p) => p.route)),
    ...NOT_VISITED,
  ])
  const routes = Object.values(PATHS) as string[]
  expect(routes.filter((path) => !visited.has(path))).toEqual([])
  expect([...visited].filter((path) => !routes.includes(path))).toEqual([])
})

test('the check finds what it is for: a nameless button and faint text, planted', async ({
  page,
}) => {
  await page.goto('/v2/Login')
  await expect(page.getByLabel('아이디')).toBeVisible()
  expect(await seriousFindings(page)).toEqual([])
  await page.evaluate(() => {
    const planted = document.createElement('div')
    planted.innerHTML =
      '<button type="button"><svg width="10" height="10"></svg></button>' +
      '<p style="color:#bbb;background:#fff">흐린 글씨</p>'
    document.querySelector('main')!.append(planted)
  })
  const found = await seriousFindings(page)
  expect(found.some((f) => f.startsWith('critical button-name'))).toBe(true)
  expect(found.some((f) => f.startsWith('serious color-contrast'))).toBe(true)
})

for (const { account, pages } of PAGE_VISITS) {
  test(`${pages.map((p) => p.name).join(', ')} (${account?.userId ?? 'a visitor'})`, async ({
    page,
  }) => {
    test.setTimeout(20_000 + pages.length * 12_000)
    // every page drawn here is also watched for CSP violations (decision 014): one visit, both
    const problems = watchCsp(page)
    if (account) {
      await signedIn(page, account.userId, account.landing, account.password)
      await expect(page).toHaveURL(pathIs(account.landing))
    }
    for (const [i, visit] of pages.entries()) {
      const path = typeof visit.path === 'string' ? visit.path : await visit.path(page)
      if (account && i > 0 && typeof visit.path === 'string' && !visit.fromOutside) {
        // the portal's own navigation (wouter's pushState), as a user goes from page to page: the
        // page's start-up was paid once for the group (every route's answer carries the CSP,
        // tests/mock-server/http-server.test.ts)
        await navigateInPortal(page, path)
      } else {
        const response = await page.goto(path)
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      }
      // the page before stays on screen until this one's code is in; each mark of readiness is
      // the page's own
      await expect(page.getByTestId('route-progress')).toHaveCount(0)
      await expect(visit.ready(page)).toBeVisible()
      await expect(page).toHaveTitle(`${visit.title} · 헬스체크업 매니저`)
      if (!visit.route.includes(':')) await expect(page).toHaveURL(pathIs(visit.route))
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectAccessible(page, visit.name)
      expect(
        await koreanBreakingMidWord(page),
        `${visit.name}: Korean that breaks mid-word`,
      ).toEqual([])
      // a thumb's room on every page (issue 46): every control at least 44 x 44 px here
      expect(await smallTargets(page, 44), `${visit.name}: controls under 44 px`).toEqual([])
      expect(problems, `${visit.name}: CSP violations and uncaught errors`).toEqual([])
    }
  })
}

test('the purchase dialog, the notification menu and the read-all question (fc0001)', async ({
  page,
}) => {
  await signIn(page, 'fc0001', '/v2/Dashboard')
  await page.goto('/v2/Product')
  await page.getByTestId('open-purchase').click()
  await openAsSeen(page.getByRole('dialog'), 'the purchase dialog')
  await expectAccessible(page, 'the purchase dialog')
  expect(await smallTargets(page, 44), 'the purchase dialog: controls under 44 px').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  await openNotifications(page)
  await expectAccessible(page, 'the notification menu')
  expect(await smallTargets(page, 44), 'the notification menu: controls under 44 px').toEqual([])
  await page.getByTestId('read-all').click()
  await openAsSeen(page.getByTestId('read-all-confirm'), 'the read-all confirmation')
  await expectAccessible(page, 'the read-all confirmation')
  expect(await smallTargets(page, 44), 'the read-all confirmation: controls under 44 px').toEqual(
    [],
  )
  // not confirmed: this spec changes nothing
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('read-all-confirm')).toBeHidden()
})

test('the home-screen guide (OL1000001)', async ({ page }) => {
  await signIn(page, 'OL1000001', '/v2/Give')
  await page.goto('/ol/PurchaseComplete')
  await page.getByTestId('open-guide').click()
  await openAsSeen(page.getByRole('dialog'), 'the home-screen guide')
  await expectAccessible(page, 'the home-screen guide')
  expect(await smallTargets(page, 44), 'the home-screen guide: controls under 44 px').toEqual([])
})

test("the partner's sign-up dialog (a new FC number)", async ({ page }) => {
  const fcNumber = newFcNumber()
  await page.goto(`/ol/Callback?sid=${await partnerSid(page, fcNumber)}`)
  await page.getByTestId('greeting-register').click()
  await openAsSeen(page.getByTestId('sign-up-dialog'), 'the sign-up dialog')
  // not submitted: nobody is registered
  await expectAccessible(page, 'the sign-up dialog')
  expect(await smallTargets(page, 44), 'the sign-up dialog: controls under 44 px').toEqual([])
})
