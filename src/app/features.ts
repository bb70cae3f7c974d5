import { routeTable, type RouteDefinition, type RouteId } from '../shared/domain/routes'
import type {
  CataloguePart,
  FeatureManifest,
  FeatureRoute,
  ScreenModule,
} from '../shared/views/feature'
import type { ComponentType } from 'react'

/**
 * Every feature's manifest (`src/features/<feature>/feature.ts`), found by its name: a feature
 * folder with a manifest is part of the portal, with nothing to add here. The manifests are small
 * (their screens are `import()`s), so the first page carries them all.
 */
export const FEATURES: readonly FeatureManifest[] = Object.values(
  import.meta.glob<FeatureManifest>('../features/*/feature.{ts,tsx}', {
    eager: true,
    import: 'default',
  }),
)

/** What the route table keeps of a route: all but its screens (they stay with the loader). */
const definitionOf = ({ screen: _screen, page: _page, ...meta }: FeatureRoute): RouteDefinition =>
  meta

/** The route table: every route of `PATHS` as the feature that owns it declares it. */
export const ROUTE_TABLE = routeTable(
  FEATURES.map((feature) => ({
    feature: feature.id,
    // the table is data: the screens stay with the loader
    routes: Object.fromEntries(
      Object.entries(feature.routes ?? {}).flatMap(([id, route]) =>
        route ? [[id, definitionOf(route)]] : [],
      ),
    ),
  })),
)

const routesOf = (feature: FeatureManifest) => Object.entries(feature.routes ?? {})

/** The routes whose screens are a chunk of their own, loaded by the navigation (issue 8). */
export const ROUTE_MODULES: Partial<Record<RouteId, ScreenModule>> = Object.fromEntries(
  FEATURES.flatMap(routesOf).flatMap(([id, route]) => (route?.screen ? [[id, route.screen]] : [])),
)

/** The screens of the first page, in the main chunk and drawn without Chakra (decision 025). */
export const STATIC_SCREENS: Partial<Record<RouteId, ComponentType>> = Object.fromEntries(
  FEATURES.flatMap(routesOf).flatMap(([id, route]) => (route?.page ? [[id, route.page]] : [])),
)

/** The message parts of the first page, by feature. */
export const FIRST_PAGE_FEATURE_PARTS: Record<string, CataloguePart> = Object.fromEntries(
  FEATURES.flatMap((f) => (f.firstPageMessages ? [[f.id, f.firstPageMessages]] : [])),
)
