import { createContext, useContext, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { SessionUser } from '../domain/user'
import type { RouteTable } from '../domain/routes'
import type { uiMachine } from '../machines/ui-machine'
import type { Preferences } from '../services/preferences'

/** The signed-in user as every view may read it (the session feature's actor fulfils it). */
export interface SessionSource {
  getSnapshot(): { context: { session: SessionUser | null } }
  subscribe: AnyActorRef['subscribe']
}

/** What every view may use; `src/app` fulfils it. */
export interface AppContextValue {
  ui: ActorRefFrom<typeof uiMachine>
  session: SessionSource
  prefs: Preferences
  /** every route's meta (access, title, menu item), from the features' manifests */
  routeTable: RouteTable
}

const AppContext = createContext<AppContextValue | null>(null)

export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext)
  if (!value) throw new Error('useApp outside AppProvider')
  return value
}

/**
 * A feature's view dependencies as a context: the feature declares the interface, `src/app`
 * provides the value. `const [VoucherViews, useVoucherViews] = createViewDeps<VoucherViewDeps>('vouchers')`.
 */
export function createViewDeps<T>(feature: string) {
  const Context = createContext<T | null>(null)
  function useDeps(): T {
    const value = useContext(Context)
    if (!value) throw new Error(`${feature} views rendered outside their provider`)
    return value
  }
  return [Context.Provider, useDeps] as const
}

/** The signed-in user's session (null when signed out). */
export function useSession(): SessionUser | null {
  const { session } = useApp()
  return useSelector(session, (s) => s.context.session)
}

export function useUi<T>(
  select: (ctx: ReturnType<AppContextValue['ui']['getSnapshot']>['context']) => T,
): T {
  const { ui } = useApp()
  return useSelector(ui, (s) => select(s.context))
}
