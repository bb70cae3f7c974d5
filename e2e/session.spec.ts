import { expect, test, type Page } from '@playwright/test'
import { login, navigateInPortal, pathIs } from './support'

// Sign-in through the form in the real browser. Where each account lands (S1 §4), the orange
// login, the drawer per role, logout and the form's messages are rules of the portal: the view
// tests sign each account in through the same form (tests/views/session.test.tsx, shell.test.tsx).

test('the login page in Korean, and the dashboard shell after sign-in', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await expect(page).toHaveURL(pathIs('/v2/Login'))
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible()
  await testInfo.attach('login-page', { body: await page.screenshot(), contentType: 'image/png' })

  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('usage-counter')).toContainText(/\d+ 회/)
  await testInfo.attach('dashboard-shell', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
})

test('Back from the landing page keeps the session (the login page left the history)', async ({
  page,
}) => {
  // a page opened before the login (not the greeting: a signed-in user leaves it at once)
  await page.goto('/v2/Error')
  await login(page, 'fc0002')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('count-all')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(pathIs('/v2/Error'))
  expect(await page.evaluate(() => localStorage.getItem('x-auth-token'))).not.toBeNull()
  await page.goForward()
  await expect(page.getByTestId('count-all')).toBeVisible()
})

/** the user and usable-counter reads (S1 §4) the page makes, as they are asked for */
function userReads(page: Page) {
  const reads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/auth/me' || pathname === '/api/auth/issuable-number')
      reads.push(pathname)
  })
  return reads
}

test("the dashboard a sign-in lands on takes the sign-in's read of the user; coming back reads again", async ({
  page,
}) => {
  const reads = userReads(page)
  await login(page, 'fc0001')
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
  // one read of each before the first rows: the sign-in's is the dashboard load's (decision 085)
  expect([...reads].sort()).toEqual(['/api/auth/issuable-number', '/api/auth/me'])
  await navigateInPortal(page, '/v2/give')
  await expect(page.getByRole('heading', { level: 1, name: '사용권 제공' })).toBeAttached()
  await navigateInPortal(page, '/v2/dashboard')
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
  // S1 §4's load on a dashboard opened later reads both again
  await expect.poll(() => reads.length).toBe(4)
})

test('the dashboard opened directly reads the user once, for the guard and the load both', async ({
  page,
}) => {
  await login(page, 'fc0001')
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
  const reads = userReads(page)
  await page.reload()
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
  expect([...reads].sort()).toEqual(['/api/auth/issuable-number', '/api/auth/me'])
})
