/**
 * The chrome chunk (issue 8, decisions 022, 025 and 075): the shell of the pages drawn with Chakra
 * (the theme's provider, the layouts with the app bar, drawer and footer) and the app bar's
 * long-lived actors with their machines, services, views and messages. The route loader loads it
 * with the first route that has a chunk; the root starts the actors then, so the sign-in page
 * carries none of them. What the app bar shows of the features is each feature's `app-bar.tsx`,
 * found by its name: this file names none of them.
 */
import type { ReactNode } from 'react'
import { wiredOnce, type FeatureContext } from '../shared/machines/wire-context'
import type { AppBarActorSpec, AppBarFeature } from '../shared/views/app-bar'
import type { CataloguePart } from '../shared/views/feature'
import * as lists from '../shared/domain/messages/lists'
import * as share from '../shared/domain/messages/share'
import { AppBarPartsProvider, chrome } from '../features/shell/chrome'
import type { MountedChrome } from './route-modules'
import { preloadOnUseParts } from '../shared/views/components/on-use'

/** every feature's share of the app bar, by feature (its folder's name), in a stable order */
export const APP_BAR_FEATURES: readonly (readonly [string, AppBarFeature])[] = Object.entries(
  import.meta.glob<AppBarFeature>('../features/*/app-bar.tsx', { eager: true, import: 'appBar' }),
)
  .map(([path, feature]) => [/features\/([^/]+)\//.exec(path)?.[1] ?? path, feature] as const)
  .sort(([a], [b]) => a.localeCompare(b))

/** The messages of every page the chrome draws: the app bar's and the shared list pieces'. */
export const CHROME_MESSAGES: Record<string, CataloguePart> = {
  lists,
  share,
  ...Object.fromEntries(APP_BAR_FEATURES.map(([name, feature]) => [name, feature.messages])),
}

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
    <chrome.Frame>
      <AppBarPartsProvider value={PARTS}>{nested}</AppBarPartsProvider>
    </chrome.Frame>
  )
}

export const mountChrome = wiredOnce((ctx: FeatureContext): MountedChrome => ({
  chrome: { Frame, Layout: chrome.Layout },
  appBar: appBarActors(ctx),
  messages: CHROME_MESSAGES,
  preloadParts: preloadOnUseParts,
}))
