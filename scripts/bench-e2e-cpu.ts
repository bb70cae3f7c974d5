// npm run bench:e2e-cpu: what the e2e suite's browser costs the machine, per way of starting it.
// The suite is CPU-bound on this 2-core machine (docs/testing.md), so its length follows the CPU
// its browsers use. One script, like a test's: six fresh contexts, each signed in by the API as
// siteadmin, opening the dashboard, the employees and the products page and the drawer. Each way
// is run BENCH_RUNS times, alternated, and the machine's CPU seconds (user and system, from
// /proc/stat) and wall seconds are reported, median and each run, with the load average. The
// machine should be otherwise quiet. No assertions: it measures (decision 047).
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, SUITE_ARGS } from '../e2e/chromium-args'
import { signedIn } from '../e2e/support'
import {
  BENCH_CHROMIUM_PATH,
  BENCH_INSTALL_HINT,
  benchChromiumFound,
  CHROMIUM_PATH,
  chromiumFound,
  INSTALL_HINT,
} from './chromium.mjs'
import { buildEmbedded, median, startServer } from './bench-server'

const PORT = 4187
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS ?? 4)
const CONTEXTS = 6

/** the ways compared: the suite's, and each of its choices undone */
const WAYS = [
  {
    name: 'the suite (headless shell, no optimizing tiers)',
    path: CHROMIUM_PATH,
    args: SUITE_ARGS,
  },
  { name: 'headless shell, every tier', path: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  { name: 'whole browser, every tier', path: BENCH_CHROMIUM_PATH, args: CHROMIUM_ARGS },
]

for (const [found, hint] of [
  [chromiumFound(), INSTALL_HINT],
  [benchChromiumFound(), BENCH_INSTALL_HINT],
] as const)
  if (!found) {
    console.error(hint)
    process.exit(1)
  }
buildEmbedded()
await startServer(PORT)

/** the machine's CPU time so far, in seconds (user, nice and system) */
function cpuSeconds(): number {
  const [user, nice, system] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1, 4)
    .map(Number)
  // USER_HZ is 100 on Linux
  return (user! + nice! + system!) / 100
}

async function script(way: (typeof WAYS)[number]) {
  const [cpu0, t0] = [cpuSeconds(), performance.now()]
  const browser = await chromium.launch({ executablePath: way.path, args: way.args })
  for (let i = 0; i < CONTEXTS; i++) {
    const context = await browser.newContext({ baseURL: BASE, locale: 'ko-KR' })
    const page = await context.newPage()
    await signedIn(page, 'siteadmin')
    for (const [path, content] of [
      ['/v2/dashboard', 'checkup-row'],
      ['/v2/Employee', 'employee-row'],
      ['/v2/Product', 'product-card'],
    ] as const) {
      if (path !== '/v2/dashboard') await page.goto(path)
      await page.getByTestId(content).first().waitFor()
    }
    await page.getByTestId('drawer-button').click()
    await page.getByTestId('drawer').waitFor()
    await page.getByRole('button', { name: '메뉴 닫기' }).click()
    await page.getByTestId('drawer').waitFor({ state: 'hidden' })
    await context.close()
  }
  await browser.close()
  return { cpu: cpuSeconds() - cpu0, wall: (performance.now() - t0) / 1000 }
}

const results = new Map(WAYS.map((w) => [w.name, [] as { cpu: number; wall: number }[]]))
console.log(
  `load average at the start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
)
// a first script warms the server and the disk cache; it is not counted
await script(WAYS[0]!)
for (let run = 0; run < RUNS; run++)
  for (const way of WAYS) results.get(way.name)!.push(await script(way))
console.log(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
)
console.log(`\n${CONTEXTS} contexts x 3 pages, ${RUNS} runs each (median; each run)`)
for (const [name, runs] of results)
  console.log(
    `${name.padEnd(48)} CPU ${median(runs.map((r) => r.cpu)).toFixed(1)} s; wall ` +
      `${median(runs.map((r) => r.wall)).toFixed(1)} s (${runs.map((r) => r.cpu.toFixed(1)).join(', ')})`,
  )
process.exit(0)
