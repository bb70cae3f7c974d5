import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { waitFor } from 'xstate'
import { App } from './app'
import { createPortal } from './create-portal'
import { offlinePortalConfig } from './offline-portal'
import { accentOf, PATHS, type RouteId } from '../shared/domain/routes'
import { ROUTE_TABLE } from './features'
import { DEFAULT_LOCALE } from '../shared/domain/messages'
import { LinkFrame, SignedInFrame } from '../features/shell'
import { format } from './messages'

/** The pages whose markup is in the HTML the server sends (issue 8): the sign-in pages. */
export const PRERENDERED: readonly RouteId[] = ['login', 'v1Login', 'olLogin']

const isRouteId = (id: string): id is RouteId => Object.hasOwn(PATHS, id)

/**
 * The signed-in pages whose frame is in the HTML the server sends (decision 052): every page of
 * the v2 layout with its app bar that a signed-in user opens by its own address (no parameter in
 * the path), in production builds as in development ones.
 */
export const FRAMED: readonly RouteId[] = Object.keys(ROUTE_TABLE)
  .filter(isRouteId)
  .filter((id) => {
    const route = ROUTE_TABLE[id]
    return (
      route.access === 'AUTH' &&
      route.layout === 'v2' &&
      route.appBar !== false &&
      !route.devOnly &&
      !route.path.includes(':')
    )
  })

/**
 * A signed-in page's frame as the HTML draws it (decision 052): the layout's app bar, the page's
 * title and summary and the footer, in the default locale; the portal renders the page afresh
 * over it once it has started.
 */
export function prerenderFrame(routeId: RouteId): PrerenderedPage {
  const route = ROUTE_TABLE[routeId]
  const t = (key: Parameters<typeof format>[1]) => format(DEFAULT_LOCALE, key)
  const html = renderToString(
    <SignedInFrame
      appName={t('app.name')}
      title={t(route.title)}
      {...(route.summary ? { summary: t(route.summary) } : {})}
      loading={t('app.loading')}
      copyright={t('app.copyright')}
    />,
  )
  return { path: route.path, html, accent: accentOf(route, false) }
}

/**
 * The link pages opened from a phone whose frame is in the HTML the server sends (decision 082):
 * every route that says what it first shows while it works (`busy`), in any build.
 */
export const LINK_FRAMED: readonly RouteId[] = Object.keys(ROUTE_TABLE)
  .filter(isRouteId)
  .filter((id) => ROUTE_TABLE[id].busy !== undefined && !ROUTE_TABLE[id].devOnly)

/**
 * The folder a page's HTML is written to: its path, a parameter (`/F/:linkCode`) named as a
 * folder `[linkCode]`, which a host serves for any one segment in its place (decision 082).
 */
export const pageFolderOf = (path: string) => path.replace(/:(\w+)/g, '[$1]')

/** A link page's frame as the HTML draws it (decision 082), in the default locale. */
export function prerenderLinkFrame(routeId: RouteId): PrerenderedPage {
  const route = ROUTE_TABLE[routeId]
  if (!route.busy) throw new Error(`${routeId} says nothing while it works: it has no link frame`)
  const t = (key: Parameters<typeof format>[1]) => format(DEFAULT_LOCALE, key)
  const html = renderToString(
    <LinkFrame title={t(route.title)} busy={t(route.busy)} route={route} />,
  )
  return { path: pageFolderOf(route.path), html, accent: accentOf(route, false) }
}

export interface PrerenderedPage {
  /** the page's folder: its path, a parameter as `[name]` (`pageFolderOf`) */
  path: string
  /** the markup of `#root` (emotion's style elements inline; the browser moves them to <head>) */
  html: string
  /** the screen's accent, for `<html data-accent>` */
  accent: string
}

/**
 * Renders a guest route as the browser's first render shows it: the same portal, settled (the
 * guard has let the path through), in the default locale. `src/app/main.tsx` hydrates it when the
 * browser's first render is the same page, and renders afresh otherwise.
 */
export async function prerender(routeId: RouteId): Promise<PrerenderedPage> {
  const path = PATHS[routeId]
  const portal = createPortal({
    // a prerendered page is a visitor's who is not signed in: nothing stored, no server
    ...offlinePortalConfig('http://prerender.invalid'),
    // no route code is fetched while rendering, nor what a sign-in needs (nobody acts on it)
    whenIdle: () => {},
    whenUserActs: () => {},
  })
  portal.guard.send({ type: 'ROUTE.ENTER', path })
  await waitFor(portal.guard, (s) => s.context.allowedPath === path, { timeout: 5000 })
  const html = renderToString(
    <Router ssrPath={path}>
      <App portal={portal} locale={DEFAULT_LOCALE} />
    </Router>,
  )
  portal.stop()
  return { path, html, accent: accentOf(ROUTE_TABLE[routeId], false) }
}
