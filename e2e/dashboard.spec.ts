import { expect, test, type Download, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { readZip } from '../tests/support/read-zip'
import { ADMIN_REPORT_TITLE, REPORT_TITLES } from '../mock-server/files/checkup-report'
import { pdfPagesText, pdfText, sheetRows, type SheetValue } from '../tests/support/files'
import { chooseMenuItem, openMenu, signedIn } from './support'

async function openDashboard(page: Page, userId: string) {
  await signedIn(page, userId)
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
}

const rows = (page: Page) => page.getByTestId('checkup-row')
/** The print buttons of rows with a report (a row without one has its button disabled). */
const printable = (page: Page) => page.locator('[data-testid="print-one"]:enabled')

/** The texts of a grid row's cells from the issue date to the FC (what the Excel must hold). */
const rowTexts = async (row: Locator) =>
  (await row.locator('td').allTextContents()).slice(1, 8).map((t) => t.trim())

/** A date cell as the grid shows it (exceljs gives the day at UTC midnight). */
const shownDay = (v: SheetValue) =>
  v instanceof Date
    ? `${v.getUTCFullYear()}년 ${String(v.getUTCMonth() + 1).padStart(2, '0')}월 ${String(v.getUTCDate()).padStart(2, '0')}일`
    : v

const downloaded = async (download: Download) =>
  new Uint8Array(readFileSync((await download.path())!))

test('the Excel download holds the columns and rows the grid shows', async ({ page }) => {
  await openDashboard(page, 'fc0001')
  const total = Number((await page.getByTestId('count-all').textContent())?.replace(/,/g, ''))
  const headers = (await page.locator('thead th').allTextContents()).slice(1, 8)
  const shown = await Promise.all((await rows(page).all()).map(rowTexts))
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: '엑셀 다운로드' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^customer_list_\d{8}_\d{8}\.xlsx$/)
  const sheet = await sheetRows(await downloaded(download))
  expect(sheet[0]?.slice(0, 7)).toEqual(headers)
  expect(sheet).toHaveLength(total + 1)
  const inSheet = new Set(sheet.slice(1).map((r) => JSON.stringify(r.slice(0, 7).map(shownDay))))
  expect(shown).toHaveLength(25)
  for (const row of shown) expect(inSheet.has(JSON.stringify(row))).toBe(true)
})

test('the PDF download of selected rows is a zip of their Korean reports', async ({ page }) => {
  await openDashboard(page, 'fc0001')
  const checkable = rows(page).filter({
    has: page.locator('input[type="checkbox"]:not([disabled])'),
  })
  const names: string[] = []
  for (let i = 0; i < 3; i++) {
    const row = checkable.nth(i)
    names.push((await row.getByTestId('customer-name').textContent())!.trim())
    await row.locator('input[type="checkbox"]').check({ force: true })
  }
  await expect(page.getByTestId('selected-count')).toHaveText('3건 선택')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'PDF 다운로드' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^pdf_list_\d{8}_\d{8}\.zip$/)
  const files = readZip(await downloaded(download))
  expect(files).toHaveLength(3)
  const texts = await Promise.all(files.map((f) => pdfText(f.data)))
  for (const name of names) expect(texts.some((t) => t.includes(`${name} 님`))).toBe(true)
  for (const t of texts)
    expect(t).toMatch(/건강 설문 질환 예측 리포트|건강검진 결과 질환 예측 리포트/)
})

test('single print: declining consent is refused; accepting opens the print view', async ({
  page,
  context,
}) => {
  await openDashboard(page, 'fc0001')
  await printable(page).first().click()
  await expect(page.getByTestId('consent-dialog')).toBeVisible()
  await page.getByRole('button', { name: '동의하지 않습니다' }).click()
  await expect(page.getByTestId('snackbar')).toContainText(
    '고객정보 파기에 동의하지 않으면 이용할 수 없습니다.',
  )

  await printable(page).first().click()
  const opening = context.waitForEvent('page')
  await page.getByRole('button', { name: '동의합니다' }).click()
  const view = await opening
  // the page itself, not the PDF its viewer then renders (the tests below look at that)
  await view.waitForURL(/\/v3\/generate\/printview\?tempPdf=\w+/, {
    waitUntil: 'domcontentloaded',
  })
  // opened without a way back to the portal (noopener)
  expect(await view.evaluate(() => window.opener)).toBeNull()
  await expect(view.getByText('출력 미리보기')).toBeVisible()
})

for (const [kind, badge] of [
  ['simple', '심플'],
  ['premium', '프리미엄'],
] as const) {
  test(`the print view's PDF of a ${kind} report shows the customer's name in Korean`, async ({
    page,
    context,
  }) => {
    // makes the report and lets Chromium's viewer render it: more work than the other tests
    test.slow()
    await openDashboard(page, 'fc0001')
    const row = rows(page)
      .filter({ has: printable(page) })
      .filter({ has: page.getByText(badge, { exact: true }) })
      .first()
    const [created, name] = await rowTexts(row)
    await row.getByTestId('print-one').click()
    const blocked: string[] = []
    context.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) blocked.push(m.text())
    })
    const opening = context.waitForEvent('page')
    await page.getByRole('button', { name: '동의합니다' }).click()
    const view = await opening
    await view.waitForURL(/\/v3\/generate\/printview\?tempPdf=\w+/)
    const src = await view.locator('embed').getAttribute('src')
    const pdf = await view.request.get(src!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const pages = await pdfPagesText(new Uint8Array(await pdf.body()))
    expect(pages).toHaveLength(kind === 'simple' ? 1 : 2)
    const text = pages.join('\n')
    expect(text).toContain(REPORT_TITLES[kind])
    expect(text).toContain(`${name} 님 · ${created} 발급`)
    expect(text).toContain(kind === 'simple' ? '설문 응답 요약' : '검진 수치')
    // the print view's CSP lets Chromium's viewer frame the PDF (it drew a broken plugin before)
    await view.waitForLoadState('load')
    expect(blocked).toEqual([])
  })
}

test('fc0001 changes an address through the address search', async ({ page }) => {
  await openDashboard(page, 'fc0001')
  const name = (await page.getByTestId('customer-name').nth(1).textContent())!.trim()
  await rows(page).nth(1).getByTestId('shipping-one').click()
  const dialog = page.getByTestId('shipping-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('상세 주소').fill('')
  await dialog.getByRole('button', { name: '저장' }).click()
  await expect(dialog.getByText('반드시 입력해주세요.')).toBeVisible()

  await dialog.getByRole('button', { name: '주소 검색' }).click()
  await page.getByTestId('address-search').getByRole('button', { name: /04524/ }).click()
  await expect(dialog.getByLabel('우편번호')).toHaveValue('04524')
  await expect(dialog.getByLabel('도로명 주소')).toHaveValue('서울특별시 중구 세종대로 110')
  await expect(dialog.getByLabel('상세 주소')).toHaveValue('')
  await dialog.getByLabel('상세 주소').fill('7층 701호')
  await dialog.getByRole('button', { name: '저장' }).click()
  await expect(page.getByTestId('snackbar')).toContainText(
    `${name}님의 배송지 정보를 수정하였습니다.`,
  )
  await expect(dialog).toHaveCount(0)
})

test('adminp sees the admin dashboard with menus per status', async ({ page }) => {
  await signedIn(page, 'adminp', '/Admin/Dashboard')
  const adminRows = page.getByTestId('admin-row')
  await expect(adminRows.first()).toBeVisible()
  for (const status of ['B', 'C']) {
    const rowsOfStatus = page.locator(`[data-testid="admin-row"][data-status="${status}"]`)
    expect(await rowsOfStatus.count()).toBeGreaterThan(0)
    await expect(rowsOfStatus.getByTestId('admin-row-menu')).toHaveCount(0)
  }
  const expected: Record<string, string[]> = {
    U: ['PDF 다운로드'],
    D: ['리포트 작성', 'PDF 다운로드'],
    R: ['리포트 수정', 'PDF 다운로드'],
  }
  for (const [status, items] of Object.entries(expected)) {
    const row = page.locator(`[data-testid="admin-row"][data-status="${status}"]`).first()
    const menu = await openMenu(page, row.getByTestId('admin-row-menu'))
    await expect(menu.getByRole('menuitem')).toHaveText(items)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu').filter({ visible: true })).toHaveCount(0)
  }
  const downloading = page.waitForEvent('download')
  const uploaded = page.locator('[data-testid="admin-row"][data-status="U"]').first()
  const adminName = (await uploaded.locator('td').nth(4).textContent())!.trim()
  await chooseMenuItem(page, uploaded.getByTestId('admin-row-menu'), 'PDF 다운로드')
  const download = await downloading
  const text = await pdfText(await downloaded(download))
  expect(text).toContain(ADMIN_REPORT_TITLE)
  expect(text).toContain(`${adminName} 님`)
})
