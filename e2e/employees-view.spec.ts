import { expect, test, type Page } from '@playwright/test'
import { signedIn } from './support'

/**
 * Issue 31: the employee list keeps its sort in the address and in the user's memory. empadmin's
 * list is only read here (sorting changes nothing on the server); employees.spec.ts gives 5 to
 * empfc01 and takes them back meanwhile, so empfc01's place is not compared.
 */

const header = (page: Page, name: string) =>
  page.locator('thead th').filter({ has: page.getByRole('button', { name }) })

/** The ids and limits the grid shows, once its rows are the ones asked for (not loading). */
async function shownRows(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const rows = page.getByTestId('employee-row')
  const ids = await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-employee-id')!))
  const limits = (await page.getByTestId('employee-limit').allTextContents()).map((l) => l.trim())
  return { ids, limits }
}

test('remaining rights sorted largest first survive a reload: the order and aria-sort are back', async ({
  page,
}) => {
  await signedIn(page, 'empadmin', '/v2/Employee')
  await expect(page.getByTestId('employee-row').first()).toBeVisible()
  // the list's own order: by branch
  await expect(header(page, '지점 정렬')).toHaveAttribute('aria-sort', 'ascending')

  await header(page, '회수 가능 정렬').getByRole('button').click()
  await expect(page).toHaveURL(/\/v2\/Employee\?sort=limit&order=desc$/)
  await expect(header(page, '회수 가능 정렬')).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByTestId('employee-limit').first()).toHaveText('무제한')
  const before = await shownRows(page)
  const numbers = before.limits
    .filter((l) => l !== '무제한')
    .map((l) => Number(l.replace(/,/g, '')))
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a))

  await page.reload()
  await expect(page.getByTestId('employee-row').first()).toBeVisible()
  await expect(page).toHaveURL(/\/v2\/Employee\?sort=limit&order=desc$/)
  await expect(header(page, '회수 가능 정렬')).toHaveAttribute('aria-sort', 'descending')
  await expect(header(page, '지점 정렬')).toHaveAttribute('aria-sort', 'none')
  await expect(page.getByTestId('employee-limit').first()).toHaveText('무제한')
  const after = await shownRows(page)
  const others = (ids: string[]) => ids.filter((id) => id !== 'empfc01')
  expect(others(after.ids)).toEqual(others(before.ids))

  // the address says nothing of the list: the user's memory gives the same order back
  await page.goto('/v2/Employee')
  await expect(page).toHaveURL(/\/v2\/Employee\?sort=limit&order=desc$/)
  await expect(header(page, '회수 가능 정렬')).toHaveAttribute('aria-sort', 'descending')
})
