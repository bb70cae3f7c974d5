import type { ReactNode } from 'react'
import { layoutBackground, type RouteMeta } from '../../../shared/domain/routes'

/**
 * The layout of the pages drawn without Chakra (decisions 025, 084): the sign-in and entry pages,
 * a route on its way, the link pages opened from a phone, and a link page's frame in the HTML
 * (decision 082), all in one markup so a frame and its page put their words in the same place.
 * The accent bar but on the blank layout, the route's background, the page's title as the h1
 * unless the page shows its own heading.
 */
export function PlainLayout({
  route,
  heading,
  busy,
  attributes,
  children,
}: {
  route: Pick<RouteMeta, 'layout' | 'backgroundColor'>
  /** the page's title for screen readers; null when the page shows its own heading */
  heading: ReactNode
  /** the page is still working (a frame before the portal) */
  busy?: boolean
  /** more attributes of the layout's element (a frame's mark) */
  attributes?: Record<string, string>
  children: ReactNode
}) {
  return (
    <div
      className="pl-layout"
      data-layout={route.layout}
      data-white={layoutBackground(route) === 'white' ? '' : undefined}
      {...attributes}
    >
      {route.layout === 'blank' ? null : <div className="pl-accent-bar" data-testid="accent-bar" />}
      <main className="pl-main" aria-busy={busy || undefined}>
        {heading === null ? null : <h1 className="pl-sr-only">{heading}</h1>}
        {children}
      </main>
    </div>
  )
}
