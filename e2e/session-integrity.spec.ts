import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, login, openDrawer, pathIs } from './support'

// Two pages of one browser context share localStorage, as two tabs do. Each test signs in its own
// accounts, so the tests run in any order and beside the other specs.

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('x-auth-token'))

test('another tab signs in as someone else: this tab follows, shows them and says so', async ({
  context,
}) => {
  const a = await context.newPage()
  await login(a, 'fc0003')
  await expect(a).toHaveURL(pathIs('/v2/dashboard'))
  await expect(a.getByTestId('usage-counter')).toBeVisible()

  const b = await context.newPage()
  await login(b, 'fc0002') // b's login page signs out first (decision 003), then signs in
  await expect(b).toHaveURL(pathIs('/v2/dashboard'))

  await expect(a.getByTestId('snackbar')).toContainText('다른 창에서 이설계 님으로 로그인하여')
  await expect(a).toHaveURL(pathIs('/v2/dashboard'))
  await expect(a.getByTestId('usage-counter')).toContainText('0 회')
  await openDrawer(a)
  await expect(a.getByTestId('drawer')).toContainText('이설계')
  expect(await tokenOf(a)).toBe(await tokenOf(b))
})

test('another tab signs out: this tab goes to the login page with a notice', async ({
  context,
}) => {
  const a = await context.newPage()
  await login(a, 'branchmgr')
  await expect(a).toHaveURL(pathIs('/v2/dashboard'))
  const b = await context.newPage()
  await b.goto('/v2/Dashboard')
  await openDrawer(b)
  await b.getByTestId('logout').click()
  await expect(b).toHaveURL(pathIs('/v2/Login'))

  await expect(a).toHaveURL(pathIs('/v2/Login'))
  await expect(a.getByTestId('snackbar')).toContainText('다른 창에서 로그아웃되었습니다.')
  await expect(a.getByTestId('usage-counter')).toHaveCount(0)
})

test('another tab opens the login page (S1: it signs out): this tab says the same', async ({
  context,
}) => {
  const a = await context.newPage()
  await login(a, 'fc0002')
  await expect(a).toHaveURL(pathIs('/v2/dashboard'))
  const b = await context.newPage()
  await b.goto('/v2/Login')
  await expect(b.getByLabel('아이디')).toBeVisible()

  await expect(a).toHaveURL(pathIs('/v2/Login'))
  await expect(a.getByTestId('snackbar')).toContainText('다른 창에서 로그아웃되었습니다.')
})

test('a session ended on the server: the next call ends it here, on the login page', async ({
  page,
  request,
}) => {
  await login(page, 'unlimited')
  await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  await expect(page.getByTestId('count-all')).toBeVisible()
  // the bell's first call answered: the app bar's calls are made
  await expect(page.getByTestId('bell')).toHaveAttribute('aria-label', /읽지 않은 알림: \d+/)
  // the server forgets the token; the browser does not know
  const ended = await request.post('/api/auth/logout', {
    headers: { 'x-auth-token': (await tokenOf(page)) ?? '' },
  })
  expect(ended.status()).toBe(200)
  // the next call ends it: a search (it runs as the user types), unless a call of the page's own
  // (the message line's, on a busy machine) meets the ended token first and the field is gone
  const loginPage = page.waitForURL(pathIs('/v2/Login'))
  const search = page.getByLabel('고객 이름 검색').fill('김')
  await Promise.race([search, loginPage])
  search.catch(() => {})
  await loginPage
  await expect(page).toHaveURL(pathIs('/v2/Login'))
  await expect(page.getByTestId('snackbar')).toContainText('로그인이 만료되었습니다.')
  expect(await tokenOf(page)).toBeNull()
})

test("an action taken while another tab's user is being read carries the shown user's token", async ({
  context,
  request,
}) => {
  const a = await context.newPage()
  await login(a, 'sh0001')
  // the sign-in must have answered before this tab leaves the page that sent it
  await expect(a).toHaveURL(pathIs('/v2/dashboard'))
  await a.goto('/v2/Give')
  await expect(a.getByTestId('give-usable')).toBeVisible()
  const shown = await tokenOf(a)

  // another tab stores another user's token; reading that user takes long in this tab
  const signedIn = await request.post('/api/auth/login', {
    data: { userId: 'ga0001', password: DEMO_PASSWORD },
  })
  const other = ((await signedIn.json()) as { token: string }).token
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await a.route('**/api/auth/me', async (route) => {
    if (route.request().headers()['x-auth-token'] === other) await held
    await route.continue()
  })
  const sent: (string | undefined)[] = []
  a.on('request', (r) => {
    if (r.url().includes('/api/vouchers/customers/')) sent.push(r.headers()['x-auth-token'])
  })
  const b = await context.newPage()
  await b.goto('/v2/Error')
  await b.evaluate((token) => localStorage.setItem('x-auth-token', token), other)

  // this tab still shows sh0001 and acts as sh0001
  await a.getByLabel('고객 앱 아이디').fill('member01')
  await a.getByRole('button', { name: '사용권 제공' }).click()
  await expect.poll(() => sent.length).toBe(1)
  expect(sent).toEqual([shown])

  release()
  await expect(a.getByTestId('snackbar')).toContainText('다른 창에서 지에이 님으로 로그인하여')
  expect(sent).toEqual([shown])
})
