// The JavaScript each route needs before it is usable, in kB gzip, against its budget (issue 45,
// decision 050). Read from a build's chunks: what the first page runs (the entry and the portal
// it starts, with their static imports), and for a route with a chunk of its own the chrome's
// two parts (Chakra's styled system and the theme, the chrome: route-modules.ts loads them with
// every such route) and, for a route of the v2 layout, the app bar's part (decision 083), the route's screens chunk and its feature's
// messages (loaded with the screens, decision 074), each with its static imports.
// What is fetched on use (a dialog's view, the contract a sign-in click loads) or after the page
// has settled (the drawer's pages) is not counted.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bundleGraph } from './bundle-graph.mjs'

/** The goals, in kB gzip: where every route's figure is going. */
export const GOALS = { 'sign-in': 100, 'signed-in': 170, 'partner link': 120 }

/**
 * What a build may not exceed today, in kB gzip: the figures of 2026-12-01 (decision 087) plus
 * 1 kB (a chunk's name changes with every build), rounded up, so a change that adds to a route's
 * first load fails the build until it is paid for; lowered as the work of issue 45 lands, never
 * raised without a note in decision 050. Keyed by the route's kind, or for the routes with a
 * chunk of their own by the feature whose screens they draw.
 */
export const CEILINGS = {
  'sign-in': 125,
  // the first-password page and the error page, drawn without Chakra (decision 087)
  'session plain': 126,
  'shell plain': 126,
  dashboard: 245,
  vouchers: 214,
  employees: 260,
  statistics: 312,
  reports: 226,
  purchase: 224,
  gift: 238,
  // the partner pages opened from a phone, drawn without Chakra (decisions 084, 086)
  'partner plain': 147,
  'admin-dashboard': 235,
}

/**
 * What a demo build (the embedded build of `npm start` and the e2e suite, `check-bundle.mjs
 * --demo`) may carry beyond a build for users, in kB gzip: its QA tools on every route (the call
 * log, the problem report, the QA strip's gate; decision 050's note of 2026-11-30)
 */
export const DEMO_ALLOWANCE_KB = 2

/** The ceilings of a demo build: each of a build for users' with {@link DEMO_ALLOWANCE_KB} more. */
export const demoCeilings = (ceilings = CEILINGS) =>
  Object.fromEntries(Object.entries(ceilings).map(([key, kB]) => [key, kB + DEMO_ALLOWANCE_KB]))

/** the screens module of a feature's plain routes, drawn without Chakra (decision 084) */
const PLAIN_SCREENS = 'plain-screens'
/** the chunks a route with a chunk of its own loads with the chrome (route-modules.ts) */
const CHROME_PARTS = ['theme', 'chrome']
/** the chrome's app bar part, which a route of the v2 layout loads beside it (decision 083) */
const APP_BAR_PART = 'app-bar-chrome'

/** sign-in pages are the first page's own; the partner feature's pages open from a phone link */
export function routeKind(featureId, route) {
  if (!route.screen) return 'sign-in'
  return featureId === 'partner' ? 'partner link' : 'signed-in'
}

/**
 * Each route's figure: `{ route, feature, kind, kB, files }`, from a build's `assets` folder, the
 * name of index.html's entry chunk and the features' manifests (`{ id, routes }`, as
 * `src/app/features.ts` gives them). Development-only routes are left out.
 */
export function measureRoutes({ assets, entry, features }) {
  const { staticClosure, dynamicImports, sourcesOf } = bundleGraph(assets)
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'))
  const sizes = new Map()
  const gz = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(assets, file)), { level: 9 }).length)
    return sizes.get(file)
  }
  const firstPage = new Set()
  for (const file of [entry, ...dynamicImports(entry).slice(0, 1)]) staticClosure(file, firstPage)
  const chrome = js.filter((f) => CHROME_PARTS.some((part) => f.startsWith(`${part}-`)))
  const appBar = js.filter((f) => f.startsWith(`${APP_BAR_PART}-`))
  for (const part of [...CHROME_PARTS, APP_BAR_PART])
    if (![...chrome, ...appBar].some((f) => f.startsWith(`${part}-`)))
      throw new Error(
        `no ${part}-*.js chunk in ${assets}: the chrome's parts are not where expected`,
      )
  /**
   * a route's screens chunk: the module its manifest names (`screensFrom(load, module)`), else
   * the feature's `screens.tsx`, or `plain-screens.tsx` for a plain route (decision 084)
   */
  const screensOf = (featureId, plain, named) => {
    const module = named ?? (plain ? PLAIN_SCREENS : 'screens')
    const own = `src/features/${featureId}/${module}.tsx`
    const found = js.find((f) => f.startsWith(`${module}-`) && (sourcesOf(f) ?? []).includes(own))
    if (!found) throw new Error(`no ${module} chunk carries ${own}`)
    return found
  }
  /** the chunk of a feature's messages: one of its own, or the chunk that carries it */
  const messagesOf = (featureId) => {
    const own = `src/features/${featureId}/domain/messages.ts`
    return js.filter((f) => (sourcesOf(f) ?? []).includes(own))
  }
  /** every source a set of chunks was built from (a plain route's, checked for Chakra) */
  const sourcesIn = (files) => [...files].flatMap((f) => sourcesOf(f) ?? [])
  const kB = (files) => Math.round(([...files].reduce((sum, f) => sum + gz(f), 0) / 1024) * 10) / 10
  const figures = []
  for (const feature of features)
    for (const [route, definition] of Object.entries(feature.routes ?? {})) {
      if (!definition || definition.devOnly) continue
      const kind = routeKind(feature.id, definition)
      const plain = definition.plain === true
      const files = new Set(firstPage)
      if (definition.screen)
        for (const file of [
          // a plain route loads none of the chrome (decision 084)
          ...(plain ? [] : chrome),
          ...(definition.layout === 'v2' && !plain ? appBar : []),
          screensOf(feature.id, plain, definition.screen.module),
          ...messagesOf(feature.id),
        ])
          staticClosure(file, files)
      const figure = { route, feature: feature.id, kind, kB: kB(files), files: files.size }
      figures.push(plain ? { ...figure, plain, sources: sourcesIn(files) } : figure)
    }
  return figures
}

/**
 * The ceiling a route's figure is held to: its kind's for the sign-in pages, its feature's for
 * routes with a chunk; a feature with none of its own (a new one) is held to the heaviest ceiling
 * of its kind among `figures`, so adding a feature touches only its folders (issue 49) and its
 * route may weigh no more than the heaviest of its kind already does (decision 050).
 */
export function ceilingOf(figure, ceilings = CEILINGS, figures = []) {
  if (figure.kind === 'sign-in') return ceilings['sign-in']
  if (ceilingKey(figure) in ceilings) return ceilings[ceilingKey(figure)]
  const ofKind = figures.flatMap((other) =>
    other.kind === figure.kind && ceilingKey(other) in ceilings
      ? [ceilings[ceilingKey(other)]]
      : [],
  )
  return ofKind.length ? Math.max(...ofKind) : undefined
}

/** a route's key in the ceilings: its feature's, or for its plain routes `<feature> plain` */
const ceilingKey = (figure) => (figure.plain ? `${figure.feature} plain` : figure.feature)

/** whether a route's ceiling is borrowed from the heaviest of its kind (its feature has none) */
const borrowed = (figure, ceilings) =>
  figure.kind !== 'sign-in' && !(ceilingKey(figure) in ceilings)

/** the packages of Chakra's styled system: a plain route loads none of them (decision 084) */
const CHAKRA_PACKAGES = ['node_modules/@chakra-ui/', 'node_modules/@emotion/']

/** the figures over their ceilings, and routes with no ceiling, as lines for the build's failure */
export function budgetProblems(figures, ceilings = CEILINGS) {
  const problems = []
  for (const figure of figures) {
    const chakra = (figure.sources ?? []).find((source) =>
      CHAKRA_PACKAGES.some((pkg) => source.startsWith(pkg)),
    )
    if (figure.plain && chakra)
      problems.push(`${figure.route} is plain (decision 084) but loads Chakra: ${chakra}`)
    const ceiling = ceilingOf(figure, ceilings, figures)
    if (ceiling === undefined)
      problems.push(
        `${figure.route} (${figure.feature}) has no JavaScript budget in route-budgets.mjs`,
      )
    else if (figure.kB > ceiling)
      problems.push(
        `${figure.route} needs ${figure.kB} kB of JavaScript (gzip) before it is usable: over its ceiling of ${ceiling} kB (goal ${GOALS[figure.kind]} kB)`,
      )
  }
  return problems
}

/** one line per feature and kind, smallest first: the largest route's figure, its ceiling and the goal */
export function budgetReport(figures, ceilings = CEILINGS) {
  const rows = new Map()
  for (const figure of figures) {
    const key =
      figure.kind === 'sign-in' ? 'sign-in pages' : `${ceilingKey(figure)} (${figure.kind})`
    if (!rows.has(key) || rows.get(key).kB < figure.kB) rows.set(key, figure)
  }
  return [...rows]
    .sort(([, a], [, b]) => a.kB - b.kB)
    .map(
      ([key, figure]) =>
        `${key.padEnd(36)} ${figure.kB.toFixed(1).padStart(6)} kB  ceiling ${ceilingOf(figure, ceilings, figures)}  goal ${GOALS[figure.kind]}${borrowed(figure, ceilings) ? '  (no ceiling of its own: the heaviest of its kind)' : ''}`,
    )
}
