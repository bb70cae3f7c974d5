import { expect, test, type Page } from '@playwright/test'
import { pathIs, signedIn } from './support'

/**
 * Issue 31: a statistics screen keeps its filters and its grid's sort in the address and in the
 * user's memory. siteadmin's statistics are only read here (a filter or a sort changes nothing on
 * the server), and each test's browser context has a storage of its own.
 */

const ORDER = '/v2/Statistics/Order'
const employee = (page: Page) => page.getByTestId('statistics-employee')
const header = (page: Page, name: string) =>
  page.locator('thead th').filter({ has: page.getByRole('button', { name }) })

test('a filter and a sort survive a reload; the reset brings the month back', async ({ page }) => {
  await signedIn(page, 'siteadmin', ORDER)
  await expect(page.getByTestId('statistics-row').first()).toBeVisible()
  const monthStart = await page.getByLabel('시작일').inputValue()
  await expect(header(page, '주문일 정렬')).toHaveAttribute('aria-sort', 'descending')

  // one employee, and the quantities from the smallest
  await employee(page).selectOption('fc0001')
  await expect(page).toHaveURL(/employeeId=fc0001/)
  await header(page, '사용권 수량 정렬').getByRole('button').click()
  await expect(page).toHaveURL(/employeeId=fc0001&sort=licenseQuantity&order=asc$/)
  await expect(header(page, '사용권 수량 정렬')).toHaveAttribute('aria-sort', 'ascending')

  await page.reload()
  await expect(employee(page)).toHaveValue('fc0001')
  await expect(header(page, '사용권 수량 정렬')).toHaveAttribute('aria-sort', 'ascending')
  await expect(header(page, '주문일 정렬')).toHaveAttribute('aria-sort', 'none')

  // the screen opened again from the menu's address: the memory gives it back
  await page.goto(ORDER)
  await expect(page).toHaveURL(/employeeId=fc0001&sort=licenseQuantity&order=asc$/)
  await expect(employee(page)).toHaveValue('fc0001')

  // one click back to the month, 전체, newest first, nothing in the address
  await page.getByTestId('view-reset').click()
  await expect(page).toHaveURL(pathIs(ORDER))
  await expect(page).not.toHaveURL(/\?/)
  await expect(employee(page).locator('option:checked')).toHaveText('전체')
  await expect(page.getByLabel('시작일')).toHaveValue(monthStart)
  await expect(header(page, '주문일 정렬')).toHaveAttribute('aria-sort', 'descending')
})
