import { expect, test, type Page } from '@playwright/test'
import { DEV_BASE } from './dev-server'
import { login, navigateInPortal, pathIs, usableCount } from './support'

/**
 * `npm run dev` pays offline as `npm start` does (issue 10, decision 018): the dev server serves
 * the checkout window, and its last page hands the payment to the tab's in-browser mock. Each
 * test has its own browser context, so its own in-browser data.
 */

// the dev server compiles every module on first request: minutes, not seconds, on this machine
test.describe.configure({ timeout: 180_000, mode: 'serial' })
// the dev server's mock API is msw's service worker: allowed here (the suite blocks workers)
test.use({ serviceWorkers: 'allow' })

const base = DEV_BASE

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  // the first visit compiles the portal and may reload once for the optimized dependencies
  const page = await browser.newPage()
  await page.goto(`${base}/v2/Login`, { timeout: 180_000 })
  await expect(page.getByLabel('아이디')).toBeVisible({ timeout: 180_000 })
  await page.close()
})

/** The app bar's usable count, once the dev server has served the page (slow on a busy machine). */
async function countNow(page: Page) {
  await expect(page.getByTestId('usage-counter')).toContainText(/\d+ 회/, { timeout: 60_000 })
  return usableCount(page)
}

async function openProduct(page: Page, userId: string) {
  await login(page, userId, undefined, `${base}/v2/Login`)
  await expect(page).toHaveURL(pathIs('/v2/dashboard'), { timeout: 60_000 })
  const before = await countNow(page)
  // by the portal's own navigation: a page load in the dev server fetches every module again
  await navigateInPortal(page, '/v2/Product/1')
  await expect(page.getByTestId('purchase-cost')).toHaveText('25,000원', { timeout: 60_000 })
  return before
}

test('a desktop payment in the checkout window reaches the tab and adds 10', async ({ page }) => {
  const before = await openProduct(page, 'buyer01')
  const popup = page.waitForEvent('popup')
  await page.getByTestId('pay').click()
  const checkout = await popup
  await expect(checkout.getByTestId('pg-amount')).toHaveText('25,000원')
  await checkout.getByTestId('pg-success').click()
  await expect.poll(() => checkout.isClosed(), { timeout: 30_000 }).toBe(true)
  await expect(page.getByTestId('payment-paid')).toContainText('사용권 10개가 지급되었습니다.')
  await expect.poll(() => usableCount(page)).toBe(before + 10)
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the checkout page leads back to the mobile callback with the payment', async ({ page }) => {
    const before = await openProduct(page, 'buyer03')
    await page.getByTestId('pay').click()
    await expect(page).toHaveURL(/\/pg\/checkout\?/)
    await page.getByTestId('pg-success').click()
    await expect(page).toHaveURL(/\/v2\/Payment\/Mobile\/Callback\?.*imp_success=true/, {
      timeout: 60_000,
    })
    await expect(page.getByTestId('payment-paid')).toContainText('사용권 10개가 지급되었습니다.', {
      timeout: 60_000,
    })
    // the tab's data kept the payment: the app bar counts it
    await page.goto(`${base}/v2/dashboard`)
    expect(await countNow(page)).toBe(before + 10)
  })
})

test('the last page opened on its own says what went wrong', async ({ page }, testInfo) => {
  await page.goto(`${base}/pg/complete?merchant_uid=m1&amount=100&outcome=success`)
  await expect(page.getByRole('alert')).toHaveText(
    '결제 결과를 전달하지 못했습니다. 결제를 요청한 창을 찾을 수 없습니다. 결제창을 닫고 다시 시도해 주세요.',
  )
  await testInfo.attach('no opener', { body: await page.screenshot(), contentType: 'image/png' })
})
