// npm run bench:link: the link pages opened from a phone (issue 45, decision 082), as a customer
// opens an FC's link or a coupon: Debian's Chromium at 390 px with touch, the network of
// Lighthouse's phone preset (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed
// 4x, an empty cache each run, against the standalone server serving the embedded build. Per page:
// when the first words are on the screen (the page's first contentful paint) and when the app is
// opened (the demo build's deep link page starts loading), read from the pages' own timings;
// median of BENCH_RUNS (5), the load average before each run. Lighthouse reads neither: it scores
// the last document of a load, here the deep link's stand-in. Then the partner app's hand-over
// (decision 086): a new FC's callback link until the greeting's sign-up button is on the screen.
// No assertions: it measures. BENCH_BUILD=0 reuses dist-embedded; BENCH_PORT (4362).
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../e2e/chromium-args'
import { newFcNumber } from '../e2e/pages'
import { BENCH_CHROMIUM_PATH, BENCH_INSTALL_HINT, benchChromiumFound } from './chromium.mjs'
import { buildEmbedded, median, startServer } from './bench-server'
import { DEMO_PAGES } from '../src/shared/domain/routes'

const PORT = Number(process.env.BENCH_PORT ?? 4362)
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** the link pages a customer opens from a message: fc0001's FC link, a coupon */
const LINK_PAGES = ['/F/LINK0001', '/li/Coupon?code=COUPON-OK']
/** Lighthouse's phone preset (simulated slow 4G, a mid-range phone's CPU) */
const PHONE = { latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8, cpu: 4 }

if (!benchChromiumFound()) {
  console.error(BENCH_INSTALL_HINT)
  process.exit(1)
}
if (process.env.BENCH_BUILD !== '0') buildEmbedded()
/** the QA helpers of the bench's server: they make the partner sids of the hand-over */
const QA_TOKEN = 'bench-qa-token'
const server = await startServer(PORT, { env: { MOCK_QA: '1', MOCK_QA_TOKEN: QA_TOKEN } })
const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM_PATH, args: CHROMIUM_ARGS })

interface Reading {
  /** ms from the link's navigation to its first contentful paint; NaN if it painted nothing */
  firstWords: number
  /** ms from the link's navigation to the deep link page's */
  appOpened: number
  load: number
}

/** a fresh context's page on the phone: 390 px, touch, the preset's network and CPU */
async function phonePage() {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.down,
    uploadThroughput: PHONE.up,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu })
  return { context, page }
}

/** one visit of `path` in a fresh context, on the phone */
async function visit(path: string): Promise<Reading> {
  const { context, page } = await phonePage()
  // each document notes when it started and when it first painted content, in the tab's storage
  // (the deep link's page is of the same origin, so the link page's notes stay for it)
  await page.addInitScript(() => {
    const at = location.pathname
    sessionStorage.setItem(`bench-origin:${at}`, String(performance.timeOrigin))
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'first-contentful-paint')
          sessionStorage.setItem(`bench-fcp:${at}`, String(performance.timeOrigin + e.startTime))
    }).observe({ type: 'paint', buffered: true })
  })
  const load = loadavg()[0] ?? 0
  await page.goto(`${BASE}${path}`, { waitUntil: 'commit' })
  await page.waitForURL((url) => url.pathname === DEMO_PAGES.deepLink, { timeout: 60_000 })
  await page.getByTestId('deep-link').waitFor()
  const notes = await page.evaluate(() => ({ ...sessionStorage }))
  await context.close()
  const linkPath = new URL(`${BASE}${path}`).pathname
  const origin = Number(notes[`bench-origin:${linkPath}`])
  const fcp = notes[`bench-fcp:${linkPath}`]
  return {
    firstWords: fcp === undefined ? NaN : Number(fcp) - origin,
    appOpened: Number(notes[`bench-origin:${DEMO_PAGES.deepLink}`]) - origin,
    load,
  }
}

/**
 * a new FC's hand-over from the partner app: ms from the callback link's navigation until the
 * greeting's sign-up button is in the page (the callback signs in and moves within the document)
 */
async function handOver(): Promise<{ ready: number; load: number }> {
  const fcNumber = newFcNumber()
  const res = await fetch(`${BASE}/__mock/partner-sid?userId=${fcNumber}`, {
    headers: { 'x-qa-token': QA_TOKEN },
  })
  const { sid } = (await res.json()) as { sid: string }
  const { context, page } = await phonePage()
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="greeting-register"]')) return
      sessionStorage.setItem('bench-greeting', String(performance.now()))
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const load = loadavg()[0] ?? 0
  await page.goto(`${BASE}/ol/Callback?sid=${sid}`, { waitUntil: 'commit' })
  await page.getByTestId('greeting-register').waitFor({ timeout: 60_000 })
  const ready = Number(await page.evaluate(() => sessionStorage.getItem('bench-greeting')))
  await context.close()
  return { ready, load }
}

console.log(
  `\nLink pages on a throttled phone (${PHONE.latency} ms round trip, 1.6 Mbit/s, CPU ${PHONE.cpu}x; median of ${RUNS}, load average before each run)`,
)
console.log('  page                            first words   app opened   loads')
try {
  for (const path of LINK_PAGES) {
    const runs: Reading[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await visit(path))
    const m = (key: 'firstWords' | 'appOpened') => median(runs.map((r) => r[key])).toFixed(0)
    console.log(
      `  ${path.padEnd(32)}${`${m('firstWords')} ms`.padStart(11)}  ${`${m('appOpened')} ms`.padStart(11)}   ${runs.map((r) => r.load.toFixed(1)).join(' ')}`,
    )
  }
  const handOvers = []
  for (let i = 0; i < RUNS; i++) handOvers.push(await handOver())
  console.log(
    `  /ol/Callback -> greeting ready ${`${median(handOvers.map((r) => r.ready)).toFixed(0)} ms`.padStart(11)}               ${handOvers.map((r) => r.load.toFixed(1)).join(' ')}`,
  )
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
