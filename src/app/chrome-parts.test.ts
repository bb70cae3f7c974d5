import { describe, expect, it } from 'vitest'
import type { AppBarActorSpec } from '../shared/views/app-bar'
import type { ShellChrome } from '../features/shell'
import type { MountRoute } from '../shared/views/feature'
import { anonymousClient } from '../../tests/support/api'
import { deferred } from '../../tests/support/deferred'
import { quietContext } from '../../tests/support/wired'
import { ROUTE_TABLE } from './features'
import {
  createRouteLoader,
  needsAppBar,
  type ChromeModule,
  type MountedChrome,
} from './route-modules'

const FRAME_ONLY: ShellChrome = { Frame: () => null, Layout: () => null }
const WITH_APP_BAR: ShellChrome = { Frame: () => null, Layout: () => null }
const ACTORS = { bell: {} } as unknown as Record<string, AppBarActorSpec>

/**
 * A loader whose chrome module is held until the test hands each asked-for part over: `asked`
 * lists the parts asked for (with or without the app bar), `give(i)` hands over the i-th.
 */
function heldChrome() {
  const asked: { appBar: boolean; give: () => void }[] = []
  const chrome: ChromeModule = ({ appBar }) => {
    const held = deferred<(ctx: unknown) => MountedChrome>()
    asked.push({
      appBar,
      give: () =>
        held.resolve(() => ({
          chrome: appBar ? WITH_APP_BAR : FRAME_ONLY,
          appBar: appBar ? ACTORS : null,
          messages: {},
          preloadParts: () => {},
        })),
    })
    return held.promise
  }
  const arrived: Record<string, AppBarActorSpec>[] = []
  const screen: MountRoute = () => ({ Screen: () => null })
  const loader = createRouteLoader(quietContext(anonymousClient()), {
    modules: {
      fcLink: async () => screen,
      olPurchaseComplete: async () => screen,
      dashboard: async () => screen,
    },
    chrome,
    onAppBar: (actors) => arrived.push(actors),
  })
  return { loader, asked, arrived }
}

describe("the chrome's app bar part comes with the v2 layout's routes alone (decision 083)", () => {
  it('a plain route (a partner page opened from a phone, the error page) loads no chrome at all (decisions 084, 086, 087)', async () => {
    const { loader, asked } = heldChrome()
    // the partner pages (decisions 084, 086), the first-password and error pages (decision 087)
    const plain = ['fcLink', 'liCoupon', 'olCallback', 'liDownload', 'olGreeting'] as const
    for (const id of [...plain, 'passwordSet', 'error'] as const)
      expect(ROUTE_TABLE[id].plain, id).toBe(true)
    await loader.load('fcLink')
    expect(asked).toEqual([])
    expect(loader.chrome()).toBeUndefined()
    // a Chakra page after it loads the chrome then
    const complete = loader.load('olPurchaseComplete')
    expect(asked.map((a) => a.appBar)).toEqual([false])
    asked[0]?.give()
    await complete
    expect(loader.chrome()).toBe(FRAME_ONLY)
  })

  it('the routes of the v2 layout need it, the link pages, v1 and mobile pages do not', () => {
    expect(needsAppBar(ROUTE_TABLE.dashboard)).toBe(true)
    expect(needsAppBar(ROUTE_TABLE.give)).toBe(true)
    for (const id of ['fcLink', 'liCoupon', 'olGreeting', 'olCallback'] as const)
      expect(needsAppBar(ROUTE_TABLE[id]), id).toBe(false)
    for (const route of Object.values(ROUTE_TABLE))
      expect(needsAppBar(route)).toBe(route.layout === 'v2')
  })

  it("a page of another layout (the partner's purchase complete) loads the chrome without it: no app bar actors start", async () => {
    const { loader, asked, arrived } = heldChrome()
    const loaded = loader.load('olPurchaseComplete')
    expect(asked.map((a) => a.appBar)).toEqual([false])
    asked[0]?.give()
    await loaded
    expect(loader.chrome()).toBe(FRAME_ONLY)
    expect(arrived).toEqual([])
  })

  it('a v2 page after it loads the app bar part then, and its actors arrive once', async () => {
    const { loader, asked, arrived } = heldChrome()
    const complete = loader.load('olPurchaseComplete')
    asked[0]?.give()
    await complete
    const dashboard = loader.load('dashboard')
    expect(asked.map((a) => a.appBar)).toEqual([false, true])
    expect(loader.chrome()).toBe(FRAME_ONLY)
    asked[1]?.give()
    await dashboard
    expect(loader.chrome()).toBe(WITH_APP_BAR)
    expect(arrived).toEqual([ACTORS])
    // loaded: nothing is asked again, by either kind of page
    await Promise.all([
      loader.load('dashboard'),
      loader.load('olPurchaseComplete'),
      loader.loadChrome(),
    ])
    expect(asked).toHaveLength(2)
  })

  it('a load with the app bar under way serves a page without it; the frame alone never replaces it', async () => {
    const { loader, asked, arrived } = heldChrome()
    const dashboard = loader.load('dashboard')
    const complete = loader.load('olPurchaseComplete')
    expect(asked.map((a) => a.appBar)).toEqual([true])
    asked[0]?.give()
    await Promise.all([dashboard, complete])
    expect(loader.chrome()).toBe(WITH_APP_BAR)
    expect(arrived).toHaveLength(1)
  })

  it('a frame-only load that ends after the fuller one leaves the app bar in place', async () => {
    const { loader, asked, arrived } = heldChrome()
    const complete = loader.load('olPurchaseComplete')
    const dashboard = loader.load('dashboard')
    expect(asked.map((a) => a.appBar)).toEqual([false, true])
    asked[1]?.give()
    await dashboard
    asked[0]?.give()
    await complete
    expect(loader.chrome()).toBe(WITH_APP_BAR)
    expect(arrived).toEqual([ACTORS])
  })
})
