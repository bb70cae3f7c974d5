import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { sheetRows } from '../tests/support/files'
import { unusedVoucherRow, VOUCHER_HISTORY_HEADER } from '../tests/support/voucher-history'
import { openNotifications, signedIn, usableCount, withShareSheet } from './support'

// The specs share one server and run in parallel, in any order: a test that changes an account's
// data reads it before acting and asserts the change, and a test whose check needs data nobody
// else changes (fc0001's seeded notifications, the notifications read all at once) has its own.

// Land after signing in before calling this: the page load can cut a login short.
async function giveTo(page: Page, appId: string, hours?: string) {
  await page.goto('/v2/give')
  await page.getByLabel('고객 앱 아이디').fill(appId)
  if (hours) await page.getByLabel('사용 기간').selectOption(hours)
  await page.getByRole('button', { name: '사용권 제공' }).click()
}

test('fc0001 gives member01 a 3-hour voucher and the usable count drops by one', async ({
  page,
}, testInfo) => {
  await signedIn(page, 'fc0001')
  const before = await usableCount(page)
  expect(before).toBeGreaterThan(0)
  await giveTo(page, 'member01', '3')
  const confirm = page.getByTestId('give-confirm')
  await expect(confirm).toContainText('김건강(member01) 고객에게 3시간 동안')
  await testInfo.attach('give-confirm', { body: await page.screenshot(), contentType: 'image/png' })
  await confirm.getByRole('button', { name: '제공하기' }).click()
  await expect(page.getByTestId('snackbar')).toContainText('김건강님에게 사용권을 제공했습니다.')
  await expect.poll(() => usableCount(page)).toBe(before - 1)
  await expect(page.getByTestId('give-usable')).toHaveText(`${before - 1} 회`)
  await expect(page.getByLabel('고객 앱 아이디')).toHaveValue('')
})

// pt0001 is the one account of site 48 (its popup drawn and counting down: tests/views and the
// countdown's machine test); here, the popup's own chunk as the browser fetches it
test.describe('QR vouchers of site 48 (pt0001)', () => {
  // one account: its popups one after the other, each showing the newest QR link
  test.describe.configure({ mode: 'serial' })
  test("pt0001's QR popup that cannot be fetched creates nothing and says so, then is fetched again", async ({
    page,
  }) => {
    await signedIn(page, 'pt0001')
    // the QR popup's code is a chunk of its own (only site 48 shows it): gone (a new deploy, the
    // network dropped)
    await page.route(/\/assets\/qr-popup-.*\.js$/, (route) => route.abort('internetdisconnected'))
    const voucherCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/vouchers'))
        voucherCalls.push(`${request.method()} ${new URL(request.url()).pathname}`)
    })
    const create = page.getByRole('button', { name: '바우처 QR 생성' })
    await create.click()
    await page.getByTestId('voucher-confirm').getByRole('button', { name: '생성하기' }).click()
    await expect(page.getByTestId('snackbar')).toContainText('화면을 불러오지 못했습니다.')
    await expect(page.getByTestId('qr-popup')).toHaveCount(0)
    await expect(create).toBeEnabled()
    expect(voucherCalls).toEqual([])

    // the network back: the next create fetches the popup's code again and shows the QR
    await page.unroute(/\/assets\/qr-popup-.*\.js$/)
    await create.click()
    await page.getByTestId('voucher-confirm').getByRole('button', { name: '생성하기' }).click()
    await expect(page.getByTestId('qr-popup')).toBeVisible()
    await expect(page.getByTestId('qr-link')).toHaveText(/\/voucher\/qr\/\w+$/)
    expect(voucherCalls).toEqual(['POST /api/vouchers/batch'])
  })

  test("pt0001 hands the popup's QR to the share sheet, as a picture with its link", async ({
    page,
  }) => {
    const shared = await withShareSheet(page)
    await signedIn(page, 'pt0001')
    await page.getByRole('button', { name: '바우처 QR 생성' }).click()
    await page.getByTestId('voucher-confirm').getByRole('button', { name: '생성하기' }).click()
    const popup = page.getByTestId('qr-popup')
    await expect(page.getByTestId('qr-link')).toHaveText(/\/voucher\/qr\/\w+$/)
    const link = await page.getByTestId('qr-link').textContent()
    await popup.getByTestId('qr-share').click()
    await expect.poll(shared).toHaveLength(1)
    const [sent] = await shared()
    expect(sent!.text).toBe(link)
    expect(sent!.files).toEqual([
      { name: 'voucher-qr.png', type: 'image/png', size: expect.any(Number) },
    ])
    expect(sent!.files[0]!.size).toBeGreaterThan(200)
    // the countdown runs on while the sheet is open
    await expect(page.getByTestId('qr-countdown')).not.toHaveText('02:00')
    await expect(popup).toBeVisible()
  })
})

test('the message line copies the FC link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedIn(page, 'fc0001')
  await expect(page.getByTestId('message-line-text')).toContainText('/F/LINK0001')
  await page.getByTestId('message-line-copy').click()
  await expect(page.getByTestId('snackbar')).toContainText('FC 링크를 복사했습니다.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/F\/LINK0001$/,
  )
})

test('the app bar at 1280 px and at 390 px', async ({ page }, testInfo) => {
  await signedIn(page, 'fc0001')
  await expect(page.getByTestId('message-line')).toBeVisible()
  await testInfo.attach('app-bar-1280', {
    body: await page.getByTestId('app-bar').screenshot(),
    contentType: 'image/png',
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByTestId('message-line-text')).toBeVisible()
  await expect(page.getByTestId('voucher-count')).toBeVisible()
  await testInfo.attach('app-bar-390', {
    body: await page.getByTestId('app-bar').screenshot(),
    contentType: 'image/png',
  })
})

test('the give page links to buying, to gifting only on site 1, and explains the app id', async ({
  page,
}) => {
  await signedIn(page, 'OL1000001', '/v2/give')
  await expect(page.getByRole('link', { name: '사용권 구매' })).toHaveAttribute(
    'href',
    /\/v2\/Product$/i,
  )
  await expect(page.getByRole('link', { name: '사용권 선물' })).toHaveAttribute(
    'href',
    /\/v2\/Gift$/i,
  )
  await page.getByRole('button', { name: '앱 아이디란?' }).click()
  await expect(page.getByTestId('app-id-info')).toContainText('앱 아이디는')

  await signedIn(page, 'sh0001', '/v2/give')
  await expect(page.getByRole('link', { name: '사용권 구매' })).toBeVisible()
  await expect(page.getByRole('link', { name: '사용권 선물' })).toHaveCount(0)
})

test('fc0003 creates two vouchers, copies their codes from the notification and finds them in the history', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedIn(page, 'fc0003')
  const before = await usableCount(page)
  expect(before).toBeGreaterThanOrEqual(2)
  await page.getByLabel('바우처 수량').fill('2')
  await page.getByRole('button', { name: '바우처 생성', exact: true }).click()
  const confirm = page.getByTestId('voucher-confirm')
  await expect(confirm).toContainText('바우처 2개를 생성합니다. 사용권이 2회 차감됩니다.')
  await confirm.getByRole('button', { name: '생성하기' }).click()
  await expect(page.getByTestId('snackbar')).toContainText('바우처가 생성되었습니다.')
  await expect.poll(() => usableCount(page)).toBe(before - 2)

  // issue 28: the creation notification holds the two codes; a click copies them, one a line
  await expect(page.getByTestId('bell-count')).toHaveText(/[1-9]/)
  await openNotifications(page)
  await page
    .getByTestId('notification')
    .filter({ hasText: '바우처 2개가 생성되었습니다.' })
    .first()
    .click()
  await expect(page.getByTestId('snackbar')).toContainText('복사했습니다.')
  const pasted = await page.evaluate(() => navigator.clipboard.readText())
  const codes = pasted.split('\n')
  expect(codes).toHaveLength(2)
  for (const code of codes)
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: '생성 내역' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^바우처_생성_내역_\d{8}\.xlsx$/)
  const rows = await sheetRows(new Uint8Array(readFileSync((await download.path())!)))
  expect(rows[0]).toEqual(VOUCHER_HISTORY_HEADER)
  // each voucher on a row of its own, with its code, unused, and when it expires
  for (const code of codes) expect(rows).toContainEqual(unusedVoucherRow(code, expect.any(Date)))
})
