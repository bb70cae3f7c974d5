import type { ComponentType } from 'react'
import type { RouteId } from '../shared/domain/routes'
import type { MountedRoute, PageActors, PageEntry, ScreenModule } from '../shared/views/feature'
import type { ShellChrome } from '../features/shell'
import type { FeatureContext } from '../shared/machines/wire-context'
import type { Catalogues } from '../shared/domain/messages'
import { addParts, type CataloguePart } from './messages-first'
import { ROUTE_MODULES } from './features'
import { nextTask } from '../shared/services/next-task'
import type { AppBarActorSpec } from '../shared/views/app-bar'

export type { MountedRoute, ScreenModule }

/**
 * The chrome chunk (`src/app/chrome.tsx`): the shell of the Chakra pages (theme, layouts, app bar,
 * drawer, footer) and the app bar's long-lived actors, wired once with the portal's context.
 */
export type ChromeModule = () => Promise<(ctx: FeatureContext) => MountedChrome>

export interface MountedChrome {
  chrome: ShellChrome
  /** the app bar's actors of every feature (`app-bar.tsx`), by id, for the root to start */
  appBar: Record<string, AppBarActorSpec>
  /** the messages of every page the chrome draws: the app bar's and the shared list pieces' */
  messages: Record<string, CataloguePart>
  /** fetches the menus, dialogs and drawer the pages drawn so far load on their first use */
  preloadParts: () => void
}

/**
 * The chrome in three steps, each a task of its own: Chakra's styled system, the portal's theme
 * built with it, then the components and the app bar's actors. Evaluated at once they were the
 * longest task of a page opened directly (issue 27).
 */
export const CHROME_MODULE: ChromeModule = async () => {
  const { portalSystem } = await import('../shared/views/theme')
  await nextTask()
  portalSystem()
  await nextTask()
  return import('./chrome').then((m) => m.mountChrome)
}

export interface RouteLoader {
  /** loads a route's screen once; resolves at once when it is loaded or has no chunk */
  load(routeId: RouteId | null): Promise<void>
  /** the loaded screen of a route with a chunk of its own */
  screen(routeId: RouteId): ComponentType | undefined
  /** the shell of the pages drawn with Chakra, once a route with a chunk has been loaded */
  chrome(): ShellChrome | undefined
  /** loads the chrome (with the app bar's messages) once, ahead of any route that needs it */
  loadChrome(): Promise<void>
  /** fetches the parts of the pages drawn so far that load on first use (once the chrome is in) */
  preloadParts(): void
  /** the page actors a loaded route declares for this entry (none before its code is loaded) */
  pageActors(entry: PageEntry): PageActors
}

export interface RouteLoaderOptions {
  modules?: Partial<Record<RouteId, ScreenModule>>
  chrome?: ChromeModule
  /** called once the chrome has been mounted, before any screen drawn in it shows */
  onChrome?: (mounted: MountedChrome) => void
  /** the app's catalogues, which the chrome and each route's screens add their messages to */
  catalogues?: Catalogues
}

/** Loads route chunks once each and mounts them; a failed load may be tried again (the next navigation). */
export function createRouteLoader(
  ctx: FeatureContext,
  {
    modules = ROUTE_MODULES,
    chrome: chromeModule = CHROME_MODULE,
    onChrome,
    catalogues,
  }: RouteLoaderOptions = {},
): RouteLoader {
  const loaded = new Map<RouteId, MountedRoute>()
  const loading = new Map<RouteId, Promise<void>>()
  let chrome: MountedChrome | undefined
  let chromeLoading: Promise<void> | null = null
  const loadChrome = (): Promise<void> => {
    if (chrome) return Promise.resolve()
    chromeLoading ??= chromeModule()
      .then((mount) => {
        const mounted = mount(ctx)
        // the chrome is usable once the messages its screens show are in the catalogues too
        if (catalogues) addParts(catalogues, mounted.messages)
        onChrome?.(mounted)
        chrome = mounted
      })
      .finally(() => (chromeLoading = null))
    return chromeLoading
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
  return {
    async load(routeId) {
      if (!routeId) return
      await Promise.all([
        loadScreen(routeId),
        // every route with a chunk is drawn with Chakra, in the chrome's frame and layouts
        modules[routeId] ? loadChrome() : undefined,
      ])
    },
    screen: (routeId) => loaded.get(routeId)?.Screen,
    pageActors: (entry) => loaded.get(entry.routeId)?.actors?.(entry) ?? {},
    chrome: () => chrome?.chrome,
    loadChrome,
    preloadParts: () => chrome?.preloadParts(),
  }
}
