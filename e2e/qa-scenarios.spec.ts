import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { seriousFindings } from './axe'
import { DEMO_PASSWORD, pathIs, QA_TOKEN, qaHeaders, signedIn } from './support'

/**
 * A QA tester with a browser only (issue 30): the QA page the server prints at start makes the
 * portal answer a documented status for one account, the portal shows the catalogue's message,
 * and the scenario ends from the same page; a problem report names the calls and their scenario.
 * Its accounts (hk5002-hk5005: generated staff of site 3) are used by no other spec, and it ends only its own scenarios (the suite's specs share
 * one server).
 */

test('a preset from the QA page makes the merchant uid call fail for one account', async ({
  page,
  context,
}) => {
  await page.goto(`/__mock/qa#token=${QA_TOKEN}`)
  // the token came in the fragment and left the address bar
  await expect(page.getByLabel('QA 토큰', { exact: false })).toHaveValue(QA_TOKEN)
  await expect(page).toHaveURL(pathIs('/__mock/qa'))
  await expect(page.getByTestId('qa-preset-row').first()).toBeVisible()
  await page.getByLabel('계정 (비우면 모두)').fill('hk5002')
  await page.getByRole('button', { name: 'merchant-uid-refused 적용' }).click()
  await expect(page.getByRole('status')).toContainText(
    'merchant-uid-refused 프리셋을 적용했습니다.',
  )
  const row = page.getByTestId('qa-active-row').filter({ hasText: 'hk5002' })
  await expect(row).toContainText('getMerchantUid')
  await expect(row).toContainText('400')

  const portal = await context.newPage()
  await signedIn(portal, 'hk5002', '/v2/Product/1')
  await portal.getByTestId('pay').click()
  await expect(portal.getByText('잘못된 MerchantUid 입니다.').first()).toBeVisible()

  // ended from its own row (a clear-all would end other testers' scenarios too)
  const id = await row.getAttribute('data-scenario')
  await page.getByRole('button', { name: `${id} 끝내기` }).click()
  await expect(page.getByRole('status')).toContainText(`${id} 시나리오를 끝냈습니다.`)
  await expect(page.getByTestId('qa-active-row').filter({ hasText: 'hk5002' })).toHaveCount(0)
})

test('a scenario started by hand: an operation, a documented status, once', async ({
  page,
  context,
}) => {
  await page.goto(`/__mock/qa#token=${QA_TOKEN}`)
  await expect(page.getByTestId('qa-preset-row').first()).toBeVisible()
  await page.getByLabel('호출할 API').selectOption('productDetail')
  await page.getByLabel('응답', { exact: true }).selectOption('404')
  await page.getByLabel('횟수 (비우면 해제할 때까지)').fill('1')
  await page.getByLabel('계정 (비우면 모두)').fill('hk5003')
  await page.getByRole('button', { name: '시작', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('시나리오를 시작했습니다.')
  const row = page.getByTestId('qa-active-row').filter({ hasText: 'hk5003' })
  await expect(row).toContainText('productDetail')
  await expect(row).toContainText('404')

  const portal = await context.newPage()
  await signedIn(portal, 'hk5003', '/v2/Product/1')
  await expect(portal.getByTestId('snackbar')).toContainText('상품을 찾을 수 없습니다.')
  // used once: gone from the list
  await page.getByRole('button', { name: '새로고침' }).click()
  await expect(page.getByTestId('qa-active-row').filter({ hasText: 'hk5003' })).toHaveCount(0)
})

test('a phone network by hand: a random delay and one call in three failing, from a seed (issue 50)', async ({
  page,
  request,
}) => {
  await page.goto(`/__mock/qa#token=${QA_TOKEN}`)
  await expect(page.getByTestId('qa-preset-row').first()).toBeVisible()
  await page.getByLabel('호출할 API').selectOption('issuableNumber')
  await page.getByLabel('응답', { exact: true }).selectOption('500')
  await page.getByLabel('지연 (ms)', { exact: true }).fill('10')
  await page.getByLabel('최대 지연 (ms, 넣으면 매번 무작위)').fill('60')
  await page.getByLabel('실패 비율 (%, 비우면 모든 호출)').fill('34')
  await page.getByLabel('시드 (같은 시드는 같은 순서)').fill('7')
  await page.getByLabel('계정 (비우면 모두)').fill('hk5005')
  await page.getByRole('button', { name: '시작', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('시나리오를 시작했습니다.')
  const row = page.getByTestId('qa-active-row').filter({ hasText: 'hk5005' })
  await expect(row).toContainText('500 (34%, 시드 7)')
  await expect(row).toContainText('10~60 ms (시드 7)')

  // the account's calls: some fail with 500, the others answer, as the seed says
  const login = await request.post('/api/auth/login', {
    data: { userId: 'hk5005', password: DEMO_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const statuses: number[] = []
  for (let i = 0; i < 9; i++)
    statuses.push(
      (
        await request.get('/api/auth/issuable-number', { headers: { 'x-auth-token': token } })
      ).status(),
    )
  expect(statuses).toContain(500)
  expect(statuses).toContain(200)

  const id = await row.getAttribute('data-scenario')
  await page.getByRole('button', { name: `${id} 끝내기` }).click()
  await expect(page.getByTestId('qa-active-row').filter({ hasText: 'hk5005' })).toHaveCount(0)
})

test('the QA page is usable at phone width and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/__mock/qa#token=${QA_TOKEN}`)
  await expect(page.getByTestId('qa-preset-row').first()).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  // every rule axe has, not only the portal's tags
  expect(await seriousFindings(page, 'all')).toEqual([])
})

test('a problem report holds the calls, their request ids and the scenario that shaped one', async ({
  page,
}) => {
  // the usable count answers as it would, marked by a scenario of hk5004's own
  const started = await page.request.post('/__mock/scenarios', {
    headers: qaHeaders,
    data: { operation: 'issuableNumber', delayMs: 1, times: 1, userId: 'hk5004' },
  })
  const scenario = ((await started.json()) as { scenario: { id: string } }).scenario.id
  await signedIn(page, 'hk5004')
  await expect(page.getByTestId('count-all')).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: '문제 보고서 내보내기' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^problem-report-\d{8}-\d{6}\.json$/)
  const report = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    kind: string
    page: string
    entries: { actor: string }[]
    calls: { operation: string; requestId: string | null; scenario: string | null }[]
    scenarios: string[]
  }
  expect(report.kind).toBe('problem-report')
  expect(report.page.toLowerCase()).toBe('/v2/dashboard')
  expect(report.entries.some((e) => e.actor === 'session')).toBe(true)
  expect(report.calls.find((c) => c.scenario === scenario)).toMatchObject({
    operation: 'issuableNumber',
    requestId: expect.stringMatching(/^[0-9a-f]{12}$/),
  })
  expect(report.calls.every((c) => c.requestId !== null)).toBe(true)
  expect(report.scenarios).toEqual([scenario])
  // no secret of the sign-in reached it
  expect(JSON.stringify(report)).not.toContain('Test1234!')
})
