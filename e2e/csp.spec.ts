import { expect, test, type Page } from '@playwright/test'
import { PATHS as ROUTE_PATHS } from '../src/shared/domain/routes'
import { login, pathIs } from './support'

/**
 * The portal works under the standalone server's CSP (decision 014): no page reports a violation
 * (a blocked style, script, eval, connection or frame) or throws, signed out or signed in.
 */
const PATHS = Object.entries(ROUTE_PATHS)
  // the development pages are not in the build the suite runs
  .filter(([id]) => id !== 'playground' && id !== 'test')
  .map(([, path]) => path.replace(':productId', '1').replace(':linkCode', 'LINK0001'))

/** Every CSP violation and uncaught error of the page from now on. */
function watch(page: Page): string[] {
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

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  // pages that leave the portal: the FC link (the app's deep link) and, for a signed-in user, the
  // partner greeting (the service site); both demo pages are outside the portal
  if (!path.startsWith('/F/') && path !== '/ol/Greeting')
    await page.locator('#root > *').first().waitFor()
  await page.waitForLoadState('networkidle')
}

test('login, dashboard and give pages run under the CSP without a violation', async ({ page }) => {
  const problems = watch(page)
  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
  await page.goto('/v2/Give')
  await expect(page.getByRole('button', { name: '사용권 제공' })).toBeVisible()
  await page.getByTestId('drawer-button').click()
  await expect(page.getByTestId('drawer')).toBeVisible()
  expect(problems).toEqual([])
})

test('every route signed out reports no violation', async ({ page }) => {
  test.setTimeout(90_000)
  const problems = watch(page)
  for (const path of PATHS) await visit(page, path)
  expect(problems).toEqual([])
})

for (const userId of ['siteadmin', 'adminp']) {
  test(`every route signed in as ${userId} reports no violation`, async ({ page }) => {
    test.setTimeout(90_000)
    const problems = watch(page)
    await login(page, userId)
    await expect(page.getByTestId('app-bar')).toBeVisible()
    for (const path of PATHS) await visit(page, path)
    expect(problems).toEqual([])
  })
}
