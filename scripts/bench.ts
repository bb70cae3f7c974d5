// npm run bench: the dashboard with 100,000 checkups in range, in Debian's Chromium.
// Prints timings (median of several runs), the JS gzip size each route loads and Lighthouse's
// mobile and desktop presets on each daily page (scripts/bench-lighthouse.ts). No assertions:
// it measures; the numbers go into docs/performance.md by hand when they change.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { drawerLinks, growthPercent, heapByKind, heapUsed, pageCycle } from '../e2e/heap'
import { CHROMIUM_ARGS } from '../e2e/chromium-args'
import { BENCH_CHROMIUM_PATH, BENCH_INSTALL_HINT, benchChromiumFound } from './chromium.mjs'
import { buildEmbedded, median, startServer } from './bench-server'
import { benchLighthouse } from './bench-lighthouse'

const PORT = 4186
const BASE = `http://127.0.0.1:${PORT}`
const CHECKUPS = Number(process.env.MOCK_CHECKUPS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
// BENCH_BEFORE=<git ref>: that commit's build is served by a second server with the same data,
// and the sign-in is alternated between the two builds in one run (BENCH_AB_RUNS pairs), so
// "not slower than before" is measured on one machine at one time.
const BEFORE = process.env.BENCH_BEFORE
const AB_RUNS = Number(process.env.BENCH_AB_RUNS ?? 10)
// BENCH_JS_FLAGS: V8 flags for the measuring browser (the heap is measured on the interpreter alone
// as well, whatever they are)
const JS_FLAGS = process.env.BENCH_JS_FLAGS

if (!benchChromiumFound()) {
  console.error(BENCH_INSTALL_HINT)
  process.exit(1)
}

buildEmbedded()

/** builds a commit of the portal (a temporary worktree on this checkout's packages) into a folder */
function buildCommit(ref: string): string {
  const work = mkdtempSync(join(tmpdir(), 'bench-before-'))
  const tree = join(work, 'tree')
  const out = join(work, 'dist')
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { stdio: 'inherit' })
    if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed`)
  }
  git('worktree', 'add', '--detach', tree, ref)
  try {
    symlinkSync(resolve('node_modules'), join(tree, 'node_modules'))
    const r = spawnSync(
      'npx',
      ['vite', 'build', '--mode', 'embedded', '--logLevel', 'error', '--outDir', out],
      { cwd: tree, stdio: 'inherit' },
    )
    if (r.status !== 0) throw new Error(`the build of ${ref} failed`)
  } finally {
    git('worktree', 'remove', '--force', tree)
  }
  return out
}
const beforeDir = BEFORE ? buildCommit(BEFORE) : null

// The static floor: the sign-in card's words as plain HTML (no styles, no script), written before
// the server starts (it lists the files it serves at start).
const FLOOR = 'dist-embedded/bench-floor.html'
const loginWords = /data-testid="login-card"[^>]*>(.*?)<\/form>/s
  .exec(readFileSync('dist-embedded/v2/Login/index.html', 'utf8'))![1]!
  .replace(/<(label|h[1-6]|p|button)[^>]*>/g, '\n')
  .replace(/<[^>]+>/g, '')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean)
writeFileSync(
  FLOOR,
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>floor</title></head>` +
    `<body><main>${loginWords.map((l) => `<p>${l}</p>`).join('')}</main></body></html>`,
)

const serverEnv = { env: { MOCK_CHECKUPS: String(CHECKUPS) } }
const seeded = performance.now()
const server = await startServer(PORT, serverEnv)
console.log(
  `server up with ${CHECKUPS.toLocaleString('en')} checkups in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
)
const before = beforeDir ? await startServer(PORT + 1, { dir: beforeDir, ...serverEnv }) : null

const firstRow = (page: Page) => page.getByTestId('checkup-row').first().waitFor()
/**
 * Clicks 로그인 and gives the ms from the click's event to the frame that draws the first checkup
 * row, both read in the page. A locator's wait polls at growing intervals (up to 500 ms apart):
 * measured that way, as this figure was until 2026-12-01, it carried up to half a second of
 * polling (docs/performance.md, "The sign-in's first rows, read in the page").
 */
async function signInToFirstRows(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number; firstRowsAt?: Promise<number> }
    w.firstRowsAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="checkup-row"]')) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now()))
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    document.addEventListener('click', (e) => (w.clickedAt = e.timeStamp), {
      capture: true,
      once: true,
    })
  })
  await page.getByRole('button', { name: '로그인' }).click()
  return page.evaluate(async () => {
    const w = window as unknown as { clickedAt: number; firstRowsAt: Promise<number> }
    return (await w.firstRowsAt) - w.clickedAt
  })
}
const rowsText = (page: Page) => page.getByTestId('customer-name').allTextContents()
/** Waits until the grid's names are no longer `prev` (the rows asked for have come). */
const rowsChangedFrom = (page: Page, prev: string) =>
  page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('[data-testid="customer-name"]')]
        .map((e) => e.textContent)
        .join() !== before,
    prev,
  )

const browser = await chromium.launch({
  executablePath: BENCH_CHROMIUM_PATH,
  args: JS_FLAGS ? [...CHROMIUM_ARGS, `--js-flags=${JS_FLAGS}`] : CHROMIUM_ARGS,
})
const timings: Record<string, number[]> = {
  'login click -> first rows': [],
  'search keystroke -> grid updated': [],
  'page change -> rows': [],
  'sort by name -> rows (issue 31)': [],
}
const jsPerRoute: Record<string, Set<string>> = {}

for (let run = 0; run < RUNS; run++) {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('response', (r) => r.url().endsWith('.js') && scripts.add(new URL(r.url()).pathname))
  // the moment the sign-in page is live (hydrated: the submit button has React's props)
  await page.addInitScript(() => {
    const w = window as unknown as { hydratedAt?: number }
    const poll = setInterval(() => {
      const button = document.querySelector('button[type="submit"]')
      if (button && Object.keys(button).some((k) => k.startsWith('__reactProps'))) {
        w.hydratedAt = performance.now()
        clearInterval(poll)
      }
    }, 1)
  })
  await page.goto(`${BASE}/v2/Login`)
  // what the login page loads until it is live (the portal starts after the painted page's first
  // frame); what a sign-in leads to is fetched later, when idle (decision 051)
  const firstPage = await page.evaluate(async () => {
    const w = window as unknown as { hydratedAt?: number }
    while (w.hydratedAt === undefined) await new Promise((resolve) => setTimeout(resolve, 10))
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.startTime <= w.hydratedAt!)
      .map((e) => new URL(e.name).pathname)
  })
  jsPerRoute['/v2/Login'] ??= new Set(firstPage)
  await page.getByLabel('아이디').fill('siteadmin')
  await page.getByLabel('비밀번호').fill('Test1234!')

  timings['login click -> first rows']!.push(await signInToFirstRows(page))
  jsPerRoute['/v2/dashboard'] ??= new Set(scripts)

  const before = (await rowsText(page)).join()
  let t = performance.now()
  await page.getByLabel('고객 이름 검색').pressSequentially('김', { delay: 0 })
  await rowsChangedFrom(page, before)
  timings['search keystroke -> grid updated']!.push(performance.now() - t)

  const page1 = (await rowsText(page)).join()
  t = performance.now()
  await page.getByRole('button', { name: '다음' }).click()
  await rowsChangedFrom(page, page1)
  timings['page change -> rows']!.push(performance.now() - t)

  // sorted on the server: the name column's header, page 1 of the name search in name order
  const page2 = (await rowsText(page)).join()
  t = performance.now()
  await page.getByRole('button', { name: '이름 정렬' }).click()
  await rowsChangedFrom(page, page2)
  timings['sort by name -> rows (issue 31)']!.push(performance.now() - t)
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
// Statistics (issue 13): siteadmin's overview of a year at MOCK_CHECKUPS. Search click -> the
// answer and the grid and chart drawn (two frames after the answer); one series switched -> drawn.
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
const statsSearch: number[] = []
const seriesSwitch: number[] = []
for (let run = 0; run < RUNS; run++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const scripts = new Set<string>()
  page.on('response', (r) => r.url().endsWith('.js') && scripts.add(new URL(r.url()).pathname))
  await page.goto(`${BASE}/v2/Login`)
  await page.getByLabel('아이디').fill('siteadmin')
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  await firstRow(page)
  await page.evaluate(() => history.pushState(null, '', '/v2/Statistics/Overview'))
  await page.getByTestId('grid-sum-row').waitFor()
  if (run === 0) jsPerRoute['/v2/Statistics/Overview'] = new Set(scripts)
  await page.getByTestId('statistics-chart-toggle').click()
  await page.getByTestId('statistics-chart').waitFor()
  const today = new Date()
  const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1)
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  await page.getByLabel('시작일').fill(iso(yearAgo))
  await page.waitForLoadState('networkidle')
  const answered = page.waitForResponse((r) => r.url().includes('/api/statistics/overview?'))
  const t = performance.now()
  await page.getByTestId('statistics-search').click()
  await answered
  await frames(page)
  statsSearch.push(performance.now() - t)
  // timed inside the page: the switch's input clicked -> two frames later (render and draw)
  seriesSwitch.push(
    await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>(
        '[data-testid="series-premiumCount"] input',
      )!
      const start = performance.now()
      input.click()
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      if (input.checked) throw new Error('the series did not switch off')
      return performance.now() - start
    }),
  )
  await page.close()
}
timings['statistics: overview of a year, search -> drawn'] = statsSearch
timings['statistics: series switched -> drawn'] = seriesSwitch

// A route change to a route not shown yet in this page: click -> content, and whether a fallback
// (the first-page spinner) ever showed.
const routeChange: number[] = []
let fallbacks = 0
for (let run = 0; run < RUNS; run++) {
  const page = await browser.newPage()
  await page.goto(`${BASE}/v2/Login`)
  await page.getByLabel('아이디').fill('fc0001')
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  await firstRow(page)
  await page.evaluate(() => {
    const w = window as unknown as { fallbacks: number }
    w.fallbacks = 0
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="route-pending"]')) w.fallbacks++
    }).observe(document.body, { childList: true, subtree: true })
  })
  const t = performance.now()
  await page.evaluate(() => history.pushState(null, '', '/v2/Give'))
  await page.getByTestId('give-usable').waitFor()
  routeChange.push(performance.now() - t)
  fallbacks += await page.evaluate(() => (window as unknown as { fallbacks: number }).fallbacks)
  await page.close()
}
timings['route change (dashboard -> give) -> content'] = routeChange

// The login page against the static floor: the same words as plain HTML from the same server,
// interleaved; LCP and CLS from the browser's own entries.
async function paintOf(path: string): Promise<{ lcp: number; cls: number }> {
  const page = await browser.newPage()
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: number; cls: number }
    w.lcp = 0
    w.cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.lcp = e.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' })
  await page.waitForTimeout(500)
  const result = await page.evaluate(() => {
    const w = window as unknown as { lcp: number; cls: number }
    return { lcp: w.lcp, cls: w.cls }
  })
  await page.close()
  return result
}
const loginLcp: number[] = []
const floorLcp: number[] = []
const loginCls: number[] = []
for (let run = 0; run < RUNS; run++) {
  const login = await paintOf('/v2/Login')
  loginLcp.push(login.lcp)
  loginCls.push(login.cls)
  floorLcp.push((await paintOf('/bench-floor.html')).lcp)
}
rmSync(FLOOR, { force: true })

// Heap: 20 cycles through every page of siteadmin's drawer (each page settled: no call in flight,
// nothing busy), after GC, against after the first cycle, in the measuring browser and then in one
// running the portal on V8's interpreter alone: the difference is the engine's compiled code for
// functions that have become hot, the interpreter's figure what the portal itself holds.
const INTERPRETER_ONLY = '--no-opt --no-maglev --no-sparkplug'
const CYCLE_MARKS = [1, 5, 10, 15, 20]
async function heapOverCycles(measuring: Browser) {
  const page = await measuring.newPage()
  const cdp = await page.context().newCDPSession(page)
  const cycle = pageCycle(page)
  await page.goto(`${BASE}/v2/Login`)
  await page.getByLabel('아이디').fill('siteadmin')
  await page.getByLabel('비밀번호').fill('Test1234!')
  await page.getByRole('button', { name: '로그인' }).click()
  await firstRow(page)
  const hrefs = await drawerLinks(page)
  /** the heap after GC, each time after the same second of quiet */
  const mark = async () => {
    await page.waitForTimeout(1000)
    return heapUsed(cdp)
  }
  await cycle(hrefs)
  // the drawer's pages are fetched 3 s after the first page, when the browser is idle: done by now
  await page.waitForTimeout(4000)
  const marks = [await mark()]
  const firstKinds = await heapByKind(cdp)
  for (let i = 2; i <= CYCLE_MARKS.at(-1)!; i++) {
    await cycle(hrefs)
    if (CYCLE_MARKS.includes(i)) marks.push(await mark())
  }
  const lastKinds = await heapByKind(cdp)
  await page.close()
  return { pages: hrefs.length, marks, firstKinds, lastKinds }
}
const heap = await heapOverCycles(browser)
const interpreterBrowser = await chromium.launch({
  executablePath: BENCH_CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--js-flags=${INTERPRETER_ONLY}`],
})
const heapInterpreted = await heapOverCycles(interpreterBrowser)
await interpreterBrowser.close()

// The sign-in alternated with the build of BENCH_BEFORE: 1.5 s on the sign-in page first (a user
// typing; what a sign-in leads to is fetched and run meanwhile, decision 051), then the click -> the first rows, and
// the time the API calls took in it (the server's share).
const signIns: Record<'now' | 'before', { total: number[]; api: number[] }> = {
  now: { total: [], api: [] },
  before: { total: [], api: [] },
}
if (before) {
  for (let run = 0; run < AB_RUNS; run++) {
    const order = run % 2 ? (['before', 'now'] as const) : (['now', 'before'] as const)
    for (const which of order) {
      const page = await browser.newPage()
      await page.goto(`http://127.0.0.1:${which === 'now' ? PORT : PORT + 1}/v2/Login`)
      await page.getByLabel('아이디').fill('siteadmin')
      await page.getByLabel('비밀번호').fill('Test1234!')
      await page.waitForTimeout(1500)
      await page.evaluate(() => performance.clearResourceTimings())
      signIns[which].total.push(await signInToFirstRows(page))
      signIns[which].api.push(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((r) => r.name.includes('/api/'))
            .reduce(
              (sum, r) => sum + (r as PerformanceResourceTiming).responseEnd - r.startTime,
              0,
            ),
        ),
      )
      await page.close()
    }
  }
}

await browser.close()
server.kill('SIGTERM')
before?.kill('SIGTERM')
if (beforeDir) rmSync(resolve(beforeDir, '..'), { recursive: true, force: true })

console.log(`\nTimings (median of ${RUNS} runs, ms)`)
for (const [name, xs] of Object.entries(timings))
  console.log(
    `  ${name.padEnd(36)} ${median(xs).toFixed(0).padStart(6)}   (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`,
  )
console.log(`  fallbacks seen during route changes: ${fallbacks}`)
if (before)
  console.log(
    `\nSign-in against ${BEFORE}, alternated (median of ${AB_RUNS} each, 1.5 s on the page first)\n` +
      `  login click -> first rows: now ${median(signIns.now.total).toFixed(0)} ms (API ${median(signIns.now.api).toFixed(0)} ms), ` +
      `${BEFORE} ${median(signIns.before.total).toFixed(0)} ms (API ${median(signIns.before.api).toFixed(0)} ms)`,
  )
console.log(`\nLogin page against a static floor (median of ${RUNS}, interleaved)`)
console.log(
  `  LCP login ${median(loginLcp).toFixed(0)} ms, floor ${median(floorLcp).toFixed(0)} ms, ratio ${(median(loginLcp) / median(floorLcp)).toFixed(1)}x; login CLS ${median(loginCls).toFixed(3)}`,
)
const mb = (bytes: number) => (bytes / 1e6).toFixed(2)
const growth = (a: number, b: number) =>
  `${mb(a)} -> ${mb(b)} MB (${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %)`
console.log(
  `\nJS heap after GC, ${CYCLE_MARKS.at(-1)} cycles through the ${heap.pages} pages of siteadmin's drawer against the first`,
)
for (const [engine, h] of [
  [JS_FLAGS ? `V8 flags ${JS_FLAGS}` : 'the browser as shipped', heap],
  [`the interpreter alone (${INTERPRETER_ONLY})`, heapInterpreted],
] as const) {
  console.log(
    `  ${engine}: ${growth(h.marks[0]!, h.marks.at(-1)!)}; after cycles ${CYCLE_MARKS.join(', ')}: ${h.marks.map(mb).join(', ')} MB`,
  )
  console.log(
    `    heap snapshots: V8's compiled code ${growth(h.firstKinds.code, h.lastKinds.code)}; V8's hidden classes ${growth(h.firstKinds.shapes, h.lastKinds.shapes)}; JavaScript objects and strings ${growth(h.firstKinds.objects, h.lastKinds.objects)}; the browser's native records beside the heap ${growth(h.firstKinds.native, h.lastKinds.native)}; detached DOM nodes ${h.firstKinds.detachedNodes} -> ${h.lastKinds.detachedNodes}`,
  )
}
// issue 8's heap goal, read as decision 029 reads it: what the portal holds
const held = growthPercent(heap.firstKinds.objects, heap.lastKinds.objects)
const kept = heap.lastKinds.detachedNodes - heap.firstKinds.detachedNodes
console.log(
  `  goal (decision 029${JS_FLAGS ? `, read on V8 flags ${JS_FLAGS}, not the browser as shipped` : ''}): the portal's objects ${held >= 0 ? '+' : ''}${held.toFixed(1)} % (<= 5 %), detached nodes ${kept >= 0 ? '+' : ''}${kept} (<= 0): ${held <= 5 && kept <= 0 ? 'met' : 'MISSED'}`,
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

// Lighthouse's presets on each daily page (issue 45), on the build just made
await benchLighthouse(false)
