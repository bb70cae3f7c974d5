// npm run screenshots: the dashboard (fc0001) and the orange give page (OL1000001) at 320, 390 and
// 1280 px, in Debian's Chromium, written to docs/screenshots/ (see its README).
// Builds the embedded portal and starts its own server; SCREENSHOTS_BASE=http://127.0.0.1:4173
// uses a server already running instead (npm start).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { CHROMIUM_PATH, chromiumFound, INSTALL_HINT } from './chromium.mjs'

const OUT = 'docs/screenshots'
const WIDTHS = [320, 390, 1280] as const
const PASSWORD = 'Test1234!'

/** What is shot: who signs in where, and the page to wait for. */
const SCREENS = [
  { name: 'dashboard', user: 'fc0001', login: '/v2/Login', ready: 'checkup-row' },
  { name: 'give-orange', user: 'OL1000001', login: '/ol/Login', ready: 'give-usable' },
] as const

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
    env: { ...process.env, PORT: String(port), SERVE_DIR: 'dist-embedded', MOCK_LOG: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  server = started
  await new Promise<void>((resolve) =>
    started.stdout!.on('data', (d: Buffer) => d.toString().includes('on http') && resolve()),
  )
  base = `http://127.0.0.1:${port}`
}

async function shoot(browser: Browser) {
  for (const screen of SCREENS) {
    for (const width of WIDTHS) {
      const page = await browser.newPage({
        baseURL: base,
        viewport: { width, height: 800 },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      })
      await page.goto(screen.login)
      await page.getByLabel('아이디').fill(screen.user)
      await page.getByLabel('비밀번호').fill(PASSWORD)
      await page.getByLabel('비밀번호').press('Enter')
      await page.getByTestId(screen.ready).first().waitFor()
      await page.getByTestId('usage-counter').waitFor()
      // no focus ring in the picture
      await page.mouse.click(1, 1)
      await page.waitForTimeout(600)
      const file = `${OUT}/${screen.name}-${width}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await page.close()
    }
  }
}

mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  await shoot(browser)
} finally {
  await browser.close()
  server?.kill('SIGTERM')
}
