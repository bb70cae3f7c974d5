import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { holdRequests, pathIs, watchLayoutShift } from './support'
import { newFcNumber, partnerSid } from './pages'
import { expectAccessible } from './axe'

// The partner pages are opened by customers and FCs on phones: each test runs at 390 px. What only
// a real browser shows is here (how a link page goes back, a PDF saved); the sid, greeting,
// sign-up and FC-link rules are view tests (tests/views/partner.test.tsx).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true })

/** The deep link the demo's app page shows it was opened with. */
const openedDeepLink = (page: Page) => page.getByTestId('deep-link')

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

/**
 * Opens fc0001's FC link with the portal's code held: its frame's words are on the screen, then
 * the portal's page (its call to the FC held) says them in the same box, with no layout shift;
 * then the app is opened.
 */
/**
 * the chrome's chunks the page asks for from now on: a link page is drawn without Chakra (decision
 * 084), so none
 */
function chromeRequests(page: Page) {
  const chrome: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(theme|chrome|app-bar-chrome)-[^/]+\.js$/.test(request.url()))
      chrome.push(request.url())
  })
  return chrome
}

async function linkFrameThenPage(page: Page) {
  const shifted = await watchLayoutShift(page)
  const chrome = chromeRequests(page)
  const portal = await holdRequests(page, /\/assets\/main-[^/]+\.js$/)
  const check = await holdRequests(page, /\/api\/partner\/fc-link\//)
  await page.goto('/F/LINK0001', { waitUntil: 'commit' })
  await expect.poll(portal.asked).toBe(true)
  // the HTML alone is on the screen (the portal's code is held): the page's busy words
  const frame = page.locator('[data-frame="link"]')
  const framed = frame.getByText('FC 정보를 확인하고 있습니다.')
  await expect(framed).toBeVisible()
  await expect(frame.getByRole('heading', { level: 1, name: 'FC 링크' })).toBeAttached()
  const at = await framed.boundingBox()
  portal.release()
  // the portal's page, asking for the FC (held): the same words, where the frame had them
  await expect.poll(check.asked).toBe(true)
  const busy = page.getByTestId('partner-busy').getByText('FC 정보를 확인하고 있습니다.')
  await expect(busy).toBeVisible()
  await expect(frame).toHaveCount(0)
  expect(await busy.boundingBox()).toEqual(at)
  expect(await shifted()).toBe(0)
  check.release()
  await expect(openedDeepLink(page)).toContainText('checkupapp://fc?')
  expect(chrome).toEqual([])
}

test("an FC's link comes drawn before the portal's code; the page then says it in the same place", async ({
  page,
}) => {
  await linkFrameThenPage(page)
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false })

  test("an FC's link comes drawn before the portal's code, in the column the page has", async ({
    page,
  }) => {
    await linkFrameThenPage(page)
  })
})

test('the PDF is made behind a progress dialog that holds the focus and gives it back', async ({
  page,
}) => {
  const chrome = chromeRequests(page)
  await page.goto('/li/Download?code=COUPON-OK')
  await page.getByLabel(/생년월일/).fill('19800101')
  const making = await holdRequests(page, /\/api\/partner\/print\/make-pdf$/)
  const download = page.waitForEvent('download')
  const submit = page.getByRole('button', { name: 'PDF 다운로드' })
  await submit.focus()
  await page.keyboard.press('Enter')
  await expect.poll(making.asked).toBe(true)
  // a modal alert the page waits on: named by what it does, the focus in it, Escape ignored
  const progress = page.getByRole('alertdialog', {
    name: 'PDF 생성 중입니다. 잠시만 기다려 주세요.',
  })
  await expect(progress).toBeVisible()
  await expect(progress).toBeFocused()
  // over the page's middle, as every dialog of the portal
  const box = (await progress.boundingBox())!
  const screen = page.viewportSize()!
  expect(Math.abs(box.x + box.width / 2 - screen.width / 2)).toBeLessThan(2)
  expect(Math.abs(box.y + box.height / 2 - screen.height / 2)).toBeLessThan(2)
  await page.keyboard.press('Escape')
  await expect(progress).toBeVisible()
  await expectAccessible(page, 'the PDF progress dialog')
  making.release()
  await download
  await expect(progress).toBeHidden()
  await expect(submit).toBeFocused()
  expect(chrome).toEqual([])
})

test('the greeting is drawn without Chakra; its sign-up dialog holds the focus and gives it back', async ({
  page,
}) => {
  const chrome = chromeRequests(page)
  // a new FC number of its own: nobody else signs it up
  const fcNumber = newFcNumber()
  await page.goto(`/ol/Callback?sid=${await partnerSid(page, fcNumber)}`)
  const register = page.getByRole('button', { name: '회원 가입' })
  await register.focus()
  await page.keyboard.press('Enter')
  // a modal named by its title, the focus on the first field to type; Escape cancels and the
  // focus goes back
  const dialog = page.getByRole('dialog', { name: '비밀번호 설정' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('비밀번호', { exact: true })).toBeFocused()
  await expect(dialog.getByLabel('아이디')).toHaveValue(`OL${fcNumber}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(register).toBeFocused()
  // the sign-up on its way cannot be left: Escape does nothing until it answers
  await register.click()
  await dialog.getByLabel('비밀번호', { exact: true }).fill('Passw0rd!23')
  await dialog.getByLabel('비밀번호 확인').fill('Passw0rd!23')
  const signingUp = await holdRequests(page, /\/api\/partner\/sign-up$/)
  await dialog.getByRole('button', { name: '확인' }).click()
  await expect.poll(signingUp.asked).toBe(true)
  await expect(dialog).toHaveAttribute('aria-busy', 'true')
  await expect(dialog.getByRole('button', { name: '취소' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  signingUp.release()
  const done = page.getByRole('alertdialog', { name: '가입 완료' })
  await expect(done).toContainText(`아이디: OL${fcNumber}`)
  await expectAccessible(page, 'the sign-up done dialog')
  await done.getByRole('button', { name: '확인' }).click()
  await expect(done).toBeHidden()
  expect(chrome).toEqual([])
})

test('a hand-over with a sid that is not one ends on the error page, drawn without Chakra', async ({
  page,
}) => {
  const chrome = chromeRequests(page)
  await page.goto('/ol/Callback?sid=not-a-sid')
  await expect(page).toHaveURL(pathIs('/v2/Error'))
  await expect(page.getByRole('heading', { level: 1, name: '오류' })).toBeVisible()
  await expect(page.getByTestId('error-message')).toHaveText(
    '유효하지 않은 SID 값입니다. not-a-sid',
  )
  await expect(page.getByRole('link', { name: '처음으로' })).toBeVisible()
  await expectAccessible(page, 'the error page')
  expect(chrome).toEqual([])
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
