import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Catalogues } from '../shared/domain/messages'
import type { FeatureContext } from '../shared/machines/wire-context'
import { screensFrom, type CataloguePart, type MountRoute } from '../shared/views/feature'
import { anonymousClient } from '../../tests/support/api'
import { deferred } from '../../tests/support/deferred'
import { quietContext } from '../../tests/support/wired'
import { CHROME_MESSAGES } from './chrome'
import { APP_BAR_MESSAGES } from './app-bar-chrome'
import { FEATURES, ROUTE_MODULES, ROUTE_TABLE } from './features'
import type { RouteId } from '../shared/domain/routes'
import { CATALOGUE_PARTS } from './messages'
import { FIRST_PAGE_PARTS, createCatalogues } from './messages-first'
import { createRouteLoader, type ChromeModule, type MountedChrome } from './route-modules'

/** the feature that owns each route */
const FEATURE_OF = new Map(
  FEATURES.flatMap((feature) =>
    Object.keys(feature.routes ?? {}).map((route) => [route, feature.id] as const),
  ),
)
const FIRST_PAGE = new Set(Object.keys(FIRST_PAGE_PARTS))
/** the chrome's words, and its app bar part's (decision 083) */
const CHROME = new Set([...Object.keys(CHROME_MESSAGES), ...Object.keys(APP_BAR_MESSAGES)])

/** the part (feature folder, or a shared part's name) each key belongs to */
const PART_OF = new Map(
  Object.entries(CATALOGUE_PARTS).flatMap(([part, { ko }]) =>
    Object.keys(ko).map((key) => [key, part] as const),
  ),
)

describe("a route's messages arrive with its screens (decision 074)", () => {
  /** every route with a chunk, loaded and mounted as the portal does: its feature, what it brings */
  const mounted: { routeId: string; feature: string; messages?: CataloguePart }[] = []
  beforeAll(async () => {
    const ctx = wiredContext()
    for (const [routeId, load] of Object.entries(ROUTE_MODULES)) {
      const { messages } = (await load())(ctx)
      mounted.push({ routeId, feature: FEATURE_OF.get(routeId) ?? '', messages })
    }
  })

  it("each route with a chunk brings its own feature's part, unless the first page carries it", () => {
    expect(mounted.length).toBeGreaterThan(20)
    for (const { routeId, feature, messages } of mounted) {
      if (FIRST_PAGE.has(feature)) continue
      if (ROUTE_TABLE[routeId as RouteId].plain) {
        // a plain route loads no chrome (decision 084): it brings the chrome's words it shows
        expect(messages?.en, routeId).toMatchObject(CATALOGUE_PARTS[feature]?.en ?? {})
        expect(messages?.ko, routeId).toMatchObject(CATALOGUE_PARTS[feature]?.ko ?? {})
        const others = Object.keys(messages?.ko ?? {}).flatMap((key) =>
          PART_OF.get(key) === feature ? [] : [PART_OF.get(key) ?? key],
        )
        expect(
          others.filter((part) => !CHROME.has(part)),
          routeId,
        ).toEqual([])
        continue
      }
      expect(messages?.ko, routeId).toEqual(CATALOGUE_PARTS[feature]?.ko)
      expect(messages?.en, routeId).toEqual(CATALOGUE_PARTS[feature]?.en)
    }
  })

  it('every part of the catalogues is on the first page, with the chrome or with its routes', () => {
    const withRoutes = new Set(
      mounted.flatMap(({ feature, messages }) => (messages ? [feature] : [])),
    )
    for (const part of Object.keys(CATALOGUE_PARTS))
      expect(
        FIRST_PAGE.has(part) || CHROME.has(part) || withRoutes.has(part),
        `${part} is never loaded`,
      ).toBe(true)
  })

  it('the words a piece of code names are there wherever it runs', () => {
    // a feature's code runs in its routes, and the shared and chrome pieces on every page: each
    // may name its own words, the first page's and the chrome's, never another feature's
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) return files(path)
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
      })
    const misplaced: string[] = []
    let named = 0
    for (const file of [...files('src/features'), ...files('src/shared')]) {
      if (file.endsWith('messages.ts') || file.includes('/messages/')) continue
      const own = /^src\/features\/([^/]+)\//.exec(file)?.[1]
      const chromePiece = own !== undefined && CHROME.has(own)
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`]([\w.]+)['"`]/g)) {
        const part = key === undefined ? undefined : PART_OF.get(key)
        if (part === undefined) continue
        named++
        if (FIRST_PAGE.has(part) || CHROME.has(part) || part === own) continue
        misplaced.push(`${file} names ${key} (${part})${chromePiece ? ' on every page' : ''}`)
      }
    }
    expect(named).toBeGreaterThan(100)
    expect(misplaced).toEqual([])
  })
})

/** a context the real screens mount with: nothing is called until a page actor starts */
const wiredContext = (): FeatureContext => quietContext(anonymousClient())

/** a loader over one route whose chunk waits for the test to hand it over */
function heldRoute() {
  let screen = deferred<MountRoute>()
  const catalogues: Catalogues = createCatalogues()
  // the chrome is here at once: only the route's own chunk is held
  const chrome: ChromeModule = () =>
    Promise.resolve(() => ({ messages: {}, appBar: null }) as MountedChrome)
  const loader = createRouteLoader(wiredContext(), {
    modules: { gift: () => screen.promise },
    chrome,
    catalogues,
  })
  return {
    loader,
    catalogues,
    screen: () => ({ give: screen.resolve, fail: screen.reject }),
    again() {
      screen = deferred()
    },
  }
}

const PART = (text: string): CataloguePart => ({
  ko: { 'gift.submit': text },
  en: { 'gift.submit': `${text} (en)` },
})

describe('the route loader', () => {
  it("adds a route's words to the catalogues before its screen shows", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (text) => {
        const route = heldRoute()
        const loaded = route.loader.load('gift')
        await Promise.resolve()
        expect(route.loader.screen('gift')).toBeUndefined()
        expect(route.catalogues.ko['gift.submit']).toBeUndefined()
        route.screen().give(() => ({ Screen: () => null, messages: PART(text) }))
        await loaded
        expect(route.loader.screen('gift')).toBeDefined()
        expect(route.catalogues.ko['gift.submit']).toBe(text)
        expect(route.catalogues.en['gift.submit']).toBe(`${text} (en)`)
      }),
    )
  })

  it('a route whose chunk failed to load is not shown, and the next navigation tries again', async () => {
    const route = heldRoute()
    const first = route.loader.load('gift')
    route.screen().fail(new Error('offline'))
    await expect(first).rejects.toThrow('offline')
    expect(route.loader.screen('gift')).toBeUndefined()
    expect(route.catalogues.ko['gift.submit']).toBeUndefined()
    route.again()
    const second = route.loader.load('gift')
    route.screen().give(() => ({ Screen: () => null, messages: PART('선물하기') }))
    await second
    expect(route.loader.screen('gift')).toBeDefined()
    expect(route.catalogues.ko['gift.submit']).toBe('선물하기')
  })
})

describe('screensFrom', () => {
  it("gives each route's mount the module's messages, and a module without them its mount as is", async () => {
    const mount: MountRoute = () => ({ Screen: () => null })
    const ctx = wiredContext()
    const withWords = screensFrom(() => Promise.resolve({ mount, messages: PART('보내기') }))
    expect((await withWords((m) => m.mount)())(ctx).messages).toEqual(PART('보내기'))
    const without = screensFrom(() => Promise.resolve({ mount, messages: undefined }))
    expect(await without((m) => m.mount)()).toBe(mount)
  })
})
