import { useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { accentOf, type Accent, type RouteMeta } from '../../../shared/domain/routes'
import { RouteTitle } from './route-title'
import { PlainLayout } from './plain-layout'
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
 * The shell around every page. The plain screens (the first page's: sign-in, entry, a route on
 * its way or failed; the link pages opened from a phone, decision 084) sit in the plain layout;
 * every other page in the chrome's layouts, which the route loader has loaded before the page
 * shows.
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
  /** the screen shown is drawn without Chakra (the first page's, or a route's marked `plain`) */
  plain: boolean
  children: ReactNode
}) {
  const { prefs } = useApp()
  useDocumentAccent(accentOf(route, prefs.orange()))
  if (plain || !chrome)
    return (
      <PlainLayout
        route={route}
        // the page's title; the sign-in card shows the portal's name as its own heading
        heading={route.ownHeading ? null : <RouteTitle route={route} />}
      >
        {children}
      </PlainLayout>
    )
  const { Frame, Layout } = chrome
  return (
    <Frame>
      <Layout route={route}>{children}</Layout>
    </Frame>
  )
}
