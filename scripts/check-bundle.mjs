// A build for users must not carry mock code or the service worker (decision 001), and the first
// page must not carry the route chunks' code, Chakra or the later features' messages (issue 8,
// decision 025): the login page loads only the entry, the portal it starts and what they import
// statically; the prerendered sign-in pages fetch no chunk of the portal before their first frame.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { loadThroughVite } from './vite-ssr.mjs'
import { bundleGraph } from './bundle-graph.mjs'
import {
  budgetProblems,
  budgetReport,
  CEILINGS,
  demoCeilings,
  measureRoutes,
} from './route-budgets.mjs'

const dir = process.argv[2] ?? 'dist'
/**
 * `--demo`: the embedded build of `npm start` and the e2e suite, which carries the QA tools; any
 * other build is one for users, which carries none of them
 */
const demo = process.argv.includes('--demo')
/**
 * The QA tools of demo builds (issue 50, decision 070): the QA strip (its attribute) and the QA
 * helpers' paths it calls
 */
const QA_TOOL_MARKS = ['data-qa-strip', '/__mock/scenarios']
const forbidden = [
  'setupWorker',
  'mockServiceWorker',
  '@msw/data',
  'msw/browser',
  'journal-export',
  // the statechart inspector of development builds (decision 044): elkjs's option names
  'org.eclipse.elk',
  // the mock's file writers (decision 017): pdf-lib with fontkit, exceljs
  'registerFontkit',
  'xl/worksheets/',
  ...(demo ? [] : QA_TOOL_MARKS),
]
/**
 * A build for users (not a demo build, `--demo`) keeps no calls for a problem report (decision
 * 069): no HAR recorder (its creator's name, `HAR_CREATOR`, and its chunk's name), nor the call
 * log, the report's writer, the recorder's loader or the QA strip (their sources, below).
 */
const keepsNoCalls = !demo
if (keepsNoCalls) forbidden.push('har-recorder')
const problems = []
if (existsSync(join(dir, 'mockServiceWorker.js')))
  problems.push(`${dir}/mockServiceWorker.js exists`)
const assets = join(dir, 'assets')
// the report font is the mock's: no build carries a font file of its own
for (const file of readdirSync(assets).filter((f) => /\.(ttf|otf|woff2?)$/.test(f)))
  problems.push(`${dir}/assets/${file} is a font file`)
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(assets, file), 'utf8')
  for (const word of forbidden) if (text.includes(word)) problems.push(`${file} contains ${word}`)
}

/** a message only chart.js carries: the statistics chunk alone may load it (issue 13) */
const CHART_JS_MARK = 'Failed to create chart'
/**
 * the attribute of the style tags Chakra's styling engine (emotion) writes: the first page is drawn
 * with its own small stylesheet and loads Chakra with the chrome (decision 025)
 */
const CHAKRA_MARK = 'data-emotion'
/**
 * the name zod's core gives its base schema class: the first page defines no schema and loads the
 * contracts with zod once it is hydrated (decision 025)
 */
const ZOD_MARK = '$ZodType'
const { staticClosure, dynamicImports, sourcesOf } = bundleGraph(assets)

/** index.html's entry chunk (`src/app/boot.ts`) */
function entryChunk() {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1]
  if (!entry) throw new Error(`${dir}/index.html has no module entry`)
  return entry
}

/**
 * What the first page runs: the entry chunk and the portal it starts (its `import()` of
 * `main.tsx`, after the painted page's first frame), with every chunk they import statically.
 */
function firstPageChunks() {
  const entry = entryChunk()
  const started = dynamicImports(entry)
  if (started.length !== 1) {
    problems.push(`${entry} should start the portal with one import(), not ${started.length}`)
    return [...staticClosure(entry)]
  }
  return [...new Set([...staticClosure(entry), ...staticClosure(started[0])])]
}

/**
 * The prerendered sign-in pages paint before the portal's code is fetched (decision 022): their
 * HTML names the entry chunk and its own small imports, never the portal's chunks.
 */
function checkPaintFirst() {
  const entry = entryChunk()
  const own = staticClosure(entry)
  for (const file of own)
    if (readFileSync(join(assets, file), 'utf8').includes('__reactProps'))
      problems.push(`${file}, run before the first frame, carries React DOM`)
  for (const page of ['v2/Login', 'v1/login', 'ol/Login']) {
    const file = join(dir, page, 'index.html')
    if (!existsSync(file)) {
      problems.push(`${file} is missing (the sign-in page is prerendered)`)
      continue
    }
    const html = readFileSync(file, 'utf8')
    for (const m of html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g))
      if (!own.has(m[1])) problems.push(`${page}/index.html fetches ${m[1]} before its first frame`)
  }
}
checkPaintFirst()

/**
 * Vite's preload code asks for a chunk's static imports at an import() only where the first page
 * starts the portal (vite.config.ts, decision 060): the entry lists every chunk the portal
 * imports statically, and no other chunk lists a script, only stylesheets.
 */
function checkPreloads() {
  const entry = entryChunk()
  const [portal] = dynamicImports(entry)
  if (!portal) return
  const entryText = readFileSync(join(assets, entry), 'utf8')
  const own = staticClosure(entry)
  for (const file of staticClosure(portal))
    if (!own.has(file) && !entryText.includes(`"assets/${file}"`))
      problems.push(`${entry} starts the portal without preloading ${file}`)
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js') && f !== entry)) {
    const lists = readFileSync(join(assets, file), 'utf8').match(/m\.f=\[[^\]]*\]/g) ?? []
    for (const list of lists)
      if (/\.js"/.test(list)) problems.push(`${file} preloads scripts at an import(): ${list}`)
  }
}
checkPreloads()

for (const file of firstPageChunks()) {
  const text = readFileSync(join(assets, file), 'utf8')
  if (text.includes(CHART_JS_MARK))
    problems.push(`${file}, loaded by the first page, carries chart.js`)
  if (text.includes(CHAKRA_MARK)) problems.push(`${file}, loaded by the first page, carries Chakra`)
  if (['"', "'", '`'].some((q) => text.includes(`${q}${ZOD_MARK}${q}`)))
    problems.push(`${file}, loaded by the first page, carries zod`)
}

/**
 * What the first page carries of the features, read from its chunks' source maps against the
 * features' manifests (`src/features/<feature>/feature.ts`, read through Vite's SSR loader as the
 * portal reads them): every manifest, and the rules of a feature's domain they name; the code of
 * the features that draw the first page's screens (those whose manifest declares a `page` or
 * the first page's messages); never a route chunk's screens (`screens.tsx`), and of any other
 * feature nothing but its manifest and domain rules (no messages, services, machines or views).
 */
function checkFirstPageFeatures(features) {
  const firstPage = new Set(
    features
      .filter(
        (f) => f.firstPageMessages || Object.values(f.routes ?? {}).some((route) => route?.page),
      )
      .map((f) => f.id),
  )
  const carried = firstPageChunks().flatMap((file) => sourcesOf(file) ?? [])
  for (const source of carried) {
    const m = /^src\/features\/([^/]+)\/(.+)$/.exec(source)
    if (!m) continue
    const [, feature, file] = m
    if (/^screens\.tsx?$/.test(file))
      problems.push(`the first page carries the ${feature} route screens (${source})`)
    else if (firstPage.has(feature) || /^feature\.tsx?$/.test(file)) continue
    else if (!file.startsWith('domain/') || /^domain\/(messages|errors)\.ts$/.test(file))
      problems.push(`the first page carries ${source}, which the ${feature} screens alone need`)
  }
  if (features.length < 2 || !firstPage.size)
    problems.push(
      `the manifests were not read: ${features.length} features, ${firstPage.size} on the first page`,
    )
}
/** the features' manifests, read as the portal reads them */
const { FEATURES: features } = await loadThroughVite('/src/app/features.ts')
checkFirstPageFeatures(features)

/**
 * Heavy code only where it appears (issue 8): a chunk fetched on demand (a route's screens, the
 * chrome, a view of its own) and what it imports statically beyond the first page may carry
 * these sources only when the chunk is theirs. Read from the build's source maps (hidden ones:
 * written, never linked nor served).
 */
const ONLY_WHERE_USED = [
  {
    what: 'chart.js',
    sources: /^node_modules\/(chart\.js|react-chartjs-2)\//,
    owners: ['src/features/statistics/screens.tsx'],
  },
  {
    // the encoder and its machine (the theme's recipe names the QR's parts: that may stay), in
    // the popup and in the QR picture the popup shares (issue 46), both fetched by site 48 alone
    what: 'the QR encoder',
    sources: /^node_modules\/(uqr\/|@zag-js\/qr-code\/dist\/qr-code\.(machine|connect|dom))/,
    owners: [
      'src/features/vouchers/views/qr-popup.tsx',
      'src/features/vouchers/services/qr-image.ts',
    ],
  },
  {
    // a menu's, a dialog's and a popover's state machines and positioning: made on first use,
    // by the parts that draw them (issue 45), never with a page
    what: 'the menus, dialogs and popovers',
    sources:
      /^node_modules\/(@zag-js\/(menu|dialog|popover)\/dist\/(menu|dialog|popover)\.(machine|connect)|@floating-ui\/dom\/)/,
    owners: [
      'src/shared/views/components/row-action-menu-open.tsx',
      'src/shared/views/components/column-chooser.tsx',
      'src/shared/views/components/dialog-frame-view.tsx',
      'src/features/notifications/views/notification-menu.tsx',
      'src/features/shell/views/app-drawer-view.tsx',
      'src/features/vouchers/views/app-id-info.tsx',
    ],
  },
  {
    what: 'the report form',
    sources: /^src\/features\/reports\/views\//,
    owners: ['src/features/reports/screens.tsx'],
  },
]
/** a feature's contract (its zod schemas): a route chunk carries its own feature's alone */
const CONTRACT = /^src\/features\/([^/]+)\/services\/contract\.ts$/
const SCREENS = /^src\/features\/([^/]+)\/screens\.tsx$/

/**
 * Whether a chunk is the one its owner module starts: the bundler names a chunk after the module
 * it was split at (`import('./qr-popup')` -> `qr-popup-<hash>.js`), so an owner imported
 * statically into another chunk (the chrome, a route's screens) does not make that chunk its own.
 */
const startedBy = (chunk, owner, own) =>
  chunk.startsWith(`${basename(owner).replace(/\.[^.]+$/, '')}-`) && own.includes(owner)

function checkOnDemandChunks() {
  const firstPage = firstPageChunks()
  const seen = new Set(firstPage)
  const unmapped = new Set()
  /** a chunk's sources, or a problem when it has code but no map to tell what it carries */
  const sources = (file) => {
    const found = sourcesOf(file)
    if (found) return found
    // the bundler's runtime and preload helper, and re-export facades, have no map
    if (statSync(join(assets, file)).size > 2048 && !unmapped.has(file)) {
      unmapped.add(file)
      problems.push(`${file} has no source map: what it carries cannot be checked`)
    }
    return []
  }
  // the first page may carry none of them
  const firstCarried = firstPage.flatMap(sources)
  for (const rule of ONLY_WHERE_USED)
    if (firstCarried.some((s) => rule.sources.test(s)))
      problems.push(`the first page carries ${rule.what}`)
  const queue = [...firstPage]
  while (queue.length > 0) {
    const from = queue.shift()
    for (const chunk of dynamicImports(from)) {
      if (seen.has(chunk)) continue
      seen.add(chunk)
      const loaded = [...staticClosure(chunk)].filter((f) => !firstPage.includes(f))
      queue.push(...loaded)
      const own = sources(chunk)
      const carried = loaded.flatMap(sources)
      for (const rule of ONLY_WHERE_USED)
        if (
          carried.some((s) => rule.sources.test(s)) &&
          !rule.owners.some((owner) => startedBy(chunk, owner, own))
        )
          problems.push(`${chunk} carries ${rule.what}`)
      const feature = own.map((s) => SCREENS.exec(s)?.[1]).find(Boolean)
      if (feature)
        for (const s of carried) {
          const of = CONTRACT.exec(s)?.[1]
          if (of && of !== feature)
            problems.push(`${chunk} carries the ${of} contract besides its own`)
        }
    }
  }
}
checkOnDemandChunks()

/**
 * The statechart inspector and what it alone loads (decision 044) are development code: no chunk
 * of a build carries them, whichever way it would be reached.
 */
const DEVELOPMENT_ONLY = [
  { what: 'elkjs', sources: /^node_modules\/elkjs\// },
  { what: 'the statechart inspector', sources: /^src\/features\/shell\/views\/inspector\// },
  { what: 'the machine registry', sources: /^src\/app\/machine-registry\.ts$/ },
]
const KEPT_CALLS_ONLY = {
  what: 'the call log of a problem report or the QA strip',
  alone: 'development and `npm start` builds',
  sources:
    /^src\/(app\/(call-log|problem-report|har-loader|qa-strip-gate|qa-strip\/[\w-]+)|shared\/services\/har-recorder|shared\/domain\/har-redaction)\.tsx?$/,
}
if (keepsNoCalls) DEVELOPMENT_ONLY.push(KEPT_CALLS_ONLY)
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js')))
  for (const rule of DEVELOPMENT_ONLY)
    if ((sourcesOf(file) ?? []).some((s) => rule.sources.test(s)))
      problems.push(
        `${file} carries ${rule.what}, which ${rule.alone ?? 'development builds'} alone have`,
      )

// each route's JavaScript before it is usable, held to its ceiling (issue 45, decision 050)
const figures = measureRoutes({ assets, entry: entryChunk(), features })
const ceilings = demo ? demoCeilings(CEILINGS) : CEILINGS
problems.push(...budgetProblems(figures, ceilings))
const report = budgetReport(figures, ceilings)

console.log(`${dir}: JavaScript before each page is usable (kB gzip):\n  ${report.join('\n  ')}`)
if (problems.length) {
  console.error(`The ${dir} bundle fails its checks:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `${dir}: no mock or development code; route screens, heavy libraries and contracts only in their chunks; every route within its JavaScript ceiling`,
)
