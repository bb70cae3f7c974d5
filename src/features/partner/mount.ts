import type { ComponentType } from 'react'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import type { PageActors, PageEntry } from '../../shared/views/feature'

/** How a partner page leaves or moves within the portal, for its machines' actions. */
export function partnerMoves(ctx: FeatureContext) {
  return {
    goBack: () => ctx.back(),
    navigate: (_: unknown, { to, replace }: { to: string; replace?: boolean }) =>
      ctx.navigate(to, { replace: replace ?? false }),
  }
}

/**
 * The mounts of a screens module's partner pages: each page's screen and its page actor, started
 * with what the address holds, from the module's machines wired once per portal (issue 8).
 */
export function partnerMounts<M>(wire: (ctx: FeatureContext) => M) {
  const wired = wiredOnce(wire)
  return (
      Screen: ComponentType,
      actors: (machines: M, entry: PageEntry, canGoBack: () => boolean) => PageActors,
    ) =>
    (ctx: FeatureContext) => {
      const machines = wired(ctx)
      return { Screen, actors: (entry: PageEntry) => actors(machines, entry, ctx.canGoBack) }
    }
}
