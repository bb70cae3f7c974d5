import { expect, test } from '@playwright/test'
import { openNotifications, signedIn, usableCount, withShareSheet } from './support'

// Issue 46: what the portal hands to a customer goes to the phone's share sheet in one tap, or,
// where the browser has none, is copied and the user is told so. fc0001's FC link is only read;
// sr0001 (site 5, its own account) creates the vouchers whose codes it shares.

const FC_LINK = /^http:\/\/127\.0\.0\.1:\d+\/F\/LINK0001$/
const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/

test('the FC link goes to the share sheet in one tap, and can be read standing still', async ({
  page,
}) => {
  const shared = await withShareSheet(page)
  await signedIn(page, 'fc0001')
  const line = page.getByTestId('message-line-text')
  await expect(line).toContainText('/F/LINK0001')
  // it stands still: no running line to wait for
  expect(await line.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await page.getByTestId('message-line-share').click()
  await expect.poll(shared).toHaveLength(1)
  const [sent] = await shared()
  expect(sent!.text).toMatch(FC_LINK)
  expect(sent!.files).toEqual([])
  // the sheet is its own answer: no message over it
  await expect(page.getByTestId('snackbar')).toHaveCount(0)
})

test('without a share sheet the FC link is copied, and the user is told so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedIn(page, 'fc0001')
  await expect(page.getByTestId('message-line-text')).toContainText('/F/LINK0001')
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
  await page.getByTestId('message-line-share').click()
  await expect(page.getByTestId('snackbar')).toContainText(
    '이 브라우저는 공유를 지원하지 않아 복사했습니다.',
  )
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(FC_LINK)
})

test('sr0001 hands the codes of the vouchers just created to the share sheet', async ({ page }) => {
  const shared = await withShareSheet(page)
  await signedIn(page, 'sr0001')
  const before = await usableCount(page)
  expect(before).toBeGreaterThanOrEqual(2)
  await page.getByLabel('바우처 수량').fill('2')
  await page.getByRole('button', { name: '바우처 생성', exact: true }).click()
  await page.getByTestId('voucher-confirm').getByRole('button', { name: '생성하기' }).click()
  await expect(page.getByTestId('snackbar')).toContainText('바우처가 생성되었습니다.')
  await expect(page.getByTestId('bell-count')).toHaveText(/[1-9]/)
  await openNotifications(page)
  const share = page.getByTestId('notification-share').first()
  const box = await share.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  await share.click()
  await expect.poll(shared).toHaveLength(1)
  const codes = (await shared())[0]!.text!.split('\n')
  expect(codes).toHaveLength(2)
  for (const code of codes) expect(code).toMatch(CODE)
})
