import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { pathIs, qaHeaders } from './support'

// The partner pages are opened by customers and FCs on phones: each test runs at 390 px. Sids are
// made by the server (the QA helper), so a clock another spec moved does not age them; sign-ups
// use an FC number of their own, so the specs run in any order.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true })

async function sidFor(page: Page, userId: string, extra = ''): Promise<string> {
  const res = await page.request.get(`/__mock/partner-sid?userId=${userId}${extra}`, {
    headers: qaHeaders,
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { sid: string }).sid
}

/** The deep link the demo's app page shows it was opened with. */
const openedDeepLink = (page: Page) => page.getByTestId('deep-link')

test('a fresh sid for OL1000001 signs in and reaches the greeting; start leaves for the service site', async ({
  page,
}, testInfo) => {
  await page.goto(`/ol/Callback?sid=${await sidFor(page, '1000001')}`)
  await expect(page).toHaveURL(/\/ol\/Greeting$/i)
  await expect(page.getByTestId('greeting-id')).toHaveText('OL1000001')
  await expect(page.getByTestId('sample-image')).toBeVisible()
  await page.getByTestId('sample-next').click()
  await expect(page.getByTestId('sample-position')).toHaveText('2 / 17')
  await testInfo.attach('greeting-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })
  await page.getByTestId('greeting-start').click()
  await expect(page.getByTestId('service-site')).toBeVisible()
})

test('an old sid lands on /v2/Error with the 401 message and the sid', async ({ page }) => {
  const sid = await sidFor(page, '1000001', '&ageMinutes=11')
  await page.goto(`/ol/Callback?sid=${sid}`)
  await expect(page).toHaveURL(/\/v2\/Error$/i)
  await expect(page.getByTestId('error-message')).toHaveText(
    `timestamp 파라미터가 잘못되었습니다. ${sid}`,
  )
})

test('the sign-up dialog says the password rule and the mismatch, then registers the FC', async ({
  page,
}) => {
  const fcNumber = String(9_000_000 + Math.floor(Math.random() * 999_999))
  await page.goto(`/ol/Callback?sid=${await sidFor(page, fcNumber, '&name=새가입')}`)
  await page.getByTestId('greeting-register').click()
  const dialog = page.getByTestId('sign-up-dialog')
  await expect(dialog.getByTestId('sign-up-id')).toHaveValue(`OL${fcNumber}`)
  await expect(dialog.getByTestId('sign-up-submit')).toBeDisabled()
  const box = await dialog.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(600)
  await dialog.getByLabel('비밀번호', { exact: true }).fill('short')
  await dialog.getByTestId('sign-up-submit').click()
  await expect(dialog.getByTestId('sign-up-password-error')).toBeVisible()
  await dialog.getByLabel('비밀번호', { exact: true }).fill('Partner1!')
  await dialog.getByLabel('비밀번호 확인').fill('Partner2!')
  await dialog.getByTestId('sign-up-submit').click()
  await expect(dialog.getByTestId('sign-up-confirm-error')).toHaveText(
    '비밀번호가 일치하지 않습니다.',
  )
  await dialog.getByLabel('비밀번호 확인').fill('Partner1!')
  await dialog.getByTestId('sign-up-submit').click()
  const done = page.getByTestId('sign-up-done')
  await expect(done.getByTestId('sign-up-done-id')).toHaveText(`아이디: OL${fcNumber}`)
  await done.getByRole('button', { name: '확인' }).click()
  await expect(page.getByTestId('service-site')).toBeVisible()
})

test('coupon OK opens the deep link page; coupon BAD shows the 400 message', async ({ page }) => {
  await page.goto('/li/Coupon?code=COUPON-OK')
  await expect(openedDeepLink(page)).toHaveText('checkupapp://coupon?clink=COUPON-OK&licenseType=C')
  // opened in a tab of its own, as from a message: nothing to go back to, the message stays
  const bad = await page.context().newPage()
  await bad.goto('/li/Coupon?code=COUPON-BAD')
  await expect(bad.getByTestId('coupon-error')).toHaveText(
    '유효하지 않은 값입니다. 다시 입력해 주세요.',
  )
  await expect(bad.getByText('유효하지 않은 값입니다. 다시 입력해 주세요.')).toHaveCount(1)
  await expect(bad.getByTestId('link-back')).toHaveCount(0)
})

test('a link page reached from a portal page says its message, then goes back to it', async ({
  page,
}) => {
  await page.goto('/v2/Login')
  await expect(page.getByLabel('아이디')).toBeVisible()
  await page.goto('/li/Coupon')
  await expect(page.getByTestId('coupon-error')).toHaveText('쿠폰 정보가 정확하지 않습니다.')
  await page.getByRole('button', { name: '돌아가기' }).click()
  await expect(page).toHaveURL(pathIs('/v2/Login'))
})

test('PDF download with 19800101 downloads a PDF', async ({ page }) => {
  await page.goto('/li/Download?code=COUPON-OK')
  await page.getByLabel(/생년월일/).fill('19800101')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'PDF 다운로드' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('health_report.pdf')
  const path = await file.path()
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
})

test('LINK0001 opens the FC deep link; NOPE0000 shows FC code not found', async ({ page }) => {
  await page.goto('/F/LINK0001')
  await expect(openedDeepLink(page)).toContainText('checkupapp://fc?linkCode=LINK0001&clink=')
  const nope = await page.context().newPage()
  await nope.goto('/F/NOPE0000')
  await expect(nope.getByTestId('fc-link-error')).toHaveText('FC 코드를 찾을 수 없습니다.')
})
