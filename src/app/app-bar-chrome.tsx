/**
 * The app bar's part of the chrome (decisions 075, 083): the v2 layout with the app bar, drawer and
 * footer, and the app bar's long-lived actors with their machines, services, views and messages.
 * The route loader loads it beside the chrome with the first route of the v2 layout; the root
 * starts the actors then, so neither the sign-in pages nor a link page opened from a phone carry
 * them. What the app bar shows of the features is each feature's `app-bar.tsx`, found by its
 * name: this file names none of them.
 */
import type { ReactNode } from 'react'
import { wiredOnce, type FeatureContext } from '../shared/machines/wire-context'
import type { AppBarActorSpec, AppBarFeature } from '../shared/views/app-bar'
import type { CataloguePart } from '../shared/views/feature'
import { FRAME_CHROME } from './chrome'
import { AppBarPartsProvider, PortalLayout } from '../features/shell/app-bar-chrome'
import type { ShellChrome } from '../features/shell'

/** every feature's share of the app bar, by feature (its folder's name), in a stable order */
export const APP_BAR_FEATURES: readonly (readonly [string, AppBarFeature])[] = Object.entries(
  import.meta.glob<AppBarFeature>('../features/*/app-bar.tsx', { eager: true, import: 'appBar' }),
)
  .map(([path, feature]) => [/features\/([^/]+)\//.exec(path)?.[1] ?? path, feature] as const)
  .sort(([a], [b]) => a.localeCompare(b))

/** The messages of the app bar: each feature's share's. */
export const APP_BAR_MESSAGES: Record<string, CataloguePart> = Object.fromEntries(
  APP_BAR_FEATURES.map(([name, feature]) => [name, feature.messages]),
)

/** The app bar's actors of every feature, by id; an id two features use stops the portal. */
export function appBarActors(ctx: FeatureContext): Record<string, AppBarActorSpec> {
  const actors: Record<string, AppBarActorSpec> = {}
  for (const [name, feature] of APP_BAR_FEATURES)
    for (const [id, spec] of Object.entries(feature.actors(ctx))) {
      if (id in actors) throw new Error(`the app bar's actor ${id} is declared twice (${name})`)
      actors[id] = spec
    }
  return actors
}

const PARTS = APP_BAR_FEATURES.flatMap(([, feature]) => feature.parts)
const VIEWS = APP_BAR_FEATURES.flatMap(([, feature]) => (feature.Views ? [feature.Views] : []))

function Frame({ children }: { children: ReactNode }) {
  // each feature's views read their actors from the system, which the root has started them in
  // (APP_BAR.ARRIVED) before any page of the chrome shows
  const nested = VIEWS.reduceRight<ReactNode>((inner, Views) => <Views>{inner}</Views>, children)
  return (
    <FRAME_CHROME.chrome.Frame>
      <AppBarPartsProvider value={PARTS}>{nested}</AppBarPartsProvider>
    </FRAME_CHROME.chrome.Frame>
  )
}

/** The chrome with the app bar: its frame and layouts, the app bar's actors and messages. */
export interface MountedAppBar {
  chrome: ShellChrome
  actors: Record<string, AppBarActorSpec>
  messages: Record<string, CataloguePart>
}

export const mountAppBar = wiredOnce((ctx: FeatureContext): MountedAppBar => ({
  chrome: { Frame, Layout: PortalLayout },
  actors: appBarActors(ctx),
  messages: APP_BAR_MESSAGES,
}))
