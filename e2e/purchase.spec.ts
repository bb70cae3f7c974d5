import { expect, test, type Page } from '@playwright/test'
import { qaHeaders, signedIn, usableCount } from './support'

/**
 * Buying usage rights through the offline provider's checkout window (issue 10, decision 018).
 * Each flow has its own buyer (docs/fixtures.md), so the specs run in any order and in parallel.
 */

const VBANK_POLL_MS = 300_000

// a sign-in, a product page and a checkout window each: more than the default on a busy machine
test.describe.configure({ timeout: 60_000 })

/** Pays on the open product page; the checkout window opens and the tester chooses `choice`. */
async function payInWindow(page: Page, choice: 'pg-success' | 'pg-vbank' | 'pg-failure') {
  const popup = page.waitForEvent('popup')
  await page.getByTestId('pay').click()
  const checkout = await popup
  await checkout.getByTestId(choice).click()
  // the window answers and closes itself, as the SDK's does
  await expect.poll(() => checkout.isClosed()).toBe(true)
}

test('buyer01 buys 10 by card and the usable count rises by 10', async ({ page }, testInfo) => {
  await signedIn(page, 'buyer01')
  const before = await usableCount(page)
  await page.goto('/v2/Product/1')
  await expect(page.getByTestId('quantity')).toHaveValue('10')
  await expect(page.getByTestId('purchase-cost')).toHaveText('25,000원')
  await payInWindow(page, 'pg-success')
  await expect(page.getByTestId('payment-paid')).toContainText('사용권 10개가 지급되었습니다.')
  await expect.poll(() => usableCount(page)).toBe(before + 10)
  await testInfo.attach('paid', { body: await page.screenshot(), contentType: 'image/png' })
})

test('buyer02 buys by virtual account: ready, the message line, the deposit, the count rises', async ({
  page,
}) => {
  await page.clock.install()
  await signedIn(page, 'buyer02')
  const before = await usableCount(page)
  await page.goto('/v2/Product/1')
  await payInWindow(page, 'pg-vbank')
  await expect(page.getByTestId('payment-ready')).toContainText('가상계좌가 발급되었습니다.')
  await expect(page.getByTestId('message-line-text')).toContainText('국민은행')
  await page.getByTestId('payment-close').click()
  expect(await usableCount(page)).toBe(before)

  const deposit = await page.request.post('/__mock/vbank-deposit', {
    data: { userId: 'buyer02' },
    headers: qaHeaders,
  })
  expect(((await deposit.json()) as { granted: number }).granted).toBe(10)
  await page.clock.fastForward(VBANK_POLL_MS)
  await expect(page.getByTestId('message-line-text')).toHaveCount(0)
  await expect.poll(() => usableCount(page)).toBe(before + 10)
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the payment goes through the provider and back to the mobile callback', async ({
    page,
  }) => {
    await signedIn(page, 'buyer03', '/v2/Product/1')
    await page.getByTestId('pay').click()
    await expect(page).toHaveURL(/\/pg\/checkout\?/)
    await page.getByTestId('pg-success').click()
    await expect(page).toHaveURL(/\/v2\/Payment\/Mobile\/Callback\?/)
    await expect(page.getByTestId('payment-paid')).toBeVisible()
    // a reload of the callback page shows the same result and pays nothing twice
    await page.reload()
    await expect(page.getByTestId('payment-paid')).toBeVisible()
  })
})
