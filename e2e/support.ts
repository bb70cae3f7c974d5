import { expect, type Locator, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Test1234!'

/**
 * The QA helpers' token of the server the suite starts (MOCK_QA_TOKEN in playwright.config.ts):
 * every call to /__mock/* sends it, with a JSON body (issue 29).
 */
export const QA_TOKEN = 'e2e-qa-token'
export const qaHeaders = { 'x-qa-token': QA_TOKEN }

/** Signs in through the login form, as a user would. */
export async function login(
  page: Page,
  userId: string,
  password = DEMO_PASSWORD,
  path = '/v2/Login',
) {
  await page.goto(path)
  await page.getByLabel('아이디').fill(userId)
  await page.getByLabel('비밀번호').fill(password)
  await page.getByLabel('비밀번호').press('Enter')
}

/**
 * Waits until an element and what it holds have ended their animations (a menu sliding in). An
 * animation cancelled or replaced on the way (the menu drawn again as its list arrives) rejects
 * its `finished`: then the animations running now are waited for in turn.
 */
async function settled(locator: Locator) {
  await locator.evaluate(async (el) => {
    for (let round = 0; round < 5; round++) {
      const running = el.getAnimations({ subtree: true })
      if (running.every((a) => a.playState === 'finished')) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
}

/**
 * Opens the notification menu and waits until it has slid into place: a click on an item while
 * the menu still moves can miss it (the pointer goes down on the item and up on the app bar).
 */
export async function openNotifications(page: Page) {
  const list = page.getByTestId('notification-list')
  // the bell toggles: a click on it while the list is open closes it
  await expect(list, 'the notification list is closed before it is opened').toBeHidden()
  await page.getByTestId('bell').click()
  await expect(list).toBeVisible()
  await settled(list)
}

/**
 * Opens a menu by its trigger and returns it once it is in place and holds the focus: before that,
 * a click can miss an item (as above) and Escape can reach the page before the menu listens.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click()
  const menu = page.getByRole('menu').filter({ visible: true })
  await expect(menu).toBeVisible()
  await settled(menu)
  await expect
    .poll(() => menu.evaluate((el) => el.contains(document.activeElement)), {
      message: 'the open menu holds the focus',
    })
    .toBe(true)
  return menu
}

/** Opens a menu by its trigger and chooses an item once the menu is in place. */
export async function chooseMenuItem(page: Page, trigger: Locator, item: string) {
  const menu = await openMenu(page, trigger)
  await menu.getByRole('menuitem', { name: item }).click()
}

export async function openDrawer(page: Page) {
  await page.getByTestId('drawer-button').click()
  await expect(page.getByTestId('drawer')).toBeVisible()
}

/** A path check that ignores letter case, as the routes do. */
export const pathIs = (path: string) =>
  new RegExp(`^[^?#]*${path.replace(/\//g, '\\/')}/?(\\?.*)?$`, 'i')

/**
 * The usable count the app bar shows now (not for unlimited accounts). Specs share one server, so
 * a spec reads it before acting and asserts the change, never the seeded number.
 */
export async function usableCount(page: Page): Promise<number> {
  const counter = page.getByTestId('usage-counter')
  await expect(counter).toContainText(/\d+ 회/)
  return Number(/(\d+) 회/.exec((await counter.textContent()) ?? '')?.[1])
}
