import type { SessionUser } from '../../../shared/domain/user'
import { OnceOpened, onUsePart } from '../../../shared/views/components/on-use'
import { useUi } from '../../../shared/views/app-context'

export interface AppDrawerProps {
  session: SessionUser | null
  orange: boolean
}

/** the drawer itself, fetched when it first opens (issue 45) */
const drawer = onUsePart(() => import('./app-drawer-view'))

/**
 * The right drawer of S1 §2: user name and id, logout, menu groups per the menu policy. Its code
 * comes when the user first opens it.
 */
export function AppDrawer(props: AppDrawerProps) {
  const open = useUi((c) => c.drawerOpen)
  return (
    <OnceOpened
      part={drawer}
      open={open}
      draw={(Drawer, shown) => <Drawer {...props} open={shown} />}
    />
  )
}
