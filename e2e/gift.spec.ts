import { expect, test, type Page } from '@playwright/test'
import { openDrawer, openNotifications, pathIs, signedIn, usableCount } from './support'

/**
 * Gifting usage rights to employees (issue 11, S1 §2 gift, §5, §6, §8). The gift moves the
 * spec's own accounts' items and counts only (OL1000011 gives, OL1000012 receives; docs/
 * fixtures.md). Counts are read before acting, never assumed. The refusals (site 3, a site
 * admin's 405) are view tests (tests/views/gift.test.tsx).
 */

test.describe.configure({ timeout: 60_000 })

const ITEM_A = '프리미엄 건강톡 사용권 1+1'
const ITEM_B = '검진 프리미엄 사용권 2+1'

const row = (page: Page, product: string) =>
  page.getByTestId('gift-row').filter({ hasText: product })
const giftable = async (page: Page, product: string) =>
  Number(await row(page, product).getByTestId('gift-gift-quantity').textContent())
const bellCount = async (page: Page) => {
  const label = (await page.getByTestId('bell').getAttribute('aria-label')) ?? ''
  return Number(/(\d+)개/.exec(label)?.[1] ?? NaN)
}

test('OL1000001 gifts to another site-1 FC (OL1000011 to OL1000012, accounts of this spec)', async ({
  page,
}, testInfo) => {
  // the receiver's count and bell before
  await signedIn(page, 'OL1000012', '/v2/give')
  const received = await usableCount(page)
  await expect(page.getByTestId('bell')).toHaveAttribute('aria-label', /읽지 않은 알림: \d+/)
  const unread = await bellCount(page)

  // the giver reaches the page from the menu (site 1, F: S1 §6)
  await signedIn(page, 'OL1000011', '/v2/give')
  await openDrawer(page)
  await page.getByTestId('drawer').getByRole('link', { name: '직원에게 사용권 선물' }).click()
  await expect(page).toHaveURL(pathIs('/v2/Gift'))
  await expect(row(page, ITEM_A)).toBeVisible()
  const before = await usableCount(page)
  const a = await giftable(page, ITEM_A)
  const b = await giftable(page, ITEM_B)
  expect(a).toBeGreaterThanOrEqual(2)
  expect(b).toBeGreaterThanOrEqual(1)
  await expect(page.getByTestId('gift-usable')).toHaveText(`${before} 회`)

  // the id is checked and the name shown; a quantity above what the item gives is clamped
  await page.getByLabel('받는 직원 아이디').fill('OL1000012')
  await page.getByRole('button', { name: '직원 확인' }).click()
  await expect(page.getByTestId('gift-receiver')).toHaveText('받는 직원: 오받음 (OL1000012)')
  const quantityA = page.getByLabel(`${ITEM_A} 선물할 수량`)
  await quantityA.fill(String(a + 10))
  await expect(quantityA).toHaveValue(String(a))
  await quantityA.fill('2')
  await page.getByLabel(`${ITEM_B} 선물할 수량`).fill('1')
  await expect(page.getByTestId('gift-total')).toHaveText('선물할 사용권 3개')
  await testInfo.attach('gift-filled', { body: await page.screenshot(), contentType: 'image/png' })

  await page.getByTestId('gift-submit').click()
  const dialog = page.getByTestId('gift-confirm')
  await expect(dialog).toContainText('오받음(OL1000012)님에게 사용권 3개를 선물할까요?')
  await dialog.getByRole('button', { name: '선물하기' }).click()
  await expect(page.getByTestId('snackbar')).toContainText(
    '오받음님에게 사용권 3개를 선물했습니다.',
  )

  // the usable count (page and app bar) and the items are refreshed
  await expect(page.getByTestId('gift-usable')).toHaveText(`${before - 3} 회`)
  await expect.poll(() => usableCount(page)).toBe(before - 3)
  await expect.poll(() => giftable(page, ITEM_A)).toBe(a - 2)
  expect(await giftable(page, ITEM_B)).toBe(b - 1)
  await expect(page.getByLabel('받는 직원 아이디')).toHaveValue('')
  await expect(page.getByTestId('gift-total')).toHaveText('선물할 사용권 0개')
  await testInfo.attach('gift-done', { body: await page.screenshot(), contentType: 'image/png' })

  // the receiver has 3 more and is told in the bell
  await signedIn(page, 'OL1000012', '/v2/give')
  await expect.poll(() => usableCount(page)).toBe(received + 3)
  await expect.poll(() => bellCount(page)).toBe(unread + 1)
  await openNotifications(page)
  await expect(page.getByTestId('notification').first()).toContainText(
    '오선물님에게서 사용권 3개를 선물 받았습니다.',
  )
})
