import { expect, test } from '@playwright/test'
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
