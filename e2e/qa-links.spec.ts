import { expect, test, type APIRequestContext } from '@playwright/test'
import { seriousFindings } from './axe'
import { pathIs, QA_TOKEN, qaHeaders, watchCsp, freshPhone } from './support'

/**
 * Presets by link (issue 50, decision 068): a QA tester saves the active scenarios as a set and
 * starts it on a phone by opening one link. The link carries the set's name and the QA token in
 * its fragment; the start page takes the fragment out of the address at once and sends the token
 * in a header only. Its accounts (hk5009, hk5010: generated staff of site 3, one a test, as its
 * tests run side by side) and its set names are used by no other spec; a test saves only its
 * account's scenarios (`userId`: the suite's specs share one server and start scenarios of their
 * own) and ends only what it started.
 */

/** Starts one scenario of `account`, saves it as `name` and ends it: the link starts it again. */
async function savedSet(request: APIRequestContext, name: string, account: string) {
  const started = await request.post('/__mock/scenarios', {
    headers: qaHeaders,
    data: { operation: 'getMerchantUid', status: 409, times: 1, userId: account },
  })
  expect(started.status()).toBe(200)
  const { scenario } = (await started.json()) as { scenario: { id: string } }
  const saved = await request.post('/__mock/scenarios/sets', {
    headers: qaHeaders,
    data: { name, userId: account },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await request.delete(`/__mock/scenarios/${scenario.id}`, { headers: qaHeaders })
  return ((await saved.json()) as { link: string }).link
}

/** The active scenarios the set `name` started. */
async function startedBy(request: APIRequestContext, name: string) {
  const listed = (await (
    await request.get('/__mock/scenarios', { headers: qaHeaders })
  ).json()) as {
    active: {
      id: string
      operation: string
      answer: unknown
      remaining: number | null
      userId: string | null
      preset: string | null
    }[]
  }
  return listed.active.filter((s) => s.preset === `set:${name}`)
}

/** Ends what the set started, and deletes the set. */
async function cleanUp(request: APIRequestContext, name: string) {
  for (const s of await startedBy(request, name))
    await request.delete(`/__mock/scenarios/${s.id}`, { headers: qaHeaders })
  await request.delete(`/__mock/scenarios/sets/${name}`, { headers: qaHeaders })
}

test('a saved set starts from its link on a phone; the token stays out of every address', async ({
  browser,
  request,
}) => {
  const SET = 'qa-links-e2e'
  const ACCOUNT = 'hk5009'
  try {
    const link = await savedSet(request, SET, ACCOUNT)
    expect(link).toBe(`/__mock/start#set=${SET}`)

    // a phone that has never seen the server: nothing remembered
    const phone = await freshPhone(browser)
    try {
      const page = await phone.newPage()
      const problems = watchCsp(page)
      const addresses: string[] = []
      page.on('request', (r) => addresses.push(r.url().split('#')[0]!))
      const startCall = page.waitForRequest((r) =>
        r.url().endsWith(`/__mock/scenarios/sets/${SET}/start`),
      )
      await page.goto(`${link}&token=${encodeURIComponent(QA_TOKEN)}`)
      await expect(page.getByRole('status')).toHaveText(
        `'${SET}' 묶음의 시나리오 1개를 시작했습니다.`,
      )
      const item = page.getByTestId('started-scenario')
      await expect(item).toHaveCount(1)
      await expect(item).toContainText(`getMerchantUid: 응답 409, 1회, 계정 ${ACCOUNT}`)
      // the fragment left the address; the token went in the call's header, in no address
      await expect(page).toHaveURL(pathIs('/__mock/start'))
      expect((await startCall).headers()['x-qa-token']).toBe(QA_TOKEN)
      expect(addresses.filter((a) => a.includes(QA_TOKEN))).toEqual([])
      await expect(page.getByRole('link', { name: '포털 열기' })).toHaveAttribute(
        'href',
        '/v2/dashboard',
      )

      // the server has it on, for the one account, once
      expect(await startedBy(request, SET)).toEqual([
        expect.objectContaining({
          operation: 'getMerchantUid',
          answer: { status: 409 },
          remaining: 1,
          userId: ACCOUNT,
        }),
      ])

      // phone first: no sideways scroll, every control a thumb's size, nothing axe calls serious
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      const heights = await page
        .locator('a, button, input')
        .evaluateAll((els) =>
          els
            .filter((e) => e.getClientRects().length > 0)
            .map((e) => e.getBoundingClientRect().height),
        )
      expect(heights.length).toBeGreaterThan(0)
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44)
      expect(await seriousFindings(page, 'all')).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await phone.close()
    }
  } finally {
    await cleanUp(request, SET)
  }
})

test('the QA page copies the link with its token; a link without one asks for it', async ({
  browser,
  context,
  page,
  request,
}) => {
  const SET = 'qa-links-e2e-form'
  const ACCOUNT = 'hk5010'
  try {
    const link = await savedSet(request, SET, ACCOUNT)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`/__mock/qa#token=${QA_TOKEN}`)
    const row = page.getByTestId('qa-set-row').filter({ hasText: SET })
    await expect(row).toContainText(`getMerchantUid 409, 1회 @${ACCOUNT}`)
    const origin = new URL(page.url()).origin
    await expect(row.locator('code')).toHaveText(`${origin}${link}`)
    // the sets' section is labelled and usable as the rest of the page
    expect(await seriousFindings(page, 'all')).toEqual([])
    await page.getByRole('button', { name: `${SET} 링크 복사` }).click()
    await expect(page.getByRole('status')).toContainText(`${SET} 링크를 복사했습니다.`)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}${link}&token=${encodeURIComponent(QA_TOKEN)}`,
    )

    // the link without its token, in a fresh browser: the page asks, and a wrong one is refused
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      const start = await phone.newPage()
      await start.goto(link)
      await expect(start.getByRole('status')).toContainText('링크에 QA 토큰이 없습니다.')
      const field = start.getByLabel('QA 토큰 (서버가 시작할 때 출력합니다)')
      await expect(field).toBeFocused()
      await field.fill('not-the-token')
      await field.press('Enter')
      await expect(start.getByRole('status')).toContainText('QA 토큰이 맞지 않습니다.')
      expect(await startedBy(request, SET)).toEqual([])
      await field.fill(QA_TOKEN)
      await start.getByRole('button', { name: '묶음 시작' }).click()
      await expect(start.getByRole('status')).toHaveText(
        `'${SET}' 묶음의 시나리오 1개를 시작했습니다.`,
      )
      await expect(start).toHaveURL(pathIs('/__mock/start'))
      expect(await startedBy(request, SET)).toHaveLength(1)
    } finally {
      await phone.close()
    }
  } finally {
    await cleanUp(request, SET)
  }
})
