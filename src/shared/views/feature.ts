import type { ComponentType } from 'react'
import type { AnyActorLogic } from 'xstate'
import type { Catalogue, Locale } from '../domain/messages'
import type { RouteDefinition, RouteId } from '../domain/routes'
import type { SessionUser } from '../domain/user'
import type { FeatureContext } from '../machines/wire-context'

/** A part of the catalogues: one feature's messages in every locale. */
export type CataloguePart = Record<Locale, Catalogue<string>>

/** Parts as one: a screens module's words when it shows more than its feature's own. */
export function joinParts(...parts: CataloguePart[]): CataloguePart {
  const locale = (l: Locale) =>
    parts.reduce<Catalogue<string>>((joined, part) => ({ ...joined, ...part[l] }), {})
  return { ko: locale('ko'), en: locale('en') }
}

/** A route being shown, as its page actors are started for it. */
export interface PageEntry {
  routeId: RouteId
  /** the location's path */
  path: string
  /** the named parts of the path (`/F/:linkCode`) */
  params: Record<string, string>
  /** the location's query (`?code=…`) */
  search: URLSearchParams
  /** who the route was let through for (null: nobody signed in) */
  session: SessionUser | null
  /** when the route was entered (the pages' default date ranges count from it) */
  today: Date
}

/** A page actor: its logic (the feature's machine, provided) and the input it starts with. */
export interface PageActorSpec {
  logic: AnyActorLogic
  input?: unknown
}

/**
 * A route's page actors by name: the portal root starts them as its children (ids
 * `page.<n>.<name>`, no systemId) when the route is shown and stops them when it is left; the
 * views read them by name with `usePage(name)` / `usePageActor(name)` (decision 031).
 */
export type PageActors = Record<string, PageActorSpec>

/** A mounted route chunk: its screen, its page actors and the words its screen shows. */
export interface MountedRoute {
  Screen: ComponentType
  /** the page actors of the route as it is entered (none when absent) */
  actors?: (entry: PageEntry) => PageActors
  /** its feature's messages, added to the catalogues before the screen shows (decision 074) */
  messages?: CataloguePart
}

/** Mounts a route's screen, wiring its feature's machines with the portal's context. */
export type MountRoute = (ctx: FeatureContext) => MountedRoute

/**
 * A route chunk: it loads the feature's code (screens, machines, services, contract) and mounts
 * it, wiring the feature's machines with the portal's context the first time (issue 8).
 */
export type ScreenModule = (() => Promise<MountRoute>) & {
  /**
   * the name of the module it loads, where it is not the convention's (`screens`, or
   * `plain-screens` for a plain route): the bundle check measures that module's chunk
   */
  readonly module?: string
}

/**
 * A feature's screens module (`screens.tsx`) as its routes load it: `screens((m) => m.mountGift)`
 * is a route's chunk whose mounted screen brings the messages the module exports as `messages`, so
 * a route's words arrive with its code and no other route carries them (decision 074).
 */
export function screensFrom<M extends { messages?: CataloguePart }>(
  load: () => Promise<M>,
  /** the module's name, where it is not the convention's: see {@link ScreenModule} */
  module?: string,
) {
  return (mountOf: (module: M) => MountRoute): ScreenModule =>
    Object.assign(
      () =>
        load().then((loaded) => {
          const mount = mountOf(loaded)
          const { messages } = loaded
          return messages ? (ctx: FeatureContext) => ({ ...mount(ctx), messages }) : mount
        }),
      { module },
    )
}

/**
 * The grid (`components/data-grid`, TanStack Table in it), asked for beside a screens chunk that
 * draws with it: see {@link withGrid}.
 */
export const GRID_PART = () => import('./components/data-grid')

/**
 * A screens chunk that draws the grid, its import started together with the grid's own: the
 * grid's chunks, a part of the screens', are in first and evaluated in a task of their own, and
 * the screens' task evaluates the rest. Evaluated together they were the longest task of a list
 * page opened on a phone (issue 45, decision 066). `grid` is for tests.
 */
export function withGrid(
  screens: ScreenModule,
  grid: () => Promise<unknown> = GRID_PART,
): ScreenModule {
  const load = () => {
    // its failure is the screens' own (they import the grid too), told by their promise
    grid().catch(() => {})
    return screens()
  }
  return Object.assign(load, { module: screens.module })
}

/** A route as its feature declares it: who may open it, its frame, title and menu item, its screen. */
export interface FeatureRoute extends RouteDefinition {
  /** the screen: a chunk of its own, loaded by the navigation before the route shows */
  screen?: ScreenModule
  /** a screen of the first page, in the main chunk and drawn without Chakra (decision 025) */
  page?: ComponentType
}

/**
 * A feature's manifest (`src/features/<feature>/feature.ts`): the one place the app learns of it.
 * The app reads every manifest (`src/app/features.ts`): the route table, the menu and the route
 * chunks come from here. The feature's messages (`domain/messages.ts`), error rows
 * (`domain/errors.ts`) and operations (`services/contract.ts`) are found by those names.
 */
export interface FeatureManifest {
  /** the feature's folder */
  id: string
  routes?: { [K in RouteId]?: FeatureRoute }
  /** messages the first page shows, in the main chunk; every other part arrives with the chrome */
  firstPageMessages?: CataloguePart
}

/** Declares a feature (typed, unchanged): `export default defineFeature({ id: 'gift', routes })`. */
export const defineFeature = <const M extends FeatureManifest>(manifest: M): M => manifest
