import { useEffect } from 'react'
import { QaStripGate } from './qa-strip-gate'
import type { Portal } from './create-portal'
import type { Locale } from '../shared/domain/messages'
import { LoadingOverlay } from '../shared/views/components/loading-overlay'
import { SnackbarHost } from '../shared/views/components/snackbar-host'
import { SessionViews } from '../features/session'
import { ShellViews } from '../features/shell'
import { LocaleProvider } from '../shared/views/i18n'
import { AppProvider } from '../shared/views/app-context'
import { ROUTE_TABLE } from './features'
import { AppRoutes, type FirstFrame } from './router'

function ViewportEvents({ portal }: { portal: Portal }) {
  useEffect(() => {
    const resize = () => portal.ui.send({ type: 'VIEWPORT.RESIZE', width: window.innerWidth })
    let scrolled = window.scrollY > 0
    const scroll = () => {
      const now = window.scrollY > 0
      if (now === scrolled) return
      scrolled = now
      portal.ui.send({ type: 'VIEWPORT.SCROLL', y: window.scrollY })
    }
    window.addEventListener('resize', resize)
    window.addEventListener('scroll', scroll, { passive: true })
    return () => {
      window.removeEventListener('resize', resize)
      window.removeEventListener('scroll', scroll)
    }
  }, [portal])
  return null
}

export function App({
  portal,
  locale,
  firstFrame = null,
}: {
  portal: Portal
  locale: Locale
  /** a signed-in page's frame the HTML drew (decision 052) */
  firstFrame?: FirstFrame | null
}) {
  const { views } = portal
  return (
    <LocaleProvider locale={locale} catalogue={portal.catalogues[locale]}>
      <AppProvider
        value={{
          ui: portal.ui,
          session: portal.session,
          prefs: portal.prefs,
          routeTable: ROUTE_TABLE,
        }}
      >
        <ShellViews value={views.shell}>
          <SessionViews value={views.session}>
            <ViewportEvents portal={portal} />
            <AppRoutes
              guard={portal.guard}
              routes={portal.routes}
              root={portal.root}
              answers={portal.answers}
              firstFrame={firstFrame}
            />
            <LoadingOverlay />
            <SnackbarHost />
            {/* demo builds only (decision 070): written out, so a build for users drops the gate */}
            {(import.meta.env.MODE === 'embedded' || import.meta.env.DEV) && portal.qaCalls ? (
              <QaStripGate calls={portal.qaCalls} />
            ) : null}
          </SessionViews>
        </ShellViews>
      </AppProvider>
    </LocaleProvider>
  )
}
