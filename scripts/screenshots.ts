// npm run screenshots: every page of the portal (e2e/pages.ts, as the account the accessibility
// spec uses) at 390 and 1280 px, in Debian's Chromium, written to docs/screenshots/ (see its
// README). Builds the embedded portal and starts its own server; SCREENSHOTS_BASE=http://127.0.0.1:4173
// uses a server already running instead (npm start). SCREENSHOTS_ONLY=dashboard,give shoots some.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { chromium, expect, type Browser } from '@playwright/test'
import { PAGE_VISITS, type VisitGroup } from '../e2e/pages'
import { QA_TOKEN } from '../e2e/support'
import { DEMO_PASSWORD, login } from '../e2e/support'
import { CHROMIUM_ARGS } from '../e2e/chromium-args'
import { CHROMIUM_PATH, chromiumFound, INSTALL_HINT } from './chromium.mjs'

const OUT = 'docs/screenshots'
const WIDTHS = [390, 1280] as const
const ONLY = process.env.SCREENSHOTS_ONLY?.split(',')

if (!chromiumFound()) {
  console.error(INSTALL_HINT)
  process.exit(1)
}

let server: ChildProcess | null = null
let base = process.env.SCREENSHOTS_BASE
if (!base) {
  const port = Number(process.env.SCREENSHOTS_PORT ?? 4187)
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'embedded', '--logLevel', 'error'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(1)
  const started = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SERVE_DIR: 'dist-embedded',
      MOCK_LOG: '0',
      MOCK_QA: '1',
      MOCK_QA_TOKEN: QA_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  server = started
  await new Promise<void>((resolve) =>
    started.stdout!.on('data', (d: Buffer) => d.toString().includes('on http') && resolve()),
  )
  base = `http://127.0.0.1:${port}`
}

/** One account's pages at one width, in a browser context of their own. */
async function shootGroup(browser: Browser, group: VisitGroup, width: number) {
  const pages = group.pages.filter((visit) => !ONLY || ONLY.includes(visit.name))
  if (!pages.length) return
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: 800 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  })
  const page = await context.newPage()
  if (group.account) {
    const { userId, password, loginPath } = group.account
    await login(page, userId, password ?? DEMO_PASSWORD, loginPath)
    await page.waitForURL((url) => !/login$/i.test(url.pathname))
  }
  for (const visit of pages) {
    await page.goto(typeof visit.path === 'string' ? visit.path : await visit.path(page))
    await expect(visit.ready(page)).toBeVisible({ timeout: 30_000 })
    // a visitor's page may be prerendered, ready before the portal's code has run: its code
    // fetched, what the page does as it starts (the orange sign-in keeps the orange accent for the
    // pages after it, S2 §2.5) is done before the next page opens
    if (!group.account) await page.waitForLoadState('networkidle')
    // the page's own pictures and fonts drawn, no focus ring, no animation half way
    await page.evaluate(() => document.fonts.ready)
    await page.mouse.click(1, 1)
    // (the running message line never ends: only animations that end are waited for)
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    const file = `${OUT}/${visit.name}-${width}.png`
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
    console.log(file)
  }
  await context.close()
}

mkdirSync(OUT, { recursive: true })
// a full run replaces every picture: none of a page that no longer exists stays behind
if (!ONLY) for (const file of readdirSync(OUT)) if (file.endsWith('.png')) rmSync(`${OUT}/${file}`)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const group of PAGE_VISITS)
    for (const width of WIDTHS) await shootGroup(browser, group, width)
} finally {
  await browser.close()
  server?.kill('SIGTERM')
}
