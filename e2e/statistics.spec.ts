import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { sheetRows } from '../tests/support/files'
import { signedIn } from './support'

/** The six statistics screens (S2 §2.4); the first four have a chart. */
const SCREENS = [
  { path: '/v2/Statistics/Overview', chart: true },
  { path: '/v2/Statistics/Checkup', chart: true },
  { path: '/v2/Statistics/Gift', chart: true },
  { path: '/v2/Statistics/Order', chart: true },
  { path: '/v2/Statistics/PurchaseHistory', chart: false },
  { path: '/v2/Statistics/GiftHistory', chart: false },
] as const

test('siteadmin sees each screen with rows, and each chart once toggled', async ({
  page,
}, testInfo) => {
  // six screens, six screenshots: more than one page's time on a shared machine
  test.setTimeout(120_000)
  await signedIn(page, 'siteadmin')
  for (const screen of SCREENS) {
    await page.goto(screen.path)
    await expect(page.getByTestId('statistics-row').first()).toBeVisible()
    await expect(page.getByTestId('statistics-chart')).toHaveCount(0)
    if (screen.chart) {
      await page.getByTestId('statistics-chart-toggle').click()
      const chart = page.getByTestId('statistics-chart')
      await expect(chart.locator('canvas')).toBeVisible()
      expect(Number(await chart.getAttribute('data-days'))).toBeGreaterThan(0)
    } else {
      await expect(page.getByTestId('statistics-chart-toggle')).toHaveCount(0)
    }
    await testInfo.attach(screen.path.split('/').pop()!, {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
  }
})

test('the overview Excel is a real xlsx: overview_{start}_{end}.xlsx, sum row first', async ({
  page,
}) => {
  await signedIn(page, 'siteadmin', '/v2/Statistics/Overview')
  await expect(page.getByTestId('statistics-row').first()).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByTestId('statistics-excel').click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^overview_\d{8}_\d{8}\.xlsx$/)
  const sheet = await sheetRows(new Uint8Array(readFileSync((await download.path())!)))
  expect(sheet[0]![0]).toBe('일자')
  expect(sheet[1]![0]).toBe('합계')
  expect(sheet.length).toBeGreaterThan(2)
})
