// npm run bench:lighthouse (also the last part of npm run bench): Lighthouse's mobile and desktop
// presets on each daily page (issue 45), as a user's browser opens it with an empty cache: Debian's
// whole Chromium, a fresh profile per run, signed in by the API where the page needs a user (the
// tokens put where the portal keeps them, then Lighthouse told to keep the storage). Per page and
// preset: the performance score, the first and the largest paint (and its element), total blocking time, layout
// shift and the JavaScript fetched (kB as transferred), median of BENCH_LH_RUNS runs (5), with the
// load average before each run. A signed-in page is opened by a user who has opened it before in
// that browser (its storage kept, its HTTP cache emptied). Lighthouse is fetched by npx when the benchmark first runs (it
// stays out of `npm install`, decision 048). No assertions: it measures.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../e2e/chromium-args'
import { signedIn } from '../e2e/support'
import { BENCH_CHROMIUM_PATH, BENCH_INSTALL_HINT, benchChromiumFound } from './chromium.mjs'
import { buildEmbedded, buildProduction, median, startServer } from './bench-server'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const PORT = 4189
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5)
const KEEP = process.env.BENCH_LH_KEEP
// BENCH_LH_BUILD=production measures the build for users (`npm run build`'s dist: no call log,
// HAR recorder or QA strip) against the same server; the demo build (`npm start`'s) by default
const PRODUCTION = process.env.BENCH_LH_BUILD === 'production'

/** the daily pages of issue 45, each opened by the user who uses it */
const DAILY_PAGES: { path: string; user?: string }[] = [
  { path: '/v2/Login' },
  { path: '/v2/dashboard', user: 'fc0001' },
  { path: '/v2/give', user: 'OL1000001' },
  { path: '/v2/Employee', user: 'siteadmin' },
  // a link page opened from a phone: fc0001's FC link
  { path: '/F/LINK0001' },
]

const ALL_PRESETS = ['mobile', 'desktop'] as const
// BENCH_LH_PAGES=/v2/dashboard,/v2/give and BENCH_LH_PRESETS=mobile measure those alone
const PAGES_ASKED = process.env.BENCH_LH_PAGES?.split(',')
const PRESETS_ASKED = process.env.BENCH_LH_PRESETS?.split(',')
const PAGES = DAILY_PAGES.filter((p) => !PAGES_ASKED || PAGES_ASKED.includes(p.path))
const PRESETS = ALL_PRESETS.filter((p) => !PRESETS_ASKED || PRESETS_ASKED.includes(p))

interface Reading {
  score: number
  /** the first paint of content: a page drawn ahead (decisions 052, 082) shows here */
  fcp: number
  lcp: number
  lcpElement: string
  tbt: number
  cls: number
  jsKb: number
  load: number
}

/** Lighthouse's report, read down to what the issue asks for */
function readReport(report: {
  categories: { performance: { score: number | null } }
  audits: Record<string, { numericValue?: number; details?: unknown }>
}): Omit<Reading, 'load'> {
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN
  const element = report.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined
  const node = element?.items?.[0]?.items?.[0]?.node
  const summary = report.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined
  const scripts = summary?.items?.find((item) => item.resourceType === 'script')
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    lcpElement: node ? `${node.selector ?? ''} “${(node.nodeLabel ?? '').slice(0, 24)}”` : '-',
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
  }
}

/**
 * one Lighthouse run of `path` in a fresh profile of the whole browser: the profile is made by
 * Playwright (signed in where the page needs a user), then Lighthouse starts the browser on it
 */
async function lighthouse(path: string, user: string | undefined, preset: string) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'))
  const out = join(tmpdir(), `${profile.split('/').at(-1)}.json`)
  try {
    if (user) {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: BENCH_CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        baseURL: BASE,
      })
      // a user who has used the portal in this browser: the page once, as they saw it last (the
      // signed-in frame's line is kept then, decision 052); then its HTTP cache and the service
      // worker's (decision 055) are emptied
      const page = await context.newPage()
      await signedIn(page, user, path)
      await page.getByTestId('app-bar').waitFor()
      await page.waitForLoadState('networkidle')
      await context.close()
      for (const cache of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker'])
        rmSync(join(profile, 'Default', cache), { recursive: true, force: true })
    }
    const load = loadavg()[0]!
    const run = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${BASE}${path}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${profile}`,
        '--locale=ko',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        // the tokens just stored stay: the run's cache is empty anyway (a fresh profile)
        '--disable-storage-reset',
        '--quiet',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      {
        // Lighthouse's own log (its trace engine's insights complain on pages it reads fine) is shown
        // only when the run fails
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: 180_000,
        env: { ...process.env, CHROME_PATH: BENCH_CHROMIUM_PATH },
      },
    )
    if (run.status !== 0)
      throw new Error(`lighthouse on ${path} (${preset}) failed:\n${run.stderr?.toString() ?? ''}`)
    const report = readFileSync(out, 'utf8')
    // BENCH_LH_KEEP=dir keeps each run's whole report there (its main-thread and script start-up
    // breakdowns say where the blocking time goes)
    if (KEEP) {
      mkdirSync(KEEP, { recursive: true })
      const name = `${path.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`
      writeFileSync(join(KEEP, name), report)
    }
    return { ...readReport(JSON.parse(report)), load }
  } finally {
    rmSync(profile, { recursive: true, force: true })
    rmSync(out, { force: true })
  }
}

/**
 * A run, made again when Lighthouse itself asks for it: now and then it loses the page's
 * navigation in its trace (NO_NAVSTART, "run Lighthouse again") on a page it reads fine the next
 * time. Two more tries, then the failure stands.
 */
async function retried(run: () => Promise<Reading>, tries = 3): Promise<Reading> {
  for (let i = 1; ; i++) {
    try {
      return await run()
    } catch (error) {
      if (i >= tries || !String(error).includes('NO_NAVSTART')) throw error
      console.log(`  (Lighthouse lost the navigation in its trace; run again, try ${i + 1})`)
    }
  }
}

/** every daily page in both presets; prints the table */
export async function benchLighthouse(build = true) {
  if (!benchChromiumFound()) {
    console.error(BENCH_INSTALL_HINT)
    process.exit(1)
  }
  if (build) (PRODUCTION ? buildProduction : buildEmbedded)()
  const server = await startServer(PORT, { dir: PRODUCTION ? 'dist' : 'dist-embedded' })
  console.log(
    `\nLighthouse ${LIGHTHOUSE.split('@')[1]} on the ${PRODUCTION ? 'production' : 'demo'} build, simulated throttling, median of ${RUNS} (load average before each run)`,
  )
  console.log(
    '  page                      preset   score  FCP ms  LCP ms  TBT ms  CLS    JS kB  LCP element; loads',
  )
  try {
    for (const { path, user } of PAGES)
      for (const preset of PRESETS) {
        const runs: Reading[] = []
        for (let i = 0; i < RUNS; i++)
          runs.push(await retried(() => lighthouse(path, user, preset)))
        const m = (key: keyof Omit<Reading, 'lcpElement'>) => median(runs.map((r) => r[key]))
        const who = user ? `${path} (${user})` : path
        console.log(
          `  ${who.padEnd(26)}${preset.padEnd(9)}${String(m('score')).padStart(5)}  ${m('fcp').toFixed(0).padStart(6)}  ${m('lcp').toFixed(0).padStart(6)}  ${m('tbt').toFixed(0).padStart(6)}  ${m('cls').toFixed(3)}  ${m('jsKb').toFixed(1).padStart(6)}  ${runs.at(-1)!.lcpElement}; ${runs.map((r) => `${r.score}@${r.load.toFixed(1)}`).join(' ')}`,
        )
      }
  } finally {
    server.kill('SIGTERM')
  }
}

if (process.argv[1]?.endsWith('bench-lighthouse.ts')) await benchLighthouse()
