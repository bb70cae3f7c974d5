import { expect, test, type Page } from '@playwright/test'
import { login, pathIs } from './support'

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('admin dashboard rows are equally tall, with or without a menu (B, C have none)', async ({
    page,
  }) => {
    await login(page, 'adminp')
    await expect(page).toHaveURL(pathIs('/Admin/Dashboard'))
    const rows = page.getByTestId('admin-row')
    await expect(rows.first()).toBeVisible()
    const heights: Record<string, number[]> = {}
    for (const row of await rows.all()) {
      const status = (await row.getAttribute('data-status'))!
      ;(heights[status] ??= []).push((await row.boundingBox())!.height)
    }
    // the seeded data holds rows of every status, with and without a menu
    expect(Object.keys(heights).sort()).toEqual(['B', 'C', 'D', 'R', 'U'])
    const all = Object.values(heights).flat()
    expect(Math.max(...all) - Math.min(...all)).toBeLessThan(1)
  })
})

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  /** The page is as wide as the window: nothing makes it scroll sideways. */
  async function expectNoSidewaysScroll(page: Page) {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(clientWidth).toBe(320)
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  }

  test('the dashboard (fc0001) does not scroll sideways; its wide grid scrolls inside', async ({
    page,
  }) => {
    await login(page, 'fc0001')
    await expect(page).toHaveURL(pathIs('/v2/dashboard'))
    await expect(page.getByTestId('checkup-row').first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: '페이지 이동' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('the orange give page (OL1000001) does not scroll sideways', async ({ page }) => {
    await login(page, 'OL1000001', undefined, '/ol/Login')
    await expect(page).toHaveURL(pathIs('/v2/give'))
    await expect(page.getByTestId('give-usable')).toBeVisible()
    await expect(page.getByTestId('usage-counter')).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})
