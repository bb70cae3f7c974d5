import { expect, test, type Page } from '@playwright/test'
import { login, openDrawer, pathIs, signedIn } from './support'

/**
 * Issue 31: the issuance history keeps its range, name search, sort and hidden columns in the
 * address and in the user's memory. fc0001's checkups are only read here (sorting changes
 * nothing on the server), and each test's browser context has a storage of its own.
 */

const rows = (page: Page) => page.getByTestId('checkup-row')
const search = (page: Page) => page.getByLabel('고객 이름 검색')
const header = (page: Page, name: string) =>
  page.locator('thead th').filter({ has: page.getByRole('button', { name }) })

async function openDashboard(page: Page) {
  await signedIn(page, 'fc0001')
  await expect(rows(page).first()).toBeVisible()
}

/** The names the grid shows, once its rows are the ones asked for (not dimmed, not loading). */
async function shownNames(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  return (await page.getByTestId('customer-name').allTextContents()).map((n) => n.trim())
}

/**
 * The names the grid shows once its rows are in the order its header says: the address and the
 * header change with the click, the rows the sort asks for come after (a moment with neither
 * loading nor the new rows shows the old ones), so the order of the column is awaited as seen.
 */
async function namesOnceSortedBy(page: Page, column: string, order: 'asc' | 'desc') {
  const cells = page.getByTestId('checkup-row').locator(`td[data-label="${column}"]`)
  await expect
    .poll(
      async () => {
        const shown = (await cells.allTextContents()).map((c) => c.trim())
        const sorted = [...shown].sort()
        if (order === 'desc') sorted.reverse()
        return shown.length > 1 && shown.join() === sorted.join()
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return shownNames(page)
}

async function expectView(page: Page, view: { start: string; name: string }) {
  await expect(page.getByLabel('시작일')).toHaveValue(view.start)
  await expect(search(page)).toHaveValue(view.name)
  await expect(header(page, '이름 정렬')).toHaveAttribute('aria-sort', 'ascending')
  await expect(header(page, '발급일 정렬')).toHaveAttribute('aria-sort', 'none')
}

test('a range, a search and a sort survive a reload and a new sign-in; reset brings the defaults back', async ({
  page,
}) => {
  await openDashboard(page)
  const defaultStart = await page.getByLabel('시작일').inputValue()
  await expect(header(page, '발급일 정렬')).toHaveAttribute('aria-sort', 'descending')

  // a narrower range, a one-letter search and the names from ㄱ
  const start = '2026-01-01'
  await page.getByLabel('시작일').fill(start)
  await expect(page).toHaveURL(/start=20260101/)
  const letter = (await page.getByTestId('customer-name').first().textContent())!.trim()[0]!
  await search(page).fill(letter)
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(letter)}`))
  await header(page, '이름 정렬').getByRole('button').click()
  await expect(page).toHaveURL(/sort=userName&order=asc/)
  // the address changes with the click; the rows the sort asks for come after it (a moment with
  // neither loading nor the new rows shows the old ones): awaited as the user sees them
  const byName = (shown: string[]) => [...shown].sort((a, b) => a.localeCompare(b, 'ko'))
  await expect
    .poll(
      async () => {
        const shown = await shownNames(page)
        return (
          shown.length > 0 &&
          shown.every((n) => n.includes(letter)) &&
          shown.join() === byName(shown).join()
        )
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  const names = await shownNames(page)
  expect(names.length).toBeGreaterThan(0)
  for (const n of names) expect(n).toContain(letter)
  expect(byName(names)).toEqual(names)
  const view = { start, name: letter }

  await page.reload()
  await expectView(page, view)
  expect(await shownNames(page)).toEqual(names)

  // signed out and in again: the list comes back as it was left
  await openDrawer(page)
  await page.getByTestId('logout').click()
  await expect(page).toHaveURL(pathIs('/v2/Login'))
  await login(page, 'fc0001')
  await expect(page).toHaveURL(/\/v2\/dashboard\?.*sort=userName&order=asc/i)
  await expectView(page, view)

  // one click back to S1 §4's list: six months, no name, newest first, nothing in the address
  await page.getByTestId('view-reset').click()
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page).not.toHaveURL(/\?/)
  await expect(page.getByLabel('시작일')).toHaveValue(defaultStart)
  await expect(search(page)).toHaveValue('')
  await expect(header(page, '발급일 정렬')).toHaveAttribute('aria-sort', 'descending')
})

test('a copied address opens the same list in a new tab, whatever the user did since', async ({
  page,
  context,
}) => {
  await openDashboard(page)
  await header(page, '생년월일 정렬').getByRole('button').click()
  await expect(page).toHaveURL(/sort=birthday&order=asc/)
  const copied = page.url()
  const names = await namesOnceSortedBy(page, '생년월일', 'asc')

  // the user goes on to another order; the copied link still says its own
  await header(page, '생년월일 정렬').getByRole('button').click()
  await expect(page).toHaveURL(/sort=birthday&order=desc/)

  const tab = await context.newPage()
  await tab.goto(copied)
  await expect(tab.getByTestId('checkup-row').first()).toBeVisible()
  await expect(header(tab, '생년월일 정렬')).toHaveAttribute('aria-sort', 'ascending')
  expect(await namesOnceSortedBy(tab, '생년월일', 'asc')).toEqual(names)
})

test('a hidden column stays hidden after a reload, and comes back when chosen again', async ({
  page,
}) => {
  await openDashboard(page)
  await expect(page.locator('thead th', { hasText: '성별' })).toHaveCount(1)
  await page.getByRole('button', { name: '열 선택' }).click()
  await page.getByRole('menuitemcheckbox', { name: '성별' }).click()
  await expect(page.locator('thead th', { hasText: '성별' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(rows(page).first()).toBeVisible()
  await expect(page.locator('thead th', { hasText: '성별' })).toHaveCount(0)
  await expect(page.locator('thead th', { hasText: '생년월일' })).toHaveCount(1)

  await page.getByRole('button', { name: '열 선택' }).click()
  await expect(page.getByRole('menuitemcheckbox', { name: '성별' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await page.getByRole('menuitemcheckbox', { name: '성별' }).click()
  await expect(page.locator('thead th', { hasText: '성별' })).toHaveCount(1)
})
