import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  budgetProblems,
  budgetReport,
  CEILINGS,
  ceilingOf,
  DEMO_ALLOWANCE_KB,
  demoCeilings,
  measureRoutes,
  routeKind,
} from './route-budgets.mjs'

let assets: string
afterEach(() => rmSync(assets, { recursive: true, force: true }))

/** a chunk of about `kB` gzip (random bytes do not compress) that imports `imports` statically */
function chunk(
  name: string,
  kB: number,
  imports: string[] = [],
  extra = '',
  sources: string[] = [],
) {
  const code = imports.map((i) => `import "./${i}";`).join('') + extra
  writeFileSync(join(assets, name), Buffer.concat([Buffer.from(code), randomBytes(kB * 1024)]))
  if (sources.length) writeFileSync(join(assets, `${name}.map`), JSON.stringify({ sources }))
}

/**
 * a build: the entry starts main (20 kB, React's 10 kB beside it); the chrome's parts and its app
 * bar's part (decision 083); two screens, one feature's messages in a chunk of their own
 */
function build() {
  assets = mkdtempSync(join(tmpdir(), 'route-budgets-'))
  mkdirSync(assets, { recursive: true })
  chunk('index-a.js', 1, [], 'import("./main-b.js");')
  chunk(
    'main-b.js',
    20,
    ['react-c.js'],
    'import("./theme-d.js");import("./chrome-e.js");import("./app-bar-chrome-l.js");',
  )
  chunk('react-c.js', 10)
  chunk('theme-d.js', 30, ['chakra-f.js'])
  chunk('chakra-f.js', 15)
  chunk('chrome-e.js', 8, ['chakra-f.js', 'react-c.js'])
  chunk('messages-g.js', 4, [], '', ['../../src/features/dash/domain/messages.ts'])
  chunk('screens-h.js', 12, ['grid-i.js'], '', ['../../src/features/dash/screens.tsx'])
  chunk('grid-i.js', 18)
  chunk('screens-j.js', 6, [], '', ['../../src/features/partner/screens.tsx'])
  chunk('dialog-k.js', 50, ['chakra-f.js'])
  chunk('app-bar-chrome-l.js', 5, ['chrome-e.js', 'chakra-f.js'])
  chunk('plain-screens-m.js', 3, ['react-c.js'], '', [
    '../../src/features/partner/plain-screens.tsx',
  ])
}

const FEATURES = [
  {
    id: 'session',
    routes: { login: { page: () => null }, old: { page: () => null, devOnly: true } },
  },
  {
    id: 'dash',
    routes: {
      dashboard: { screen: () => null, layout: 'v2' },
      detail: { screen: () => null, layout: 'v2' },
    },
  },
  { id: 'partner', routes: { fcLink: { screen: () => null, layout: 'blank' } } },
]

describe('the JavaScript a route needs before it is usable', () => {
  it('counts the first page for a sign-in page, and adds the chrome and its screens for the others', () => {
    build()
    const figures = measureRoutes({ assets, entry: 'index-a.js', features: FEATURES })
    const byRoute = Object.fromEntries(figures.map((f) => [f.route, f]))
    const of = (route: string) => {
      const figure = byRoute[route]
      if (!figure) throw new Error(`${route} was not measured`)
      return figure
    }
    // a development-only route is not measured
    expect(Object.keys(byRoute).sort()).toEqual(['dashboard', 'detail', 'fcLink', 'login'])
    // random bytes grow a little under gzip: each figure within 2 % of the chunks' sizes
    const near = (kB: number, expected: number) =>
      expect(Math.abs(kB - expected) / expected).toBeLessThan(0.02)
    near(of('login').kB, 1 + 20 + 10)
    expect(of('login').files).toBe(3)
    // the shared Chakra and React chunks once each; the dialog fetched on use not at all; the app
    // bar's part with a route of the v2 layout
    near(of('dashboard').kB, 31 + 30 + 15 + 8 + 5 + 4 + 12 + 18)
    expect(of('dashboard').files).toBe(10)
    expect(of('detail').kB).toBe(of('dashboard').kB)
    // the partner feature's messages are not the dashboard's: its route does not carry them, nor
    // the app bar's part (a link page has none)
    near(of('fcLink').kB, 31 + 30 + 15 + 8 + 6)
    expect(of('fcLink').files).toBe(7)
    expect(figures.map((f) => [f.route, f.kind])).toEqual([
      ['login', 'sign-in'],
      ['dashboard', 'signed-in'],
      ['detail', 'signed-in'],
      ['fcLink', 'partner link'],
    ])
  })

  it('fails a build whose route is over its ceiling, or has none, and names the goal', () => {
    build()
    const figures = measureRoutes({ assets, entry: 'index-a.js', features: FEATURES })
    expect(budgetProblems(figures, { 'sign-in': 40, dash: 130, partner: 100 })).toEqual([])
    const problems = budgetProblems(figures, { 'sign-in': 25, dash: 130 })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(
      /^login needs 3\d\.\d kB .* over its ceiling of 25 kB \(goal 100 kB\)$/,
    )
    expect(problems[1]).toBe('fcLink (partner) has no JavaScript budget in route-budgets.mjs')
    const report = budgetReport(figures, { 'sign-in': 40, dash: 130, partner: 100 })
    expect(report).toHaveLength(3)
    expect(report.find((line) => line.startsWith('dash (signed-in)'))).toMatch(
      /ceiling 130 {2}goal 170$/,
    )
  })

  it('a feature without a ceiling of its own is held to the heaviest of its kind, and the report says so', () => {
    build()
    const figures = measureRoutes({ assets, entry: 'index-a.js', features: FEATURES })
    // dash (signed-in) has no ceiling; another signed-in feature's is the heaviest of its kind
    const others = [
      { route: 'other', feature: 'other', kind: 'signed-in' as const, kB: 1, files: 1 },
    ]
    const all = [...figures, ...others]
    const dashboard = figures.find((f) => f.route === 'dashboard')
    if (!dashboard) throw new Error('dashboard was not measured')
    expect(ceilingOf(dashboard, { 'sign-in': 40, partner: 100, other: 130 }, all)).toBe(130)
    expect(budgetProblems(all, { 'sign-in': 40, partner: 100, other: 130 })).toEqual([])
    expect(budgetProblems(all, { 'sign-in': 40, partner: 100, other: 110 })).toEqual([
      expect.stringMatching(/^dashboard needs 1\d\d\.\d kB .* over its ceiling of 110 kB/),
      expect.stringMatching(/^detail needs 1\d\d\.\d kB .* over its ceiling of 110 kB/),
    ])
    const line = budgetReport(all, { 'sign-in': 40, partner: 100, other: 130 }).find((l) =>
      l.startsWith('dash (signed-in)'),
    )
    expect(line).toMatch(
      /ceiling 130 {2}goal 170 {2}\(no ceiling of its own: the heaviest of its kind\)$/,
    )
    // a kind with no ceiling at all is still a failure of the build
    expect(ceilingOf(dashboard, { 'sign-in': 40 }, all)).toBeUndefined()
  })

  it('a plain route counts its plain screens without the chrome, under a ceiling of its own; Chakra in it fails the build', () => {
    build()
    const features = [
      ...FEATURES,
      {
        id: 'partner',
        routes: { liCoupon: { screen: () => null, layout: 'blank', plain: true } },
      },
    ]
    const figures = measureRoutes({ assets, entry: 'index-a.js', features })
    const coupon = figures.find((f) => f.route === 'liCoupon')
    if (!coupon) throw new Error('liCoupon was not measured')
    // the first page (31 kB, React in it once) and the plain screens: no theme, chrome or app bar
    expect(Math.abs(coupon.kB - (31 + 3)) / 34).toBeLessThan(0.02)
    expect(coupon.files).toBe(4)
    expect(coupon).toMatchObject({ kind: 'partner link', plain: true })
    const ceilings = { 'sign-in': 40, dash: 130, partner: 100, 'partner plain': 35 }
    expect(budgetProblems(figures, ceilings)).toEqual([])
    // held to its own ceiling, not the feature's Chakra pages'
    expect(budgetProblems(figures, { ...ceilings, 'partner plain': 33 })).toEqual([
      expect.stringMatching(
        /^liCoupon needs 3\d\.\d kB .* over its ceiling of 33 kB \(goal 120 kB\)$/,
      ),
    ])
    expect(
      budgetReport(figures, ceilings).some((l) => l.startsWith('partner plain (partner link)')),
    ).toBe(true)
    // a plain screens chunk that brings Chakra's styled system with it is a failure of the build
    chunk('plain-screens-m.js', 3, ['emotion-n.js'], '', [
      '../../src/features/partner/plain-screens.tsx',
    ])
    chunk('emotion-n.js', 1, [], '', ['../../node_modules/@emotion/react/dist/index.js'])
    const withChakra = measureRoutes({ assets, entry: 'index-a.js', features })
    expect(budgetProblems(withChakra, { ...ceilings, 'partner plain': 40 })).toEqual([
      'liCoupon is plain (decision 084) but loads Chakra: node_modules/@emotion/react/dist/index.js',
    ])
  })

  it('a route whose manifest names its screens module is measured with that module, not the convention', () => {
    build()
    // the greeting's own plain module (decision 086), heavier than the link pages' one
    chunk('plain-greeting-o.js', 7, ['react-c.js'], '', [
      '../../src/features/partner/plain-greeting.tsx',
    ])
    const named = (module?: string) => Object.assign(() => null, { module })
    const features = [
      {
        id: 'partner',
        routes: {
          liCoupon: { screen: named(), layout: 'blank', plain: true },
          olGreeting: { screen: named('plain-greeting'), layout: 'partner', plain: true },
        },
      },
    ]
    const figures = measureRoutes({ assets, entry: 'index-a.js', features })
    const kB = (route: string) => figures.find((f) => f.route === route)?.kB ?? 0
    // the first page (31 kB) with the link pages' module (3 kB), or with the greeting's (7 kB)
    expect(Math.abs(kB('liCoupon') - 34) / 34).toBeLessThan(0.02)
    expect(Math.abs(kB('olGreeting') - 38) / 38).toBeLessThan(0.02)
    // a name no chunk carries is a failure, not a figure
    const missing = [{ id: 'partner', routes: { olGreeting: { screen: named('plain-gone') } } }]
    expect(() => measureRoutes({ assets, entry: 'index-a.js', features: missing })).toThrow(
      /no plain-gone chunk carries src\/features\/partner\/plain-gone\.tsx/,
    )
  })

  it('says so when the build has no chrome chunk, rather than counting too little', () => {
    build()
    rmSync(join(assets, 'chrome-e.js'))
    expect(() => measureRoutes({ assets, entry: 'index-a.js', features: FEATURES })).toThrow(
      /no chrome-\*\.js chunk/,
    )
    rmSync(assets, { recursive: true, force: true })
    build()
    rmSync(join(assets, 'app-bar-chrome-l.js'))
    expect(() => measureRoutes({ assets, entry: 'index-a.js', features: FEATURES })).toThrow(
      /no app-bar-chrome-\*\.js chunk/,
    )
  })

  it('a route is held to its kind ceiling when it has no chunk, its feature ceiling otherwise', () => {
    const ceilings = { 'sign-in': 1, dash: 2, partner: 3 }
    fc.assert(
      fc.property(
        fc.constantFrom('session', 'dash', 'partner'),
        fc.boolean(),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (feature, hasScreen, kB) => {
          const kind = routeKind(feature, hasScreen ? { screen: () => null } : {})
          const figure = { route: 'r', feature, kind, kB, files: 1 }
          const ceiling = ceilingOf(figure, ceilings)
          expect(ceiling).toBe(hasScreen ? (ceilings as Record<string, number>)[feature] : 1)
          if (ceiling !== undefined)
            expect(budgetProblems([figure], ceilings).length).toBe(kB > ceiling ? 1 : 0)
        },
      ),
    )
  })

  it("a demo build's ceilings are a build for users' with the allowance of its QA tools, no more", () => {
    expect(DEMO_ALLOWANCE_KB).toBe(2)
    const demo = demoCeilings()
    expect(Object.keys(demo)).toEqual(Object.keys(CEILINGS))
    for (const [key, kB] of Object.entries(CEILINGS))
      expect((demo as Record<string, number>)[key]).toBe(kB + DEMO_ALLOWANCE_KB)
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (kB) => {
        const figure = {
          route: 'r',
          feature: 'dashboard',
          kind: 'signed-in' as const,
          kB,
          files: 1,
        }
        const users = budgetProblems([figure]).length
        const demos = budgetProblems([figure], demo).length
        expect(users).toBe(kB > CEILINGS.dashboard! ? 1 : 0)
        expect(demos).toBe(kB > CEILINGS.dashboard! + DEMO_ALLOWANCE_KB ? 1 : 0)
      }),
    )
  })
})
