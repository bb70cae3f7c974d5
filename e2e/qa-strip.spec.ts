import { expect, test } from '@playwright/test'
import { seriousFindings } from './axe'
import { login, pathIs, QA_TOKEN, qaHeaders, freshPhone } from './support'

/**
 * The QA strip (issue 50, decision 070): a tester who started a set from its link on a phone opens
 * the portal in the same tab, sees the set's scenarios at the foot of every page and ends them with
 * one press (the token the start page kept for the tab). Its account (hk5011, generated staff of
 * site 3) and its set are used by no other spec, and it ends what it started.
 */
test('a set started by its link shows on the portal’s strip, which ends it with one press', async ({
  browser,
  request,
}, testInfo) => {
  const SET = 'qa-strip-e2e'
  const ACCOUNT = 'hk5011'
  const mine = async () =>
    (
      (await (await request.get('/__mock/scenarios', { headers: qaHeaders })).json()) as {
        active: { id: string; userId: string | null }[]
      }
    ).active.filter((s) => s.userId === ACCOUNT)
  // a scenario of the account's, saved as a set and ended: the link starts it again
  const started = await request.post('/__mock/scenarios', {
    headers: qaHeaders,
    data: { operation: 'getMerchantUid', status: 409, times: 1, userId: ACCOUNT },
  })
  expect(started.status()).toBe(200)
  const saved = await request.post('/__mock/scenarios/sets', {
    headers: qaHeaders,
    data: { name: SET, userId: ACCOUNT },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const { link } = (await saved.json()) as { link: string }
  for (const s of await mine())
    await request.delete(`/__mock/scenarios/${s.id}`, { headers: qaHeaders })

  const phone = await freshPhone(browser)
  try {
    const page = await phone.newPage()
    await page.goto(`${link}&token=${encodeURIComponent(QA_TOKEN)}`)
    await expect(page.getByRole('status')).toContainText('시작했습니다')
    const [scenario] = await mine()
    expect(scenario).toBeDefined()
    // the portal, in the same tab: the start page kept the token for it
    await page.getByRole('link', { name: '포털 열기' }).click()
    await expect(page).toHaveURL(pathIs('/v2/Login'))
    await login(page, ACCOUNT, undefined, page.url())
    const strip = page.getByRole('region', { name: 'QA 시나리오' })
    await expect(strip).toContainText('QA 시나리오 1개 적용 중')
    await expect(strip.getByRole('listitem')).toHaveText(
      `${scenario!.id} getMerchantUid 409 x1 @${ACCOUNT}`,
    )
    const end = strip.getByRole('button', { name: '모두 해제' })
    const box = await end.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(await seriousFindings(page)).toEqual([])
    await testInfo.attach('qa-strip-390', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
    await end.click()
    await expect(strip).toHaveCount(0)
    expect(await mine()).toEqual([])
  } finally {
    await phone.close()
    for (const s of await mine())
      await request.delete(`/__mock/scenarios/${s.id}`, { headers: qaHeaders })
    await request.delete(`/__mock/scenarios/sets/${SET}`, { headers: qaHeaders })
  }
})
