import type { ComponentType } from 'react'

/**
 * A view whose code is a chunk of its own, for what few users ever see (issue 8: heavy code only
 * where it appears). A machine state fetches it with `load` (an actor the wiring provides) before
 * any state whose view shows it, so the view renders code already here and never suspends; a
 * failed fetch is the machine's to tell.
 */
export interface OnDemandView<P> {
  /** fetches the view's code once; after a failed fetch the next call tries again */
  load(): Promise<void>
  /** the fetched view; nothing while its code has not arrived */
  View: ComponentType<P>
}

export function onDemandView<P extends object>(
  importView: () => Promise<ComponentType<P>>,
): OnDemandView<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  return {
    load: () =>
      (loading ??= importView().then(
        (view) => {
          loaded = view
        },
        (error: unknown) => {
          loading = null
          throw error
        },
      )),
    View: (props: P) => {
      const Loaded = loaded
      return Loaded ? <Loaded {...props} /> : null
    },
  }
}
