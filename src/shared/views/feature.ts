import type { ComponentType } from 'react'
import type { Catalogue, Locale } from '../domain/messages'
import type { RouteDefinition, RouteId } from '../domain/routes'
import type { FeatureContext } from '../machines/wire-context'

/** A part of the catalogues: one feature's messages in every locale. */
export type CataloguePart = Record<Locale, Catalogue<string>>

/** A mounted route chunk: its screen and what its views were given (the wired machines). */
export interface MountedRoute {
  Screen: ComponentType
  deps: object
}

/**
 * A route chunk: it loads the feature's code (screens, machines, services, contract) and mounts
 * it, wiring the feature's machines with the portal's context the first time (issue 8).
 */
export type ScreenModule = () => Promise<(ctx: FeatureContext) => MountedRoute>

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
