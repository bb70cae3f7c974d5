import { expect, test } from '@playwright/test'
import { login, pathIs, signedIn, watchCsp } from './support'

/**
 * The portal works under the standalone server's CSP (decision 014): the sign-in, the landing page
 * and the drawer report no violation (a blocked style, script, eval, connection or frame) and
 * throw nothing. Every other page is watched the same way where the accessibility spec opens it
 * (`e2e/accessibility.spec.ts`, one visit per route), so each page is drawn once for both checks.
 */

test('login, dashboard and give pages run under the CSP without a violation', async ({ page }) => {
  const problems = watchCsp(page)
  const response = await page.goto('/v2/Login')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
  await page.goto('/v2/Give')
  await expect(page.getByRole('button', { name: '사용권 제공' })).toBeVisible()
  await page.getByTestId('drawer-button').click()
  await expect(page.getByTestId('drawer')).toBeVisible()
  expect(problems).toEqual([])
})

test('a page refused to the signed-in user redirects without a violation', async ({ page }) => {
  const problems = watchCsp(page)
  // statistics are not for an FC (S1 §6): the route says so and leaves
  await signedIn(page, 'fc0001', '/v2/Statistics/Overview')
  await expect(page.getByText('권한이 없습니다.')).toBeVisible()
  await expect(page).not.toHaveURL(/Statistics/i)
  expect(problems).toEqual([])
})
