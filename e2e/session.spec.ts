import { expect, test } from '@playwright/test'
import { login, openDrawer, pageRequestsSeen, pathIs } from './support'

// Where each account lands once signed in (S1 §4) is a rule of the portal: the view tests sign
// each of them in through the form (tests/views/session.test.tsx); here, the real browser's.

test('the login page in Korean, and the dashboard shell after sign-in', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await expect(page).toHaveURL(pathIs('/v2/Login'))
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible()
  await testInfo.attach('login-page', { body: await page.screenshot(), contentType: 'image/png' })

  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('usage-counter')).toContainText(/\d+ 회/)
  await testInfo.attach('dashboard-shell', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
})

test('wrong password says to check id and password', async ({ page }) => {
  await login(page, 'fc0001', 'Wrong1234!')
  await expect(page.getByTestId('login-error')).toHaveText('아이디와 비밀번호를 확인해 주세요.')
  await expect(page).toHaveURL(pathIs('/v2/Login'))
  // nothing the user typed is lost
  await expect(page.getByLabel('아이디')).toHaveValue('fc0001')
})

test('empty id asks for the id', async ({ page }) => {
  await page.goto('/v2/Login')
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page.getByText('아이디를 입력 해 주세요.')).toBeVisible()
})

test('unlimited usage shows the unlimited word', async ({ page }) => {
  await login(page, 'unlimited')
  await expect(page.getByTestId('usage-counter')).toContainText('무제한')
})

test('the drawer of fc0001 has no employee management or statistics', async ({ page }) => {
  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await openDrawer(page)
  await expect(page.getByTestId('drawer-user-id')).toHaveText('fc0001')
  await expect(page.getByTestId('menu-dashboard')).toBeVisible()
  await expect(page.getByTestId('menu-employee')).toHaveCount(0)
  await expect(page.getByTestId('menu-group-statistics')).toHaveCount(0)
  await expect(page.getByTestId('menu-adminDashboard')).toHaveCount(0)
})

test('the drawer of siteadmin has employee management and statistics', async ({ page }) => {
  await login(page, 'siteadmin')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await openDrawer(page)
  await expect(page.getByTestId('menu-employee')).toBeVisible()
  await expect(page.getByTestId('menu-group-statistics')).toBeVisible()
  await expect(page.getByTestId('menu-statisticsOverview')).toBeVisible()
})

test('fc0001 opening /v2/Employee is refused', async ({ page }) => {
  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await page.goto('/v2/Employee')
  await expect(page.getByTestId('snackbar')).toContainText('권한이 없습니다.')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
})

test('a signed-out visitor of a protected page goes to login', async ({ page }) => {
  await page.goto('/v2/Employee')
  await expect(page).toHaveURL(pathIs('/v2/Login'))
})

test('logout returns to login and forgets the session', async ({ page }) => {
  await login(page, 'fc0001')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await openDrawer(page)
  await page.getByTestId('logout').click()
  await expect(page).toHaveURL(pathIs('/v2/Login'))
  expect(await page.evaluate(() => localStorage.getItem('x-auth-token'))).toBeNull()
  await page.goto('/v2/dashboard')
  await expect(page).toHaveURL(pathIs('/v2/Login'))
})

test('the login page opened while signed in signs out; Enter pressed meanwhile signs the next user in', async ({
  page,
}) => {
  await login(page, 'fc0002')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  // the sign-out the login page makes as it opens, held until the next user has pressed Enter
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const calls: string[] = []
  await page.route('**/api/auth/logout', async (route) => {
    calls.push('logout asked')
    await held
    calls.push('logout released')
    await route.continue()
  })
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login') calls.push('login')
  })
  await login(page, 'fc0001')
  await expect.poll(() => calls).toEqual(['logout asked'])
  await expect(page.getByRole('button', { name: '로그인' })).toBeEnabled()
  // Enter has been pressed: nothing is sent while the sign-out runs
  await pageRequestsSeen(page)
  expect(calls).toEqual(['logout asked'])
  release()
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('app-bar')).toContainText('F/LINK0001')
  expect(calls).toEqual(['logout asked', 'logout released', 'login'])
})

test('newbie sets a first password and enters the portal', async ({ page }) => {
  await login(page, 'newbie', 'newbie')
  await expect(page).toHaveURL(pathIs('/v1/PasswordSet'))
  const submit = page.getByRole('button', { name: '비밀번호 변경' })
  await page.getByLabel('초기화 비밀번호').fill('wrong')
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Newpass1!')
  await page.getByLabel('새 비밀번호 확인').fill('Newpass1!')
  await submit.click()
  await expect(page.getByTestId('password-set-error')).toHaveText(
    '초기화 비밀번호가 다릅니다. 확인 후 다시 시도해 주세요.',
  )
  await page.getByLabel('초기화 비밀번호').fill('newbie')
  await submit.click()
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('snackbar')).toContainText('비밀번호가 변경되었습니다.')
})

test('the orange login sets the orange home', async ({ page }) => {
  await login(page, 'OL1000001', 'Test1234!', '/ol/Login')
  await expect(page).toHaveURL(pathIs('/v2/give'))
  expect(await page.evaluate(() => localStorage.getItem('orange'))).toBe('true')
})

test('Back from the landing page keeps the session (the login page left the history)', async ({
  page,
}) => {
  // a page opened before the login (not the greeting: a signed-in user leaves it at once)
  await page.goto('/v2/Error')
  await login(page, 'fc0002')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('count-all')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(pathIs('/v2/Error'))
  expect(await page.evaluate(() => localStorage.getItem('x-auth-token'))).not.toBeNull()
  await page.goForward()
  await expect(page.getByTestId('count-all')).toBeVisible()
})

test('before the first password is set, typed addresses open only the password page', async ({
  page,
  request,
}) => {
  await login(page, 'newbie2', 'newbie2')
  await expect(page).toHaveURL(pathIs('/v1/PasswordSet'))
  for (const path of ['/v2/Give', '/', '/v2/Dashboard']) {
    await page.goto(path)
    await expect(page).toHaveURL(pathIs('/v1/PasswordSet'))
    await expect(page.getByTestId('snackbar')).toContainText(
      '처음 사용하는 비밀번호를 먼저 변경해 주세요.',
    )
  }
  // the server agrees: the same token cannot create a voucher
  const token = await page.evaluate(() => localStorage.getItem('x-auth-token'))
  const answer = await request.post('/api/vouchers', {
    headers: { 'x-auth-token': token ?? '' },
    data: {},
  })
  expect(answer.status()).toBe(428)
})
