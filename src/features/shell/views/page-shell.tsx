import { useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { accentOf, type Accent, type RouteMeta } from '../../../shared/domain/routes'
import { RouteTitle } from './route-title'
import { useApp } from '../../../shared/views/app-context'
import { ACCENT_ATTRIBUTE } from '../../../shared/views/accent'

/**
 * Puts the screen's accent on <html>, where the theme's accent token reads it: the page, its
 * dialogs and menus (portals outside the layout) all take the one colour.
 */
function useDocumentAccent(accent: Accent) {
  useLayoutEffect(() => {
    const root = document.documentElement
    root.setAttribute(ACCENT_ATTRIBUTE, accent)
    return () => root.removeAttribute(ACCENT_ATTRIBUTE)
  }, [accent])
}

/**
 * The shell of the pages drawn with Chakra: `src/features/shell/chrome.tsx`, a chunk the route
 * loader loads with the first such route (decision 025), so the first page carries no Chakra.
 */
export interface ShellChrome {
  /** the theme's provider around the page */
  Frame: ComponentType<{ children: ReactNode }>
  /** the layouts of S1 §2, with the v2 app bar, drawer and footer */
  Layout: ComponentType<{ route: RouteMeta; children: ReactNode }>
}

/**
 * The shell around every page. The first page's plain screens (sign-in, entry, a route on its
 * way or failed) sit in a plain layout with the accent bar; every other page in the chrome's
 * layouts, which the route loader has loaded before the page shows.
 */
export function PageShell({
  route,
  chrome,
  plain,
  children,
}: {
  route: RouteMeta
  /** the chrome once loaded */
  chrome: ShellChrome | undefined
  /** the screen shown is one of the first page's plain ones */
  plain: boolean
  children: ReactNode
}) {
  const { prefs } = useApp()
  useDocumentAccent(accentOf(route, prefs.orange()))
  if (plain || !chrome)
    return (
      <div className="pl-layout" data-layout={route.layout}>
        {route.layout === 'blank' ? null : (
          <div className="pl-accent-bar" data-testid="accent-bar" />
        )}
        <main className="pl-main">
          {/* the page's title; the sign-in card shows the portal's name as its own heading */}
          {route.ownHeading ? null : (
            <h1 className="pl-sr-only">
              <RouteTitle route={route} />
            </h1>
          )}
          {children}
        </main>
      </div>
    )
  const { Frame, Layout } = chrome
  return (
    <Frame>
      <Layout route={route}>{children}</Layout>
    </Frame>
  )
}
