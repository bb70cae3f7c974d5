// npm run bench: the dashboard with 100,000 checkups in range, in Debian's Chromium.
// Prints timings (median of several runs) and the JS gzip size each route loads. No assertions:
// it measures; the numbers go into docs/performance.md by hand when they change.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { CHROMIUM_PATH, chromiumFound, INSTALL_HINT } from './chromium.mjs'

const PORT = 4186
const BASE = `http://127.0.0.1:${PORT}`
const CHECKUPS = Number(process.env.MOCK_CHECKUPS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

if (!chromiumFound()) {
  console.error(INSTALL_HINT)
  process.exit(1)
}

const build = spawnSync('npx', ['vite', 'build', '--mode', 'embedded', '--logLevel', 'error'], {
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(1)

const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    SERVE_DIR: 'dist-embedded',
    MOCK_LOG: '0',
    MOCK_CHECKUPS: String(CHECKUPS),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const seeded = performance.now()
await new Promise<void>((resolve) =>
  server.stdout!.on('data', (d: Buffer) => d.toString().includes('on http') && resolve()),
)
console.log(
  `server up with ${CHECKUPS.toLocaleString('en')} checkups in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const firstRow = (page: Page) => page.getByTestId('checkup-row').first().waitFor()
const rowsText = (page: Page) => page.getByTestId('customer-name').allTextContents()

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const timings: Record<string, number[]> = {
  'login click -> first rows': [],
  'search keystroke -> grid updated': [],
  'page change -> rows': [],
}
const jsPerRoute: Record<string, Set<string>> = {}

for (let run = 0; run < RUNS; run++) {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('response', (r) => r.url().endsWith('.js') && scripts.add(new URL(r.url()).pathname))
  await page.goto(`${BASE}/v2/Login`)
  await page.getByLabel('아이디').fill('siteadmin')
  await page.getByLabel('비밀번호').fill('Test1234!')
  jsPerRoute['/v2/Login'] ??= new Set(scripts)

  let t = performance.now()
  await page.getByRole('button', { name: '로그인' }).click()
  await firstRow(page)
  timings['login click -> first rows']!.push(performance.now() - t)
  jsPerRoute['/v2/dashboard'] ??= new Set(scripts)

  const before = (await rowsText(page)).join()
  t = performance.now()
  await page.getByLabel('고객 이름 검색').pressSequentially('김', { delay: 0 })
  await page.waitForFunction(
    (prev) =>
      [...document.querySelectorAll('[data-testid="customer-name"]')]
        .map((e) => e.textContent)
        .join() !== prev,
    before,
  )
  timings['search keystroke -> grid updated']!.push(performance.now() - t)

  const page1 = (await rowsText(page)).join()
  t = performance.now()
  await page.getByRole('button', { name: '다음' }).click()
  await page.waitForFunction(
    (prev) =>
      [...document.querySelectorAll('[data-testid="customer-name"]')]
        .map((e) => e.textContent)
        .join() !== prev,
    page1,
  )
  timings['page change -> rows']!.push(performance.now() - t)
  await page.close()
}

{
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('response', (r) => r.url().endsWith('.js') && scripts.add(new URL(r.url()).pathname))
  await page.goto(`${BASE}/v2/Login`)
  await page.getByLabel('아이디').fill('adminp')
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  await page.getByTestId('admin-row').first().waitFor()
  jsPerRoute['/Admin/Dashboard'] = scripts
  await page.close()
}
await browser.close()
server.kill('SIGTERM')

console.log(`\nTimings (median of ${RUNS} runs, ms)`)
for (const [name, xs] of Object.entries(timings))
  console.log(
    `  ${name.padEnd(36)} ${median(xs).toFixed(0).padStart(6)}   (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`,
  )
console.log('\nJS loaded per route (gzip)')
for (const [route, files] of Object.entries(jsPerRoute)) {
  const bytes = [...files].reduce(
    (sum, f) => sum + gzipSync(readFileSync(`dist-embedded${f}`)).length,
    0,
  )
  console.log(
    `  ${route.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(7)} kB  (${files.size} files)`,
  )
}
