import { createContext, useContext, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { Portal } from '../app/create-portal'

const PortalContext = createContext<Portal | null>(null)

export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
}

export function usePortal(): Portal {
  const portal = useContext(PortalContext)
  if (!portal) throw new Error('usePortal outside PortalProvider')
  return portal
}

/** The signed-in user's session (null when signed out). */
export function useSession() {
  const { session } = usePortal()
  return useSelector(session, (s) => s.context.session)
}

export function useUi<T>(
  select: (ctx: ReturnType<Portal['ui']['getSnapshot']>['context']) => T,
): T {
  const { ui } = usePortal()
  return useSelector(ui, (s) => select(s.context))
}

/** The accent colour of buttons: orange for the orange (site 1) theme, else blue (S1 §2). */
export function useAccent(): 'orange' | 'blue' {
  return usePortal().prefs.orange() ? 'orange' : 'blue'
}
