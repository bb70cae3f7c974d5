import type { ComponentType } from 'react'
import type { RouteId, RouteMeta } from '../shared/domain/routes'
import type { MountedRoute, PageActors, PageEntry, ScreenModule } from '../shared/views/feature'
import type { ShellChrome } from '../features/shell'
import type { FeatureContext } from '../shared/machines/wire-context'
import type { Catalogues } from '../shared/domain/messages'
import { addParts, type CataloguePart } from './messages-first'
import { ROUTE_MODULES, ROUTE_TABLE } from './features'
import { nextTask } from '../shared/services/next-task'
import type { AppBarActorSpec } from '../shared/views/app-bar'

export type { MountedRoute, ScreenModule }

/**
 * The chrome (`src/app/chrome.tsx`): the shell of the Chakra pages (theme, layouts), and with
 * `appBar` its app bar's part beside it (`src/app/app-bar-chrome.tsx`: the v2 layout with the app
 * bar, drawer and footer, and the app bar's long-lived actors), wired once with the portal's
 * context (decision 083).
 */
export type ChromeModule = (parts: {
  appBar: boolean
}) => Promise<(ctx: FeatureContext) => MountedChrome>

export interface MountedChrome {
  chrome: ShellChrome
  /**
   * the app bar's actors of every feature (`app-bar.tsx`), by id, for the root to start; null
   * when the chrome came without its app bar's part
   */
  appBar: Record<string, AppBarActorSpec> | null
  /** the messages of every page the chrome draws: the shared list pieces', the app bar's */
  messages: Record<string, CataloguePart>
  /** fetches the menus, dialogs and drawer the pages drawn so far load on their first use */
  preloadParts: () => void
}

/** whether a route's layout is drawn with the app bar's part of the chrome (decision 083) */
export const needsAppBar = (route: Pick<RouteMeta, 'layout'>) => route.layout === 'v2'

/**
 * The chrome in three steps, each a task of its own: Chakra's styled system, the portal's theme
 * built with it, then the components (and the app bar's part with its actors, fetched beside
 * them). Evaluated at once they were the longest task of a page opened directly (issue 27).
 */
export const CHROME_MODULE: ChromeModule = async ({ appBar }) => {
  const { portalSystem } = await import('../shared/views/theme')
  await nextTask()
  portalSystem()
  await nextTask()
  const [{ FRAME_CHROME }, bar] = await Promise.all([
    import('./chrome'),
    appBar ? import('./app-bar-chrome') : null,
  ])
  return (ctx) => {
    if (!bar) return { ...FRAME_CHROME, appBar: null }
    const mounted = bar.mountAppBar(ctx)
    return {
      ...FRAME_CHROME,
      chrome: mounted.chrome,
      appBar: mounted.actors,
      messages: { ...FRAME_CHROME.messages, ...mounted.messages },
    }
  }
}

export interface RouteLoader {
  /** loads a route's screen once; resolves at once when it is loaded or has no chunk */
  load(routeId: RouteId | null): Promise<void>
  /** the loaded screen of a route with a chunk of its own */
  screen(routeId: RouteId): ComponentType | undefined
  /** the shell of the pages drawn with Chakra, once a route with a chunk has been loaded */
  chrome(): ShellChrome | undefined
  /**
   * loads the chrome once, ahead of any route that needs it: with its app bar's part (and its
   * messages and actors) unless `appBar` is false
   */
  loadChrome(appBar?: boolean): Promise<void>
  /** fetches the parts of the pages drawn so far that load on first use (once the chrome is in) */
  preloadParts(): void
  /** the page actors a loaded route declares for this entry (none before its code is loaded) */
  pageActors(entry: PageEntry): PageActors
}

export interface RouteLoaderOptions {
  modules?: Partial<Record<RouteId, ScreenModule>>
  chrome?: ChromeModule
  /**
   * called once the chrome has been mounted with its app bar's part, with the app bar's actors,
   * before any screen drawn in it shows
   */
  onAppBar?: (actors: Record<string, AppBarActorSpec>) => void
  /** the app's catalogues, which the chrome and each route's screens add their messages to */
  catalogues?: Catalogues
}

/** Loads route chunks once each and mounts them; a failed load may be tried again (the next navigation). */
export function createRouteLoader(
  ctx: FeatureContext,
  {
    modules = ROUTE_MODULES,
    chrome: chromeModule = CHROME_MODULE,
    onAppBar,
    catalogues,
  }: RouteLoaderOptions = {},
): RouteLoader {
  const loaded = new Map<RouteId, MountedRoute>()
  const loading = new Map<RouteId, Promise<void>>()
  let chrome: MountedChrome | undefined
  /** the loads under way: the chrome alone (false), with its app bar's part (true) */
  const chromeLoading = new Map<boolean, Promise<void>>()
  const hasChrome = (appBar: boolean) => chrome !== undefined && (!appBar || chrome.appBar !== null)
  const loadChrome = (appBar = true): Promise<void> => {
    if (hasChrome(appBar)) return Promise.resolve()
    // a load with the app bar's part serves one without it
    const pending = chromeLoading.get(appBar) ?? (appBar ? undefined : chromeLoading.get(true))
    if (pending) return pending
    const load = chromeModule({ appBar })
      .then((mount) => {
        // a fuller chrome came first
        if (hasChrome(appBar)) return
        const mounted = mount(ctx)
        // the chrome is usable once the messages its screens show are in the catalogues too
        if (catalogues) addParts(catalogues, mounted.messages)
        if (mounted.appBar) onAppBar?.(mounted.appBar)
        chrome = mounted
      })
      .finally(() => chromeLoading.delete(appBar))
    chromeLoading.set(appBar, load)
    return load
  }
  const loadScreen = (routeId: RouteId): Promise<void> => {
    const load = modules[routeId]
    if (!load || loaded.has(routeId)) return Promise.resolve()
    let pending = loading.get(routeId)
    if (!pending) {
      pending = load()
        .then((mount) => {
          const mounted = mount(ctx)
          // the route's words come with its screens (decision 074), in before they show
          if (catalogues && mounted.messages) addParts(catalogues, { [routeId]: mounted.messages })
          loaded.set(routeId, mounted)
        })
        .finally(() => loading.delete(routeId))
      loading.set(routeId, pending)
    }
    return pending
  }
  const needsChrome = (routeId: RouteId) =>
    modules[routeId] !== undefined && !ROUTE_TABLE[routeId].plain
  return {
    async load(routeId) {
      if (!routeId) return
      await Promise.all([
        loadScreen(routeId),
        // a route with a chunk is drawn with Chakra, in the chrome's frame and layouts, unless it
        // is plain (decision 084); the app bar's part comes with its layout alone (decision 083)
        needsChrome(routeId) ? loadChrome(needsAppBar(ROUTE_TABLE[routeId])) : undefined,
      ])
    },
    screen: (routeId) => loaded.get(routeId)?.Screen,
    pageActors: (entry) => loaded.get(entry.routeId)?.actors?.(entry) ?? {},
    chrome: () => chrome?.chrome,
    loadChrome,
    preloadParts: () => chrome?.preloadParts(),
  }
}
