import { defineConfig } from '@playwright/test'
import { SUITE_ARGS } from './e2e/chromium-args'
import { CHROMIUM_PATH } from './scripts/chromium.mjs'
import { DEV_BASE, DEV_PORT } from './e2e/dev-server'
import { QA_TOKEN } from './e2e/support'

const PORT = Number(process.env.E2E_PORT ?? 4183)

/** e2e against the standalone mock server serving the embedded build (scripts/e2e.mjs builds it). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // three on two cores: a test waits on the page, the server and their timers, and with two the
  // cores stood idle a fifth of the suite (docs/testing.md, 2026-11-30: 343 s with two, 301 s
  // with three)
  workers: 3,
  retries: 0,
  // limits for a busy machine, not paces: a passing wait returns at once. With another process
  // holding a core, a grid row after a reload and a cross-tab notice took over 7 s (issue 44)
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // npm test reads it for the slowest tests (scripts/test-report.mjs)
    ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // the build's service worker would serve the chunks a spec holds back or cuts (page.route
    // sees no request a worker answers): off, but in e2e/pwa.spec.ts, which is about it
    serviceWorkers: 'block',
    // a trace records every action's snapshots and a screencast: on this 2-core machine that
    // doubles the suite's time and makes waits time out, so it is on only when asked for
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: the browser's engine without its windows, and V8 without its
      // optimizing tiers (decision 047)
      executablePath: CHROMIUM_PATH,
      args: SUITE_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --import tsx mock-server/standalone.ts',
      env: {
        PORT: String(PORT),
        SERVE_DIR: 'dist-embedded',
        MOCK_LOG: '0',
        MOCK_QA: '1',
        MOCK_QA_TOKEN: QA_TOKEN,
      },
      url: `http://127.0.0.1:${PORT}/v2/Login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // npm run dev, for the specs of the development build (the dev checkout, the inspector): one
      // server for both, so what it compiles on first request is compiled once (decision 047)
      command: `npx vite --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      env: { VITE_API_MOCKING: 'browser' },
      url: `${DEV_BASE}/v2/Login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
