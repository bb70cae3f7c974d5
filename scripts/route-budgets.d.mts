export type RouteKind = 'sign-in' | 'signed-in' | 'partner link'
export interface RouteFigure {
  route: string
  feature: string
  kind: RouteKind
  /** kB gzip before the route is usable */
  kB: number
  files: number
}
export interface FeatureManifest {
  id: string
  routes?: Record<string, { page?: unknown; screen?: unknown; devOnly?: boolean } | undefined>
}
export declare const GOALS: Record<RouteKind, number>
export declare const CEILINGS: Record<string, number>
export declare const DEMO_ALLOWANCE_KB: number
export declare function demoCeilings(ceilings?: Record<string, number>): Record<string, number>
export declare function routeKind(featureId: string, route: { screen?: unknown }): RouteKind
export declare function measureRoutes(build: {
  assets: string
  entry: string
  features: readonly FeatureManifest[]
}): RouteFigure[]
export declare function ceilingOf(
  figure: RouteFigure,
  ceilings?: Record<string, number>,
  figures?: readonly RouteFigure[],
): number | undefined
export declare function budgetProblems(
  figures: readonly RouteFigure[],
  ceilings?: Record<string, number>,
): string[]
export declare function budgetReport(
  figures: readonly RouteFigure[],
  ceilings?: Record<string, number>,
): string[]
