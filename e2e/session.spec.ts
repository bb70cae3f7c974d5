import { expect, test } from '@playwright/test'
import { login, pathIs } from './support'

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
