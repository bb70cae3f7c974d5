import { expect, test } from '@playwright/test'
import { signedIn } from './support'
import { smallTargets } from './targets'

/**
 * Made for the phone in the hand (issue 46): below 1024 px every control a finger uses is at
 * least 44 x 44 px, from 1024 px at least 24 px; a 25-row dashboard page is a list one can scan.
 * A control is measured by its target: a checkbox by the label around it. Links inside a sentence
 * are WCAG's inline exception and not measured. Every page's 44 px at 390 px is measured where
 * every page is visited already (`e2e/accessibility.spec.ts`); here, what a touch does on a card,
 * and the wide screens' 24 px.
 */

/** Each grid page as an account that sees rows on it, and the page's first row. */
const PAGES: { user: string; path: string; ready: string }[] = [
  { user: 'fc0001', path: '/v2/dashboard', ready: 'checkup-row' },
  { user: 'OL1000001', path: '/v2/give', ready: 'give-usable' },
  { user: 'OL1000011', path: '/v2/Gift', ready: 'gift-row' },
  { user: 'empadmin', path: '/v2/Employee', ready: 'employee-row' },
  { user: 'adminp', path: '/Admin/Dashboard', ready: 'admin-row' },
]

test.describe('at 390 x 844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the dashboard (fc0001): a page of 25 rows is compact cards at most 4,000 px tall', async ({
    page,
  }) => {
    await signedIn(page, 'fc0001')
    const rows = page.getByTestId('checkup-row')
    await expect(rows).toHaveCount(25)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThanOrEqual(4000)
    // a card: the name with its badge, the date, its actions as buttons; the rest one tap away
    const first = rows.first()
    await expect(first.getByTestId('customer-name')).toBeVisible()
    await expect(first.getByRole('button', { name: '인쇄' })).toBeVisible()
    const gender = first.locator('td[data-label="성별"]')
    await expect(gender).toBeHidden()
    const more = first.getByTestId('grid-row-more')
    const summary = more.locator('summary')
    await expect(summary).toHaveAccessibleName('자세히')
    await summary.tap()
    await expect(more).toHaveAttribute('open', '')
    await expect(summary).toHaveAccessibleName('접기')
    await expect(gender).toBeVisible()
    await expect(first.locator('td[data-label="담당 FC"]')).toContainText('fc0001')
    // only this card opened
    await expect(rows.nth(1).locator('td[data-label="성별"]')).toBeHidden()
    await summary.tap()
    await expect(gender).toBeHidden()
    // the whole strip at a card's start selects its row
    const box = (await first.locator('td[data-select] label').boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(44)
    expect(box.height).toBeGreaterThanOrEqual(44)
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 4)
    await expect(first.getByRole('checkbox')).toBeChecked()
    // the pager: back, three pages around this one and next, in one line of thumb-sized buttons
    const nav = page.getByRole('navigation', { name: '페이지 이동' })
    const shown = await nav
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().width > 0).length)
    expect(shown).toBe(5)
    expect((await nav.boundingBox())!.height).toBeLessThan(88)
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  for (const { user, path, ready } of PAGES)
    test(`${path} (${user}): every control is at least 24 x 24 px`, async ({ page }) => {
      await signedIn(page, user, path)
      await expect(page.getByTestId(ready).first()).toBeVisible()
      expect(await smallTargets(page, 24)).toEqual([])
    })
})
