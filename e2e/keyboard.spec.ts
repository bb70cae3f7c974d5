import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD, holdsFocus, openAsSeen, pathIs, signedIn } from './support'

// The portal by keyboard alone (issue 27): sign in, open the drawer, give a voucher, open the
// notifications; after each dialog, drawer and menu the focus is back on the control that opened
// it. kb0001 and member02 are this spec's own (docs/fixtures.md): what they change nobody reads.
test.use({ viewport: { width: 1280, height: 900 } })

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `reached within ${max} Tabs`).toBeFocused()
}

test('kb0001 signs in, opens the drawer and gives a voucher with the keyboard alone', async ({
  page,
}) => {
  // sign in: the fields in order, Enter submits
  await page.goto('/v2/Login')
  await tabTo(page, page.getByLabel('아이디'))
  await page.keyboard.type('kb0001')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('비밀번호')).toBeFocused()
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('리포트 발급 내역')

  // the first Tab stop is the skip link; it takes the focus to the page's content
  await page.keyboard.press('Tab')
  const skip = page.getByTestId('skip-link')
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  // the drawer opens on Enter, holds the focus, and Escape gives it back to its button
  const drawerButton = page.getByTestId('drawer-button')
  await page.keyboard.press('Shift+Tab')
  await tabTo(page, drawerButton)
  await page.keyboard.press('Enter')
  const drawer = page.getByTestId('drawer')
  await expect(drawer).toBeVisible()
  await expect.poll(() => holdsFocus(drawer), { message: 'the drawer holds the focus' }).toBe(true)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(drawerButton).toBeFocused()

  // ... and its menu leads to the give page
  await page.keyboard.press('Enter')
  await expect.poll(() => holdsFocus(drawer), { message: 'the drawer holds the focus' }).toBe(true)
  await tabTo(page, drawer.getByTestId('menu-give'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(pathIs('/v2/give'))
  await expect(drawer).toBeHidden()
  await expect(page.getByTestId('give-usable')).toHaveText('5 회')

  // give: the app id, the button; the question holds the focus; Escape returns it to the button
  await tabTo(page, page.getByLabel('고객 앱 아이디'))
  await page.keyboard.type('member02')
  const giveButton = page.getByRole('button', { name: '사용권 제공' })
  await tabTo(page, giveButton)
  await page.keyboard.press('Enter')
  const confirm = page.getByTestId('give-confirm')
  await expect(confirm).toContainText('나키보(member02) 고객에게')
  await expect
    .poll(() => holdsFocus(confirm), { message: 'the question holds the focus' })
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(giveButton).toBeFocused()
  await expect(page.getByLabel('고객 앱 아이디')).toHaveValue('member02')

  // asked again and confirmed: the voucher is given and the focus is back on the button
  await page.keyboard.press('Enter')
  await expect(confirm).toBeVisible()
  await expect
    .poll(() => holdsFocus(confirm), { message: 'the question holds the focus' })
    .toBe(true)
  await tabTo(page, confirm.getByRole('button', { name: '제공하기' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('snackbar')).toContainText('나키보님에게 사용권을 제공했습니다.')
  await expect(confirm).toBeHidden()
  await expect(page.getByTestId('give-usable')).toHaveText('4 회')
  await expect(giveButton).toBeFocused()

  // the notification menu: Enter opens it with the focus inside, Escape gives it back to the bell
  const bell = page.getByTestId('bell')
  await tabTo(page, bell)
  await page.keyboard.press('Enter')
  const list = page.getByTestId('notification-list')
  await expect(list).toBeVisible()
  await expect.poll(() => holdsFocus(list), { message: 'the menu holds the focus' }).toBe(true)
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(bell).toBeFocused()
})

test('the employees’ amount dialog, closed by Escape, gives the focus to its row’s menu button (issue 48)', async ({
  page,
}) => {
  // read only: the dialog is closed without a change
  await signedIn(page, 'empadmin', '/v2/Employee')
  // fc0001's row: a limited employee, whose amount may change
  const menu = page
    .getByTestId('employee-row')
    .filter({ hasText: 'HKfc0001' })
    .getByTestId('employee-row-menu')
  await expect(menu).toBeVisible()
  await menu.focus()
  // Enter opens the menu on its first item (WAI-ARIA menu button); the arrow goes to the next
  await page.keyboard.press('Enter')
  await openAsSeen(page.getByRole('menu', { name: '김설계 메뉴' }), 'the row menu')
  const highlighted = page.locator('[role=menuitem][data-highlighted]')
  await expect(highlighted).toHaveText('사용권 지급')
  await page.keyboard.press('ArrowDown')
  await expect(highlighted).toHaveText('잔여 수량 변경')
  await page.keyboard.press('Enter')
  const dialog = page.getByTestId('amount-dialog')
  await expect(dialog).toContainText('잔여 수량 변경 · 김설계')
  await openAsSeen(dialog, 'the amount dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menu).toBeFocused()
})
