import { expect, test, type Page } from '@playwright/test'
import { pathIs, signedIn } from './support'
import { expectAccessible } from './axe'

// Issue 46: the portal installs as an app on the phone, and a dropped connection shows a Korean
// notice with a retry instead of the browser's own error.
test.use({ serviceWorkers: 'allow' })

/** the width and height a PNG's header gives */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
})

/** the page's service worker once it controls the page */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null)
}

test("the portal meets Chromium's install criteria: its manifest and a worker that handles fetches", async ({
  page,
}) => {
  await page.goto('/v2/Login')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const answer = await page.request.get(href!)
  expect(answer.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await answer.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: '헬스체크업 매니저',
    start_url: '/',
    display: 'standalone',
  })
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose)
    expect(icon, `${size} ${purpose}`).toBeDefined()
    const png = await page.request.get(icon!.src)
    expect(png.headers()['content-type']).toBe('image/png')
    expect(pngSize(await png.body())).toEqual({ width: size, height: size })
  }
  // the worker is registered once the page is idle, and takes the page (clients.claim)
  expect(await controlled(page)).toMatch(/\/sw\.js$/)
  const worker = await (await page.request.get('/sw.js')).text()
  // Workbox routes fetches: the pages (network, the offline notice) and the chunks
  expect(worker).toContain('registerRoute')
  expect(worker).toContain('offline.html')
})

test('offline, a page shows the Korean notice with a retry, and the retry opens it once back', async ({
  page,
  context,
}) => {
  await signedIn(page, 'fc0001', '/v2/Dashboard')
  await expect(page.getByTestId('checkup-row').first()).toBeVisible()
  await controlled(page)
  await context.setOffline(true)
  await page.goto('/v2/Give').catch(() => {})
  const notice = page.getByTestId('offline')
  await expect(
    notice.getByRole('heading', { name: '인터넷에 연결되어 있지 않습니다' }),
  ).toBeVisible()
  await expect(page).toHaveURL(pathIs('/v2/Give'))
  // no API answer is kept by the worker: nothing of the user's data is shown offline
  await expect(page.getByTestId('give-usable')).toHaveCount(0)
  await expectAccessible(page, 'offline notice')
  // a thumb's target
  const retry = await notice.getByRole('link', { name: '다시 시도' }).boundingBox()
  expect(retry!.height).toBeGreaterThanOrEqual(44)
  await context.setOffline(false)
  await notice.getByRole('link', { name: '다시 시도' }).click()
  await expect(page.getByTestId('give-usable')).toBeVisible()
})
