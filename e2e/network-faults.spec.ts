import { expect, test } from '@playwright/test'
import { openDrawer, qaHeaders, signedIn } from './support'

/**
 * A phone's network, from the QA scenarios (issue 50): the portal as a user on a slow, varying
 * connection meets it. Its accounts (hk5006, hk5007: generated staff of site 3) are used by no other
 * spec,
 * and it ends only its own scenario (the suite's specs share one server).
 */

test('with jitter on the checkup list the dashboard shows its loading state and stays usable', async ({
  page,
  request,
}) => {
  const started = await request.post('/__mock/scenarios', {
    headers: qaHeaders,
    data: { operation: 'checkupList', delayMs: 1500, delayMaxMs: 2500, seed: 3, userId: 'hk5006' },
  })
  expect(started.status()).toBe(200)
  const { scenario } = (await started.json()) as { scenario: { id: string } }
  try {
    await signedIn(page, 'hk5006', '/v2/dashboard')
    const loading = page.getByTestId('grid-loading')
    await expect(loading).toBeVisible()
    // usable while the rows are on their way: the search keeps what is typed, the drawer opens
    const search = page.getByLabel('고객 이름 검색')
    await search.fill('김')
    await expect(search).toHaveValue('김')
    await openDrawer(page)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('drawer')).toBeHidden()
    // the answers come: the loading state goes, and the grid shows what the search found
    await expect(loading).toHaveCount(0)
    await expect(
      page.locator('[data-testid=checkup-row], [data-testid=grid-empty]').first(),
    ).toBeVisible()
    await expect(search).toHaveValue('김')
  } finally {
    await request.delete(`/__mock/scenarios/${scenario.id}`, { headers: qaHeaders })
  }
})

test('one call in two fails, from a seed: two runs meet the same failures, call for call', async ({
  browser,
  request,
}) => {
  const CALLS = 6
  const isList = (url: string) => new URL(url).pathname === '/api/checkups'
  /**
   * opens the dashboard in a browser of its own (nothing remembered from the other run) and asks
   * for the list CALLS times as a user does; each answer's status
   */
  const run = async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const started = await request.post('/__mock/scenarios', {
      headers: qaHeaders,
      data: { operation: 'checkupList', status: 500, rate: 0.5, seed: 21, userId: 'hk5007' },
    })
    expect(started.status()).toBe(200)
    const { scenario } = (await started.json()) as { scenario: { id: string } }
    const statuses: number[] = []
    try {
      let answer = page.waitForResponse((r) => isList(r.url()))
      await signedIn(page, 'hk5007', '/v2/dashboard')
      for (let call = 1; call <= CALLS; call++) {
        const status = (await answer).status()
        statuses.push(status)
        // what the user sees of it: the error row with its retry, or the rows
        const error = page.getByTestId('grid-error')
        if (status === 500) await expect(error).toBeVisible()
        else
          await expect(
            page.locator('[data-testid=checkup-row], [data-testid=grid-empty]').first(),
          ).toBeVisible()
        if (call === CALLS) break
        // the next call: the retry after a failure, a new order after rows
        answer = page.waitForResponse((r) => isList(r.url()))
        if (status === 500) await error.getByRole('button', { name: '다시 시도' }).click()
        else await page.getByRole('button', { name: '이름 정렬' }).click()
      }
    } finally {
      await context.close()
      await request.delete(`/__mock/scenarios/${scenario.id}`, { headers: qaHeaders })
    }
    return statuses
  }
  const first = await run()
  expect(first).toContain(500)
  expect(first).toContain(200)
  expect(await run()).toEqual(first)
})
